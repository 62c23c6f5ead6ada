import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SessionUser } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { saveConsent } from '../../../lib/consent';
import { CookieBanner } from '../cookie-banner';
import { FeedbackWidget } from '../feedback-widget';

const SIGNED_IN_USER: SessionUser = {
  id: '2d7a4b1e-5c1f-4c9a-9d55-0a3b7e1f6c21',
  firstName: 'Amelia',
  lastName: 'Clarke',
  profileImageUrl: null,
  role: 'CUSTOMER',
  emailAddress: 'amelia@example.co.uk',
  emailVerified: true,
  business: null,
  addressIndex: 0,
  isBoarded: true,
  hasSwitched: false,
  communityRuleAccepted: true,
};

// The form is its own chunk, loaded on the first press; loading it once here keeps the first
// test's wait for the dialog about the widget, not about compiling Headless UI.
beforeAll(() => import('../feedback-dialog'));

function renderWidget() {
  render(
    <MemoryRouter initialEntries={['/how-it-works?ref=footer']}>
      <FeedbackWidget />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Feedback' }));
  return screen.findByRole('dialog');
}

beforeEach(() => saveConsent('declined'));
afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'tradeshub_cookie_consent=; max-age=0; path=/';
});

test('waits until the cookie question is answered, so it never sits over the banner', async () => {
  document.cookie = 'tradeshub_cookie_consent=; max-age=0; path=/';
  render(
    <MemoryRouter>
      <CookieBanner onAnswer={() => undefined} />
      <FeedbackWidget />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('link', { name: 'privacy notice' }));
  expect(screen.queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Decline' }));
  expect(await screen.findByRole('button', { name: 'Feedback' })).toBeInTheDocument();
});

describe('a visitor who is not signed in', () => {
  test('is asked for name, email and message, with the spec’s required-fields text', async () => {
    const submit = vi.spyOn(client.feedback, 'submit');
    const user = renderWidget();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter in the following required fields: Name, Email, Message');

    await user.type(within(dialog).getByLabelText('Message'), 'Love the map');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter in the following required fields: Name, Email');
    expect(submit).not.toHaveBeenCalled();
  });

  test('with name and email but no message gets the empty-message text', async () => {
    const user = renderWidget();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Sam');
    await user.type(within(dialog).getByLabelText('Email'), 'sam@example.co.uk');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Unable to submit feedback with empty message');
  });
});

describe('a signed-in user', () => {
  beforeEach(() => {
    const state = client.session.getState();
    vi.spyOn(client.session, 'getState').mockReturnValue({ ...state, isAuthenticated: true, userInfo: SIGNED_IN_USER });
  });

  test('is asked only for the message', async () => {
    const user = renderWidget();
    const dialog = await openDialog(user);
    expect(within(dialog).queryByLabelText('Name')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Unable to submit feedback with empty message');
  });

  test('sends the message with the page path, then closes', async () => {
    const submit = vi.spyOn(client.feedback, 'submit').mockResolvedValue(null);
    const user = renderWidget();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Message'), 'The FAQ answered my question');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submit).toHaveBeenCalledWith({ body: { message: 'The FAQ answered my question', page: '/how-it-works' } });
  });
});
