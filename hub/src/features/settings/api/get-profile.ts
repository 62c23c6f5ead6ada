import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';

export const profileQueryKey = ['profile'] as const;

/** The caller's own profile: contact details, saved addresses and which one is current. */
export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => client.user.getProfile({ query: {} }, { signal }),
  });
}
