// `npm run test:size`: the widgets' size budget, measured on the built files (widgets/dist)
// as a browser downloads them, each file on its own (gzip level 9, and brotli): what a site
// with only the rating badge downloads (the loader, the core, the rating chunk) and what a
// site with all four downloads (the loader, the core, every chunk). Issue 18's budgets: 7 KB
// and 9 KB gz. Fails when either is over. docs/decisions/0018-widget-chunks.md says where the
// bytes go; the figures of each run are in bench/results/widgets.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const KB = 1024;
export const BUDGETS = { ratingOnly: 7 * KB, allFour: 9 * KB };
const CORE = 'tradeshub-widgets.js';
const dist = new URL('../widgets/dist/', import.meta.url).pathname;

function sizeOf(dir, file) {
  const body = readFileSync(join(dir, file));
  const gz = gzipSync(body, { level: 9 }).length;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { file, raw: body.length, gz, br };
}

const sum = (files) => ({ files: files.map((f) => f.file), raw: files.reduce((n, f) => n + f.raw, 0), gz: files.reduce((n, f) => n + f.gz, 0), br: files.reduce((n, f) => n + f.br, 0) });

/** Every built file with its sizes, and the two pages the budget is about: the rating badge alone, and all four widgets. */
export function measureWidgets(dir = dist) {
  if (!existsSync(join(dir, 'tradeshub.js'))) throw new Error('widgets/dist has no tradeshub.js: run `npm run build -w @tradeshub/widgets` first.');
  const [version] = readdirSync(join(dir, 'v'));
  const folder = join('v', version);
  const loader = sizeOf(dir, 'tradeshub.js');
  const core = sizeOf(dir, join(folder, CORE));
  const chunks = readdirSync(join(dir, folder))
    .filter((name) => name.endsWith('.js') && name !== CORE)
    .map((name) => sizeOf(dir, join(folder, name)));
  const rating = chunks.find((chunk) => chunk.file.endsWith('/rating.js'));
  if (!rating) throw new Error(`widgets/dist/${folder} has no rating.js: the rating badge is no longer its own chunk.`);
  return { loader, core, chunks, ratingOnly: sum([loader, core, rating]), allFour: sum([loader, core, ...chunks]) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = measureWidgets();
  const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
  for (const file of [sizes.loader, sizes.core, ...sizes.chunks]) console.log(`     ${kb(file.gz).padStart(8)} gz ${kb(file.br).padStart(8)} brotli  ${file.file}`);
  let over = 0;
  for (const [page, label] of [
    ['ratingOnly', 'a site with the rating badge only'],
    ['allFour', 'a site with all four widgets'],
  ]) {
    const size = sizes[page];
    const ok = size.gz <= BUDGETS[page];
    if (!ok) over++;
    console.log(`${ok ? 'ok  ' : 'OVER'} ${label}: ${kb(size.gz)} gz (budget ${BUDGETS[page] / KB} KB), ${kb(size.br)} brotli, ${kb(size.raw)} raw, ${size.files.length} files`);
  }
  if (over) {
    console.error('The widgets download more than their budget: see which file grew above.');
    process.exit(1);
  }
}
