import { PaymentDocumentPage } from './payment-document-page';

/** /accounts/fee-invoices/:id: Tradeshub's invoice to the tradesperson for its fee on one payment. */
export default function FeeInvoicePage() {
  return <PaymentDocumentPage kind="FEE_INVOICE" />;
}
