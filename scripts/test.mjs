#!/usr/bin/env node
// `npm test`: every check of the workspace in one run — lint and formatting, generated types up to date, import
// cycles, typecheck (which also builds what the end-to-end tests start), unit and API integration tests on a real
// PostgreSQL, and end-to-end tests in Chromium. Every step runs even when an earlier one fails; the last line is
// `N passed, N failed` summed over every suite, and the exit code is non-zero on any failure.
import './supported-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ensurePromtool } from './promtool.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'test-results');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' };
const suites = [];
/** Failed tests by name, with the first line of their error, repeated under the summary (a CI log's tail). */
const failures = [];
const firstLine = (message) => (message ?? '').split('\n').find((line) => line.trim() !== '') ?? '';

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  if (result.error) console.error(result.error.message);
  return result.status === 0;
}

/** A check that either passes or fails as a whole (lint, typecheck...). */
function check(name, command, args) {
  const ok = run(command, args);
  suites.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Debian's Chromium drives the end-to-end tests; nothing downloads a browser of its own. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\nChromium is missing at ${CHROMIUM}. Install Debian's package as root: apt-get install -y chromium`,
    );
    return false;
  }
  console.log('\nInstalling Debian chromium for the end-to-end tests...');
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const installed =
    run('apt-get', ['update', '-qq'], { env: aptEnv }) &&
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env: aptEnv });
  return installed && existsSync(CHROMIUM);
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

// Static checks. Nx caches the project graph that the module-boundary lint rule reads.
run(bin('nx'), ['show', 'projects'], { stdio: 'ignore' });
check('lint', bin('eslint'), ['.', '--max-warnings=0']);
check('format', bin('prettier'), ['--check', '.', '--log-level=warn']);
check('generated types', 'node', ['schemas/scripts/generate-types.mjs', '--check']);
// File and folder import cycles of each package's src/: any cycle fails.
check('import cycles', 'node', ['scripts/check-cycles.mjs']);
check('typecheck and build', bin('tsc'), ['-b', 'tsconfig.json']);
for (const project of ['schemas', 'engine', 'flows', 'api', 'web', 'admin-builder']) {
  check(`typecheck ${project} tests`, bin('tsc'), ['-p', `${project}/tsconfig.spec.json`]);
}
check('typecheck engine benchmark', bin('tsc'), ['-b', 'engine/bench']);
check('typecheck api benchmark', bin('tsc'), ['-b', 'api/bench']);
check('typecheck admin-builder benchmark', bin('tsc'), ['-p', 'admin-builder/bench/tsconfig.json']);

// Unit tests and API integration tests (each API test file starts its own embedded PostgreSQL). The metrics test
// runs promtool (Debian's, the tool only: scripts/promtool.mjs); without it that test fails saying so.
const promtool = ensurePromtool(env);
if (promtool) env.PROMTOOL_PATH = promtool;
const vitestReport = join(resultsDir, 'vitest.json');
run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const vitest = readJson(vitestReport);
// A test file that fails to load has no failed test of its own; count it as one failure.
const brokenFiles = (vitest?.testResults ?? []).filter(
  (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
).length;
for (const file of vitest?.testResults ?? []) {
  const name = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
  const failed = file.assertionResults.filter((test) => test.status === 'failed');
  for (const test of failed)
    failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  if (file.status === 'failed' && failed.length === 0) failures.push(`${name}: ${firstLine(file.message)}`);
}
suites.push(
  vitest
    ? {
        name: 'unit and API tests',
        passed: vitest.numPassedTests,
        failed: vitest.numFailedTests + brokenFiles,
      }
    : { name: 'unit and API tests (no report)', passed: 0, failed: 1 },
);

// End-to-end tests in Chromium through the real pages, against the built API on a fresh database.
if (ensureChromium()) {
  // web/playwright.config.ts names the report after the web port when the run has ports of its own.
  const e2ePort = Number(process.env.E2E_WEB_PORT ?? 5174);
  const e2eReport = join(root, 'web', 'test-results', e2ePort === 5174 ? 'e2e.json' : `e2e-${e2ePort}.json`);
  rmSync(e2eReport, { force: true });
  run(bin('playwright'), ['test', '-c', 'web/playwright.config.ts']);
  const e2e = readJson(e2eReport);
  collectPlaywrightFailures(e2e?.suites ?? [], []);
  for (const error of e2e?.errors ?? []) failures.push(`e2e: ${firstLine(error.message)}`);
  suites.push(
    e2e
      ? {
          name: 'end-to-end tests',
          passed: e2e.stats.expected + e2e.stats.flaky,
          failed: e2e.stats.unexpected + (e2e.errors?.length ?? 0),
        }
      : { name: 'end-to-end tests (no report)', passed: 0, failed: 1 },
  );
} else {
  suites.push({ name: 'end-to-end tests (no Chromium)', passed: 0, failed: 1 });
}

/** Playwright's JSON report nests suites (files, describe blocks) around specs, each with its tests' results. */
function collectPlaywrightFailures(suiteList, titles) {
  for (const suite of suiteList) {
    const path = [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.find((result) => result.error)?.error;
        failures.push(`${[...path, spec.title].join(' › ')}: ${firstLine(error?.message)}`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}

if (failures.length > 0) {
  console.log('\nFailed');
  for (const failure of failures) console.log(`  ${failure.slice(0, 400)}`);
}
console.log('\nSummary');
for (const suite of suites) {
  console.log(
    `  ${suite.failed > 0 ? 'FAIL' : 'ok  '} ${suite.name}: ${suite.passed} passed, ${suite.failed} failed`,
  );
}
const passed = suites.reduce((sum, s) => sum + s.passed, 0);
const failed = suites.reduce((sum, s) => sum + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
