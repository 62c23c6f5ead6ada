import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { relativeDayLabel, type Notification } from '@tradeshub/sdk';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { usePageHeader } from '../../../lib/page-header';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toasts';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from '../components/notification-item';
import { notificationTarget } from '../notification-target';

interface DayGroup {
  label: string;
  items: Notification[];
}

/** Consecutive notifications (already newest first) under the spec's relative day labels. */
function groupByDay(notifications: Notification[], now: Date): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const n of notifications) {
    const label = relativeDayLabel(n.createdAt, now);
    const last = groups.at(-1);
    if (last?.label === label) last.items.push(n);
    else groups.push({ label, items: [n] });
  }
  return groups;
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading your notifications" className="overflow-hidden rounded-2xl border border-line bg-white">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} aria-hidden className="flex animate-pulse items-center gap-3 border-b border-line px-4 py-4 last:border-b-0">
          <div className="h-10 w-10 rounded-full bg-line" />
          <div className="flex-1 space-y-2">
            <div className="h-3 w-3/4 rounded bg-line" />
            <div className="h-2.5 w-12 rounded bg-line" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /notifications: what happened, newest first, by day; opening one marks it read and goes to its object (or its own page). */
export default function NotificationsPage() {
  usePageHeader('Notifications');
  const [now] = useState(() => new Date());
  const navigate = useNavigate();
  const { isBusinessUser } = useSession();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();

  const items = useMemo(() => notifications.data?.pages.flatMap((p) => p.items) ?? [], [notifications.data]);
  const groups = useMemo(() => groupByDay(items, now), [items, now]);
  const unread = items.filter((n) => !n.read).length;

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id, { onError: (error) => toast.error(error) });
    // One that names nothing else the hub shows opens on a page of its own.
    void navigate(notificationTarget(notification) ?? paths.notification(notification.id));
  };
  const readAll = () =>
    markAllRead.mutate(undefined, {
      onSuccess: () => toast.success('All notifications marked as read.'),
      onError: (error) => toast.error(error),
    });

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold text-ink">Your notifications</h1>
          <p className="mt-0.5 text-sm text-muted" aria-live="polite">
            {notifications.isPending || items.length === 0 ? '\u00a0' : unread > 0 ? `${unread} unread` : 'You are all caught up'}
          </p>
        </div>
        {items.length > 0 && (
          <Button variant="secondary" onClick={readAll} busy={markAllRead.isPending} disabled={unread === 0}>
            Mark all as read
          </Button>
        )}
      </div>

      {notifications.isPending ? (
        <ListSkeleton />
      ) : notifications.isError ? (
        <ErrorState title="We could not load your notifications" error={notifications.error} onRetry={() => void notifications.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title="No notifications yet"
          action={
            !isBusinessUser && (
            <Link to={paths.find()} className="inline-flex min-h-10 items-center rounded-lg bg-brand-500 px-4 text-sm font-semibold text-white hover:bg-brand-600">
              Find a tradesperson
            </Link>
            )
          }
        >
          {isBusinessUser
            ? 'When a customer recommends you, a review gets a reply or a payment schedule changes, you will see it here.'
            : 'When someone accepts your connection or recommendation, replies to you or sends a payment update, you will see it here.'}
        </EmptyState>
      ) : (
        <>
          {groups.map((group, index) => (
            <section key={group.label} aria-labelledby={`notifications-day-${index}`}>
              <h2 id={`notifications-day-${index}`} className="mb-2 px-1 text-xs font-semibold tracking-wide text-muted uppercase">
                {group.label}
              </h2>
              <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
                {group.items.map((n) => (
                  <NotificationItem key={n.id} notification={n} now={now} onOpen={open} />
                ))}
              </ul>
            </section>
          ))}
          {notifications.hasNextPage && (
            <Button variant="secondary" className="self-center" busy={notifications.isFetchingNextPage} onClick={() => void notifications.fetchNextPage()}>
              Show more
            </Button>
          )}
        </>
      )}
    </div>
  );
}
