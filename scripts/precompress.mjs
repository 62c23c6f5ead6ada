// Brotli (quality 11) and gzip (level 9) copies of every text file a build wrote, beside it as
// `<file>.br` and `<file>.gz`. The server picks one by the request's Accept-Encoding, so the
// slow best-quality compression is paid once per build, not once per request. Source maps
// are skipped (browsers fetch them only with devtools open), and so is any copy that would
// not be smaller than the file itself.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

function* textFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* textFiles(path);
    else if (TEXT.test(name)) yield path;
  }
}

/** Writes `.br` and `.gz` beside each text file under `dir`; returns how many files it compressed. */
export function precompressDir(dir) {
  let count = 0;
  for (const file of textFiles(dir)) {
    const body = readFileSync(file);
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
    count++;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) throw new Error('Usage: node scripts/precompress.mjs <build directory>');
  console.log(`precompressed ${precompressDir(dir)} files in ${dir}`);
}
