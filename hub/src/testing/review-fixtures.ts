import type { Review } from '@tradeshub/sdk';

export const BUSINESS_ID = '2f1d6a4e-7c1b-4f7e-9a53-0c6f1f0b9d11';
export const OWNER_ID = '9b0f3a55-1d2e-4c8b-8f6a-2a7e4c1d0e22';

/** A shown review of Aire Valley Plumbing; override what a test is about. */
export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 'aa8012e0-0000-4000-8000-000000000001',
    businessId: BUSINESS_ID,
    serviceContractId: null,
    reviewer: { id: 'bb8012e0-0000-4000-8000-000000000001', firstName: 'Priya', lastName: 'Shah', profileImageUrl: null, role: 'CUSTOMER' },
    ratings: { OVERALL: 5, PRICE: 4, PUNCTUALITY: 5, CLEANLINESS: 5, QUALITY: 5, FRIENDLINESS: 5 },
    comment: 'Fixed our boiler the same day.',
    isVerifiedJob: true,
    likeCount: 2,
    likedByMe: false,
    disputeStatus: null,
    hiddenReason: null,
    reply: null,
    editedAt: null,
    createdAt: '2024-01-10T09:00:00.000Z',
    updatedAt: '2024-01-10T09:00:00.000Z',
    ...overrides,
  };
}
