import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from './support/operator';

/**
 * End-to-end tests in Debian's Chromium against the built server (npm run build) on a fresh in-memory database
 * with the demo catalogue. Each test creates its own user. Screenshots land in e2e/.artifacts/.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      // Journeys with a phone of their own for the partner (and a second customer) run once, in the desktop project.
      // The console's admins flow runs once too, at 1280 px.
      testIgnore: [
        '**/operations.spec.ts',
        '**/slots.spec.ts',
        '**/notifications.spec.ts',
        '**/admins.spec.ts',
        '**/refunds.spec.ts',
        // A payout batch takes every partner owed: two runs at once would pay each other's partner.
        '**/earnings.spec.ts',
      ],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'pglite://memory',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Many tests from one address: the limits themselves are proven by the server tests.
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1,::1,::ffff:127.0.0.1',
      // Every visit booked here is days ahead: the visit-timing rules are proven by the server tests.
      VISIT_TIMING: 'off',
      // Uploaded photos of a run go to a scratch folder, not the repository's data/.
      UPLOADS_DIR: path.join(os.tmpdir(), `khidma-e2e-uploads-${port}`),
      PRIVATE_UPLOADS_DIR: path.join(os.tmpdir(), `khidma-e2e-private-uploads-${port}`),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
