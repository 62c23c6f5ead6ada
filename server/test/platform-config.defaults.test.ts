import {
  DEFAULT_CARD_FEES_ENABLED,
  DEFAULT_COMMISSION_RATE,
  DEFAULT_RECOMMENDATION_REWARD_PENCE,
  DEFAULT_REFERRAL_REWARD_PENCE,
  QUIET_DEFAULTS,
} from '@tradeshub/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

// The server's config and the client's fallback (when config cannot load) must say the same
// thing about card fees when an operator has set nothing: one default, from the sdk.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => server.reset());
afterAll(async () => server?.close());

async function getConfig(): Promise<{ commissionRate: number; cardFeesEnabled: boolean }> {
  const response = await fetch(`${server.baseUrl}/backend-service/config/get-config`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { commissionRate: number; cardFeesEnabled: boolean } }).data;
}

describe('platform config defaults', () => {
  test('with no settings stored, the server answers what the client falls back to', async () => {
    await server.database.query('DELETE FROM settings');
    const config = await getConfig();
    expect(config).toEqual(QUIET_DEFAULTS.config.get());
    expect(config).toEqual({
      commissionRate: DEFAULT_COMMISSION_RATE,
      cardFeesEnabled: DEFAULT_CARD_FEES_ENABLED,
      recommendationRewardPence: DEFAULT_RECOMMENDATION_REWARD_PENCE,
      referralRewardPence: DEFAULT_REFERRAL_REWARD_PENCE,
    });
  });

  test('a fresh database starts with the same defaults', async () => {
    expect(await getConfig()).toEqual(QUIET_DEFAULTS.config.get());
  });

  test("an operator's setting wins over the default", async () => {
    await server.database.query(`UPDATE settings SET value = '${JSON.stringify(!DEFAULT_CARD_FEES_ENABLED)}'::jsonb WHERE key = 'cardFeesEnabled'`);
    expect((await getConfig()).cardFeesEnabled).toBe(!DEFAULT_CARD_FEES_ENABLED);
  });
});
