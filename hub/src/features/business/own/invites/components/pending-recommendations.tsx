import { useState } from 'react';
import type { Recommendation } from '@tradeshub/sdk';
import { Button } from '../../../../../components/ui/button';
import { Spinner } from '../../../../../components/ui/spinner';
import { ErrorState } from '../../../../../components/ui/states';
import { toast } from '../../../../../lib/toasts';
import { usePendingRecommendations } from '../api/get-pending-recommendations';
import { useRespondToRecommendation } from '../api/respond-to-recommendation';
import { ConfirmDialog } from '../../../../../components/ui/confirm-dialog';

const personOf = (r: Recommendation) => (r.recommender ? `${r.recommender.firstName} ${r.recommender.lastName}` : 'A customer');

/** Customers' recommendations waiting for the owner's answer; nothing at all when there are none. */
export function PendingRecommendations({ businessId }: { businessId: string }) {
  const pending = usePendingRecommendations(businessId);
  const respond = useRespondToRecommendation(businessId);
  const [rejecting, setRejecting] = useState<Recommendation | null>(null);

  const answer = async (recommendation: Recommendation, status: 'ACCEPTED' | 'REJECTED') => {
    try {
      await respond.mutateAsync({ id: recommendation.id, status });
      toast.success(
        status === 'ACCEPTED'
          ? `You accepted ${personOf(recommendation)}'s recommendation. It now shows on your profile.`
          : `You declined ${personOf(recommendation)}'s recommendation.`,
      );
      setRejecting(null);
    } catch (error) {
      toast.error(error);
    }
  };

  if (pending.isPending) return <Spinner size="sm" label="Checking for new recommendations…" />;
  if (pending.isError) return <ErrorState title="We could not load recommendations waiting for you" error={pending.error} onRetry={() => void pending.refetch()} />;
  const items = pending.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="text-sm text-muted">No recommendations are waiting for your answer.</p>;
  const busyId = respond.isPending ? respond.variables.id : null;

  return (
    <>
      <ul className="flex flex-col divide-y divide-line">
        {items.map((r) => (
          <li key={r.id} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="text-sm text-ink">
                <span className="font-semibold">{personOf(r)}</span> recommends you for <span className="font-semibold">{r.workCategory.title}</span>
              </p>
              {r.comment && <p className="mt-1 text-sm whitespace-pre-line break-words text-muted">“{r.comment}”</p>}
            </div>
            <div className="flex shrink-0 gap-2">
              <Button busy={busyId === r.id && respond.variables?.status === 'ACCEPTED'} disabled={busyId !== null} onClick={() => void answer(r, 'ACCEPTED')} aria-label={`Accept ${personOf(r)}'s recommendation`}>
                Accept
              </Button>
              <Button variant="secondary" disabled={busyId !== null} onClick={() => setRejecting(r)} aria-label={`Decline ${personOf(r)}'s recommendation`}>
                Decline
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {pending.hasNextPage && (
        <Button variant="ghost" className="mt-2" busy={pending.isFetchingNextPage} onClick={() => void pending.fetchNextPage()}>
          Show more
        </Button>
      )}
      <ConfirmDialog
        open={rejecting !== null}
        title="Decline this recommendation?"
        confirmLabel="Decline"
        busy={respond.isPending}
        onConfirm={() => rejecting && void answer(rejecting, 'REJECTED')}
        onClose={() => setRejecting(null)}
      >
        {rejecting && `${personOf(rejecting)}'s recommendation will not show on your profile. You cannot change this later.`}
      </ConfirmDialog>
    </>
  );
}
