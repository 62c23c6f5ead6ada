import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailCatcher } from '../../server/test/mail-catcher';

// Global setup: a real SMTP server that the test server sends its mail to (SMTP_URL in
// playwright.config.ts), so tests read codes and links from the emails themselves, as a
// person would; the outbox shows them redacted. It runs in Playwright's main process and the
// tests in workers, so each email it accepts is written as a JSON file to E2E_MAIL_DIR,
// which the workers inherit (support.ts reads it).
export default async function startMailbox(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'tradeshub-e2e-mail-'));
  let received = 0;
  // Written aside and renamed, so a reader never sees half a file.
  const keep = async (name: string, contents: string) => {
    await writeFile(join(dir, `${name}.part`), contents);
    await rename(join(dir, `${name}.part`), join(dir, `${name}.json`));
  };
  const catcher = await startMailCatcher({
    port: Number(process.env.E2E_SMTP_PORT ?? 3940),
    onMail: (mail) => void keep(String(++received).padStart(6, '0'), JSON.stringify(mail)),
  });
  process.env.E2E_MAIL_DIR = dir;
  return async () => {
    await catcher.close();
    await rm(dir, { recursive: true, force: true });
  };
}
