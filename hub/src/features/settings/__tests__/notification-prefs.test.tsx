import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type NotificationPreferences } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { useToasts } from '../../../lib/toasts';
import NotificationSettingsPage from '../pages/notification-settings-page';

const defaults = (canReceiveSms: boolean): NotificationPreferences => ({
  preferences: [
    { topic: 'community', email: false, sms: false },
    { topic: 'recommendations', email: true, sms: false },
    { topic: 'payments', email: true, sms: false },
  ],
  canReceiveSms,
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NotificationSettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('notification settings', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the account's choices per topic, with texts off until there is a mobile number", async () => {
    vi.spyOn(client.notifications, 'getPreferences').mockResolvedValue(defaults(false));
    renderPage();
    expect(await screen.findByRole('switch', { name: 'Email for payments' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email for community activity' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Text message for payments' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Contact details' })).toHaveAttribute('href', '/user/settings/contactDetails');
  });

  it('saves a change for every device and keeps the switch where the server left it', async () => {
    vi.spyOn(client.notifications, 'getPreferences').mockResolvedValue(defaults(true));
    const update = vi.spyOn(client.notifications, 'updatePreferences').mockImplementation(async ({ body }) => ({
      ...defaults(true),
      preferences: defaults(true).preferences.map((p) => body.preferences.find((c) => c.topic === p.topic) ?? p),
    }));
    const user = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Text message for payments' }));
    expect(update).toHaveBeenCalledWith({ body: { preferences: [{ topic: 'payments', email: true, sms: true }] } });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Text message for payments' })).toBeChecked());
  });

  it('moves the switch back and says why when the save is refused', async () => {
    vi.spyOn(client.notifications, 'getPreferences').mockResolvedValue(defaults(true));
    vi.spyOn(client.notifications, 'updatePreferences').mockRejectedValue(
      new ApiError(400, 'VALIDATION', 'Choose a notification topic from the list'),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Email for community activity' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Email for community activity' })).not.toBeChecked());
    expect(useToasts.getState().toasts.map((t) => t.text)).toContain('Choose a notification topic from the list');
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    const load = vi.spyOn(client.notifications, 'getPreferences').mockRejectedValueOnce(new Error('offline')).mockResolvedValue(defaults(true));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Email for payments' })).toBeChecked();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
