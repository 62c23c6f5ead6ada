import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { TRADESHUB_COMPANY } from '@tradeshub/sdk';
import { ConfigError, loadConfig } from '../src/config.js';

describe('configuration', () => {
  test('keeps uploaded files beside the database folder', () => {
    const config = loadConfig({ DATA_DIR: './data' });
    expect(config.filesDir).toBe(join('data', 'files'));
    expect(config.filesAreTemporary).toBe(false);
  });

  test('gives an in-memory database a temporary files folder, never a folder named memory:', () => {
    const config = loadConfig({ DATA_DIR: 'memory://' });
    expect(config.filesDir.startsWith(join(tmpdir(), 'tradeshub-files-'))).toBe(true);
    expect(config.filesAreTemporary).toBe(true);
  });

  test("documents print the demo company unless TRADESHUB_COMPANY_* say who Tradeshub is; a malformed number is refused with a sentence", () => {
    expect(loadConfig({}).company).toEqual(TRADESHUB_COMPANY);
    const company = loadConfig({
      TRADESHUB_COMPANY_NAME: 'Example Trades Ltd',
      TRADESHUB_COMPANY_ADDRESS: '1 High Street | York|YO1 7HH',
      TRADESHUB_COMPANY_NUMBER: 'SC123456',
      TRADESHUB_VAT_NUMBER: 'GB 999 9999 73',
      TRADESHUB_COMPANY_EMAIL: 'docs@example.test',
    }).company;
    expect(company).toEqual({ name: 'Example Trades Ltd', addressLines: ['1 High Street', 'York', 'YO1 7HH'], companyNumber: 'SC123456', vatNumber: 'GB 999 9999 73', email: 'docs@example.test' });
    expect(() => loadConfig({ TRADESHUB_VAT_NUMBER: '12345' })).toThrow(/TRADESHUB_VAT_NUMBER must be a UK VAT number/);
  });

  test('uses FILES_DIR when it is set', () => {
    expect(loadConfig({ DATA_DIR: 'memory://', FILES_DIR: '/srv/files' })).toMatchObject({ filesDir: '/srv/files', filesAreTemporary: false });
  });

  test('adds the demo data by default in development and in tests, so npm start shows something', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  test('leaves the demo data out in production, and refuses SEED_DEMO_DATA=true there', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' })).toThrow(
      /SEED_DEMO_DATA=true is refused in production: the demo accounts, an operator among them, share the password the README publishes/,
    );
  });

  test("lets sockets come from the site's origin and WS_ALLOWED_ORIGINS; loopback pages only outside production", () => {
    const config = loadConfig({ SITE_URL: 'https://www.tradeshub.test/app/', WS_ALLOWED_ORIGINS: ' https://a.example.com/, http://b.example.com:8080 ' });
    expect(config.realtime).toMatchObject({
      allowedOrigins: ['https://www.tradeshub.test', 'https://a.example.com', 'http://b.example.com:8080'],
      allowLoopbackOrigins: true,
      maxSocketsPerUser: 20,
      maxSocketsPerIp: 50,
    });
    expect(loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.tradeshub.test' }).realtime.allowLoopbackOrigins).toBe(false);
  });

  test('names each entry of WS_ALLOWED_ORIGINS that is not an origin', () => {
    expect(() => loadConfig({ WS_ALLOWED_ORIGINS: 'https://ok.example.com,javascript:alert(1),https://x.example.com/path' })).toThrow(
      expect.objectContaining({
        problems: [
          'WS_ALLOWED_ORIGINS: "javascript:alert(1)" is not an origin such as https://www.example.co.uk',
          'WS_ALLOWED_ORIGINS: "https://x.example.com/path" is not an origin such as https://www.example.co.uk',
        ],
      }),
    );
  });

  test('lists every problem in one readable error', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      expect.stringMatching(/^PORT: /),
      'DATABASE_URL: DATABASE_URL must start with postgres:// (leave it unset for the embedded database)',
    ]);
  });

  test('PAYMENT_PROVIDER=stripe names each Stripe setting it still needs; with them it takes one or two webhook secrets', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (e) {
        return (e as ConfigError).problems;
      }
      return [];
    };
    expect(problems({ PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY: STRIPE_SECRET_KEY is needed when PAYMENT_PROVIDER=stripe',
      'STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET is needed when PAYMENT_PROVIDER=stripe',
    ]);
    expect(problems({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'secret' })).toEqual([
      'STRIPE_SECRET_KEY: STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)',
      'STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…), or several separated by commas',
    ]);
    const config = loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_platform, whsec_connect', STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(config.payments).toMatchObject({ provider: 'stripe', stripe: { secretKey: 'sk_test_abc', webhookSecrets: ['whsec_platform', 'whsec_connect'], apiBase: 'http://127.0.0.1:12111' } });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' }).payments.provider).toBe('sandbox');
  });
});
