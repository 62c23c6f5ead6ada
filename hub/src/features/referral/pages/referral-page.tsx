import { Link } from 'react-router';
import { formatPounds } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { usePlatformConfig } from '../../../entities/platform-config';
import { usePageHeader } from '../../../lib/page-header';
import { useReferralLinks } from '../api/get-referral-links';
import { PersonalLinkCard } from '../components/personal-link-card';
import { ReferralLinkCard } from '../components/referral-link-card';
import { RewardsSummary } from '../components/rewards-summary';

const primaryLink =
  'inline-flex min-h-10 items-center justify-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600';

/** /referral: the customer's rewards, and a link for every business they recommended and that accepted, to pass on to friends. */
export default function ReferralPage() {
  usePageHeader('Referral');
  const links = useReferralLinks();
  const config = usePlatformConfig();

  if (links.isPending) return <PageLoading label="Loading your referral links…" />;
  if (links.isError) return <ErrorState title="We could not load your referral links" error={links.error} onRetry={() => void links.refetch()} />;
  const shareable = links.data.links;
  const count = shareable.length;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-ink">Refer a tradesperson</h1>
          <p className="mt-1 max-w-prose text-sm text-muted">
            Share a link to a tradesperson you recommended. When a friend recommends them through your link, Tradeshub records that
            you referred them.
          </p>
          {config.data && (
            <p className="mt-2 max-w-prose text-sm text-ink">
              You earn <strong>{formatPounds(config.data.recommendationRewardPence)}</strong> when a business accepts your recommendation, and{' '}
              <strong>{formatPounds(config.data.referralRewardPence)}</strong> when a business you referred is first paid through Tradeshub.
            </p>
          )}
        </div>
        <div className="shrink-0 rounded-xl bg-accent-50 px-5 py-3 text-center" role="group" aria-label="Businesses you can refer">
          <p className="text-3xl font-bold text-accent-700 tabular-nums">{count}</p>
          <p className="text-xs font-medium text-accent-700">{count === 1 ? 'business you can refer' : 'businesses you can refer'}</p>
        </div>
      </div>
      <RewardsSummary />
      <PersonalLinkCard referralRewardPence={config.data?.referralRewardPence ?? null} />
      {count === 0 && !links.hasNextPage ? (
        <EmptyState
          title="No referral links yet"
          action={
            <Link to={paths.find()} className={primaryLink}>
              Find a tradesperson
            </Link>
          }
        >
          You get a link to share once you recommend a tradesperson and they accept. Find one you have used and recommend them, or{' '}
          <Link to={paths.recommendations()} className="font-semibold text-brand-700 underline">
            check on your recommendations
          </Link>
          .
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Your referral links">
          {shareable.map((recommendation) => (
            <ReferralLinkCard key={recommendation.id} recommendation={recommendation} />
          ))}
        </ul>
      )}
      {links.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={links.isFetchingNextPage} onClick={() => void links.fetchNextPage()}>
          Show more
        </Button>
      )}
    </div>
  );
}
