import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { isNotFoundAnswer } from '../../../lib/api-errors';
import { usePageHeader } from '../../../lib/page-header';
import { useNotification } from '../api/get-notification';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotifierAvatar } from '../components/notifier-avatar';
import { notificationKindLabel, notificationTarget } from '../notification-target';

const LINK = 'inline-flex min-h-10 items-center rounded-lg px-4 py-2 text-sm font-semibold';
const whenText = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/London' });

/** /notifications/:id: one notification on its own (a link from an email, or one with nowhere else to go); opening it marks it read. */
export default function NotificationPage() {
  const { id = '' } = useParams();
  const notification = useNotification(id);
  const markRead = useMarkNotificationRead();
  const marked = useRef(false);
  const missing = notification.isError && isNotFoundAnswer(notification.error);
  usePageHeader('Notifications');

  const unread = notification.data?.read === false;
  useEffect(() => {
    if (!unread || marked.current) return;
    marked.current = true;
    markRead.mutate(id);
  }, [id, markRead, unread]);

  const back = (
    <Link to={paths.notifications()} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
      <span aria-hidden>←</span> All notifications
    </Link>
  );
  if (notification.isPending) return <PageLoading label="Loading the notification…" />;
  if (missing) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4">
        {back}
        <EmptyState title="We couldn't find that notification">It may have been for another account, or the link may be mistyped.</EmptyState>
      </div>
    );
  }
  if (notification.isError) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4">
        {back}
        <ErrorState title="We could not load this notification" error={notification.error} onRetry={() => void notification.refetch()} />
      </div>
    );
  }
  const n = notification.data;
  const target = notificationTarget(n);
  const who = n.triggeredBy ? `${n.triggeredBy.firstName} ${n.triggeredBy.lastName}` : 'Tradeshub';
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      {back}
      <article aria-labelledby="notification-message" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{notificationKindLabel(n.actionType)}</p>
        <div className="mt-3 flex items-start gap-3">
          <NotifierAvatar user={n.triggeredBy} />
          <div className="min-w-0">
            <h1 id="notification-message" className="text-lg font-semibold text-ink">
              {n.message}
            </h1>
            <p className="mt-1 text-sm text-muted">
              From {who} · <time dateTime={n.createdAt}>{whenText(n.createdAt)}</time>
            </p>
          </div>
        </div>
        {target && (
          <Link to={target} className={`${LINK} mt-5 bg-brand-500 text-white hover:bg-brand-600`}>
            Go to it
          </Link>
        )}
      </article>
    </div>
  );
}
