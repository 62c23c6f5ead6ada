import { PaymentDocumentPage } from './payment-document-page';

/** /receipts/:id: a VAT receipt for a payment, to its customer (or the business that issued it). */
export default function ReceiptPage() {
  return <PaymentDocumentPage kind="RECEIPT" />;
}
