import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import { DEMO, apiSignIn, demoBusinessId, newVerifiedCustomer, openSignedIn, uniqueEmail } from './support';

// Two people in two browsers, live: a customer (the demo customer, Amelia Clarke) and the
// tradesperson who owns Clarke & Patel Plumbing (the demo tradesperson, Ravi Patel).

const BUSINESS = 'Clarke & Patel Plumbing';
const CUSTOMER_NAME = 'Amelia Clarke';
const TRADESPERSON_NAME = 'Ravi Patel';
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const unique = (text: string) => `${text} (${Date.now().toString(36)})`;

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });
const composer = (page: Page, to: string) => page.getByLabel(`Message ${to}`);
/** A message of ours in the thread, by its text. */
const bubble = (page: Page, text: string) => thread(page).getByRole('listitem').filter({ hasText: text });

async function send(page: Page, to: string, text: string): Promise<void> {
  await composer(page, to).fill(text);
  await composer(page, to).press('Enter');
  await expect(bubble(page, text)).toHaveCount(1);
}

/** The customer opens the business's profile and presses 'Send a message'; returns the conversation's path. */
async function customerOpensConversation(customer: Page, businessId: string): Promise<string> {
  await customer.goto(`/business/view/${businessId}`);
  await customer.getByRole('button', { name: 'Send a message' }).click();
  await expect(customer).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(composer(customer, TRADESPERSON_NAME)).toBeVisible();
  return new URL(customer.url()).pathname;
}

async function newSignedInPage(browser: Browser, token: string, path: string, baseURL?: string): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await openSignedIn(page, token, path);
  return page;
}

/** The number on the menu's Messages link (its hidden ', N unread' text); 0 without a badge. */
async function messagesBadge(page: Page): Promise<number> {
  const text = await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ }).textContent();
  return Number(/(\d+) unread/.exec(text ?? '')?.[1] ?? 0);
}

test('a message appears on the other side without a reload, and its ticks go delivered then seen', async ({ browser, request }) => {
  const businessId = await demoBusinessId(request, BUSINESS, 'London');
  const customer = await newSignedInPage(browser, await apiSignIn(request, DEMO.customer), '/messages');
  const tradespersonToken = await apiSignIn(request, DEMO.tradesperson);
  const tradesperson = await newSignedInPage(browser, tradespersonToken, '/messages');
  const path = await customerOpensConversation(customer, businessId);
  // Whatever other tests left unread, this conversation starts read on the tradesperson's side.
  const asTradesperson = { authorization: `Bearer ${tradespersonToken}` };
  const conversationId = path.split('/').at(-1)!;
  expect((await request.post('/chat-service/message/mark-all-as-read', { headers: asTradesperson, data: { conversationId } })).ok()).toBe(true);
  const unseen = await request.get('/chat-service/message/get-unseen-counts?mode=TRADEPERSON', { headers: asTradesperson });
  const unreadBefore = ((await unseen.json()) as { data: { count: number } }).data.count;
  await expect.poll(() => messagesBadge(tradesperson)).toBe(unreadBefore);
  // The tradesperson is in the hub (on the list) but has not opened the thread.
  await expect(tradesperson.getByRole('navigation', { name: 'Your conversations' })).toBeVisible();

  const question = unique('Could you look at a leaking radiator valve this week?');
  await send(customer, TRADESPERSON_NAME, question);
  const conversations = tradesperson.getByRole('list', { name: 'Conversations' });
  await expect(conversations.getByRole('link', { name: new RegExp(`^${CUSTOMER_NAME}, \\d+ unread$`) })).toContainText(question);
  // The menu's Messages link counts the conversation as unread, and stops once it is opened.
  await expect.poll(() => messagesBadge(tradesperson)).toBe(unreadBefore + 1);
  await expect(bubble(customer, question).getByRole('img', { name: 'Delivered' })).toBeVisible();

  await conversations.getByRole('link', { name: new RegExp(`^${CUSTOMER_NAME}`) }).click();
  await expect(tradesperson).toHaveURL(path);
  await expect(bubble(tradesperson, question)).toBeVisible();
  await expect(bubble(customer, question).getByRole('img', { name: 'Seen' })).toBeVisible();
  await expect.poll(() => messagesBadge(tradesperson)).toBe(unreadBefore);

  const answer = unique('Yes, Thursday morning works. Could you send a photo of the valve?');
  await send(tradesperson, CUSTOMER_NAME, answer);
  await expect(bubble(customer, answer)).toBeVisible();
  await expect(bubble(tradesperson, answer).getByRole('img', { name: 'Seen' })).toBeVisible();
  await expect(bubble(customer, question)).toHaveCount(1);

  // A photo: previewed in the message box with its size, then shown on both sides.
  // A name of this run's own: the conversation keeps earlier runs' photos.
  const photo = `valve-${Date.now().toString(36)}.png`;
  await customer.getByTestId('attachment-picker').setInputFiles({ name: photo, mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  const tray = customer.getByRole('list', { name: 'Files to send' });
  await expect(tray.getByText(photo)).toBeVisible();
  await expect(tray.getByText(`${ONE_PIXEL_PNG.length} bytes`)).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Send' })).toBeEnabled();
  await customer.getByRole('button', { name: 'Send' }).click();
  await expect(tray).toHaveCount(0);
  await expect(tradesperson.getByRole('img', { name: photo })).toBeVisible();
  await tradesperson.getByRole('button', { name: `Open ${photo} full size` }).click();
  await expect(tradesperson.getByRole('dialog', { name: photo }).getByRole('img', { name: photo })).toBeVisible();

  await customer.context().close();
  await tradesperson.context().close();
});

test('a draft survives a reload and a change of device', async ({ browser, request }) => {
  const businessId = await demoBusinessId(request, BUSINESS, 'London');
  const token = await apiSignIn(request, DEMO.customer);
  const laptop = await newSignedInPage(browser, token, '/messages');
  const path = await customerOpensConversation(laptop, businessId);

  const draft = unique('Half-written: the tap in the downstairs loo also drips');
  const saved = laptop.waitForResponse((r) => r.url().includes('/chat-service/drafts/save') && r.request().method() === 'PUT' && r.ok());
  await composer(laptop, TRADESPERSON_NAME).fill(draft);
  await saved;
  await laptop.reload();
  await expect(composer(laptop, TRADESPERSON_NAME)).toHaveValue(draft);

  // Another browser with no local copy gets the draft from the server.
  const phone = await newSignedInPage(browser, token, path);
  await expect(composer(phone, TRADESPERSON_NAME)).toHaveValue(draft);

  // Sending it discards the draft everywhere.
  const discarded = laptop.waitForResponse((r) => r.url().includes('/chat-service/drafts/') && r.request().method() === 'DELETE' && r.ok());
  await composer(laptop, TRADESPERSON_NAME).press('Enter');
  await expect(bubble(laptop, draft)).toHaveCount(1);
  await discarded;
  await phone.reload();
  await expect(bubble(phone, draft)).toBeVisible();
  await expect(composer(phone, TRADESPERSON_NAME)).toHaveValue('');

  await laptop.context().close();
  await phone.context().close();
});

test('a notification reaches the bell and the list over the socket, without a reload', async ({ browser, request }) => {
  const password = 'Garden-gate-Friday-7';
  const askerToken = await newVerifiedCustomer(request, uniqueEmail('asker'), password);
  const answererToken = await newVerifiedCustomer(request, uniqueEmail('answerer'), password);
  const asAnswerer = { authorization: `Bearer ${answererToken}` };
  const answerer = ((await (await request.get('/backend-service/auth/me', { headers: asAnswerer })).json()) as { data: { id: string } }).data;

  const asker = await newSignedInPage(browser, askerToken, '/notifications');
  await expect(asker.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
  await expect(asker.getByRole('link', { name: 'Notifications, 0 unread' })).toBeVisible();

  const asked = await request.post('/community-service/user-connection/create-user-connection', {
    headers: { authorization: `Bearer ${askerToken}` },
    data: { receiverId: answerer.id },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const connection = ((await asked.json()) as { data: { id: string } }).data;
  const accepted = await request.patch('/community-service/user-connection/update-user-connection', {
    headers: asAnswerer,
    data: { connectionId: connection.id, status: 'ACCEPTED' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  await expect(asker.getByText(/accepted your connection request/i).first()).toBeVisible();
  await expect(asker.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  await asker.context().close();
});

// The restart test runs its own server on a PGlite data folder, so the data (and sessions)
// survive the restart while the browsers stay open.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const RESTART_PORT = Number(process.env.E2E_RESTART_PORT ?? 3949);
const restartBase = `http://127.0.0.1:${RESTART_PORT}`;

function startServer(dataDir: string): ChildProcess {
  return spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['server/src/server.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(RESTART_PORT),
      HOST: '127.0.0.1',
      SITE_URL: restartBase,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    },
  });
}

/** Waits until this server answers; one that exits first (the port was taken) fails the test. */
async function waitForHealth(server: ChildProcess): Promise<void> {
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`The test server exited with code ${server.exitCode}; is port ${RESTART_PORT} free?`);
        return fetch(`${restartBase}/health`).then((r) => r.ok).catch(() => false);
      },
      { timeout: 150_000, intervals: [200] },
    )
    .toBe(true);
}

/** Stops the server's whole process group and waits until it has gone. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid!, 'SIGTERM');
  await exited;
}

test('after the server restarts the clients reconnect, catch up, and a message sent meanwhile is not lost', async ({ browser }) => {
  // A fresh server seeds the demo data first, which takes a while on a busy machine.
  test.setTimeout(360_000);
  const portTaken = await fetch(`${restartBase}/health`).then(() => true).catch(() => false);
  expect(portTaken, `Port ${RESTART_PORT} is in use; set E2E_RESTART_PORT to a free one`).toBe(false);
  const dataDir = mkdtempSync(join(tmpdir(), 'tradeshub-e2e-restart-'));
  let server = startServer(dataDir);
  const api = await playwrightRequest.newContext({ baseURL: restartBase });
  try {
    await waitForHealth(server);
    const businessId = await demoBusinessId(api, BUSINESS, 'London');
    const tradespersonToken = await apiSignIn(api, DEMO.tradesperson);
    const customer = await newSignedInPage(browser, await apiSignIn(api, DEMO.customer), '/messages', restartBase);
    const path = await customerOpensConversation(customer, businessId);
    const tradesperson = await newSignedInPage(browser, tradespersonToken, path, restartBase);
    const hello = unique('Before the restart');
    await send(customer, TRADESPERSON_NAME, hello);
    await expect(bubble(tradesperson, hello)).toBeVisible();
    // Both live before the drop: each sees the other online, which only a page whose socket
    // the gateway holds can show. A page whose socket was never up has nothing to reconnect.
    const otherOnline = (page: Page) => page.locator('section[aria-labelledby="thread-heading"] header').getByText('Online', { exact: true });
    await expect(otherOnline(customer)).toBeVisible();
    await expect(otherOnline(tradesperson)).toBeVisible();

    await stopServer(server);
    await expect(customer.getByText('Reconnecting…')).toBeVisible();
    await expect(tradesperson.getByText('Reconnecting…')).toBeVisible();

    // Sent while the server is down: kept on screen with a way to retry.
    const meanwhile = unique('Sent while you were away');
    await composer(customer, TRADESPERSON_NAME).fill(meanwhile);
    await composer(customer, TRADESPERSON_NAME).press('Enter');
    await expect(bubble(customer, meanwhile)).toContainText('Not sent');

    server = startServer(dataDir);
    await waitForHealth(server);
    // A message sent as the server comes back, probably before the browsers' sockets return.
    const conversationId = path.split('/').pop()!;
    const me = await api.get('/backend-service/auth/me', { headers: { authorization: `Bearer ${tradespersonToken}` } });
    const tradespersonId = ((await me.json()) as { data: { id: string } }).data.id;
    const conversation = await api.get(`/chat-service/message/get-conversation-by-id/${conversationId}`, {
      headers: { authorization: `Bearer ${tradespersonToken}` },
    });
    const { senderId, receiverId } = ((await conversation.json()) as { data: { senderId: string; receiverId: string } }).data;
    const caughtUp = unique('Back now, did you get this?');
    const created = await api.post('/chat-service/message/create-message', {
      headers: { authorization: `Bearer ${tradespersonToken}` },
      data: { conversationId, receiverId: senderId === tradespersonId ? receiverId : senderId, text: caughtUp },
    });
    expect(created.ok(), await created.text()).toBe(true);

    await expect(customer.getByText('Back online')).toBeVisible({ timeout: 20_000 });
    await expect(bubble(customer, caughtUp)).toBeVisible();
    await expect(bubble(tradesperson, caughtUp)).toBeVisible();

    await bubble(customer, meanwhile).getByRole('button', { name: 'Retry' }).click();
    await expect(bubble(customer, meanwhile)).not.toContainText('Not sent');
    await expect(bubble(tradesperson, meanwhile)).toBeVisible();
    await expect(bubble(customer, meanwhile)).toHaveCount(1);
    await expect(bubble(customer, caughtUp)).toHaveCount(1);

    await customer.context().close();
    await tradesperson.context().close();
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    await api.dispose().catch(() => undefined);
  }
});
