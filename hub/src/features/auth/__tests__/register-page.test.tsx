import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { ApiError } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import RegisterPage from '../pages/register-page';

afterEach(() => vi.restoreAllMocks());

function renderRegisterPage() {
  const router = createMemoryRouter(
    [
      { path: '/auth/register', element: <RegisterPage /> },
      { path: '/auth/verify', element: <p>Verify page</p> },
    ],
    { initialEntries: ['/auth/register'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function fillIn(values: { password: string; confirmPassword: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Amelia');
  await user.type(screen.getByLabelText('Last name'), 'Clarke');
  await user.type(screen.getByLabelText('Email address'), 'amelia@example.co.uk');
  await user.type(screen.getByLabelText('Phone number'), '07700 900123');
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.type(screen.getByLabelText('Confirm password'), values.confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
}

test('says "Passwords do not match" at confirm password and sends nothing', async () => {
  const register = vi.spyOn(client.auth, 'register');
  renderRegisterPage();
  await fillIn({ password: 'a sunny garden path', confirmPassword: 'a sunny garden gate' });
  await waitFor(() => expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match'));
  expect(register).not.toHaveBeenCalled();
});

test('puts the server’s field errors at their fields', async () => {
  const common = 'That password is too common. Choose one that is harder to guess.';
  vi.spyOn(client.auth, 'register').mockRejectedValue(new ApiError(400, 'VALIDATION', common, [{ field: 'password', message: common }]));
  renderRegisterPage();
  await fillIn({ password: 'password123', confirmPassword: 'password123' });
  await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(common));
});

test('goes on to verify the address once the account exists', async () => {
  const register = vi
    .spyOn(client.auth, 'register')
    .mockResolvedValue({ emailAddress: 'amelia@example.co.uk' });
  const router = renderRegisterPage();
  await fillIn({ password: 'a sunny garden path', confirmPassword: 'a sunny garden path' });
  expect(await screen.findByText('Verify page')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?email=amelia%40example.co.uk');
  expect(register).toHaveBeenCalledWith({ body: expect.objectContaining({ emailAddress: 'amelia@example.co.uk', phoneNumber: '07700 900123' }) });
});
