import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type PublicBusiness, type PublicRecommendation } from '@tradeshub/sdk';

const api = vi.hoisted(() => ({ getById: vi.fn(), getByReferralUuid: vi.fn(), getByReferralCode: vi.fn() }));
vi.mock('../../../lib/client', () => ({
  client: {
    business: { getById: api.getById, getByReferralUuid: api.getByReferralUuid },
    recommendations: { getByReferralCode: api.getByReferralCode },
  },
}));

const { default: BusinessReferralPage } = await import('../pages/business-referral-page');

const BUSINESS_ID = '2f1d6a4e-7c1b-4f7e-9a53-0c6f1f0b9d11';
const UUID = '7d3c1b2a-1111-4a2b-8c3d-4e5f60718293';
const PLUMBING = { id: 'c0a8012e-0000-4000-8000-000000000001', title: 'Plumbing' } as const;

const business: PublicBusiness = {
  id: BUSINESS_ID,
  ownerId: '9b0f3a55-1d2e-4c8b-8f6a-2a7e4c1d0e22',
  referralUuid: UUID,
  name: 'Aire Valley Plumbing',
  accountType: 'individual',
  isAssessor: false,
  categories: [PLUMBING],
  locality: 'Leeds',
  radius: 25,
  serviceArea: 25,
  description: 'Boilers, bathrooms and leaks across the Aire valley.',
  profileImageUrl: null,
  rating: { average: 4.3, count: 12, dimensions: { OVERALL: 4.3, PRICE: 4, PUNCTUALITY: 4, CLEANLINESS: 4, QUALITY: 4, FRIENDLINESS: 4 } },
  recommendationCount: 1,
  createdAt: '2023-05-01T10:00:00.000Z',
};

const shared: PublicRecommendation = {
  id: 'aa8012e0-0000-4000-8000-000000000001',
  referralCode: UUID,
  status: 'ACCEPTED',
  businessId: BUSINESS_ID,
  business: { id: BUSINESS_ID, name: business.name },
  recommender: { id: 'bb8012e0-0000-4000-8000-000000000001', firstName: 'Priya', lastName: 'Shah', profileImageUrl: null, role: 'CUSTOMER' },
  workCategory: PLUMBING,
  invitedName: null,
  createdAt: '2024-01-10T09:00:00.000Z',
};

const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `We could not find that ${what}.`);

function renderPage(search = `?uuid=${UUID}`) {
  const router = createMemoryRouter([{ path: '/business/referral', element: <BusinessReferralPage /> }], {
    initialEntries: [`/business/referral${search}`],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.resetAllMocks();
});

describe('a business referral link', () => {
  it("shows a customer's shared recommendation first, recommending through its code", async () => {
    api.getByReferralCode.mockResolvedValue(shared);
    api.getById.mockResolvedValue(business);
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Aire Valley Plumbing' })).toBeInTheDocument();
    expect(screen.getByText('Priya S.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recommend Aire Valley Plumbing' })).toHaveAttribute('href', `/home/recommend?code=${UUID}`);
    expect(api.getByReferralUuid).not.toHaveBeenCalled();
  });

  it("is a tradesperson's own link when no recommendation has that code: the business asks for a recommendation", async () => {
    api.getByReferralCode.mockRejectedValue(notFound('recommendation'));
    api.getByReferralUuid.mockResolvedValue(business);
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Aire Valley Plumbing' })).toBeInTheDocument();
    expect(api.getByReferralUuid).toHaveBeenCalledWith({ params: { referralUuid: UUID } }, expect.anything());
    expect(screen.getByText(/would like your recommendation\.$/).textContent).toBe('Aire Valley Plumbing would like your recommendation.');
    expect(screen.getByText('Leeds')).toBeInTheDocument();
    expect(screen.getByText('12 reviews · 1 recommendation')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Work they do' })).toHaveTextContent('Plumbing');
    expect(screen.getByRole('link', { name: 'Recommend Aire Valley Plumbing' })).toHaveAttribute('href', `/home/recommend?businessId=${BUSINESS_ID}`);
    expect(screen.getByRole('link', { name: 'See their profile' })).toHaveAttribute('href', `/business/view/${BUSINESS_ID}`);
    expect(document.title).toBe('Recommend a tradesperson · Tradeshub');
  });

  it('says the link no longer works only when neither a recommendation nor a business has it', async () => {
    api.getByReferralCode.mockRejectedValue(notFound('recommendation'));
    api.getByReferralUuid.mockRejectedValue(notFound('business'));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'This referral link no longer works' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tradesperson' })).toHaveAttribute('href', '/findabussiness');
  });

  it('says the link no longer works for a uuid that is not one, without asking twice', async () => {
    const invalid = new ApiError(400, 'VALIDATION', 'Check the highlighted fields.');
    api.getByReferralCode.mockRejectedValue(invalid);
    api.getByReferralUuid.mockRejectedValue(invalid);
    renderPage('?uuid=abc');
    expect(await screen.findByRole('heading', { name: 'This referral link no longer works' })).toBeInTheDocument();
    expect(api.getByReferralUuid).toHaveBeenCalledTimes(1);
  });

  it('says the link no longer works when there is no uuid at all, asking nothing', async () => {
    renderPage('');
    expect(await screen.findByRole('heading', { name: 'This referral link no longer works' })).toBeInTheDocument();
    expect(api.getByReferralCode).not.toHaveBeenCalled();
    expect(api.getByReferralUuid).not.toHaveBeenCalled();
  });

  it('offers a retry when looking up the business fails, and shows the business once it answers', async () => {
    api.getByReferralCode.mockRejectedValue(notFound('recommendation'));
    api.getByReferralUuid.mockRejectedValueOnce(new ApiError(503, 'UNAVAILABLE', 'Tradeshub is busy. Try again in a minute.'));
    api.getByReferralUuid.mockResolvedValueOnce(business);
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Tradeshub is busy. Try again in a minute.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Recommend Aire Valley Plumbing' })).toHaveAttribute('href', `/home/recommend?businessId=${BUSINESS_ID}`);
  });

  it('does not take the link for a business when the recommendation lookup fails for another reason', async () => {
    api.getByReferralCode.mockRejectedValue(new ApiError(503, 'UNAVAILABLE', 'Tradeshub is busy. Try again in a minute.'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Tradeshub is busy. Try again in a minute.');
    expect(api.getByReferralUuid).not.toHaveBeenCalled();
  });
});
