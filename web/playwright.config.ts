import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from '@playwright/test';

import {
  E2E_API_PORT,
  E2E_API_TOKEN,
  E2E_DEFAULT_TENANT_ID,
  E2E_MAIL_UI_PORT,
  E2E_PG_PORT,
  E2E_SMTP_PORT,
  E2E_WEB_PORT,
} from './e2e/e2e-env';

const webDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(webDir, '..');
const isCI = Boolean(process.env.CI);

/** The API's embedded PostgreSQL lives here for the run; the start command removes it first, so data is fresh. */
const pgDataDir = join(tmpdir(), `telehealth-e2e-postgres-${E2E_PG_PORT}`);
/** The web build of the run: its own folder when the ports differ, so runs with other ports can go on at once. */
const webBuildDir = E2E_WEB_PORT === 5174 ? 'dist' : `dist-e2e-${E2E_WEB_PORT}`;

/**
 * End-to-end tests: the built API (api/dist, from `npx tsc -b tsconfig.json`) on a fresh embedded PostgreSQL,
 * sending its emails over SMTP to a mail catcher the specs read (maildev, as `npm start` runs it), and the
 * production build of the web app behind `vite preview`, driven by Debian's Chromium. Nothing downloads a browser.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/artifacts-${E2E_WEB_PORT}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: isCI,
  retries: 0,
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile: join(
          webDir,
          'test-results',
          E2E_WEB_PORT === 5174 ? 'e2e.json' : `e2e-${E2E_WEB_PORT}.json`,
        ),
      },
    ],
  ],
  use: {
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      // A fresh catcher per run (outside CI a running one is reused, like the other servers), stopped with the run.
      name: 'mail',
      command: [
        'exec node node_modules/maildev/bin/maildev --silent --ip 127.0.0.1',
        `--smtp ${E2E_SMTP_PORT} --web ${E2E_MAIL_UI_PORT}`,
      ].join(' '),
      cwd: repoRoot,
      url: `http://127.0.0.1:${E2E_MAIL_UI_PORT}/healthz`,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      reuseExistingServer: !isCI,
    },
    {
      name: 'api',
      command: `rm -rf ${JSON.stringify(pgDataDir)} && exec node api/dist/main.js`,
      cwd: repoRoot,
      env: {
        PORT: String(E2E_API_PORT),
        HOST: '127.0.0.1',
        PG_PORT: String(E2E_PG_PORT),
        PG_DATA_DIR: pgDataDir,
        API_SHARED_TOKEN: E2E_API_TOKEN,
        EMAIL_PROVIDER: 'smtp',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(E2E_SMTP_PORT),
        // Emails queued without a request (the clinician's decision, subscription changes) link to this run's web.
        STOREFRONT_DEV_PORT: String(E2E_WEB_PORT),
        // Warnings and errors (4xx and 5xx answers included), not a line per request.
        LOG_LEVEL: 'warn',
      },
      url: `http://127.0.0.1:${E2E_API_PORT}/api/health`,
      // First start initialises PostgreSQL, migrates and seeds.
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      reuseExistingServer: !isCI,
      stdout: 'pipe',
    },
    {
      name: 'web',
      command: 'npx vite build && exec npx vite preview',
      cwd: webDir,
      env: {
        WEB_PORT: String(E2E_WEB_PORT),
        WEB_BUILD_DIR: webBuildDir,
        API_PORT: String(E2E_API_PORT),
        VITE_API_TOKEN: E2E_API_TOKEN,
        VITE_DEFAULT_TENANT_ID: String(E2E_DEFAULT_TENANT_ID),
      },
      url: `http://127.0.0.1:${E2E_WEB_PORT}`,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      reuseExistingServer: !isCI,
    },
  ],
});
