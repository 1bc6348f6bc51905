/**
 * The storefront's size and speed benchmark (`npm run bench -w @telehealth/web`): a production build served as in
 * production, by the real API (built api/dist, on a throw-away embedded PostgreSQL, STOREFRONT_DIR: per-tenant HTML,
 * compressed immutable assets), then for the
 * lead-qualify page and a question page:
 *  - the JavaScript the page loads (each script as built, gzip-compressed), against a 150 KB target;
 *  - proof that none of those scripts holds admin or React Flow code (from their source maps);
 *  - Lighthouse (mobile, Debian's Chromium) performance and accessibility scores, against 90 and 95.
 * It prints the figures and whether each target holds; it fails only when the pages cannot be measured.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(webDir, '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TOKEN = 'bench-shared-token';
const HOST = 'fungaid.localhost';
const JS_TARGET_KB = 150;
const TARGETS = { performance: 90, accessibility: 95 };
/** Code that must never reach a patient's browser. */
const FORBIDDEN_SOURCES = [/admin-builder\//, /@xyflow\//, /reactflow/];

/** A TCP port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to its end; rejects with its output when it fails. */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** Starts a long-running server and waits until `url` answers. */
async function startServer(name, command, args, options, url) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited early:\n${output}`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${url} within 180 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Stops a server started by startServer (its whole process group) and waits for it. */
async function stopServer(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
}

/** The scripts a page loads in Chromium, each gzip-compressed as built, and the sources they were built from. */
async function measureScripts(browser, url, cookies, buildDir) {
  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const landed = new URL(page.url()).pathname;
  await context.close();

  let gzipBytes = 0;
  const forbidden = [];
  const sizes = [];
  for (const path of scripts) {
    const file = join(buildDir, path);
    if (!existsSync(file)) continue;
    const size = gzipSync(await readFile(file)).length;
    gzipBytes += size;
    sizes.push({ path, kb: size / 1024 });
    if (existsSync(`${file}.map`)) {
      const { sources = [] } = JSON.parse(await readFile(`${file}.map`, 'utf8'));
      for (const source of sources) {
        if (FORBIDDEN_SOURCES.some((pattern) => pattern.test(source))) forbidden.push(`${path}: ${source}`);
      }
    }
  }
  return { landed, scripts: scripts.size, gzipKb: gzipBytes / 1024, forbidden, sizes };
}

/** Lighthouse's mobile performance and accessibility scores (0–100) of a page. */
async function lighthouseScores(url, cookieHeader) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: cookieHeader ? { Cookie: cookieHeader } : undefined,
      logLevel: 'error',
    });
    const { categories, audits } = result.lhr;
    const metric = (id) => audits[id]?.displayValue ?? '?';
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      metrics:
        `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
        `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, ` +
        `SI ${metric('speed-index')}`,
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const [apiPort, pgPort] = await Promise.all([freePort(), freePort()]);
  // The API serves the storefront on its own port, as `npm start` runs it.
  const webPort = apiPort;
  const pgDataDir = await mkdtemp(join(tmpdir(), 'telehealth-web-bench-pg-'));
  const buildDir = await mkdtemp(join(tmpdir(), 'telehealth-web-bench-build-'));
  let api;
  let browser;
  try {
    console.log('Building the API and the storefront...');
    await run('npx', ['tsc', '-b', 'api'], { cwd: repoRoot });
    const webEnv = {
      ...process.env,
      WEB_PORT: String(webPort),
      API_PORT: String(apiPort),
      WEB_BUILD_DIR: buildDir,
    };
    await run('npx', ['vite', 'build'], { cwd: webDir, env: webEnv });

    api = await startServer(
      'API',
      process.execPath,
      ['api/dist/main.js'],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(apiPort),
          PG_PORT: String(pgPort),
          PG_DATA_DIR: pgDataDir,
          API_SHARED_TOKEN: TOKEN,
          DEFAULT_TENANT_ID: '6',
          STOREFRONT_DIR: buildDir,
          LOG_LEVEL: 'error',
          JOBS_ENABLED: 'false',
        },
      },
      `http://127.0.0.1:${apiPort}/api/health`,
    );

    // A question page needs an intake: create one through the API, as lead-intro does.
    const created = `${Date.now()}-${randomBytes(5).toString('hex')}`;
    const response = await fetch(`http://127.0.0.1:${apiPort}/api/order/create`, {
      method: 'POST',
      headers: { Token: TOKEN, Tenant: '6', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        created,
        advData: { params: {}, cookies: {}, user_agent: 'bench', ip_address: '127.0.0.1', version: 'v2' },
      }),
    });
    if (response.status !== 201) throw new Error(`order create answered ${response.status}`);
    const { state } = await response.json();
    const firstQuestion = state.replace(/^q/, '');

    const base = `http://${HOST}:${webPort}`;
    const pages = [
      { name: 'lead-qualify', path: '/start/lead-qualify', cookies: [] },
      {
        name: `question ${firstQuestion}`,
        path: `/question/${firstQuestion}`,
        cookies: [{ name: 'created', value: created, domain: HOST, path: '/' }],
      },
    ];

    browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
    const rows = [];
    for (const page of pages) {
      const url = `${base}${page.path}`;
      const scripts = await measureScripts(browser, url, page.cookies, buildDir);
      const cookieHeader = page.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const scores = await lighthouseScores(url, cookieHeader);
      rows.push({ ...page, ...scripts, ...scores });
    }

    console.log(`\nStorefront benchmark (tenant 6, ${HOST}; production build, Lighthouse mobile)\n`);
    const header = ['page', 'landed on', 'scripts', 'JS gzip KB', 'performance', 'accessibility'];
    const table = rows.map((r) => [
      r.name,
      r.landed,
      String(r.scripts),
      r.gzipKb.toFixed(1),
      String(r.performance),
      String(r.accessibility),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
    const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
    console.log(line(header));
    console.log(line(widths.map((w) => '-'.repeat(w))));
    for (const row of table) console.log(line(row));

    console.log(
      `\nTargets: JS ≤ ${JS_TARGET_KB} KB gzip, no admin or React Flow code, ` +
        `performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}`,
    );
    for (const r of rows) {
      const verdict = (ok) => (ok ? 'holds' : 'MISSES');
      console.log(
        `${r.name}: JS ${verdict(r.gzipKb <= JS_TARGET_KB)}, admin-free ${verdict(r.forbidden.length === 0)}, ` +
          `performance ${verdict(r.performance >= TARGETS.performance)}, ` +
          `accessibility ${verdict(r.accessibility >= TARGETS.accessibility)}`,
      );
      for (const source of r.forbidden) console.log(`  forbidden source in a patient script: ${source}`);
      console.log(`  Lighthouse metrics: ${r.metrics}`);
      const largest = r.sizes.sort((a, b) => b.kb - a.kb).slice(0, 6);
      console.log(
        `  largest scripts: ${largest.map((s) => `${s.path.replace('/assets/', '')} ${s.kb.toFixed(1)}`).join(', ')}`,
      );
    }
  } finally {
    await browser?.close();
    await stopServer(api);
    await rm(pgDataDir, { recursive: true, force: true });
    await rm(buildDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
