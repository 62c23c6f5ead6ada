import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { TRADESHUB_COMPANY, type CompanyDetails } from '@tradeshub/sdk';

// Everything the server reads from its environment, parsed once at start-up. A bad value
// stops the process with a readable list of what is wrong rather than failing later.

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The origin (scheme, host, port) of an http(s) address with no path, or null. */
function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
    return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url.origin : null;
  } catch {
    return null;
  }
}

// A comma-separated list of origins; each one that is not an origin is named in the error.
const originList = z.string().transform((value, ctx) => {
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (!originOf(entry)) ctx.addIssue({ code: 'custom', message: `"${entry.slice(0, 100)}" is not an origin such as https://www.example.co.uk` });
  }
  return entries.map((entry) => originOf(entry)!);
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  SITE_URL: z.url({ message: 'SITE_URL must be a full URL such as http://localhost:3000' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must start with postgres:// (leave it unset for the embedded database)' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  FILES_DIR: z.string().min(1).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, { message: 'SMTP_URL must start with smtp:// or smtps://' }).optional(),
  MAIL_FROM: z.string().min(3).default('Tradeshub <hello@tradeshub.local>'),
  /** Who Tradeshub is on every document (quotes, receipts, fee invoices); unset, the sdk's demo details. */
  TRADESHUB_COMPANY_NAME: z.string().trim().min(2).max(120).optional(),
  /** The registered office, its lines separated by '|', e.g. 'Unit 4, Canal Wharf|Leeds|LS11 5PS|United Kingdom'. */
  TRADESHUB_COMPANY_ADDRESS: z.string().trim().min(2).max(400).optional(),
  TRADESHUB_COMPANY_NUMBER: z.string().trim().regex(/^[A-Z0-9]{8}$/, { message: 'TRADESHUB_COMPANY_NUMBER must be the 8-character Companies House number, e.g. 15234567' }).optional(),
  TRADESHUB_VAT_NUMBER: z.string().trim().regex(/^GB ?\d{3} ?\d{4} ?\d{2}$/, { message: 'TRADESHUB_VAT_NUMBER must be a UK VAT number such as GB 412 3456 78' }).optional(),
  TRADESHUB_COMPANY_EMAIL: z.email({ message: 'TRADESHUB_COMPANY_EMAIL must be an email address' }).optional(),
  /** Unset: on, except in production, where the demo's published password must not sign anyone in. */
  SEED_DEMO_DATA: bool.optional(),
  POSTCODES_IO_URL: z.url({ message: 'POSTCODES_IO_URL must be a full URL such as https://api.postcodes.io' }).optional(),
  HUB_DIST_DIR: z.string().min(1).optional(),
  WIDGETS_DIST_DIR: z.string().min(1).optional(),
  EXAMPLE_SITE_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .max(2000)
    .default('false')
    .refine((v) => !['true', 'yes'].includes(v.trim().toLowerCase()), {
      message:
        'must not trust every proxy (anyone could then fake their address in X-Forwarded-For): give the number of proxies in front of the server, e.g. 1, or their addresses, e.g. 10.0.0.1,10.0.0.0/8',
    })
    .transform(trustedProxies),
  RATE_LIMIT_ENABLED: bool.default(true),
  WS_ADD_USER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  WS_PING_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  WS_SESSION_CHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  WS_OFFLINE_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(2_500),
  WS_ALLOWED_ORIGINS: originList.optional(),
  WS_MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(20),
  WS_MAX_SOCKETS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(50),
  MAIL_SEND_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  NOTIFICATION_COPY_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  CHAT_ATTACHMENT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  LATE_PAYMENT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe'], { message: 'PAYMENT_PROVIDER must be sandbox (the default, offline) or stripe' }).default('sandbox'),
  /** Signs the sandbox's webhooks; a random one per process when unset. */
  PAYMENT_SANDBOX_WEBHOOK_SECRET: z.string().min(16, { message: 'PAYMENT_SANDBOX_WEBHOOK_SECRET must be at least 16 characters' }).optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, { message: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)' }).optional(),
  /** One signing secret, or two comma-separated: the platform's endpoint and the connected accounts' endpoint. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+(\s*,\s*whsec_\w+)*$/, { message: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…), or several separated by commas' })
    .optional(),
  /** Where Stripe's API is, for tests against a fake Stripe server; Stripe's own when unset. */
  STRIPE_API_BASE: z.url({ message: 'STRIPE_API_BASE must be a full URL such as http://127.0.0.1:12111' }).optional(),
});

// Refused up front rather than at start, where the seeded accounts would stop a production
// server anyway (see refuseDemoSignIns), after writing the demo into its database.
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is needed when PAYMENT_PROVIDER=stripe` });
    }
  }
  if (env.NODE_ENV === 'production' && env.SEED_DEMO_DATA === true) {
    ctx.addIssue({
      code: 'custom',
      path: ['SEED_DEMO_DATA'],
      message:
        'SEED_DEMO_DATA=true is refused in production: the demo accounts, an operator among them, share the password the README publishes. ' +
        'Leave it unset (demo data is then off), or try the demo with NODE_ENV=development.',
    });
  }
});

export type Env = z.input<typeof envSchema>;

/** 'false' -> trust none; '2' -> the two nearest hops; '10.0.0.1, 10.0.0.0/8' -> those addresses. */
function trustedProxies(value: string): false | number | string[] {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false' || trimmed === 'no' || trimmed === '0') return false;
  if (/^\d{1,2}$/.test(trimmed)) return Number(trimmed);
  return trimmed.split(',').map((a) => a.trim()).filter(Boolean);
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  siteUrl: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  /** Where uploaded files (chat attachments) are kept: FILES_DIR, else DATA_DIR/files. */
  filesDir: string;
  /** True when the files folder is a temporary one that goes with the process (an in-memory database). */
  filesAreTemporary: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  /** Who Tradeshub is on the documents it makes: TRADESHUB_COMPANY_*, else the sdk's demo details. */
  company: CompanyDetails;
  seedDemoData: boolean;
  postcodesIoUrl: string | null;
  logLevel: string;
  /** The built hub to serve at /, or null to serve the API alone. */
  hubDistDir: string | null;
  /** The built widgets (widgets/dist) served under /widgets/; null in tests unless set. */
  widgetsDistDir: string | null;
  /** The example tradesperson's website served under /examples/tradesperson-site/; null in tests unless set. */
  exampleSiteDir: string | null;
  /** Which proxies' X-Forwarded-For to believe for the client address: none, a hop count, or addresses. */
  trustProxy: false | number | string[];
  rateLimitEnabled: boolean;
  /** The websocket gateway's clocks and limits (see server/src/realtime/gateway.ts). */
  realtime: {
    addUserTimeoutMs: number;
    pingIntervalMs: number;
    sessionCheckMs: number;
    offlineGraceMs: number;
    /** Browser origins whose pages may open a socket: SITE_URL's and WS_ALLOWED_ORIGINS. */
    allowedOrigins: string[];
    /** Outside production any loopback origin (the hub's dev server, 127.0.0.1 for localhost) may too. */
    allowLoopbackOrigins: boolean;
    maxSocketsPerUser: number;
    maxSocketsPerIp: number;
  };
  /** How often queued mail is looked for when SMTP_URL is set; 0 turns the sender off. */
  mailSendIntervalMs: number;
  /** How often queued email/SMS copies of notifications are sent; 0 turns the polling off. */
  notificationCopyIntervalMs: number;
  /** How often chat files uploaded and never sent (older than a day) are removed; 0 turns the sweep off. */
  chatAttachmentSweepIntervalMs: number;
  /** How often requested payments are checked for going overdue or late (each once a UK day); 0 turns the job off. */
  latePaymentSweepIntervalMs: number;
  /** Who moves the money: the offline sandbox (default) or Stripe, with what each needs. */
  payments: {
    provider: 'sandbox' | 'stripe';
    sandboxWebhookSecret: string;
    stripe: { secretKey: string; webhookSecrets: string[]; apiBase: string | null } | null;
  };
}

/**
 * Uploaded files live beside the database: DATA_DIR/files. An in-memory database (memory://)
 * gets a temporary folder that is removed when the server closes, so its files go with it.
 */
function filesLocation(filesDir: string | undefined, dataDir: string): Pick<Config, 'filesDir' | 'filesAreTemporary'> {
  if (filesDir) return { filesDir, filesAreTemporary: false };
  if (dataDir.startsWith('memory://')) return { filesDir: join(tmpdir(), `tradeshub-files-${randomUUID()}`), filesAreTemporary: true };
  return { filesDir: join(dataDir, 'files'), filesAreTemporary: false };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server's configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment into a Config, or throws a ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = checkedEnvSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = result.data;
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    siteUrl,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: e.DATA_DIR },
    ...filesLocation(e.FILES_DIR, e.DATA_DIR),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    company: {
      name: e.TRADESHUB_COMPANY_NAME ?? TRADESHUB_COMPANY.name,
      addressLines: e.TRADESHUB_COMPANY_ADDRESS?.split('|').map((l) => l.trim()).filter(Boolean) ?? TRADESHUB_COMPANY.addressLines,
      companyNumber: e.TRADESHUB_COMPANY_NUMBER ?? TRADESHUB_COMPANY.companyNumber,
      vatNumber: e.TRADESHUB_VAT_NUMBER ?? TRADESHUB_COMPANY.vatNumber,
      email: e.TRADESHUB_COMPANY_EMAIL ?? TRADESHUB_COMPANY.email,
    },
    seedDemoData: e.SEED_DEMO_DATA ?? e.NODE_ENV !== 'production',
    postcodesIoUrl: e.POSTCODES_IO_URL ?? null,
    logLevel: e.LOG_LEVEL,
    hubDistDir: e.NODE_ENV === 'test' && !e.HUB_DIST_DIR ? null : (e.HUB_DIST_DIR ?? fileURLToPath(new URL('../../hub/dist', import.meta.url))),
    widgetsDistDir:
      e.NODE_ENV === 'test' && !e.WIDGETS_DIST_DIR ? null : (e.WIDGETS_DIST_DIR ?? fileURLToPath(new URL('../../widgets/dist', import.meta.url))),
    exampleSiteDir:
      e.NODE_ENV === 'test' && !e.EXAMPLE_SITE_DIR
        ? null
        : (e.EXAMPLE_SITE_DIR ?? fileURLToPath(new URL('../../examples/tradesperson-site', import.meta.url))),
    trustProxy: e.TRUST_PROXY,
    rateLimitEnabled: e.RATE_LIMIT_ENABLED,
    realtime: {
      addUserTimeoutMs: e.WS_ADD_USER_TIMEOUT_MS,
      pingIntervalMs: e.WS_PING_INTERVAL_MS,
      sessionCheckMs: e.WS_SESSION_CHECK_MS,
      offlineGraceMs: e.WS_OFFLINE_GRACE_MS,
      allowedOrigins: [new URL(siteUrl).origin, ...(e.WS_ALLOWED_ORIGINS ?? [])],
      allowLoopbackOrigins: e.NODE_ENV !== 'production',
      maxSocketsPerUser: e.WS_MAX_SOCKETS_PER_USER,
      maxSocketsPerIp: e.WS_MAX_SOCKETS_PER_IP,
    },
    mailSendIntervalMs: e.MAIL_SEND_INTERVAL_MS,
    notificationCopyIntervalMs: e.NOTIFICATION_COPY_INTERVAL_MS,
    chatAttachmentSweepIntervalMs: e.CHAT_ATTACHMENT_SWEEP_INTERVAL_MS,
    latePaymentSweepIntervalMs: e.LATE_PAYMENT_SWEEP_INTERVAL_MS,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      sandboxWebhookSecret: e.PAYMENT_SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
          ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecrets: e.STRIPE_WEBHOOK_SECRET.split(',').map((s) => s.trim()), apiBase: e.STRIPE_API_BASE ?? null }
          : null,
    },
  };
}
