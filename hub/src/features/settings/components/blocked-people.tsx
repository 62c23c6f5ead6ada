import { relativeDayLabel } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { PersonAvatar, fullName } from '../../../components/ui/person-avatar';
import { ErrorState } from '../../../components/ui/states';
import { useBlockedUsers, useSetBlocked } from '../../../entities/blocks';
import { toast } from '../../../lib/toasts';

/** Security settings: the people the user blocked, each with a way to unblock them. */
export function BlockedPeople() {
  const blocked = useBlockedUsers();
  const setBlocked = useSetBlocked();
  const people = blocked.data?.pages.flatMap((page) => page.items) ?? [];

  const unblock = (userId: string, name: string) =>
    setBlocked.mutate(
      { userId, blocked: false },
      { onSuccess: () => toast.success(`You have unblocked ${name}.`), onError: (error) => toast.error(error) },
    );

  let body;
  if (blocked.isPending) {
    body = (
      <div role="status" aria-label="Loading the people you blocked" className="mt-4 h-14 animate-pulse rounded-xl bg-line/60" />
    );
  } else if (blocked.isError) {
    body = (
      <div className="mt-4">
        <ErrorState title="We could not load the people you blocked" error={blocked.error} onRetry={() => void blocked.refetch()} />
      </div>
    );
  } else if (people.length === 0) {
    body = <p className="mt-4 text-sm text-muted">You have not blocked anyone.</p>;
  } else {
    body = (
      <>
        <ul aria-label="People you blocked" className="mt-4 divide-y divide-line overflow-hidden rounded-xl border border-line">
          {people.map(({ user, blockedAt }) => {
            const name = fullName(user);
            const busy = setBlocked.isPending && setBlocked.variables.userId === user.id;
            return (
              <li key={user.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <PersonAvatar user={user} size="md" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-ink">{name}</p>
                  <p className="text-sm text-muted">Blocked: {relativeDayLabel(blockedAt, Date.now())}</p>
                </div>
                <Button variant="secondary" busy={busy} onClick={() => unblock(user.id, name)} aria-label={`Unblock ${name}`}>
                  Unblock
                </Button>
              </li>
            );
          })}
        </ul>
        {blocked.hasNextPage && (
          <Button variant="ghost" className="mt-3" busy={blocked.isFetchingNextPage} onClick={() => void blocked.fetchNextPage()}>
            Show more
          </Button>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="blocked-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id="blocked-title" className="text-lg font-semibold text-ink">
        Blocked people
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">
        People you block cannot message you or connect with you. Block someone from their profile or from your conversation with them.
      </p>
      {body}
    </section>
  );
}
