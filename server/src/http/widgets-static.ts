import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { businesses, users } from '../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.js';
import { readPrecompressed } from './precompressed.js';

const JS = 'application/javascript; charset=utf-8';
const LOADER_CACHE = 'public, max-age=300';
const BUNDLE_CACHE = 'public, max-age=31536000, immutable';
const NOT_BUILT = 'The widgets are not built on this server. Run `npm run build -w @tradeshub/widgets` (npm start does it), then reload.';
const EXAMPLE_PATH = '/examples/tradesperson-site';
const EXAMPLE_ASSET = /^[a-z0-9-]+\.(css|svg|png|jpg|webp)$/;
const ASSET_TYPES: Record<string, string> = { css: 'text/css; charset=utf-8', svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** The hub's pages a widget opens in a popup; their opener must survive, so they relax COOP. */
export const WIDGET_FLOW_PAGES = ['/home/recommend', '/home/review'];

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/** Tradeshub files any site may load: another origin's page embeds them (helmet's CORP is same-site). */
const embeddable = (reply: FastifyReply, cacheControl: string) =>
  reply.header('cross-origin-resource-policy', 'cross-origin').header('cache-control', cacheControl).type(JS);

/**
 * The widgets: the loader at the stable /widgets/tradeshub.js (cached five minutes, so a new
 * build reaches sites quickly) and the modules at /widgets/v/<content hash>/<file>.js, the core
 * tradeshub-widgets.js and one chunk per widget (cached for a year: a new build is a new
 * address). Each goes out as the build's brotli or gzip copy when the request accepts one.
 * Files are read per request, so a rebuild needs no restart; an unbuilt server answers a
 * sentence saying how to build, not a crash.
 */
export function registerWidgets(app: FastifyInstance, distDir: string | null): void {
  app.get('/widgets/tradeshub.js', { schema: { hide: true } }, async (request, reply) => {
    const loader = distDir ? await readPrecompressed(request, reply, join(distDir, 'tradeshub.js')) : null;
    if (!loader) return reply.status(503).send({ message: NOT_BUILT, code: 'WIDGETS_NOT_BUILT' });
    return embeddable(reply, LOADER_CACHE).send(loader);
  });
  app.get<{ Params: { version: string; file: string } }>('/widgets/v/:version/:file', { schema: { hide: true } }, async (request, reply) => {
    const { version, file } = request.params;
    const known = distDir && /^[0-9a-f]{8,64}$/.test(version) && /^[a-z0-9-]+\.js$/.test(file);
    const module = known ? await readPrecompressed(request, reply, join(distDir, 'v', version, file)) : null;
    if (module) return embeddable(reply, BUNDLE_CACHE).send(module);
    return reply.status(404).send({
      message: `There is no widget file ${file} in version ${version}. Load the widgets with ${'/widgets/tradeshub.js'}, which always points at the current one.`,
      code: 'NOT_FOUND',
    });
  });
  // A widget's popup must keep window.opener to post the outcome back; helmet's COOP
  // (same-origin) would cut it for a page on another origin.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && WIDGET_FLOW_PAGES.includes(request.url.split('?')[0] ?? '')) {
      reply.header('cross-origin-opener-policy', 'unsafe-none');
    }
    return payload;
  });
}

/** The demo tradesperson's business, whose widgets the example site shows; null when no demo data was seeded. */
async function demoBusinessId(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerUserId))
    .where(eq(users.email, DEMO_ACCOUNTS.tradesperson.email))
    .limit(1);
  return row?.id ?? null;
}

/** The strict page's policy: scripts and calls from the hub alone, styles and images from the site. */
export function strictExamplePolicy(hubOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src ${hubOrigin}`,
    `connect-src ${hubOrigin}`,
    "style-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The example tradesperson's website at /examples/tradesperson-site/, and at strict-csp.html the
 * same page under a strict Content-Security-Policy. Its HTML names the hub and the business
 * by placeholders, filled here with SITE_URL and the demo business's id, which differs per
 * database; any other host fills them the same way (the browser test does).
 */
export function registerExampleSite(app: FastifyInstance, siteDir: string | null, db: Database, config: Pick<Config, 'siteUrl'>): void {
  const page = (file: string, strict: boolean) => async (_request: unknown, reply: FastifyReply) => {
    const html = siteDir ? await readOrNull(join(siteDir, file)) : null;
    if (!html) return reply.status(404).send({ message: 'The example site is not on this server.', code: 'NOT_FOUND' });
    const businessId = await demoBusinessId(db);
    if (!businessId) {
      return reply.status(503).send({
        message: 'The example site shows the demo tradesperson, who is not in this database. Start with SEED_DEMO_DATA=true on an empty database.',
        code: 'NO_DEMO_DATA',
      });
    }
    // An ordinary small-business site: none of the hub's own headers (CSP, COOP) apply to it.
    reply.removeHeader('content-security-policy').removeHeader('cross-origin-opener-policy').header('cache-control', 'no-cache');
    if (strict) reply.header('content-security-policy', strictExamplePolicy(config.siteUrl));
    return reply.type('text/html; charset=utf-8').send(fillExamplePage(html.toString('utf8'), config.siteUrl, businessId));
  };
  app.get(EXAMPLE_PATH, { schema: { hide: true } }, (_request, reply) => reply.redirect(`${EXAMPLE_PATH}/`));
  app.get(`${EXAMPLE_PATH}/`, { schema: { hide: true } }, page('index.html', false));
  app.get(`${EXAMPLE_PATH}/strict-csp.html`, { schema: { hide: true } }, page('index.html', true));
  app.get<{ Params: { file: string } }>(`${EXAMPLE_PATH}/:file`, { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params;
    const found = siteDir && EXAMPLE_ASSET.test(file) && (await readdir(siteDir)).includes(file) ? await readOrNull(join(siteDir, file)) : null;
    if (!found) return reply.status(404).send({ message: `The example site has no file called ${file}.`, code: 'NOT_FOUND' });
    return reply.type(ASSET_TYPES[file.split('.').pop()!]!).header('cache-control', 'no-cache').send(found);
  });
}

/** Fills the example page's placeholders: {{TRADESHUB_ORIGIN}} and {{BUSINESS_ID}}. */
export function fillExamplePage(html: string, hubOrigin: string, businessId: string): string {
  return html.replaceAll('{{TRADESHUB_ORIGIN}}', hubOrigin).replaceAll('{{BUSINESS_ID}}', businessId);
}
