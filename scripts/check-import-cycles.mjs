// Finds import cycles between our own source files, type-only imports included (lint's
// import-x/no-cycle skips those, and a type cycle still ties modules together). Dynamic
// import() is left out: loading a module lazily is how a load-time cycle is broken.
// Run by `npm run lint`; exits 1 and names each cycle it finds.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const sourceRoots = ['sdk/src', 'server/src', 'hub/src', 'widgets/src'].map((dir) => join(root, dir));

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === '__tests__' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
  });
}

/** A relative specifier to the file it names ('./a.js' -> './a.ts'), or null for packages. */
function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** The specifiers of a file's static `import ... from` and `export ... from` declarations. */
function staticSpecifiers(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements
    .filter((s) => (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier))
    .map((s) => s.moduleSpecifier.text);
}

const graph = new Map();
for (const file of sourceRoots.flatMap(sourceFiles)) {
  graph.set(file, staticSpecifiers(file).map((specifier) => resolveSpecifier(file, specifier)).filter(Boolean));
}

// Tarjan's strongly connected components: any component of two or more files is a cycle.
let index = 0;
const indices = new Map();
const lowlinks = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function connect(file) {
  indices.set(file, index);
  lowlinks.set(file, index);
  index++;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!graph.has(next)) continue;
    if (!indices.has(next)) {
      connect(next);
      lowlinks.set(file, Math.min(lowlinks.get(file), lowlinks.get(next)));
    } else if (onStack.has(next)) {
      lowlinks.set(file, Math.min(lowlinks.get(file), indices.get(next)));
    }
  }
  if (lowlinks.get(file) === indices.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component);
  }
}
for (const file of graph.keys()) if (!indices.has(file)) connect(file);

if (cycles.length > 0) {
  console.error(`Import cycles (type-only imports count too): ${cycles.length}`);
  for (const cycle of cycles) console.error(`  - ${cycle.map((f) => relative(root, f)).sort().join('\n    ')}`);
  process.exit(1);
}
console.log(`No import cycles among ${graph.size} source files (type-only imports included).`);
