// Who Tradeshub is on the documents it makes (quotes, receipts, fee invoices, assessment
// findings): named once so every document, and the hub's print views, say the same.

/** Tradeshub's legal name, registered office and numbers, as every document prints them. */
export const TRADESHUB_COMPANY = {
  name: 'Tradeshub Ltd',
  addressLines: ['Unit 4, Canal Wharf', 'Leeds', 'LS11 5PS', 'United Kingdom'],
  companyNumber: '15234567',
  vatNumber: 'GB 412 3456 78',
  email: 'hello@tradeshub.co.uk',
} as const;
