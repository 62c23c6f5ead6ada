// Part of the hub's build: the public pages a visitor lands on (`/`, `/findabussiness`) as HTML
// that paints before any JavaScript runs. The built hub is served from hub/dist on a free
// port (API calls answered 404, so each page shows what it shows before its data), each page
// is opened in Chromium (scripts/chromium-path.mjs) as a visitor without cookies, and what the app drew into
// #root is written into a copy of index.html at hub/dist/pages/<name>.html, with .br and .gz
// copies. The server sends those for their paths; every other path keeps index.html. The app
// then renders over the same markup (hub/src/main.tsx waits for the page's code first); the
// root names the URL it was drawn for, as the app adopts it only there (a query changes the find page).
// If no Chromium can be started the build goes on without them: the pages then paint once their code runs.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumExecutable } from './chromium-path.mjs';
import { precompressDir } from './precompress.mjs';

/** The pages prerendered, by the name of their file in hub/dist/pages. */
export const PRERENDERED_PAGES = { index: '/', findabussiness: '/findabussiness' };

const dist = new URL('../hub/dist/', import.meta.url).pathname;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

function serveBuild() {
  const template = readFileSync(join(dist, 'index.html'));
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://hub').pathname;
    if (/^\/[a-z-]+-service\//.test(path)) return void response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not here while prerendering","code":"NOT_FOUND"}');
    const file = join(dist, path);
    if (path.includes('.') && file.startsWith(dist) && existsSync(file)) {
      return void response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end(template);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function prerender() {
  const executablePath = await chromiumExecutable().then(
    (found) => found.path,
    (error) => {
      console.warn(`prerender: no Chromium (${error.message}); the public pages will paint once their JavaScript runs.`);
      return null;
    },
  );
  if (!executablePath) return;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('prerender: hub/dist/index.html has no empty <div id="root"></div> to fill.');
  const server = await serveBuild();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    mkdirSync(join(dist, 'pages'), { recursive: true });
    for (const [name, path] of Object.entries(PRERENDERED_PAGES)) {
      const page = await browser.newPage();
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      await page.waitForSelector('#main > *');
      const { markup, title } = await page.evaluate(() => ({ markup: document.getElementById('root').innerHTML, title: document.title }));
      const html = template.replace('<div id="root"></div>', () => `<div id="root" data-drawn-for="${path}">${markup}</div>`).replace(/<title>[^<]*<\/title>/, () => `<title>${title.replaceAll("&", "&amp;").replaceAll("<", "&lt;")}</title>`);
      writeFileSync(join(dist, 'pages', `${name}.html`), html);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  precompressDir(join(dist, 'pages'));
  console.log(`prerendered ${Object.values(PRERENDERED_PAGES).join(', ')} into hub/dist/pages`);
}

if (import.meta.url === `file://${process.argv[1]}`) await prerender();
