import { parseArgs } from 'node:util';

/** What the script runs with: the server, whose account, and when to stop. */
export interface FeedOptions {
  readonly baseUrl: string;
  readonly emailAddress: string;
  readonly password: string;
  /** How many reviews and recommendations to list. */
  readonly limit: number;
  /** Stop after the first new message. */
  readonly once: boolean;
  /** Stop after this many seconds; null to listen until stopped. */
  readonly timeoutSeconds: number | null;
}

// The demo tradesperson of a server started with `npm start` on an empty database.
const DEMO = { baseUrl: 'http://localhost:3000', emailAddress: 'trades@demo.tradeshub.uk', password: 'Tradeshub-demo-2026' };

export const USAGE = `Usage: npm start -w @tradeshub/example-sdk-node -- [options]

Signs in as a tradesperson, lists their business's reviews and recommendations, then prints
new messages as they arrive until stopped (Ctrl+C).

  --url <origin>       Tradeshub server (TRADESHUB_URL; default ${DEMO.baseUrl})
  --email <address>    account email (TRADESHUB_EMAIL; default ${DEMO.emailAddress})
  --password <secret>  account password (TRADESHUB_PASSWORD; default the demo password)
  --limit <n>          reviews and recommendations to list, 1 to 50 (default 5)
  --once               stop after the first new message
  --timeout <seconds>  stop after this long
  --help               show this`;

/** Reads the options from the command line, then the environment, then the demo defaults. */
export function readOptions(args: readonly string[], env: NodeJS.ProcessEnv): FeedOptions | { problem: string } | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        url: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        limit: { type: 'string' },
        once: { type: 'boolean' },
        timeout: { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    return { problem: (error as Error).message };
  }
  if (values.help) return 'help';
  const limit = Number(values.limit ?? 5);
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) return { problem: `--limit must be a whole number from 1 to 50, got ${values.limit}` };
  const timeoutSeconds = values.timeout === undefined ? null : Number(values.timeout);
  if (timeoutSeconds !== null && !(timeoutSeconds > 0)) return { problem: `--timeout must be a number of seconds above 0, got ${values.timeout}` };
  return {
    baseUrl: values.url ?? env.TRADESHUB_URL ?? DEMO.baseUrl,
    emailAddress: values.email ?? env.TRADESHUB_EMAIL ?? DEMO.emailAddress,
    password: values.password ?? env.TRADESHUB_PASSWORD ?? DEMO.password,
    limit,
    once: values.once ?? false,
    timeoutSeconds,
  };
}
