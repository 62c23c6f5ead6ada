import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PaymentDocumentKind } from '@tradeshub/sdk';
import { paymentKeys } from '../../../entities/payments';
import { client } from '../../../lib/client';

// Receipts (the customer's, for payments made) and fee invoices (the tradesperson's, for
// Tradeshub's fee), as lists and one at a time to view and print.

const documents = [...paymentKeys.all, 'documents'] as const;

/** Query keys of receipts and fee invoices. */
export const documentKeys = {
  list: (kind: PaymentDocumentKind) => [...documents, kind, 'list'] as const,
  one: (kind: PaymentDocumentKind, id: string) => [...documents, kind, id] as const,
};

const PAGE_SIZE = 20;

/** The caller's receipts (kind RECEIPT) or fee invoices (FEE_INVOICE), newest first, a page at a time. */
export function usePaymentDocuments(kind: PaymentDocumentKind, enabled = true) {
  return useInfiniteQuery({
    queryKey: documentKeys.list(kind),
    queryFn: ({ pageParam, signal }) => {
      const query = { cursor: pageParam, limit: PAGE_SIZE };
      return kind === 'RECEIPT' ? client.accounts.getReceipts({ query }, { signal }) : client.accounts.getFeeInvoices({ query }, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** One receipt or fee invoice. */
export function usePaymentDocument(kind: PaymentDocumentKind, id: string) {
  return useQuery({
    queryKey: documentKeys.one(kind, id),
    queryFn: ({ signal }) =>
      kind === 'RECEIPT' ? client.accounts.getReceipt({ params: { id } }, { signal }) : client.accounts.getFeeInvoice({ params: { id } }, { signal }),
    enabled: id !== '',
  });
}
