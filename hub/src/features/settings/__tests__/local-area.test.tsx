import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Address, type UserProfile } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { useToasts } from '../../../lib/toasts';
import LocalAreaPage from '../pages/local-area-page';

vi.mock('../../../lib/session', () => ({
  useSession: () => ({ isAuthenticated: true, isLoading: false, commissionRate: 4, isBusinessUser: false, userInfo: { id: 'u1' } }),
  refreshSession: vi.fn(async () => undefined),
}));

const york = { name: 'York', region: 'North Yorkshire', latitude: 53.959, longitude: -1.0815, kind: 'town' as const };
const profile = (addresses: Address[]) => ({ id: 'u1', firstName: 'Amelia', lastName: 'Clarke', addresses, addressIndex: 0 }) as unknown as UserProfile;

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <LocalAreaPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const toastTexts = () => useToasts.getState().toasts.map((t) => `${t.tone}: ${t.text}`);

/** Opens the dialog on an empty list and fills in an address in York. */
async function fillNewAddress(user: ReturnType<typeof renderPage>) {
  expect(await screen.findByText('You have not added an address yet')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add an address' }));
  await user.type(await screen.findByLabelText('Address line 1'), '4 Minster Yard');
  await user.type(screen.getByLabelText('Postcode'), 'YO1 7HH');
  await user.type(screen.getByRole('combobox', { name: 'Town or city' }), 'York');
  await user.click(await screen.findByRole('option', { name: /York/ }));
}

describe('local area', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    useToasts.setState({ toasts: [] });
  });

  it('shows a failed address creation as a toast with the server\'s sentence (spec section 8), even when it names a field', async () => {
    vi.spyOn(client.user, 'getProfile').mockResolvedValue(profile([]));
    vi.spyOn(client.places, 'search').mockResolvedValue([york]);
    const problem = 'Enter a full UK postcode, like YO1 7HH.';
    const create = vi
      .spyOn(client.user, 'createAddress')
      .mockRejectedValue(new ApiError(400, 'VALIDATION', problem, [{ field: 'postcode', message: problem }]));
    const user = renderPage();

    await fillNewAddress(user);
    await user.click(screen.getByRole('button', { name: 'Add address' }));

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toastTexts()).toEqual([`error: ${problem}`]));
    expect(screen.getByRole('dialog', { name: 'Add an address' })).toBeInTheDocument();
  });

  it('adds a first address with the coordinates of the town picked from the suggestions', async () => {
    vi.spyOn(client.user, 'getProfile').mockResolvedValue(profile([]));
    const search = vi.spyOn(client.places, 'search').mockResolvedValue([york]);
    const create = vi.spyOn(client.user, 'createAddress').mockImplementation(
      async ({ body }) => ({ ...body, id: 'a1', address2: null, country: 'United Kingdom', createdAt: '2026-01-01T00:00:00.000Z' }) as Address,
    );
    const user = renderPage();

    expect(await screen.findByText('You have not added an address yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await user.type(await screen.findByLabelText('Address line 1'), '4 Minster Yard');
    await user.type(screen.getByLabelText('Postcode'), 'YO1 7HH');
    await user.type(screen.getByRole('combobox', { name: 'Town or city' }), 'York');
    await user.click(await screen.findByRole('option', { name: /York/ }));
    await user.click(screen.getByRole('button', { name: 'Add address' }));

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(search).toHaveBeenCalledWith({ query: { q: 'York', limit: 8 } }, expect.anything());
    expect(create.mock.calls[0]?.[0].body).toMatchObject({
      address1: '4 Minster Yard',
      locality: 'York',
      postcode: 'YO1 7HH',
      latitude: york.latitude,
      longitude: york.longitude,
    });
  });
});
