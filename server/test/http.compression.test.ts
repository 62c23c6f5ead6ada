import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { withEarlyReads } from '../src/http/early-reads.js';
import { pickEncoding } from '../src/http/precompressed.js';
import { COMPRESS_IN_ONE_CALL_UP_TO_BYTES } from '../src/http/compression.js';
import { startTestServer, type TestServer } from './harness.js';

const SCRIPT = `console.log(${JSON.stringify('hub '.repeat(500))});`;
const PAGE = `<!doctype html><title>Tradeshub</title><div id="root"></div>${'<p>landing</p>'.repeat(100)}`;

/** A response as it came over the wire: fetch would decode the body and hide what was sent. */
function get(baseUrl: string, path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    httpRequest(new URL(path, baseUrl), { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const decode = (encoding: unknown, body: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

let server: TestServer;
beforeAll(async () => {
  // A build as scripts/precompress.mjs leaves it: each text file with .br and .gz copies.
  const hub = mkdtempSync(join(tmpdir(), 'hub-dist-'));
  mkdirSync(join(hub, 'assets'));
  const write = (file: string, text: string) => {
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  };
  write(join(hub, 'index.html'), PAGE);
  write(join(hub, 'assets', 'app-abc123.js'), SCRIPT);
  const widgets = mkdtempSync(join(tmpdir(), 'widgets-dist-'));
  write(join(widgets, 'tradeshub.js'), SCRIPT);
  server = await startTestServer({ HUB_DIST_DIR: hub, WIDGETS_DIST_DIR: widgets });
});
afterAll(async () => server?.close());

describe('built files go out as the compressed copy the request accepts', () => {
  test.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
  ])('a hashed hub asset asked for with "%s" comes as %s, cached for a year', async (accept, encoding) => {
    const response = await get(server.baseUrl, '/assets/app-abc123.js', accept);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(decode(encoding, response.body)).toBe(SCRIPT);
  });

  test('a client that accepts no encoding gets the file as it is', async () => {
    const response = await get(server.baseUrl, '/assets/app-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString('utf8')).toBe(SCRIPT);
  });

  test.each(['/', '/findabussiness'])('the page %s is compressed and revalidated on every visit', async (path) => {
    const response = await get(server.baseUrl, path, 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    // The page as built, with the script that starts a signed-in visitor's reads (early-reads.ts).
    expect(decode('br', response.body)).toBe(withEarlyReads(PAGE, null));
  });

  test('the widget loader is compressed too, still loadable from any site', async () => {
    const response = await get(server.baseUrl, '/widgets/tradeshub.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(decode('br', response.body)).toBe(SCRIPT);
  });
});

describe('API JSON', () => {
  test('an answer over the threshold is compressed, and decodes to the same JSON', async () => {
    const path = '/backend-service/public/business/get-all-categories';
    const plain = await get(server.baseUrl, path);
    expect(plain.body.length).toBeGreaterThan(1024);
    const response = await get(server.baseUrl, path, 'br, gzip');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(decode('br', response.body))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  test('an answer up to 64 KB is compressed in one call, so its length is known', async () => {
    const response = await get(server.baseUrl, '/backend-service/public/business/get-all-categories', 'br, gzip');
    expect(response.headers['content-length']).toBe(String(response.body.length));
  });

  test('a larger answer is compressed as it streams, and decodes to the same JSON', async () => {
    const plain = await get(server.baseUrl, '/docs/json');
    expect(plain.body.length).toBeGreaterThan(COMPRESS_IN_ONE_CALL_UP_TO_BYTES);
    const response = await get(server.baseUrl, '/docs/json', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBeUndefined();
    expect(JSON.parse(decode('gzip', response.body))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  test('a small answer is sent as it is', async () => {
    const response = await get(server.baseUrl, '/health', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString('utf8'))).toEqual({ status: 'ok' });
  });
});

describe('choosing an encoding from Accept-Encoding', () => {
  test.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
  ])('%j picks %s', (header, expected) => {
    expect(pickEncoding(header)?.coding ?? null).toBe(expected);
  });
});
