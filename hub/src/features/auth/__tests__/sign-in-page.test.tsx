import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { ApiError, type SessionState, type SessionUser } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import SignInPage from '../pages/sign-in-page';

afterEach(() => vi.restoreAllMocks());

function renderSignIn(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth/signin', element: <SignInPage /> },
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

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), 'amelia@example.co.uk');
  await user.type(screen.getByLabelText('Password'), 'a sunny garden path');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

test('an expired session gets a calm notice above the form', () => {
  renderSignIn('/auth/signin?reason=expired&returnTo=%2Fmanagework');
  expect(screen.getByRole('status')).toHaveTextContent('Session expired');
});

test('goes back to the page that asked for sign-in', async () => {
  const session = { ...client.session.getState(), isAuthenticated: true, isBusinessUser: false } as SessionState<SessionUser>;
  vi.spyOn(client, 'signIn').mockResolvedValue(session);
  const router = renderSignIn('/auth/signin?returnTo=%2Fmanagework%3Ftab%3Dopen');
  await signIn();
  expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/managework?tab=open');
});

test('an unverified address is sent to enter its code', async () => {
  const message = 'Verify your email address first: we have just sent you a new code.';
  vi.spyOn(client, 'signIn').mockRejectedValue(new ApiError(403, 'EMAIL_NOT_VERIFIED', message));
  const router = renderSignIn('/auth/signin');
  await signIn();
  expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/auth/verify');
  expect(router.state.location.search).toBe('?email=amelia%40example.co.uk');
});

test('wrong credentials are said above the form', async () => {
  const message = 'The email address or password is not correct.';
  vi.spyOn(client, 'signIn').mockRejectedValue(new ApiError(401, 'UNAUTHORIZED', message));
  renderSignIn('/auth/signin');
  await signIn();
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
});
