// Two builds, in order: the widgets as ES modules (a core and one chunk per widget) in one
// content-hashed folder the server caches for a year, then the loader, which has the core's
// path written in and is served at the stable /widgets/tradeshub.js. Last, every file gets
// brotli and gzip copies for the server to send as they are.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { transform } from 'esbuild';
import { precompressDir } from '../scripts/precompress.mjs';

const dist = fileURLToPath(new URL('./dist', import.meta.url));
rmSync(dist, { recursive: true, force: true });

const CORE = 'tradeshub-widgets.js';
let bundlePath = '';
const minify = () =>
  terser({
    ecma: 2020,
    module: true,
    compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe: true },
    toplevel: true,
    format: { comments: false },
  });
const compile = () => esbuild({ target: 'es2022', minify: false });

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    input: { 'tradeshub-widgets': 'src/index.ts' },
    plugins: [sdkDomainRules(), cssText(), nodeResolve({ extensions: ['.mjs', '.js', '.ts'] }), compile(), minify(), versionFolder()],
    // One folder for the core and its chunks: they import each other by relative address.
    output: { dir: `${dist}/v/next`, format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name].js' },
  },
  {
    input: 'src/loader.ts',
    plugins: [
      compile(),
      replace({ preventAssignment: true, values: { __TRADESHUB_BUNDLE__: () => JSON.stringify(`/widgets/${bundlePath}`) } }),
      minify(),
      { name: 'precompress', writeBundle: () => void precompressDir(dist) },
    ],
    output: { file: `${dist}/tradeshub.js`, format: 'iife' },
  },
];

/**
 * The widgets may use the sdk's pure business rules, never its client or contracts (zod alone
 * is ten times the budget). `@tradeshub/sdk` resolves to the rule modules listed here, from
 * source, so the build needs no sdk build first; importing anything else fails the build.
 */
function sdkDomainRules() {
  const modules = ['ratings', 'form-defaults'].map((name) => fileURLToPath(new URL(`../sdk/src/domain/${name}.ts`, import.meta.url)));
  return {
    name: 'sdk-domain-rules',
    resolveId: (id) => (id === '@tradeshub/sdk' ? '\0tradeshub-sdk-domain' : null),
    load: (id) => (id === '\0tradeshub-sdk-domain' ? modules.map((file) => `export * from ${JSON.stringify(file)};`).join('\n') : null),
  };
}

/** `import css from './x.css?inline'`: the stylesheet as one minified string. */
function cssText() {
  return {
    name: 'css-text',
    resolveId: (id, importer) => (id.endsWith('.css?inline') && importer ? `${fileURLToPath(new URL(id.slice(0, -7), `file://${importer}`))}?inline` : null),
    async load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const { code } = await transform(readFileSync(id.slice(0, -7), 'utf8'), { loader: 'css', minify: true });
      // esbuild keeps the space after a custom property's colon (`--h: 44px`); browsers ignore it.
      const css = code.trim().replace(/(--[\w-]+): /g, '$1:');
      return { code: `export default ${JSON.stringify(css)};`, map: null };
    },
  };
}

/** Moves the written modules into v/<hash of all of them>/, so any change is a new address. */
function versionFolder() {
  return {
    name: 'version-folder',
    writeBundle(options, bundle) {
      const hash = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) hash.update(name).update(bundle[name].code ?? bundle[name].source);
      const version = hash.digest('hex').slice(0, 8);
      renameSync(options.dir, `${dist}/v/${version}`);
      bundlePath = `v/${version}/${CORE}`;
    },
  };
}
