import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable } from '../../scripts/chromium-path.mjs';

// End-to-end tests in Chromium (Debian's, else the one an npm dev dependency ships; see
// scripts/chromium-path.mjs) against the built hub served by the real server,
// with an in-memory database filled with the demo data, sending its mail to a local SMTP
// server (mail-setup.ts). Never downloads a browser.
const PORT = Number(process.env.E2E_PORT ?? 3939);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3940);
const baseURL = `http://127.0.0.1:${PORT}`;
const browser = await chromiumExecutable();
const chromium = { executablePath: browser.path, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 860 }, launchOptions: chromium } },
  ],
  outputDir: '../../test-results/e2e',
  globalSetup: './mail-setup.ts',
  webServer: {
    command: 'npx tsx server/src/server.ts',
    cwd: '../..',
    url: `${baseURL}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: baseURL,
      DATA_DIR: 'memory://',
      SEED_DEMO_DATA: 'true',
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    },
  },
});
