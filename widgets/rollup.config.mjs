// Two builds, in order: the bundle (Preact, signals, the four elements) under a content-hashed
// path the server caches for a year, then the loader, which has that path written in and is
// served at the stable /widgets/tradeshub.js.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { transform } from 'esbuild';

const dist = fileURLToPath(new URL('./dist', import.meta.url));
rmSync(dist, { recursive: true, force: true });

let bundlePath = '';
// Preact's published build already names its internals `__k`, `__e`...; nothing else in the
// bundle reads them (no hooks, compat or devtools), so terser may shorten them to one letter.
const minify = () =>
  terser({
    ecma: 2020,
    module: true,
    compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe: true },
    mangle: { properties: { regex: /^__[a-zA-Z]$/ } },
    toplevel: true,
    format: { comments: false },
  });
const compile = () => esbuild({ target: 'es2022', minify: false });

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    input: 'src/index.ts',
    // Only the signals core is used (effects draw the elements), not @preact/signals' hooks
    // into Preact, which would double the library cost: its module body is left out.
    treeshake: { moduleSideEffects: (id) => !id.includes('/@preact/signals/') },
    plugins: [sdkDomainRules(), cssText(), nodeResolve({ extensions: ['.mjs', '.js', '.ts', '.tsx'] }), compile(), minify(), rememberBundlePath()],
    output: { dir: dist, format: 'iife', entryFileNames: 'v/[hash]/tradeshub-widgets.js', hashCharacters: 'hex' },
  },
  {
    input: 'src/loader.ts',
    plugins: [
      compile(),
      replace({ preventAssignment: true, values: { __TRADESHUB_BUNDLE__: () => JSON.stringify(`/widgets/${bundlePath}`) } }),
      minify(),
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

function rememberBundlePath() {
  return {
    name: 'remember-bundle-path',
    generateBundle(_options, bundle) {
      bundlePath = Object.keys(bundle).find((name) => name.endsWith('tradeshub-widgets.js')) ?? '';
    },
  };
}
