/** Query keys of the owner's recommendations, so every change refreshes what it affects. */
export const inviteKeys = {
  pending: (businessId: string) => ['business', businessId, 'pending-recommendations'] as const,
  all: (businessId: string) => ['business', businessId, 'recommendations'] as const,
  categories: (businessId: string) => ['business', businessId, 'categories'] as const,
};
