import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

// The README's TypeScript is quoted from readme-examples/, which `tsc -b` typechecks with the
// tests. This holds the quotes to the files, so an example the sdk no longer compiles cannot
// live on in the README.

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const examplesDir = new URL('./readme-examples/', import.meta.url);
const exampleFiles = readdirSync(examplesDir).filter((name) => name.endsWith('.ts'));

/** Each ```ts block with the file its `<!-- example: name.ts -->` line names (null when none). */
const tsBlocks = [...readme.matchAll(/(?:<!-- example: (\S+) -->\n)?```ts\n([\s\S]*?)```/g)].map(([, file, code]) => ({
  file: file ?? null,
  code: code ?? '',
}));

describe('the sdk README', () => {
  test('names the example file of every TypeScript block', () => {
    expect(tsBlocks.filter((block) => block.file === null).map((block) => block.code.split('\n')[0])).toEqual([]);
    expect(tsBlocks.length).toBeGreaterThan(0);
  });

  test('quotes every example file once', () => {
    expect(tsBlocks.map((block) => block.file).sort()).toEqual([...exampleFiles].sort());
  });

  test.each(exampleFiles)('quotes %s as it is', (file) => {
    const quoted = tsBlocks.find((block) => block.file === file);
    expect(quoted?.code).toBe(readFileSync(new URL(file, examplesDir), 'utf8'));
  });
});
