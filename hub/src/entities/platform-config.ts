import { useQuery } from '@tanstack/react-query';
import { client } from '../lib/client';

export const platformConfigKey = ['config'] as const;

/** The commission rate, card-fee setting and reward amounts (the sdk's defaults if config cannot load, spec section 8). */
export function usePlatformConfig() {
  return useQuery({
    queryKey: platformConfigKey,
    queryFn: ({ signal }) => client.config.get(undefined, { signal }),
    staleTime: 10 * 60_000,
  });
}
