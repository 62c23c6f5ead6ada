import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { commissionLabel } from '../commission';
import LandingPage from '../landing-page';
import { platformConfigApi } from '../../../entities/platform-config';

afterEach(() => vi.restoreAllMocks());

function renderLanding() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LandingPage /> },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

test('shows the commission from the platform config', async () => {
  vi.spyOn(platformConfigApi, 'get').mockResolvedValue({ commissionRate: 5.5, cardFeesEnabled: false, recommendationRewardPence: 500, referralRewardPence: 2500 });
  renderLanding();
  expect(await screen.findByText('5.5% + VAT')).toBeInTheDocument();
});

test('shows the standard commission while the platform config is read, as the prerendered page does', async () => {
  vi.spyOn(platformConfigApi, 'get').mockReturnValue(new Promise(() => undefined));
  renderLanding();
  expect(await screen.findByText('4% + VAT')).toBeInTheDocument();
});

test('searches for the chosen trade in the chosen town', async () => {
  vi.spyOn(platformConfigApi, 'get').mockResolvedValue({ commissionRate: 4, cardFeesEnabled: false, recommendationRewardPence: 500, referralRewardPence: 2500 });
  const router = renderLanding();
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('What do you need?'), 'Roofing');
  await user.type(screen.getByLabelText('Where?'), ' Leeds ');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/findabussiness');
  expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ category: 'Roofing', place: 'Leeds' });
});

test.each([
  [4, '4% + VAT'],
  [4.25, '4.25% + VAT'],
  [0, '0% + VAT'],
  [2.5, '2.5% + VAT'],
  [3.333, '3.33% + VAT'],
  [12.999, '13% + VAT'],
])('commission %s reads %s', (rate, label) => {
  expect(commissionLabel(rate)).toBe(label);
});

test('a commission reads as en-GB Intl would print it, without building a formatter', () => {
  const intl = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
  for (let hundredths = 0; hundredths <= 10_000; hundredths += 7) {
    const rate = hundredths / 100 + 0.001;
    expect(commissionLabel(rate)).toBe(`${intl.format(rate)}% + VAT`);
  }
});

test('reads the config from the path of its contract', async () => {
  const { configContracts } = await import('@tradeshub/sdk');
  const { PLATFORM_CONFIG_PATH } = await import('../../../entities/platform-config');
  expect(PLATFORM_CONFIG_PATH).toBe(configContracts.get.path);
});
