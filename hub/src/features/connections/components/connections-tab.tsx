import { useState } from 'react';
import { monthYearLabel, type UserConnection } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { toast } from '../../../lib/toasts';
import { useConnections } from '../api/get-connections';
import { useRemoveConnection } from '../api/remove-connection';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { fullName } from '../../../components/ui/person-avatar';
import { PeopleSkeleton, PersonRow } from './person-row';

const since = (date: string) => `Connected since ${monthYearLabel(date)}`;

/** The caller's accepted connections, each removable after a confirmation. */
export function ConnectionsTab({ onFindPeople }: { onFindPeople: () => void }) {
  const connections = useConnections();
  const remove = useRemoveConnection();
  const [removing, setRemoving] = useState<UserConnection | null>(null);
  const items = connections.data?.pages.flatMap((p) => p.items) ?? [];

  const confirmRemove = (connection: UserConnection) =>
    remove.mutate(connection.id, {
      onSuccess: () => toast.success(`${fullName(connection.user)} is no longer one of your connections.`),
      onError: (error) => toast.error(error),
      onSettled: () => setRemoving(null),
    });

  if (connections.isPending) return <PeopleSkeleton label="Loading your connections" />;
  if (connections.isError) return <ErrorState title="We could not load your connections" error={connections.error} onRetry={() => void connections.refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyState title="No connections yet" action={<Button onClick={onFindPeople}>Find people</Button>}>
        Connect with friends, neighbours and the tradespeople you trust. You will see which businesses they recommend.
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
        {items.map((connection) => (
          <PersonRow
            key={connection.id}
            user={connection.user}
            detail={since(connection.updatedAt)}
            actions={
              <Button variant="ghost" onClick={() => setRemoving(connection)} aria-label={`Remove ${fullName(connection.user)}`}>
                Remove
              </Button>
            }
          />
        ))}
      </ul>
      {connections.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={connections.isFetchingNextPage} onClick={() => void connections.fetchNextPage()}>
          Show more
        </Button>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this connection?"
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() => removing && confirmRemove(removing)}
        onClose={() => setRemoving(null)}
      >
        {removing && `${fullName(removing.user)} will no longer be one of your connections, and you will stop seeing who they recommend.`}
      </ConfirmDialog>
    </div>
  );
}
