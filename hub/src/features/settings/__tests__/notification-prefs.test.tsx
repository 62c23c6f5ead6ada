import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationPrefsKey, readNotificationPrefs } from '../hooks/use-notification-prefs';
import NotificationSettingsPage from '../pages/notification-settings-page';

const USER_ID = '5b0a3f7e-8a47-4c55-9a1c-1f7c1d2e3a4b';
vi.mock('../../../lib/session', () => ({
  useSession: () => ({ isAuthenticated: true, isLoading: false, commissionRate: 4, isBusinessUser: false, userInfo: { id: USER_ID } }),
}));

const renderPage = () =>
  render(
    <MemoryRouter>
      <NotificationSettingsPage />
    </MemoryRouter>,
  );

describe('notification preferences', () => {
  afterEach(() => localStorage.clear());

  it('starts with every notice on and says they apply on this device', () => {
    renderPage();
    const switches = screen.getAllByRole('switch');
    expect(switches).toHaveLength(8);
    for (const toggle of switches) expect(toggle).toBeChecked();
    expect(screen.getByText(/apply on this device only/)).toBeInTheDocument();
  });

  it('keeps a change for this user under the versioned key, and shows it again later', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage();
    await user.click(screen.getByRole('switch', { name: 'Email for payments' }));

    expect(JSON.parse(localStorage.getItem(`tradeshub.notificationPrefs.v1:${USER_ID}`) ?? '{}')).toMatchObject({
      payments: { email: false, inApp: true },
    });
    unmount();
    renderPage();
    expect(screen.getByRole('switch', { name: 'Email for payments' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'In the app for payments' })).toBeChecked();
  });

  it('ignores stored values it does not understand', () => {
    localStorage.setItem(notificationPrefsKey(USER_ID), JSON.stringify({ messages: { email: 'no', inApp: false }, junk: 1 }));
    const prefs = readNotificationPrefs(localStorage, USER_ID);
    expect(prefs.messages).toEqual({ email: true, inApp: false });
    expect(prefs.payments).toEqual({ email: true, inApp: true });
  });
});
