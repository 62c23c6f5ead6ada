import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectedAccount, ConnectedAccountCard, KycSession } from '@tradeshub/sdk';
import { browserLocation, paymentKeys } from '../../../entities/payments';
import { client } from '../../../lib/client';

// The tradesperson's connected payment account: its identity checks, bank accounts and payout
// cards. Under paymentKeys.all, so a pushed payment event refreshes it too.

const account = [...paymentKeys.all, 'account'] as const;

/** Query keys of the connected account. */
export const accountKeys = {
  account,
  externalAccounts: [...account, 'external-accounts'] as const,
  cards: [...account, 'cards'] as const,
};

/** How often the KYC return asks again while the provider is still checking what was sent. */
export const CHECKS_POLL_MS = 2_000;

/**
 * GET get-connected-account-details: the account and where its checks stand, or null before
 * connecting; with `whileChecking`, asked again until the provider has judged the details sent.
 */
export function useConnectedAccount({ whileChecking = false } = {}) {
  return useQuery({
    queryKey: accountKeys.account,
    queryFn: ({ signal }) => client.payments.getConnectedAccount(undefined, { signal }),
    refetchInterval: (query) => {
      const account = query.state.data;
      return whileChecking && account?.status === 'PENDING' && account.detailsSubmitted ? CHECKS_POLL_MS : false;
    },
  });
}

/** GET get-connected-external-accounts: the bank accounts payouts can go to (once there is an account). */
export function useExternalAccounts(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.externalAccounts,
    queryFn: ({ signal }) => client.payments.getExternalAccounts(undefined, { signal }),
    enabled,
  });
}

/** GET get-connected-account-cards: the debit cards payouts can go to. */
export function usePayoutCards(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.cards,
    queryFn: ({ signal }) => client.payments.getCards(undefined, { signal }),
    enabled,
  });
}

/**
 * Opens the provider's identity checks and sends the browser there: a new account's first
 * session, or a fresh link to continue or fix the checks of an existing one.
 */
export function useStartIdentityChecks() {
  return useMutation({
    mutationFn: async (hasAccount: boolean): Promise<KycSession> => {
      const session = hasAccount ? await client.payments.updateKycSession() : await client.payments.createKycSession();
      browserLocation.assign(session.url);
      return session;
    },
  });
}

/** PATCH update-connected-account-card/{cardId}: makes a card the default for payouts; the list is read again. */
export function useMakeCardDefault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: ConnectedAccountCard) => client.payments.updateCard({ params: { cardId: card.id }, body: { isDefault: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.cards }),
  });
}

/** DELETE delete-connected-account-card/{id}. */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: ConnectedAccountCard) => client.payments.deleteCard({ params: { id: card.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.cards }),
  });
}

/** DELETE delete-connected-account: refused with a sentence while money is on its way. */
export function useRemoveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.payments.deleteConnectedAccount(),
    onSuccess: () => {
      queryClient.setQueryData<ConnectedAccount | null>(accountKeys.account, null);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}

/** PATCH update-connected-account-settings: whether customers pay the card fee on top; the answer replaces the cached account. */
export function usePassCardFeeToCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passCardFeeToCustomer: boolean) => client.accounts.updateSettings({ body: { passCardFeeToCustomer } }),
    onSuccess: (account) => queryClient.setQueryData(accountKeys.account, account),
  });
}
