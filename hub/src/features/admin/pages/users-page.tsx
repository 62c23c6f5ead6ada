import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useUserSearch } from '../api/search-users';
import { ConsoleLayout } from '../components/console-layout';
import { consoleDateTime } from '../components/dates';
import { UserBadges } from '../components/user-status';

/** /admin/users?q=: look people up by name or email. */
export default function UsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  return (
    <ConsoleLayout title="Users" intro="Look someone up by name or email to see their role, business and recent activity, or to suspend them.">
      <form role="search" onSubmit={search} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField label="Name or email" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={254} autoComplete="off" />
        </div>
        <Button type="submit">Search</Button>
      </form>
      <UserResults q={q} />
    </ConsoleLayout>
  );
}

function UserResults({ q }: { q: string }) {
  const users = useUserSearch(q);
  if (users.isPending) return <PageLoading label="Looking people up…" />;
  if (users.isError) return <ErrorState title="We could not look people up" error={users.error} onRetry={() => void users.refetch()} />;
  const items = users.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <EmptyState title={q ? `Nobody matches “${q}”` : 'No users yet'}>Try part of a name or an email address.</EmptyState>;
  return (
    <section aria-label={q ? `People matching ${q}` : 'Newest people'} className="flex flex-col gap-3">
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
        {items.map((user) => (
          <li key={user.id}>
            <Link to={paths.admin.user(user.id)} className="flex flex-col gap-1 px-4 py-3 outline-none hover:bg-surface focus-visible:bg-brand-50 sm:flex-row sm:items-center sm:justify-between">
              <span className="min-w-0">
                <span className="block font-semibold text-ink">
                  {user.firstName} {user.lastName}
                </span>
                <span className="block truncate text-sm text-muted">{user.email}</span>
                {user.business && <span className="block text-sm text-ink">{user.business.name}</span>}
              </span>
              <span className="flex flex-col gap-1 sm:items-end">
                <UserBadges user={user} />
                <span className="text-xs text-muted">{user.lastSeenAt ? `Last seen ${consoleDateTime(user.lastSeenAt)}` : 'Never signed in'}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {users.hasNextPage && (
        <Button variant="secondary" busy={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
          Show more people
        </Button>
      )}
    </section>
  );
}
