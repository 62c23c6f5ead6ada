// @vitest-environment node
// Reads the stylesheet from disk and makes its own windows, so it needs no DOM of its own.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Window } from 'happy-dom';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import { MOBILE_MAX_WIDTH_PX, WIDER_THAN_MOBILE } from '../breakpoints';

const require = createRequire(import.meta.url);

/** The CSS the hub's stylesheet makes for these class names, as the build would. */
async function cssFor(classNames: string[]): Promise<string> {
  const styles = await readFile(new URL('../../styles.css', import.meta.url), 'utf8');
  const compiler = await compile(styles, {
    loadStylesheet: async (id: string, base: string) => {
      const path = require.resolve(id === 'tailwindcss' ? 'tailwindcss/index.css' : id, { paths: [base] });
      return { path, base: dirname(path), content: await readFile(path, 'utf8') };
    },
  });
  return compiler.build(classNames);
}

function matchesAt(width: number, query: string): boolean {
  const window = new Window({ width, height: 800 });
  return window.matchMedia(query).matches;
}

describe('the mobile breakpoint (spec: mobile is at most 900px wide)', () => {
  it('gives Tailwind md: the query the scripts use', async () => {
    const css = await cssFor(['md:hidden']);
    const media = /@media ([^{]+)\{\s*\.md\\:hidden/.exec(css)?.[1]?.trim();
    expect(media).toBe(WIDER_THAN_MOBILE);
  });

  it.each([
    [360, false],
    [MOBILE_MAX_WIDTH_PX - 1, false],
    [MOBILE_MAX_WIDTH_PX, false],
    [MOBILE_MAX_WIDTH_PX + 1, true],
    [1280, true],
  ])('a %ipx wide window is wider than mobile: %s', (width, wider) => {
    expect(matchesAt(width, WIDER_THAN_MOBILE)).toBe(wider);
  });
});
