import { Link } from 'react-router';
import { NOTIFICATION_COPY_CHANNELS, NOTIFICATION_TOPICS, type NotificationCopyChannel, type NotificationPreference } from '@tradeshub/sdk';
import { PageLoading } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useNotificationPreferences, useSaveNotificationPreference } from '../api/notification-preferences';
import { NotificationSwitch } from '../components/notification-switch';
import { SettingsLayout } from '../components/settings-layout';

/** /user/settings/notifications: which notices also arrive by email or text message. */
export default function NotificationSettingsPage() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreference();

  return (
    <SettingsLayout title="Notifications" description="Everything appears in your Notifications. Choose what we also send you by email or text.">
      {preferences.isPending ? (
        <PageLoading label="Loading your notification settings…" />
      ) : preferences.isError ? (
        <ErrorState error={preferences.error} onRetry={() => void preferences.refetch()} title="We could not load your notification settings" />
      ) : (
        <div className="flex flex-col gap-4">
          {!preferences.data.canReceiveSms && (
            <div role="note" className="rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-ink">
              To get text messages, add a mobile number in{' '}
              <Link className="font-semibold text-brand-700 underline" to={paths.settings.contactDetails()}>
                Contact details
              </Link>
              .
            </div>
          )}
          <div className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
            <div aria-hidden className="hidden grid-cols-[minmax(0,1fr)_7rem_7rem] gap-4 border-b border-line bg-surface px-5 py-3 text-xs font-semibold tracking-wide text-muted uppercase sm:grid">
              <span>Also send me</span>
              {NOTIFICATION_COPY_CHANNELS.map((channel) => (
                <span key={channel.id} className="text-right">
                  {channel.label}
                </span>
              ))}
            </div>
            <ul className="divide-y divide-line">
              {NOTIFICATION_TOPICS.map((topic) => {
                const current = preferences.data.preferences.find((p) => p.topic === topic.id);
                if (!current) return null;
                const change = (channel: NotificationCopyChannel, checked: boolean) =>
                  save.mutate({ ...current, [channel]: checked } satisfies NotificationPreference);
                return (
                  <li key={topic.id} className="grid gap-3 px-5 py-4 sm:grid-cols-[minmax(0,1fr)_7rem_7rem] sm:items-center sm:gap-4">
                    <div>
                      <p className="text-sm font-semibold text-ink">{topic.label}</p>
                      <p className="text-sm text-muted">{topic.description}</p>
                    </div>
                    {NOTIFICATION_COPY_CHANNELS.map((channel) => (
                      <NotificationSwitch
                        key={channel.id}
                        label={channel.label}
                        description={topic.label.toLowerCase()}
                        checked={current[channel.id]}
                        disabled={channel.id === 'sms' && !preferences.data.canReceiveSms && !current.sms}
                        onChange={(checked) => change(channel.id, checked)}
                      />
                    ))}
                  </li>
                );
              })}
            </ul>
          </div>
          <p className="text-xs text-muted" aria-live="polite">
            {save.isPending ? 'Saving…' : 'Changes are saved as you make them, for every device you use.'}
          </p>
        </div>
      )}
    </SettingsLayout>
  );
}
