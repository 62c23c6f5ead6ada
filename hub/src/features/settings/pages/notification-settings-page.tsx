import { useSession } from '../../../lib/session';
import { NotificationSwitch } from '../components/notification-switch';
import { SettingsLayout } from '../components/settings-layout';
import { NOTIFICATION_CHANNELS, NOTIFICATION_GROUPS, useNotificationPrefs } from '../hooks/use-notification-prefs';

/** /user/settings/notifications: which notices arrive by email and in the app. */
export default function NotificationSettingsPage() {
  const session = useSession();
  const { prefs, setPref } = useNotificationPrefs(session.userInfo?.id ?? '');

  return (
    <SettingsLayout title="Notifications" description="Choose what we tell you about, and how.">
      <div className="flex flex-col gap-4">
        <div role="note" className="rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-ink">
          <strong className="font-semibold">These choices apply on this device only, for now.</strong> Until account-wide
          settings arrive, they are not shared with your other devices and they do not yet change which emails we send.
        </div>
        <div className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
          <div aria-hidden className="hidden grid-cols-[minmax(0,1fr)_7rem_7rem] gap-4 border-b border-line bg-surface px-5 py-3 text-xs font-semibold tracking-wide text-muted uppercase sm:grid">
            <span>Notify me about</span>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <span key={channel.id} className="text-right">
                {channel.label}
              </span>
            ))}
          </div>
          <ul className="divide-y divide-line">
            {NOTIFICATION_GROUPS.map((group) => (
              <li key={group.id} className="grid gap-3 px-5 py-4 sm:grid-cols-[minmax(0,1fr)_7rem_7rem] sm:items-center sm:gap-4">
                <div>
                  <p className="text-sm font-semibold text-ink">{group.label}</p>
                  <p className="text-sm text-muted">{group.description}</p>
                </div>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <NotificationSwitch
                    key={channel.id}
                    label={channel.label}
                    description={`${group.label.toLowerCase()}`}
                    checked={prefs[group.id][channel.id]}
                    onChange={(checked) => setPref(group.id, channel.id, checked)}
                  />
                ))}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-xs text-muted" aria-live="polite">
          Changes are saved as you make them.
        </p>
      </div>
    </SettingsLayout>
  );
}
