// `npm run bench` part: the websocket gateway. The server runs in a child process
// (bench/socket-server.ts) so only its memory is measured; this process holds the clients.
//  - memory per idle socket: 10,000 sockets that sent ADD_USER, (heap + external) and RSS
//    growth of the server divided by the sockets. Goal: <= 25 KiB.
//  - delivery latency with 1,000 connected sockets: from starting POST create-message to the
//    recipient's socket receiving the MESSAGE frame, one message at a time. Goal: p99 <= 20 ms.
import { execSync, fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { addUserFrame } from '@tradeshub/sdk';
import pg from 'pg';
import WebSocket from 'ws';
import type { BenchQuestion } from './socket-server.js';
import { percentile, writeResult } from './results.js';

const IDLE_SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 10_000);
const LIVE_SOCKETS = Number(process.env.BENCH_LIVE_SOCKETS ?? 1_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3_000);
const WARM_UP_MESSAGES = 100;
const CONNECT_CONCURRENCY = 100;

interface BenchUser {
  id: string;
  token: string;
}

/** The server child and a promise-returning way to ask it things. */
function startServer(databaseUrl: string | undefined) {
  const child: ChildProcess = fork(new URL('./socket-server.ts', import.meta.url).pathname, [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, BENCH_SOCKETS_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let next = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const ready = new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The bench server stopped with code ${code}`)));
    child.on('message', (message: { ready?: boolean; port?: number; id?: number; result?: unknown; error?: string }) => {
      if (message.ready) return resolve(message.port!);
      const waiter = waiting.get(message.id!);
      waiting.delete(message.id!);
      if (message.error) waiter?.reject(new Error(message.error));
      else waiter?.resolve(message.result);
    });
  });
  return {
    ready,
    ask<T>(request: BenchQuestion): Promise<T> {
      const id = next++;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ ...request, id });
      });
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}

type Server = ReturnType<typeof startServer>;

async function waitForJoined(server: Server, expected: number): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const joined = await server.ask<number>({ kind: 'joined' });
    if (joined === expected) return;
    if (Date.now() > deadline) throw new Error(`Expected ${expected} joined sockets, the server holds ${joined}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Opens one socket per user and sends ADD_USER on each, a hundred at a time. */
async function openSockets(url: string, people: BenchUser[], onMessage?: (index: number, raw: string) => void): Promise<WebSocket[]> {
  const sockets: WebSocket[] = new Array(people.length);
  let cursor = 0;
  async function worker() {
    while (cursor < people.length) {
      const index = cursor++;
      const ws = new WebSocket(url, { perMessageDeflate: false });
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      ws.on('error', () => undefined);
      if (onMessage) ws.on('message', (raw) => onMessage(index, raw.toString()));
      ws.send(addUserFrame({ userId: people[index]!.id, token: people[index]!.token }));
      sockets[index] = ws;
    }
  }
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
  return sockets;
}

async function closeSockets(sockets: WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map((ws) => new Promise<void>((resolve) => (ws.readyState === WebSocket.CLOSED ? resolve() : (ws.once('close', () => resolve()), ws.close(1000))))),
  );
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function measureIdleMemory(server: Server, url: string, people: BenchUser[]) {
  // Warm up the paths (ADD_USER, presence) so their code and caches are not counted as sockets.
  const warm = await openSockets(url, people.slice(0, 100));
  await waitForJoined(server, 100);
  await closeSockets(warm);
  await waitForJoined(server, 0);
  await server.ask({ kind: 'settled' });
  const before = await server.ask<NodeJS.MemoryUsage>({ kind: 'memory' });
  const sockets = await openSockets(url, people);
  await waitForJoined(server, people.length);
  await server.ask({ kind: 'settled' });
  const after = await server.ask<NodeJS.MemoryUsage>({ kind: 'memory' });
  await closeSockets(sockets);
  await waitForJoined(server, 0);
  await server.ask({ kind: 'settled' });
  const heap = after.heapUsed + after.external - (before.heapUsed + before.external);
  return {
    sockets: people.length,
    heapAndExternalKiBPerSocket: kib(heap / people.length),
    rssKiBPerSocket: kib((after.rss - before.rss) / people.length),
    serverRssMiB: { before: Math.round(before.rss / 1048576), after: Math.round(after.rss / 1048576) },
  };
}

async function api<T>(baseUrl: string, path: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${json.message}`);
  return json.data;
}

async function measureDelivery(server: Server, baseUrl: string, url: string, people: BenchUser[]) {
  const half = people.length / 2;
  const waiting = new Map<string, { recipient: number; resolve: (receivedAt: number) => void }>();
  const sockets = await openSockets(url, people, (index, raw) => {
    if (!raw.startsWith('{"event":"MESSAGE"')) return;
    const { data } = JSON.parse(raw) as { data: { text: string } };
    const waiter = waiting.get(data.text);
    if (waiter?.recipient === index) {
      waiting.delete(data.text);
      waiter.resolve(performance.now());
    }
  });
  await waitForJoined(server, people.length);
  await server.ask({ kind: 'settled' });
  const conversations: string[] = [];
  for (let i = 0; i < half; i++) {
    const conversation = await api<{ id: string }>(baseUrl, '/chat-service/message/create-conversation', people[i]!.token, {
      receiverId: people[i + half]!.id,
    });
    conversations.push(conversation.id);
  }

  const latencies: number[] = [];
  const responses: number[] = [];
  const afterResponse: number[] = [];
  for (let k = 0; k < MESSAGES + WARM_UP_MESSAGES; k++) {
    const pair = k % half;
    const [from, to] = k % 2 === 0 ? [pair, pair + half] : [pair + half, pair];
    const text = `Bench message ${k} ${randomUUID()}`;
    const received = new Promise<number>((resolve) => waiting.set(text, { recipient: to, resolve }));
    const started = performance.now();
    await api(baseUrl, '/chat-service/message/create-message', people[from]!.token, {
      conversationId: conversations[pair],
      receiverId: people[to]!.id,
      text,
    });
    const answered = performance.now();
    // The frame often arrives before the HTTP response has been read: time it where it lands.
    const delivered = await received;
    if (k >= WARM_UP_MESSAGES) {
      latencies.push(delivered - started);
      responses.push(answered - started);
      afterResponse.push(Math.max(0, delivered - answered));
    }
  }
  await closeSockets(sockets);
  return {
    sockets: people.length,
    messages: latencies.length,
    deliveryP50Ms: percentile(latencies, 50),
    deliveryP99Ms: percentile(latencies, 99),
    /** How much of that is the HTTP call itself (validation, transaction, response). */
    createMessageResponseP50Ms: percentile(responses, 50),
    createMessageResponseP99Ms: percentile(responses, 99),
    /** How long after the HTTP response the frame arrived (0 when it came first). */
    socketAfterResponseP99Ms: percentile(afterResponse, 99),
  };
}

async function withDatabase<T>(engine: 'pglite' | 'postgres', run: (url: string | undefined) => Promise<T>): Promise<T> {
  if (engine === 'pglite') return run(undefined);
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `tradeshub_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

async function benchEngine(engine: 'pglite' | 'postgres') {
  return withDatabase(engine, async (databaseUrl) => {
    const server = startServer(databaseUrl);
    try {
      const port = await server.ready;
      const baseUrl = `http://127.0.0.1:${port}`;
      const url = `ws://127.0.0.1:${port}/ws`;
      const people = await server.ask<BenchUser[]>({ kind: 'users', count: Math.max(IDLE_SOCKETS, LIVE_SOCKETS) });
      const idle = await measureIdleMemory(server, url, people.slice(0, IDLE_SOCKETS));
      const delivery = await measureDelivery(server, baseUrl, url, people.slice(0, LIVE_SOCKETS));
      return { engine, idle, delivery };
    } finally {
      await server.stop();
    }
  });
}

const openFiles = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
if (openFiles < IDLE_SOCKETS + 1000) {
  console.error(
    `The sockets bench opens ${IDLE_SOCKETS} sockets per process but this shell allows ${openFiles} open files. ` +
      `Raise it (ulimit -n ${IDLE_SOCKETS + 1000}) or set BENCH_IDLE_SOCKETS lower.`,
  );
  process.exit(1);
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const results = [];
for (const engine of engines) {
  console.log(`sockets bench on ${engine}: ${IDLE_SOCKETS} idle sockets, then ${MESSAGES} messages among ${LIVE_SOCKETS} sockets...`);
  const result = await benchEngine(engine);
  console.log(JSON.stringify(result, null, 2));
  results.push(result);
}
await writeResult('sockets', { goal: { deliveryP99Ms: 20, idleSocketKiB: 25 }, results });
