import { Link } from 'react-router';
import { formatRating } from '@tradeshub/sdk';
import { RatingBadge } from '../../../components/ui/rating-badge';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useTradeStories } from '../api/get-trade-stories';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const sinceYear = (iso: string) => new Date(iso).getFullYear();

/** Businesses on Tradeshub in their own words, with the trust they have built here. */
export function TradeStories() {
  const stories = useTradeStories();
  if (stories.isPending) {
    return (
      <div role="status" aria-label="Loading stories from tradespeople" className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} aria-hidden className="h-64 animate-pulse rounded-2xl bg-line/60" />
        ))}
      </div>
    );
  }
  if (stories.isError) {
    return <ErrorState title="We could not load the stories" error={stories.error} onRetry={() => void stories.refetch()} />;
  }
  if (stories.data.length === 0) {
    return <p className="text-sm text-muted">No business has been recommended here yet. Yours could be the first.</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {stories.data.map((business) => (
        <li key={business.id} className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="font-semibold text-ink">{business.name}</h3>
              <p className="text-sm text-muted">
                {business.categories[0]?.title ?? 'Tradesperson'} · {business.locality} · on Tradeshub since {sinceYear(business.createdAt)}
              </p>
            </div>
            <RatingBadge rating={business.rating.average} />
          </div>
          <blockquote className="mt-3 flex-1 text-sm leading-relaxed text-ink">“{business.description}”</blockquote>
          <p className="mt-4 text-sm font-medium text-accent-700">
            {plural(business.recommendationCount, 'recommendation', 'recommendations')} · rated {formatRating(business.rating.average)} from{' '}
            {plural(business.rating.count, 'review', 'reviews')}
          </p>
          <Link
            to={paths.businessView(business.id)}
            aria-label={`View the profile of ${business.name}`}
            className="mt-3 text-sm font-semibold text-brand-700 hover:underline"
          >
            View profile
          </Link>
        </li>
      ))}
    </ul>
  );
}
