import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { paths } from '../src/config/paths';

/**
 * Which page's code each route of the hub loads, for the server to name in the HTML it sends
 * (`<link rel="modulepreload">`), so a deep link fetches its page's chunks alongside the hub's
 * own instead of after it (docs/decisions/0061-route-preloads-and-first-reads.md).
 * Written by the build as hub/dist/route-preloads.json; server/src/http/hub-pages.ts reads it.
 */
export type RoutePreload = { path: string; files: string[] };

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

type PathTree = { [name: string]: PathTree | ((...args: never[]) => string) };

/** A route's path as router.tsx writes it: a quoted path, or a builder of config/paths called without arguments. */
function pathOf(expression: string): string | null {
  const literal = expression.match(/^'([^']+)'$/);
  if (literal) return literal[1] ?? null;
  const builder = expression.match(/^(paths|s)((?:\.\w+)+)\(\)$/);
  if (!builder) return null;
  let node: PathTree[string] = builder[1] === 's' ? paths.settings : paths;
  for (const name of builder[2]!.slice(1).split('.')) node = typeof node === 'object' ? node[name]! : (undefined as never);
  return typeof node === 'function' ? (node as () => string)() : null;
}

/**
 * The router's table (`page(path, () => import('…'), …)` in hub/src/app/router.tsx) as path and
 * the absolute module each loads, without extension. Entries spelled otherwise (the content
 * pages' map, the catch-all) are left out: those pages load as before.
 */
export function routeModules(routerSource: string, routerFile: string): { path: string; module: string }[] {
  const routes: { path: string; module: string }[] = [];
  for (const [, expression = '', specifier = ''] of routerSource.matchAll(/page\(\s*([^,]+?),\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    const path = pathOf(expression.trim());
    if (path && path !== '*') routes.push({ path, module: resolve(dirname(routerFile), specifier) });
  }
  return routes;
}

type Chunk = { fileName: string; imports: string[]; facadeModuleId: string | null; isEntry: boolean };

/** Each route's page chunk and every chunk it imports statically, less what the entry's HTML already names. */
export function routePreloads(routes: { path: string; module: string }[], chunks: Chunk[], base = '/'): RoutePreload[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    start.forEach(visit);
    return seen;
  };
  const named = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');
  return routes.flatMap(({ path, module }) => {
    const page = chunks.find((chunk) => chunk.facadeModuleId && withoutExtension(chunk.facadeModuleId) === module);
    if (!page) return [];
    const files = [...closure([page.fileName])].filter((file) => !named.has(file)).map((file) => `${base}${file}`);
    return [{ path, files }];
  });
}

/** The Vite plugin: writes route-preloads.json beside index.html. */
export function routePreloadsPlugin(routerFile: string): Plugin {
  return {
    name: 'tradeshub-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [{ fileName: output.fileName, imports: output.imports, facadeModuleId: output.facadeModuleId, isEntry: output.isEntry }] : [],
      );
      const preloads = routePreloads(routeModules(readFileSync(routerFile, 'utf8'), routerFile), chunks);
      if (!preloads.some((route) => route.path === '/business/view/:id')) this.error('route-preloads: no chunk found for /business/view/:id; has router.tsx changed its form?');
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
