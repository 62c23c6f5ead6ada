import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatRating } from '@tradeshub/sdk';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS, seedDemoData } from '../src/seed/index.js';
import { clientFor } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';

// examples/sdk-node run as its README says, a separate Node process, against a server with
// the demo data, while the demo customer writes to the demo tradesperson.

const exampleDir = fileURLToPath(new URL('../../examples/sdk-node/', import.meta.url));

interface RunningScript {
  /** Resolves once the script has printed a line matching `pattern`; rejects if it ends first. */
  printed(pattern: RegExp): Promise<void>;
  exited: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

let server: TestServer;
let child: ChildProcess | undefined;

/** Starts the example with tsx, as `npm start -w @tradeshub/example-sdk-node -- <args>` does. */
function runExample(args: string[]): RunningScript {
  const running = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], { cwd: exampleDir, stdio: 'pipe' });
  child = running;
  let stdout = '';
  let stderr = '';
  const waiting = new Set<() => void>();
  running.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const check of waiting) check();
  });
  running.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    running.on('close', (code) => {
      resolve({ code, stdout, stderr });
      for (const check of waiting) check();
    });
  });
  return {
    exited,
    printed: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(stdout)) resolve();
          else if (running.exitCode !== null) reject(new Error(`The script ended before printing ${pattern}:\n${stdout}\n${stderr}`));
          else return;
          waiting.delete(check);
        };
        waiting.add(check);
        check();
      }),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.database.db);
}, 120_000);
afterAll(async () => {
  child?.kill();
  await server?.close();
});

describe('examples/sdk-node', () => {
  test("lists the demo business's reviews and recommendations, then prints a message sent to it", async () => {
    const script = runExample(['--url', server.baseUrl, '--limit', '3', '--once', '--timeout', '60']);

    // What the demo customer sees of the same business, to hold the script's lists to.
    const customer = clientFor(server);
    const { userInfo } = await customer.signIn({ emailAddress: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password });
    const conversations = await customer.chat.getConversations({ query: { userId: userInfo!.id } });
    const withTradesperson = conversations.items.find((c) => c.userProfile.firstName === DEMO_ACCOUNTS.tradesperson.firstName)!;

    await script.printed(/Listening for new messages/);
    await customer.chat.createMessage({
      body: { conversationId: withTradesperson.id, receiverId: withTradesperson.userProfile.id, text: 'Could you look at the boiler on Thursday too?' },
    });
    const { code, stdout, stderr } = await script.exited;

    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const { tradesperson } = DEMO_ACCOUNTS;
    expect(stdout).toContain(`Signed in as ${tradesperson.firstName} ${tradesperson.lastName} of ${tradesperson.businessName}.`);
    expect(stdout).toContain('New message from Amelia Clarke: "Could you look at the boiler on Thursday too?"');
    expect(stdout).toContain('Stopping after the first new message (--once).');
    await expectTheLatestTrust(stdout);
  }, 90_000);
});

/** The script lists the business's three latest reviews and recommendations, as the API gives them. */
async function expectTheLatestTrust(stdout: string) {
  const owner = clientFor(server);
  const { userInfo } = await owner.signIn({ emailAddress: DEMO_ACCOUNTS.tradesperson.email, password: DEMO_ACCOUNTS.tradesperson.password });
  const id = userInfo!.business!.id;
  const { rating } = await owner.business.getById({ params: { id } });
  const reviews = await owner.business.getReviews({ params: { id }, query: { limit: 3 } });
  const recommendations = await owner.recommendations.getByBusinessId({ params: { id }, query: { limit: 3 } });
  expect(reviews.items).toHaveLength(3);
  expect(recommendations.items).toHaveLength(3);

  const [, reviewSection = '', recommendationSection = ''] = stdout.split(/\nReviews: |\nRecommendations: /);
  expect(reviewSection).toMatch(new RegExp(`^rated ${formatRating(rating.average).replace('.', '\\.')} from ${rating.count} reviews?;`));
  for (const review of reviews.items) {
    expect(reviewSection).toContain(`${review.reviewer.firstName} ${review.reviewer.lastName}, `);
    if (review.comment) expect(reviewSection).toContain(`"${review.comment.slice(0, 40)}`);
  }
  for (const recommendation of recommendations.items) {
    const who = recommendation.recommender ? `from ${recommendation.recommender.firstName} ${recommendation.recommender.lastName}` : 'invited';
    expect(recommendationSection).toContain(`${recommendation.workCategory.title}, ${who}`);
  }
}
