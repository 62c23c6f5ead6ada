import { formatPounds } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { usePlatformConfig } from '../../../entities/platform-config';
import { useRewardBalance, useRewardEntries } from '../api/get-rewards';
import { RewardEntryRow } from './reward-entry-row';

/** The caller's rewards on /referral: the balance, why it is paused if it is, and each entry with why. */
export function RewardsSummary() {
  const balance = useRewardBalance();
  const entries = useRewardEntries();
  const config = usePlatformConfig();
  const now = new Date();

  return (
    <section aria-labelledby="rewards-heading" className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <div>
        <h2 id="rewards-heading" className="text-xl font-bold text-ink">
          Your rewards
        </h2>
        {config.data && (
          <p className="mt-1 max-w-prose text-sm text-muted">
            You earn {formatPounds(config.data.recommendationRewardPence)} when a business accepts your recommendation, and{' '}
            {formatPounds(config.data.referralRewardPence)} when a business that joined through your link is first paid through Tradeshub.
            Your balance pays part of the platform fee when you pay for work.
          </p>
        )}
      </div>
      {balance.isPending && <Spinner label="Loading your reward balance…" />}
      {balance.isError && <ErrorState title="We could not load your reward balance" error={balance.error} onRetry={() => void balance.refetch()} />}
      {balance.data && (
        <div className="grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-brand-50 px-4 py-3" role="group" aria-label="Reward balance">
            <p className="text-2xl font-bold tabular-nums text-brand-800">{formatPounds(balance.data.availablePence)}</p>
            <p className="text-xs font-medium text-brand-800">Available to spend</p>
          </div>
          <div className="rounded-xl bg-amber-50 px-4 py-3" role="group" aria-label="Paused rewards">
            <p className="text-2xl font-bold tabular-nums text-amber-800">{formatPounds(balance.data.pausedPence)}</p>
            <p className="text-xs font-medium text-amber-800">Paused</p>
          </div>
        </div>
      )}
      {balance.data?.pausedReason && (
        <Notice tone="info" title="New rewards are paused">
          {balance.data.pausedReason}
        </Notice>
      )}
      {entries.isError && <ErrorState title="We could not load your reward entries" error={entries.error} onRetry={() => void entries.refetch()} />}
      {entries.data?.length === 0 && <p className="text-sm text-muted">No rewards yet. Recommend a tradesperson you have used to earn your first.</p>}
      {entries.data && entries.data.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Your reward entries">
          {entries.data.map((entry) => (
            <RewardEntryRow key={entry.id} entry={entry} now={now} />
          ))}
        </ul>
      )}
      {entries.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
          Show more rewards
        </Button>
      )}
    </section>
  );
}
