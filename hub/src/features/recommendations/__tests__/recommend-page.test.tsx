import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type PublicBusiness, type PublicRecommendation, type Recommendation } from '@tradeshub/sdk';

const api = vi.hoisted(() => ({
  getById: vi.fn(),
  getByReferralCode: vi.fn(),
  create: vi.fn(),
  signIn: vi.fn(),
  session: { isAuthenticated: false, isLoading: false, userInfo: null as null | { id: string; firstName: string; business: null } },
}));
vi.mock('../../../lib/client', () => ({
  client: {
    business: { getById: api.getById },
    recommendations: { getByReferralCode: api.getByReferralCode, create: api.create },
    signIn: api.signIn,
  },
}));
vi.mock('../../../lib/session', () => ({ useSession: () => api.session }));

const { default: RecommendPage } = await import('../pages/recommend-page');

const BUSINESS_ID = '2f1d6a4e-7c1b-4f7e-9a53-0c6f1f0b9d11';
const CODE = '7d3c1b2a-1111-4a2b-8c3d-4e5f60718293';
const PLUMBING = { id: 'c0a8012e-0000-4000-8000-000000000001', title: 'Plumbing' } as const;
const HEATING = { id: 'c0a8012e-0000-4000-8000-000000000002', title: 'Roofing' } as const;

const business = {
  id: BUSINESS_ID,
  ownerId: '9b0f3a55-1d2e-4c8b-8f6a-2a7e4c1d0e22',
  name: 'Aire Valley Plumbing',
  accountType: 'individual',
  isAssessor: false,
  categories: [PLUMBING, HEATING],
  locality: 'Leeds',
  radius: 25,
  serviceArea: 25,
  description: null,
  profileImageUrl: null,
  rating: { average: 4.3, count: 12, dimensions: { OVERALL: 4.3, PRICE: 4, PUNCTUALITY: 4, CLEANLINESS: 4, QUALITY: 4, FRIENDLINESS: 4 } },
  recommendationCount: 3,
  createdAt: '2023-05-01T10:00:00.000Z',
} as PublicBusiness;

const invite: PublicRecommendation = {
  id: 'aa8012e0-0000-4000-8000-000000000001',
  referralCode: CODE,
  status: 'PENDING',
  businessId: BUSINESS_ID,
  business: { id: BUSINESS_ID, name: business.name },
  recommender: null,
  workCategory: HEATING,
  invitedName: 'Sam',
  createdAt: '2024-01-10T09:00:00.000Z',
};

const created = { ...invite, workCategory: HEATING, recommender: null, comment: null } as unknown as Recommendation;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/home/recommend', element: <RecommendPage /> },
      { path: '/recommendations', element: <p>Recommendations page</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.resetAllMocks();
  api.session = { isAuthenticated: false, isLoading: false, userInfo: null };
  api.getById.mockResolvedValue(business);
  api.getByReferralCode.mockResolvedValue(invite);
  api.create.mockResolvedValue(created);
});

describe('recommend page', () => {
  it('shows the invited business and an inline sign-in, with a register link that comes back here', async () => {
    renderAt(`/home/recommend?code=${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi Sam, would you recommend Aire Valley Plumbing?' })).toBeInTheDocument();
    expect(screen.getByText('Leeds')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to recommend Aire Valley Plumbing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
    const registerLink = screen.getByRole('link', { name: 'Create a free account' });
    const returnTo = new URL(registerLink.getAttribute('href') ?? '', 'https://x.invalid').searchParams.get('returnTo');
    expect(returnTo).toBe(`/home/recommend?code=${CODE}`);
    expect(screen.queryByRole('button', { name: /Recommend Aire Valley Plumbing/ })).not.toBeInTheDocument();
  });

  it('signs in with the email and password typed inline', async () => {
    api.signIn.mockResolvedValue({ isAuthenticated: true, userInfo: { firstName: 'Sam' } });
    renderAt(`/home/recommend?businessId=${BUSINESS_ID}`);
    await userEvent.type(await screen.findByLabelText('Email address'), 'sam@example.co.uk');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(api.signIn).toHaveBeenCalledWith({ emailAddress: 'sam@example.co.uk', password: 'correct horse' });
  });

  it('recommends in the invited category with the code, thanks the customer and tells the widget that opened it', async () => {
    api.session = { isAuthenticated: true, isLoading: false, userInfo: { id: 'u1', firstName: 'Sam', business: null } };
    const opener = { postMessage: vi.fn() };
    vi.stubGlobal('opener', opener);
    renderAt(`/home/recommend?code=${CODE}&origin=${encodeURIComponent('https://widgets.example.com')}`);
    expect(await screen.findByRole('radio', { name: 'Roofing' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('A few words (optional)'), 'Fixed our boiler fast.');
    await userEvent.click(screen.getByRole('button', { name: 'Recommend Aire Valley Plumbing' }));

    expect(api.create).toHaveBeenCalledWith({
      body: { businessId: BUSINESS_ID, workCategoryId: HEATING.id, comment: 'Fixed our boiler fast.', referralCode: CODE },
    });
    expect(await screen.findByRole('heading', { name: 'Thank you for recommending Aire Valley Plumbing' })).toBeInTheDocument();
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'tradeshub:recommended', businessId: BUSINESS_ID }, 'https://widgets.example.com');
    expect(screen.getByRole('button', { name: 'Close this window' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('says so when the customer has already recommended the business for that work', async () => {
    api.session = { isAuthenticated: true, isLoading: false, userInfo: { id: 'u1', firstName: 'Sam', business: null } };
    api.create.mockRejectedValue(new ApiError(409, 'RECOMMENDATION_EXISTS', 'You have already recommended this business for that work category.'));
    renderAt(`/home/recommend?businessId=${BUSINESS_ID}`);
    await userEvent.click(await screen.findByRole('radio', { name: 'Plumbing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Recommend Aire Valley Plumbing' }));
    expect(await screen.findByText('You have already recommended this business for that work category.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your recommendations' })).toHaveAttribute('href', '/recommendations');
    expect(api.create.mock.calls[0]?.[0]).toEqual({ body: { businessId: BUSINESS_ID, workCategoryId: PLUMBING.id } });
  });

  it('explains a link that no longer works', async () => {
    api.getByReferralCode.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'There is no such recommendation.'));
    renderAt(`/home/recommend?code=${CODE}`);
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tradesperson' })).toBeInTheDocument();
  });
});
