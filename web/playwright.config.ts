import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from '@playwright/test';

import {
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
 * End-to-end tests: the product as `npm start` runs it. The built API (api/dist, from `npx tsc -b tsconfig.json`) on
 * a fresh embedded PostgreSQL serves the storefront's production build on the same port (STOREFRONT_DIR: per-tenant
 * HTML, compressed assets), sending its emails over SMTP to a mail catcher the specs read (maildev), driven by
 * Debian's Chromium. Nothing downloads a browser.
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
      // The storefront is built first (without the token: the API writes it into each page), then the API serves it.
      name: 'api and storefront',
      command: [
        `(cd web && npx vite build --logLevel warn)`,
        `rm -rf ${JSON.stringify(pgDataDir)}`,
        'exec node api/dist/main.js',
      ].join(' && '),
      cwd: repoRoot,
      env: {
        PORT: String(E2E_WEB_PORT),
        HOST: '127.0.0.1',
        PG_PORT: String(E2E_PG_PORT),
        PG_DATA_DIR: pgDataDir,
        API_SHARED_TOKEN: E2E_API_TOKEN,
        DEFAULT_TENANT_ID: String(E2E_DEFAULT_TENANT_ID),
        STOREFRONT_DIR: join(webDir, webBuildDir),
        WEB_BUILD_DIR: webBuildDir,
        EMAIL_PROVIDER: 'smtp',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(E2E_SMTP_PORT),
        // Emails queued without a request (the clinician's decision, subscription changes) link to this run's web.
        STOREFRONT_DEV_PORT: String(E2E_WEB_PORT),
        // Warnings and errors (4xx and 5xx answers included), not a line per request.
        LOG_LEVEL: 'warn',
        // No load balancer to drain: SIGTERM at the end of the run stops it at once.
        SHUTDOWN_DRAIN_SECONDS: '0',
      },
      url: `http://127.0.0.1:${E2E_WEB_PORT}/api/health`,
      // First start builds the storefront, initialises PostgreSQL, migrates and seeds.
      timeout: 240_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      reuseExistingServer: !isCI,
      stdout: 'pipe',
    },
  ],
});
