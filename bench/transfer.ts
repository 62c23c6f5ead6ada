// What the server puts on the wire for a first visit to `/` and for two public API reads,
// asked the way a browser asks (Accept-Encoding: br, gzip): the encoding it chose, the bytes
// sent, and the cache headers. Raw node:http, because fetch decodes and hides the encoding.
import { request } from 'node:http';
import { namedAssets } from '../scripts/hub-size.mjs';

/** One response as it crossed the wire. */
export interface WireResponse {
  path: string;
  status: number;
  encoding: string;
  wireBytes: number;
  cacheControl: string;
  vary: string;
}

function get(origin: string, path: string, init: { method?: string; body?: string } = {}): Promise<WireResponse & { body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
    if (init.body) headers['content-type'] = 'application/json';
    const req = request(new URL(path, origin), { method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          path,
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          wireBytes: body.length,
          cacheControl: String(res.headers['cache-control'] ?? ''),
          vary: String(res.headers.vary ?? ''),
          body,
        });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const withoutBody = ({ body: _body, ...rest }: WireResponse & { body: Buffer }): WireResponse => rest;

/** The landing page's HTML, every asset it names, and the search and reviews reads, as sent. */
export async function measureTransfer(origin: string, businessId: string) {
  const page = await get(origin, '/', {});
  // The HTML itself arrives compressed when the server compresses it, so ask again without
  // an encoding to read the addresses it names.
  const html = await new Promise<string>((resolve, reject) => {
    request(new URL('/', origin), (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(text));
    })
      .on('error', reject)
      .end();
  });
  const { scripts, styles } = namedAssets(html);
  const assets = await Promise.all([...scripts, ...styles].map(async (path) => withoutBody(await get(origin, path))));
  const search = await get(origin, '/backend-service/public/business/search', {
    method: 'POST',
    body: JSON.stringify({ latitude: 51.5072, longitude: -0.1276, distance: [0, 21], limit: 20 }),
  });
  const reviews = await get(origin, `/backend-service/public/business/get-business-reviews/${businessId}`);
  const initialScripts = assets.filter((a) => scripts.includes(a.path));
  return {
    html: withoutBody(page),
    assets,
    initialScriptWireKb: Math.round((initialScripts.reduce((sum, a) => sum + a.wireBytes, 0) / 1024) * 100) / 100,
    api: [withoutBody(search), withoutBody(reviews)],
  };
}
