import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { AccountPaymentFilter, AccountsCsv, AccountsExportQuery } from '@tradeshub/sdk';
import { paymentKeys } from '../../../entities/payments';
import { client } from '../../../lib/client';

// The tradesperson's Accounts: what they earned, where each payment stands, payouts, and a
// CSV of what was received. Under paymentKeys.all, so a pushed payment refreshes it live.

const accounts = [...paymentKeys.all, 'accounts'] as const;

/** Query keys of Accounts. */
export const accountsKeys = {
  summary: [...accounts, 'summary'] as const,
  payments: (status: AccountPaymentFilter) => [...accounts, 'payments', status] as const,
  payouts: [...accounts, 'payouts'] as const,
};

const PAGE_SIZE = 20;

/** GET get-accounts-summary: earned this month and year, and the payments in each state. */
export function useAccountsSummary() {
  return useQuery({ queryKey: accountsKeys.summary, queryFn: ({ signal }) => client.accounts.getSummary(undefined, { signal }) });
}

/** GET get-account-payments: the payments in one state (LATE takes in the overdue), newest first. */
export function useAccountPayments(status: AccountPaymentFilter) {
  return useInfiniteQuery({
    queryKey: accountsKeys.payments(status),
    queryFn: ({ pageParam, signal }) => client.accounts.getPayments({ query: { status, cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET get-payouts: money sent to the bank or card, newest first. */
export function usePayouts() {
  return useInfiniteQuery({
    queryKey: accountsKeys.payouts,
    queryFn: ({ pageParam, signal }) => client.accounts.getPayouts({ query: { cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Saves a text as a file through the browser's download; a seam for tests. */
export const fileDownload = {
  save(filename: string, contentType: string, text: string): void {
    const url = URL.createObjectURL(new Blob([text], { type: contentType }));
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};

/** GET export-accounts-csv for a date range, saved as the file the server names. */
export function useExportAccountsCsv() {
  return useMutation({
    mutationFn: async (range: AccountsExportQuery): Promise<AccountsCsv> => {
      const file = await client.accounts.exportCsv({ query: range });
      fileDownload.save(file.filename, file.contentType, file.csv);
      return file;
    },
  });
}
