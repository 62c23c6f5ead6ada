// `npm run test:hub-size`: the hub's initial-JavaScript budget, measured on the build
// (hub/dist) as a browser downloads it. Every script and modulepreload the HTML for `/` names
// is fetched before the landing page can run: the built index.html's own, and the landing
// page's chunks that the server adds from route-preloads.json (docs/decisions/0061). Their
// gzip -9 sizes are summed and held to 100 KB (issue 18). The stylesheet is reported beside
// it, not counted.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const KB = 1024;
export const INITIAL_JS_BUDGET = 100 * KB;
const dist = new URL('../hub/dist/', import.meta.url).pathname;

/** The addresses of the scripts and modulepreloads (and, apart, stylesheets) an HTML page names. */
export function namedAssets(html) {
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const scripts = [];
  const styles = [];
  for (const tag of tags) {
    const rel = attr(tag, 'rel');
    if (tag.startsWith('<script') && attr(tag, 'src')) scripts.push(attr(tag, 'src'));
    else if (rel === 'modulepreload') scripts.push(attr(tag, 'href'));
    else if (rel === 'stylesheet') styles.push(attr(tag, 'href'));
  }
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

function sizeOf(dir, address) {
  const body = readFileSync(join(dir, address.replace(/^\//, '')));
  const gz = gzipSync(body, { level: 9 }).length;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { file: address, raw: body.length, gz, br };
}

const total = (files) => files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gz: sum.gz + f.gz, br: sum.br + f.br }), { raw: 0, gz: 0, br: 0 });

/** The landing page's own chunks, which the server names in `/`'s HTML beside the entry's. */
function landingPreloads(dir) {
  const file = join(dir, 'route-preloads.json');
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')).find((route) => route.path === '/')?.files ?? [];
}

/** What `/` makes a first visit download: its scripts and its stylesheets, each with raw, gzip -9 and brotli 11 bytes. */
export function measureHubEntry(dir = dist) {
  const indexFile = join(dir, 'index.html');
  if (!existsSync(indexFile)) throw new Error('hub/dist has no index.html: run `npm run build:hub` first.');
  const named = namedAssets(readFileSync(indexFile, 'utf8'));
  const scripts = [...new Set([...named.scripts, ...landingPreloads(dir)])];
  const { styles } = named;
  const scriptFiles = scripts.map((address) => sizeOf(dir, address));
  const styleFiles = styles.map((address) => sizeOf(dir, address));
  return { scripts: { files: scriptFiles, ...total(scriptFiles) }, styles: { files: styleFiles, ...total(styleFiles) } };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { scripts, styles } = measureHubEntry(process.argv[2] ?? dist);
  const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
  for (const f of scripts.files) console.log(`     ${kb(f.gz).padStart(10)} gz  ${f.file}`);
  const ok = scripts.gz <= INITIAL_JS_BUDGET;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} initial JS for / ${kb(scripts.gz)} gz (budget ${INITIAL_JS_BUDGET / KB} KB), ${kb(scripts.br)} brotli, ${kb(scripts.raw)} raw, ${scripts.files.length} files`,
  );
  console.log(`     stylesheet ${kb(styles.gz)} gz, ${kb(styles.br)} brotli (not counted)`);
  if (!ok) {
    console.error('The landing page names more JavaScript than its budget: see which chunk grew above.');
    process.exit(1);
  }
}
