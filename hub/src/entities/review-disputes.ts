const all = ['review-disputes'] as const;

/** Query keys of disputes of the caller's own reviews; a pushed DISPUTE_UPDATED makes them stale. */
export const reviewDisputeKeys = {
  all,
  unseen: (userId: string) => [...all, 'unseen', userId] as const,
};

