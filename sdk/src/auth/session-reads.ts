// No zod here: a signed-in page's first render waits on these two reads, and the contracts
// (zod and every schema, about 47 KB gz) would have to download and run before they could
// start (docs/decisions/0060-session-restore-without-the-client.md).
import type { PlatformConfig } from '../contracts/config.js';
import type { SessionUser } from '../contracts/entities/user.js';
import { DEFAULT_COMMISSION_RATE } from '../domain/money.js';
import { isQuietable } from '../http/api-error.js';
import type { Transport } from '../http/transport.js';

/** auth.me's path (a test holds them equal): the contract module would bring zod. */
export const SESSION_USER_PATH = '/backend-service/auth/me';
/** config.get's path (a test holds them equal). */
export const PLATFORM_CONFIG_PATH = '/backend-service/config/get-config';

export interface SessionReads {
  /** The signed-in user; a 401 reaches the transport's onUnauthorized, as any private call's does. */
  loadProfile(): Promise<SessionUser>;
  /** The commission rate; DEFAULT_COMMISSION_RATE when config cannot load, as config.get's quiet default. */
  loadCommissionRate(): Promise<number>;
}

/**
 * The session's two reads as plain GETs through a transport, without the contracts. The
 * answers are not validated here: the server validates what it sends against the same
 * schemas (its serializer), and neither schema transforms anything a second parse would
 * change. Failures are the ApiErrors the client's calls give.
 */
export function createSessionReads(transport: Transport, log: (message: string, detail?: unknown) => void): SessionReads {
  return {
    async loadProfile() {
      const { data } = await transport.send({ method: 'GET', path: SESSION_USER_PATH, requiresAuth: true });
      return data as SessionUser;
    },
    async loadCommissionRate() {
      try {
        const { data } = await transport.send({ method: 'GET', path: PLATFORM_CONFIG_PATH, requiresAuth: false });
        return (data as PlatformConfig).commissionRate;
      } catch (error) {
        // config.get's quiet default, as the client's.
        if (!isQuietable(error)) throw error;
        log('config.get failed; using its quiet default', error);
        return DEFAULT_COMMISSION_RATE;
      }
    },
  };
}
