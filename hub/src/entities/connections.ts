/** Query keys of the caller's connections; everything under `all` changes when a connection does. */
export const connectionKeys = {
  all: ['connections'] as const,
  accepted: () => [...connectionKeys.all, 'accepted'] as const,
  pending: () => [...connectionKeys.all, 'pending'] as const,
  check: (userId: string) => [...connectionKeys.all, 'check', userId] as const,
  search: (name: string) => [...connectionKeys.all, 'search', name] as const,
  trusted: (businessId: string, signedIn: boolean) => [...connectionKeys.all, 'trusted', businessId, signedIn] as const,
};
