import { useEffect } from 'react';
import { compactAge } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { toast } from '../../../lib/toasts';
import { usePendingConnections } from '../api/get-pending-connections';
import { useMarkRequestsSeen } from '../api/mark-requests-seen';
import { useRespondToConnection } from '../api/respond-to-connection';
import { fullName } from '../../../components/ui/person-avatar';
import { PeopleSkeleton, PersonRow } from './person-row';

/** Requests waiting for the caller: accept or reject each. Opening the tab marks them all seen. */
export function RequestsTab() {
  const pending = usePendingConnections();
  const respond = useRespondToConnection();
  const { mutate: markSeen } = useMarkRequestsSeen();
  const items = pending.data?.pages.flatMap((p) => p.items) ?? [];
  const hasUnseen = items.some((c) => !c.seen);

  useEffect(() => {
    if (hasUnseen) markSeen();
  }, [hasUnseen, markSeen]);

  if (pending.isPending) return <PeopleSkeleton label="Loading your connection requests" />;
  if (pending.isError) return <ErrorState title="We could not load your requests" error={pending.error} onRetry={() => void pending.refetch()} />;
  if (items.length === 0) {
    return <EmptyState title="No requests waiting">When someone asks to connect with you, you can accept or decline it here.</EmptyState>;
  }

  const now = new Date();
  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
        {items.map((request) => {
          const name = fullName(request.user);
          const busy = respond.isPending && respond.variables.connectionId === request.id;
          const answer = (status: 'ACCEPTED' | 'REJECTED') =>
            respond.mutate(
              { connectionId: request.id, status },
              {
                onSuccess: () => toast.success(status === 'ACCEPTED' ? `You are now connected with ${name}.` : `You declined ${name}'s request.`),
                onError: (error) => toast.error(error),
              },
            );
          return (
            <PersonRow
              key={request.id}
              user={request.user}
              detail={`${request.isTrustedConnection ? 'Asks to join your trusted connections' : 'Wants to connect'} · ${compactAge(request.createdAt, now)} ago`}
              actions={
                <>
                  <Button busy={busy && respond.variables.status === 'ACCEPTED'} disabled={busy} onClick={() => answer('ACCEPTED')} aria-label={`Accept ${name}`}>
                    Accept
                  </Button>
                  <Button variant="secondary" busy={busy && respond.variables.status === 'REJECTED'} disabled={busy} onClick={() => answer('REJECTED')} aria-label={`Decline ${name}`}>
                    Decline
                  </Button>
                </>
              }
            />
          );
        })}
      </ul>
      {pending.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={pending.isFetchingNextPage} onClick={() => void pending.fetchNextPage()}>
          Show more
        </Button>
      )}
    </div>
  );
}
