import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminUserDetail } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toasts';
import { useChangeUserAccess, type UserAccessAction } from '../api/change-user-access';
import { useAdminUser } from '../api/get-user';
import { ConsoleLayout } from '../components/console-layout';
import { consoleDateTime } from '../components/dates';
import { ReasonDialog, type ReasonRequest } from '../components/reason-dialog';
import { UserBadges } from '../components/user-status';

/** /admin/users/:id: one person, what they did lately, and suspending, restoring or signing them out. */
export default function UserPage() {
  const { id = '' } = useParams();
  const user = useAdminUser(id);
  return (
    <ConsoleLayout title="User">
      <p>
        <Link to={paths.admin.users()} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          ← Back to users
        </Link>
      </p>
      {user.isPending ? (
        <PageLoading label="Loading the user…" />
      ) : user.isError ? (
        <ErrorState title="We could not load this user" error={user.error} onRetry={() => void user.refetch()} />
      ) : (
        <UserDetail user={user.data} />
      )}
    </ConsoleLayout>
  );
}

const COPY: Record<UserAccessAction, Omit<ReasonRequest, 'run'> & { done: string }> = {
  suspendUser: {
    title: 'Suspend this account?',
    description: 'They are signed out everywhere at once and cannot sign in until an operator restores the account.',
    confirm: 'Suspend account',
    danger: true,
    done: 'The account is suspended and signed out everywhere.',
  },
  restoreUser: { title: 'Restore this account?', description: 'They can sign in again.', confirm: 'Restore account', done: 'The account is restored.' },
  endUserSessions: {
    title: 'End all their sessions?',
    description: 'They are signed out on every device and can sign in again straight away.',
    confirm: 'End all sessions',
    danger: true,
    done: 'Every session of the account has ended.',
  },
};

function UserDetail({ user }: { user: AdminUserDetail }) {
  const me = useSession().userInfo;
  const change = useChangeUserAccess(user.id);
  const [asking, setAsking] = useState<ReasonRequest | null>(null);
  const ask = (action: UserAccessAction) =>
    setAsking({
      ...COPY[action],
      run: async (reason) => {
        await change.mutateAsync({ action, reason });
        toast.success(COPY[action].done);
      },
    });
  const isMe = me?.id === user.id;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="user-name" className="rounded-2xl border border-line bg-white p-5 shadow-sm">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id="user-name" className="text-xl font-semibold text-ink">
              {user.firstName} {user.lastName}
            </h2>
            <p className="truncate text-sm text-muted">{user.email}</p>
            <div className="mt-2">
              <UserBadges user={user} />
            </div>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            {user.suspendedAt ? (
              <Button onClick={() => ask('restoreUser')}>Restore account</Button>
            ) : (
              !isMe && (
                <Button variant="danger" onClick={() => ask('suspendUser')}>
                  Suspend account
                </Button>
              )
            )}
            <Button variant="secondary" onClick={() => ask('endUserSessions')} disabled={user.activeSessions === 0}>
              End all sessions
            </Button>
          </div>
        </div>
        {user.suspendedAt && (
          <p role="status" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-ink">
            Suspended {consoleDateTime(user.suspendedAt)}
            {user.suspendedReason && <>: {user.suspendedReason}</>}
          </p>
        )}
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">Business</dt>
            <dd className="text-ink">
              {user.business ? (
                <Link to={paths.businessView(user.business.id)} className="text-brand-700 underline-offset-2 hover:underline">
                  {user.business.name}
                </Link>
              ) : (
                'None'
              )}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Joined</dt>
            <dd className="text-ink">{consoleDateTime(user.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-muted">Signed in now</dt>
            <dd className="text-ink">{user.activeSessions === 1 ? '1 session' : `${user.activeSessions} sessions`}</dd>
          </div>
          <div>
            <dt className="text-muted">Last seen</dt>
            <dd className="text-ink">{user.lastSeenAt ? consoleDateTime(user.lastSeenAt) : 'Never signed in'}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="activity-heading" className="flex flex-col gap-3">
        <h2 id="activity-heading" className="font-semibold text-ink">
          Recent activity
        </h2>
        {user.recentActivity.length === 0 ? (
          <EmptyState title="Nothing yet">Sign-ins, reviews, work and recommendations show here.</EmptyState>
        ) : (
          <ol className="divide-y divide-line rounded-2xl border border-line bg-white">
            {user.recentActivity.map((item, index) => (
              <li key={`${item.at}-${index}`} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:justify-between sm:gap-4">
                <span className="text-sm text-ink">{item.text}</span>
                <time dateTime={item.at} className="shrink-0 text-xs text-muted">
                  {consoleDateTime(item.at)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </section>
      <ReasonDialog request={asking} onClose={() => setAsking(null)} />
    </div>
  );
}
