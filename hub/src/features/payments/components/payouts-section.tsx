import { formatDueDate, formatPounds, type PayoutStatus } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePayouts } from '../api/accounts';

const STATUS: Record<PayoutStatus, { label: string; tone: string }> = {
  IN_TRANSIT: { label: 'On its way', tone: 'bg-accent-50 text-accent-700 ring-accent-200' },
  PAID: { label: 'Arrived', tone: 'bg-brand-50 text-brand-800 ring-brand-200' },
  FAILED: { label: 'Failed', tone: 'bg-red-50 text-danger ring-red-200' },
};

/** Money paid out to the bank or card: how much, where, when it arrives (or arrived). */
export function PayoutsSection({ inTransitPence }: { inTransitPence: number }) {
  const payouts = usePayouts();
  const items = payouts.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="payouts-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="payouts-title" className="font-semibold text-ink">
          Payouts
        </h2>
        <p className="text-sm text-muted">
          On its way to you: <span className="font-semibold text-ink tabular-nums">{formatPounds(inTransitPence)}</span>
        </p>
      </div>
      {payouts.isPending ? (
        <Spinner label="Loading payouts" />
      ) : payouts.isError ? (
        <p role="alert" className="text-sm text-danger">
          We could not load your payouts.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void payouts.refetch()}>
            Try again
          </button>
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">No payouts yet. What customers pay reaches your bank a few days after each payment.</p>
      ) : (
        <ul aria-label="Payouts" className="flex flex-col divide-y divide-line">
          {items.map((payout) => (
            <li key={payout.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
              <div className="min-w-0">
                <p className="font-semibold text-ink tabular-nums">{formatPounds(payout.amountPence)}</p>
                <p className="text-sm text-muted">
                  To {payout.destination} · {payout.status === 'PAID' ? 'arrived' : 'arrives'} {formatDueDate(payout.arrivalDate)}
                </p>
              </div>
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS[payout.status].tone}`}>{STATUS[payout.status].label}</span>
            </li>
          ))}
        </ul>
      )}
      {payouts.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={payouts.isFetchingNextPage} onClick={() => void payouts.fetchNextPage()}>
          Show more
        </Button>
      )}
    </section>
  );
}
