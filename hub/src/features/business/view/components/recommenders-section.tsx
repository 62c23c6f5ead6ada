import { Button } from '../../../../components/ui/button';
import { useBusinessRecommenders } from '../api/get-business-recommenders';
import { PersonAvatar, shortName } from '../../../../components/ui/person-avatar';

/** The people who vouch for the business, and for which trades. */
export function RecommendersSection({ businessId, className = '' }: { businessId: string; className?: string }) {
  const recommenders = useBusinessRecommenders(businessId);
  const items = recommenders.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="recommenders-heading" className={`rounded-2xl border border-line bg-white p-5 shadow-sm ${className}`}>
      <h2 id="recommenders-heading" className="font-semibold text-ink">
        Recommended by
      </h2>
      <div className="mt-3">
        {recommenders.isPending ? (
          <div role="status" aria-label="Loading recommendations" className="flex animate-pulse flex-col gap-3">
            {[0, 1, 2].map((i) => (
              <div key={i} aria-hidden className="flex items-center gap-3">
                <div className="h-8 w-8 rounded-full bg-line" />
                <div className="h-3 w-28 rounded bg-line" />
              </div>
            ))}
          </div>
        ) : recommenders.isError && items.length === 0 ? (
          <div role="alert" className="text-sm">
            <p className="text-danger">We could not load who recommends this business.</p>
            <button type="button" onClick={() => void recommenders.refetch()} className="mt-1 font-semibold text-brand-700 hover:underline">
              Try again
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted">No recommendations yet.</p>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {items.map((r) => (
                <li key={r.user.id} className="flex items-center gap-3">
                  <PersonAvatar user={r.user} size="sm" />
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-ink">{shortName(r.user)}</p>
                    <p className="truncate text-xs text-muted">{r.categories.map((c) => c.title).join(', ')}</p>
                  </div>
                </li>
              ))}
            </ul>
            {recommenders.hasNextPage && (
              <Button variant="ghost" className="mt-2 w-full" busy={recommenders.isFetchingNextPage} onClick={() => void recommenders.fetchNextPage()}>
                Show more
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
