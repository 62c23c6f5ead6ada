import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useConnectedBusinesses } from '../api/get-connected-businesses';
import { useMyWorks } from '../api/get-my-works';
import { useMyRecommendations } from '../api/get-my-recommendations';
import { TradespersonCard } from '../components/tradesperson-card';
import { mergeTradespeople } from '../merge-tradespeople';

function CardsSkeleton() {
  return (
    <div role="status" aria-label="Loading your tradespeople" className="grid animate-pulse gap-4 md:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} aria-hidden className="h-44 rounded-2xl border border-line bg-white p-5">
          <div className="flex gap-3">
            <div className="h-11 w-11 rounded-xl bg-line" />
            <div className="flex-1 space-y-2">
              <div className="h-3.5 w-1/2 rounded bg-line" />
              <div className="h-3 w-1/4 rounded bg-line" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** /yourtradespeople: the businesses the customer hired, recommended or is connected with, one card each. */
export default function YourTradespeoplePage() {
  usePageHeader('Your Tradespeople');
  const recommendations = useMyRecommendations();
  const connected = useConnectedBusinesses();
  const works = useMyWorks();

  const failed = [recommendations, connected, works].find((query) => query.isError) ?? null;
  const tradespeople = recommendations.data && connected.data && works.data ? mergeTradespeople(recommendations.data, connected.data, works.data) : [];

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-xl font-bold text-ink">Your tradespeople</h1>
        <p className="mt-0.5 max-w-prose text-sm text-muted">The businesses you have hired, recommended or are connected with, in one place.</p>
      </div>
      {failed ? (
        <ErrorState title="We could not load your tradespeople" error={failed.error} onRetry={() => void failed.refetch()} />
      ) : recommendations.isPending || connected.isPending || works.isPending ? (
        <CardsSkeleton />
      ) : tradespeople.length === 0 ? (
        <EmptyState
          title="No tradespeople yet"
          action={
            <Link to={paths.find()} className="inline-flex min-h-10 items-center rounded-lg bg-brand-500 px-4 text-sm font-semibold text-white hover:bg-brand-600">
              Find a tradesperson
            </Link>
          }
        >
          Businesses you recommend or connect with will appear here. Once you hire someone through Tradeshub, they will show here
          too.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {tradespeople.map((t) => (
            <TradespersonCard key={t.businessId} tradesperson={t} />
          ))}
        </ul>
      )}
    </div>
  );
}
