import { useQuery } from '@tanstack/react-query';
import { paymentKeys } from '../../../entities/payments';
import { client } from '../../../lib/client';
import { checkoutOutcome, isSettled, type ReturnedAs } from '../checkout-outcome';

/** How often the callback asks again while a payment is still being processed. */
export const CHECKOUT_POLL_MS = 2_000;

/**
 * GET get-session/{id}: the checkout the caller opened, asked again every couple of seconds
 * until it is paid, declined, expired or left (a pushed payment event refreshes it sooner).
 */
export function useCheckoutSession(id: string | null, returnedAs: ReturnedAs) {
  return useQuery({
    queryKey: paymentKeys.session(id ?? ''),
    queryFn: ({ signal }) => client.payments.getSession({ params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data && isSettled(checkoutOutcome(query.state.data, returnedAs)) ? false : CHECKOUT_POLL_MS),
  });
}
