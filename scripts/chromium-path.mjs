// Which Chromium the browser tests, the prerender and the bench drive. Never a download:
// CHROMIUM_PATH when set, else Debian's /usr/bin/chromium (what .ci/run installs, and the
// fastest to start), else the Chromium the @sparticuz/chromium dev dependency ships inside
// its npm package, unpacked on first use, so `npm ci && npm test` needs nothing but Node.
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The path of a Chromium to launch, and where it came from. */
export async function chromiumExecutable(env = process.env) {
  if (env.CHROMIUM_PATH) return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  if (existsSync(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: 'debian' };
  const { default: packaged } = await import('@sparticuz/chromium');
  return { path: await packaged.executablePath(), source: '@sparticuz/chromium' };
}
