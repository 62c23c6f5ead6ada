import { compactAge, type Notification } from '@tradeshub/sdk';
import { paymentRequestOf } from '../notification-target';
import { NotifierAvatar } from './notifier-avatar';
import { PayRequestedButton } from './pay-requested-button';

interface NotificationItemProps {
  notification: Notification;
  now: Date;
  onOpen: (notification: Notification) => void;
}

/** One notification: who, what, how long ago, and a dot while it is unread. The whole row is the button. */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { read, triggeredBy, message, createdAt } = notification;
  const age = compactAge(createdAt, now);
  const request = paymentRequestOf(notification);
  return (
    <li className={request ? `flex flex-wrap items-center gap-x-2 ${read ? 'bg-white' : 'bg-accent-50/60'}` : undefined}>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={`flex ${request ? 'min-w-0 flex-1' : 'w-full'} items-start gap-3 px-4 py-3 text-left transition hover:bg-brand-50 focus-visible:relative ${read ? 'bg-white' : 'bg-accent-50/60'}`}
      >
        <NotifierAvatar user={triggeredBy} />
        <span className="min-w-0 flex-1">
          <span className={`block text-sm leading-snug ${read ? 'text-ink' : 'font-semibold text-ink'}`}>{message}</span>
          <time dateTime={createdAt} title={new Date(createdAt).toLocaleString('en-GB')} className="mt-0.5 block text-xs text-muted">
            <span aria-hidden>{age}</span>
            <span className="sr-only">{age} ago</span>
          </time>
        </span>
        {read ? (
          <span aria-hidden className="mt-1.5 h-2.5 w-2.5 shrink-0" />
        ) : (
          <span className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-accent-500">
            <span className="sr-only">Unread</span>
          </span>
        )}
      </button>
      {request && (
        <div className="w-full px-4 pb-3 pl-17 empty:hidden sm:w-auto sm:pb-0 sm:pl-0 sm:pr-4">
          <PayRequestedButton workId={request.workId} scheduleItemId={request.scheduleItemId} />
        </div>
      )}
    </li>
  );
}
