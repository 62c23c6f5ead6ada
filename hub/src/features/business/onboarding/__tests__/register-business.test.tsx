import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES, type Business, type Category, type ContentItem } from '@tradeshub/sdk';
import { client } from '../../../../lib/client';
import RegisterBusinessPage from '../../pages/register-business-page';

vi.mock('../../../../lib/session', () => ({
  useSession: () => ({
    isAuthenticated: true,
    isLoading: false,
    isBusinessUser: false,
    commissionRate: 4,
    userInfo: { id: '5b0a3f7e-8a47-4c55-9a1c-1f7c1d2e3a4b', firstName: 'Amelia', lastName: 'Clarke', emailAddress: 'amelia@example.co.uk', business: null },
  }),
  refreshSession: vi.fn(async () => undefined),
}));

const categories: Category[] = CATEGORIES.map((title, i) => ({ id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`, title }));
const rules = { slug: 'business-rules', title: 'BusinessRules', body: '# Business Rules\n\n- Be who you say you are.' } as ContentItem;
const leeds = { name: 'Leeds', region: 'West Yorkshire', latitude: 53.7997, longitude: -1.5492, kind: 'town' as const };

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/business/register']}>
        <Routes>
          <Route path="/business/register" element={<RegisterBusinessPage />} />
          <Route path="/business" element={<p>Your business page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function fillFirstStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: 'Plumbing' }));
  await user.type(screen.getByLabelText('Business name'), 'Clarke Plumbing');
}

describe('registering a business', () => {
  beforeEach(() => {
    vi.spyOn(client.business, 'getAllCategories').mockResolvedValue(categories);
    vi.spyOn(client.content, 'getItem').mockResolvedValue(rules);
  });
  afterEach(() => vi.restoreAllMocks());

  it('will not continue until at least one work category is chosen', async () => {
    const user = renderPage();
    await screen.findByRole('checkbox', { name: 'Plumbing' });
    await user.type(screen.getByLabelText('Business name'), 'Clarke Plumbing');
    await user.click(continueButton());

    expect(await screen.findByText('Choose at least one work category')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What you do' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Plumbing' }));
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact details' })).toBeInTheDocument();
  });

  it('asks a limited company for its Companies House number before continuing', async () => {
    const user = renderPage();
    await fillFirstStep(user);
    await user.click(screen.getByRole('radio', { name: /As a limited company/ }));
    await user.click(continueButton());

    expect(await screen.findByText('Enter your company registration number')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What you do' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Companies House number'), 'sc123456');
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact details' })).toBeInTheDocument();
  });

  it('lets a sole trader continue without a company number', async () => {
    const user = renderPage();
    await fillFirstStep(user);
    expect(screen.queryByLabelText('Companies House number')).not.toBeInTheDocument();
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact details' })).toBeInTheDocument();
  });

  it('places the business on the map from the chosen town and registers it', async () => {
    const search = vi.spyOn(client.places, 'search').mockResolvedValue([leeds]);
    const register = vi.spyOn(client.business, 'register').mockImplementation(async ({ body }) => ({ id: 'b1', name: body.name }) as Business);
    vi.spyOn(client.business, 'updateRuleAccepted').mockResolvedValue({ ruleAccepted: true });
    vi.spyOn(client.business, 'updateHasSwitched').mockResolvedValue({ hasSwitched: true });
    const user = renderPage();

    await fillFirstStep(user);
    await user.click(continueButton());
    expect(screen.getByLabelText('Business email')).toHaveValue('amelia@example.co.uk');
    await user.type(screen.getByLabelText('Business phone'), '07700 900123');
    await user.click(continueButton());

    await screen.findByRole('heading', { level: 2, name: 'Where you work' });
    await user.type(screen.getByLabelText('Address line 1'), '12 Park Row');
    await user.type(screen.getByLabelText('Postcode'), 'LS1 5HD');
    await user.click(continueButton());
    expect(await screen.findByText('Enter the town or city')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Town or city' }), 'Lee');
    await user.click(await screen.findByRole('option', { name: /Leeds/ }));
    expect(search).toHaveBeenCalledWith({ query: { q: 'Lee', limit: 8 } }, expect.anything());
    expect(screen.getByRole('combobox', { name: 'Town or city' })).toHaveValue('Leeds');
    await user.click(continueButton());

    await screen.findByRole('heading', { level: 2, name: 'Business rules' });
    await user.click(screen.getByRole('button', { name: 'Register my business' }));
    expect(await screen.findByText('Accept the business rules to continue')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();

    await user.click(await screen.findByRole('checkbox', { name: /I have read the Business Rules/ }));
    await user.click(screen.getByRole('button', { name: 'Register my business' }));

    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(register.mock.calls[0]?.[0].body).toMatchObject({
      name: 'Clarke Plumbing',
      workCategories: [categories[0]],
      accountType: 'individual',
      radius: 30,
      serviceArea: 30,
      location: { address1: '12 Park Row', locality: 'Leeds', postcode: 'LS1 5HD', latitude: leeds.latitude, longitude: leeds.longitude },
    });
    expect(await screen.findByText('Your business page')).toBeInTheDocument();
  });
});
