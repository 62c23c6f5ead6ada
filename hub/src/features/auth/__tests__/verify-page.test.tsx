import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { ApiError, type AuthSession, type SessionState, type SessionUser } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import VerifyPage from '../pages/verify-page';

afterEach(() => vi.restoreAllMocks());

function renderVerify(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth/verify', element: <VerifyPage /> },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

test('a complete code confirms the address, starts the session and goes on', async () => {
  const verifyEmail = vi.spyOn(client.auth, 'verifyEmail').mockResolvedValue({ token: 'fresh-token' } as AuthSession);
  const start = vi
    .spyOn(client.session, 'start')
    .mockResolvedValue({ ...client.session.getState(), isAuthenticated: true, isBusinessUser: false } as SessionState<SessionUser>);
  const router = renderVerify('/auth/verify?email=amelia%40example.co.uk&returnTo=%2Fmanagework');
  await userEvent.setup().type(screen.getByLabelText('6-digit code'), '123 456');
  expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  expect(verifyEmail).toHaveBeenCalledWith({ body: { emailAddress: 'amelia@example.co.uk', code: '123456' } });
  expect(start).toHaveBeenCalledWith('fresh-token');
  expect(router.state.location.pathname).toBe('/managework');
});

test('a wrong code is said at the code field', async () => {
  const wrong = 'That code is not right or has expired. Check the latest email from us, or ask for a new code.';
  vi.spyOn(client.auth, 'verifyEmail').mockRejectedValue(new ApiError(400, 'BAD_REQUEST', wrong));
  renderVerify('/auth/verify?email=amelia%40example.co.uk');
  await userEvent.setup().type(screen.getByLabelText('6-digit code'), '999999');
  await waitFor(() => expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(wrong));
});

test('a new code can be asked for again only after 30 seconds', async () => {
  const resend = vi.spyOn(client.auth, 'resendVerification').mockResolvedValue(null);
  renderVerify('/auth/verify');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), 'amelia@example.co.uk');
  await user.click(screen.getByRole('button', { name: 'Send a new code' }));
  expect(resend).toHaveBeenCalledWith({ body: { emailAddress: 'amelia@example.co.uk' } });
  expect(await screen.findByRole('button', { name: 'Send a new code in 30 s' })).toBeDisabled();
});
