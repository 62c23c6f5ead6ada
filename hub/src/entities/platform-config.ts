import { useQuery } from '@tanstack/react-query';
import { client } from '../lib/client';

const platformConfigKey = ['config'] as const;

/** The commission rate and card-fee setting (commission 4 % if config cannot load, spec section 8). */
export function usePlatformConfig() {
  return useQuery({
    queryKey: platformConfigKey,
    queryFn: ({ signal }) => client.config.get(undefined, { signal }),
    staleTime: 10 * 60_000,
  });
}
