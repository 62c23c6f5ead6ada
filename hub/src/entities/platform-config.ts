import { useQuery } from '@tanstack/react-query';
import { QUIET_DEFAULTS, type PlatformConfig } from '@tradeshub/sdk';
import { logFailure } from '../lib/log';

export const platformConfigKey = ['config'] as const;

/** configContracts.get's path (a test holds them equal): the contract module would bring zod. */
export const PLATFORM_CONFIG_PATH = '/backend-service/config/get-config';

/**
 * The config without the sdk client: the landing page and /trade show the commission to a
 * visitor, and the client's contracts (zod, about 45 KB gz and the main-thread time to build
 * every schema) would load for that one public read (docs/decisions/0056-public-pages-paint-first.md).
 * The answer is not validated here: the server is the contract. Any failure but a cancelled
 * call gives the sdk's quiet default, as client.config.get does (spec section 8).
 */
async function fetchPlatformConfig(signal?: AbortSignal): Promise<PlatformConfig> {
  try {
    const response = await fetch(PLATFORM_CONFIG_PATH, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${PLATFORM_CONFIG_PATH} answered ${response.status}`);
    const body = (await response.json()) as { data: PlatformConfig };
    return body.data;
  } catch (error) {
    if (signal?.aborted) throw error;
    logFailure('config.get failed; using its quiet default', error);
    return QUIET_DEFAULTS.config.get();
  }
}

/** The one read, as an object so tests can stand in for the server (vi.spyOn(platformConfigApi, 'get')). */
export const platformConfigApi = { get: fetchPlatformConfig };

/** The commission rate, card-fee setting and reward amounts (the sdk's defaults if config cannot load, spec section 8). */
export function usePlatformConfig() {
  return useQuery({
    queryKey: platformConfigKey,
    queryFn: ({ signal }) => platformConfigApi.get(signal),
    staleTime: 10 * 60_000,
  });
}
