// Who Tradeshub is on the documents it makes (quotes, receipts, fee invoices, assessment
// findings). The server reads the real details from its configuration (TRADESHUB_COMPANY_*
// in server/src/config.ts, the one place they are set); these are the demo values it falls
// back to, so a fresh checkout prints something sensible and clearly fictional.

/** Tradeshub's legal name, registered office and numbers, as every document prints them. */
export interface CompanyDetails {
  readonly name: string;
  readonly addressLines: readonly string[];
  readonly companyNumber: string;
  readonly vatNumber: string;
  readonly email: string;
}

/** The demo company details: what documents print when TRADESHUB_COMPANY_* are not set. */
export const TRADESHUB_COMPANY: CompanyDetails = {
  name: 'Tradeshub Ltd',
  addressLines: ['Unit 4, Canal Wharf', 'Leeds', 'LS11 5PS', 'United Kingdom'],
  companyNumber: '15234567',
  vatNumber: 'GB 412 3456 78',
  email: 'hello@tradeshub.co.uk',
};
