import { useState } from 'react';
import { Link } from 'react-router';
import { RECOMMENDATION_REVOKED_MESSAGE, type Recommendation } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { logFailure } from '../../../lib/log';
import { toast } from '../../../lib/toasts';
import { useDeleteRecommendation } from '../api/delete-recommendation';
import { useMyRecommendations } from '../api/get-my-recommendations';
import { useRevokeRecommendation } from '../api/revoke-recommendation';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RecommendationItem } from '../components/recommendation-item';

type Pending = { action: 'revoke' | 'delete'; recommendation: Recommendation } | null;

const nameOf = (r: Recommendation) => r.business?.name ?? 'this business';

/** /recommendations: the tradespeople the customer has recommended, with where each stands. */
export default function RecommendationsPage() {
  usePageHeader('Recommendations');
  const list = useMyRecommendations();
  const revoke = useRevokeRecommendation();
  const remove = useDeleteRecommendation();
  const [pending, setPending] = useState<Pending>(null);

  const confirm = async () => {
    if (!pending) return;
    const { action, recommendation } = pending;
    if (action === 'revoke') {
      try {
        await revoke.mutateAsync(recommendation.id);
        toast.success(RECOMMENDATION_REVOKED_MESSAGE);
        setPending(null);
      } catch (error) {
        toast.error(error, 'We could not revoke that recommendation. Please try again.');
      }
      return;
    }
    try {
      await remove.mutateAsync(recommendation.id);
      toast.success('Recommendation deleted');
    } catch (error) {
      // Spec section 8: a failed delete is only logged; the list reloads, so it is still there.
      logFailure(`Deleting recommendation ${recommendation.id} failed`, error);
    }
    setPending(null);
  };

  if (list.isPending) return <PageLoading label="Loading your recommendations…" />;
  if (list.isError) return <ErrorState title="We could not load your recommendations" error={list.error} onRetry={() => void list.refetch()} />;
  const items = list.data.pages.flatMap((p) => p.items);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink">Your recommendations</h1>
        <p className="text-sm text-muted">
          A recommendation waits for the business to accept it; accepted ones show on their profile. Revoke one to withdraw it and
          keep a record, or delete it to remove it altogether.
        </p>
      </div>
      {items.length === 0 ? (
        <EmptyState
          title="You haven't recommended anyone yet"
          action={
            <Link
              to={paths.find()}
              className="inline-flex min-h-10 items-center justify-center rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
            >
              Find a tradesperson you've used
            </Link>
          }
        >
          Had good work done? Recommending the tradesperson helps your neighbours find them.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Your recommendations">
          {items.map((recommendation) => (
            <RecommendationItem
              key={recommendation.id}
              recommendation={recommendation}
              onRevoke={(r) => setPending({ action: 'revoke', recommendation: r })}
              onDelete={(r) => setPending({ action: 'delete', recommendation: r })}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Show more
        </Button>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.action === 'revoke' ? 'Revoke this recommendation?' : 'Delete this recommendation?'}
        confirmLabel={pending?.action === 'revoke' ? 'Revoke' : 'Delete'}
        busy={revoke.isPending || remove.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        {pending &&
          (pending.action === 'revoke'
            ? `${nameOf(pending.recommendation)} will no longer count your recommendation. It stays in your list, marked revoked.`
            : `Your recommendation of ${nameOf(pending.recommendation)} will be removed for good. This cannot be undone.`)}
      </ConfirmDialog>
    </div>
  );
}
