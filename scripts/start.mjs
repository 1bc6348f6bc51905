#!/usr/bin/env node
// `npm start`: the product as it is deployed. Builds the API (and the libraries it runs on) and, when its build is
// missing or older than its sources, the storefront's production build (web/dist); starts a local mail catcher
// (maildev: SMTP on MAIL_SMTP_PORT, its web UI and REST API on MAIL_UI_PORT) unless SMTP_HOST names a mail server,
// then the API — on an embedded PostgreSQL unless DATABASE_URL is set, migrated and seeded, sending its emails to the
// catcher — which serves the storefront on the same port (STOREFRONT_DIR), and prints each tenant's URL, the API
// docs and the mail UI. Logs are warnings and errors only (LOG_LEVEL=info shows a line per request).
// `npm run dev` (`--dev`): the API beside Vite's dev server (WEB_PORT, hot reload) instead of the production build.
// `npm run start:api` (`--api-only`) starts the API (and the catcher) alone. Ctrl-C stops everything, PostgreSQL
// included. With NODE_ENV=production it builds nothing and starts no mail catcher: it runs the release that
// `npm run build` made (api/dist, web/dist), which needs production dependencies only (`npm ci --omit=dev`).
// A port already taken (another `npm start`?) stops it before anything starts.
import './supported-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiOnly = process.argv.includes('--api-only');
const production = process.env.NODE_ENV === 'production';
const dev = process.argv.includes('--dev');
const apiPort = Number(process.env.PORT ?? 3000);
const webPort = Number(process.env.WEB_PORT ?? 5173);
/** Where the storefront is opened: the API's own port in production, Vite's with --dev. */
const storefrontPort = dev ? webPort : apiPort;
const webDist = join(root, 'web', 'dist');
const env = {
  ...process.env,
  PORT: String(apiPort),
  WEB_PORT: String(webPort),
  API_PORT: String(apiPort),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
if (!dev && !apiOnly) env.STOREFRONT_DIR ??= webDist;
// One token and one default tenant for the API and the dev server's storefront (a production build is told both by
// the page the API renders).
if (dev) {
  env.VITE_API_TOKEN ??= env.API_SHARED_TOKEN ?? 'dev-shared-token';
  env.VITE_DEFAULT_TENANT_ID ??= env.DEFAULT_TENANT_ID ?? '6';
}

// The mail catcher, unless emails go to a mail server of your own (SMTP_HOST) or are only recorded (sandbox).
const mailSmtpPort = Number(process.env.MAIL_SMTP_PORT ?? 1025);
const mailUiPort = Number(process.env.MAIL_UI_PORT ?? 1080);
const catchMail =
  !production && !process.env.SMTP_HOST && (process.env.EMAIL_PROVIDER ?? 'smtp').toLowerCase() === 'smtp';
if (catchMail) {
  Object.assign(env, { EMAIL_PROVIDER: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailSmtpPort) });
}
// Emails sent without a request (a clinician's decision) link to the local storefront.
if (!apiOnly && !production) env.STOREFRONT_DEV_PORT ??= String(storefrontPort);

/** Children still running, by name. */
const children = new Map();
let stopping = false;

function log(message) {
  console.log(`[start] ${message}`);
}

function startChild(name, command, args, options) {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      log(`${name} exited (${signal ?? code}); stopping the rest.`);
      void stop(typeof code === 'number' && code !== 0 ? code : 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

/** Asks every child to stop, the API last so PostgreSQL shuts down cleanly; forces after a grace period. */
async function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  if (children.size === 0) process.exit(exitCode);
  for (const [name, child] of children) {
    if (name !== 'api') child.kill('SIGTERM');
  }
  const api = children.get('api');
  if (api) api.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(exitCode || 1);
  }, 20_000).unref();
}

// Ctrl-C reaches the children too (same process group); they shut down on their own and we wait for them.
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function waitForUrl(name, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!children.has(name)) return false;
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function waitForHealth(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!children.has('api')) return false;
    try {
      const response = await fetch(`http://127.0.0.1:${apiPort}/api/health`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** The newest modification time of the files under `path` (node_modules and build output left out). */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/** Whether web/dist is missing or older than anything it is built from. */
function storefrontBuildIsStale() {
  const built = join(webDist, 'index.html');
  if (!existsSync(built)) return true;
  const sources = [
    'web/src',
    'web/index.html',
    'web/vite.config.ts',
    'web/package.json',
    'admin-builder/src',
    'engine/src',
    'schemas/src',
    'package-lock.json',
  ];
  return Math.max(...sources.map((source) => newestChange(join(root, source)))) > statSync(built).mtimeMs;
}

/** Whether `port` is free on `host` (the way the server will listen on it). */
function portIsFree(port, host) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

// Ports this start listens on, each checked before anything is built or started: a second `npm start` says the
// port is taken instead of taking the first one's answers for its own.
const ports = [[apiPort, process.env.HOST ?? '127.0.0.1', 'PORT', 'the API']];
if (catchMail) {
  ports.push([mailSmtpPort, '127.0.0.1', 'MAIL_SMTP_PORT', 'the mail catcher (SMTP)']);
  ports.push([mailUiPort, '127.0.0.1', 'MAIL_UI_PORT', "the mail catcher's web UI"]);
}
if (dev) ports.push([webPort, '127.0.0.1', 'WEB_PORT', "Vite's dev server"]);
for (const [port, host, variable, what] of ports) {
  if (port !== 0 && !(await portIsFree(port, host))) {
    log(
      `port ${port} (${variable}, for ${what}) is already in use on ${host}: is another \`npm start\` running? ` +
        `Stop it, or set ${variable} to a free port. Nothing was started.`,
    );
    process.exit(1);
  }
}

if (production) {
  // A release runs what `npm run build` made; a production box has no compiler (npm ci --omit=dev).
  const missing = [
    ['api/dist/main.js', 'the API'],
    ['flows/dist/index.js', 'the catalog'],
    ...(env.STOREFRONT_DIR === webDist ? [['web/dist/index.html', 'the storefront']] : []),
  ].filter(([file]) => !existsSync(join(root, file)));
  if (missing.length > 0) {
    log(
      `NODE_ENV=production runs the release build, and it is missing: ${missing.map(([file, what]) => `${file} (${what})`).join(', ')}. ` +
        'Run `npm run build` first (with the development dependencies), then start.',
    );
    process.exit(1);
  }
} else {
  log('building the API and the libraries it uses...');
  const build = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-b', 'api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    log('the build failed; nothing was started.');
    process.exit(build.status ?? 1);
  }
}
if (!production && env.STOREFRONT_DIR === webDist && storefrontBuildIsStale()) {
  log('building the storefront (web/dist is missing or older than its sources)...');
  const webBuild = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
    {
      cwd: join(root, 'web'),
      env: { ...env, WEB_BUILD_DIR: webDist },
      encoding: 'utf8',
    },
  );
  if (webBuild.status !== 0) {
    // Vite's report (and its warnings) is shown only when the build fails.
    process.stderr.write(`${webBuild.stdout ?? ''}${webBuild.stderr ?? ''}`);
    log('the storefront build failed; nothing was started.');
    process.exit(webBuild.status ?? 1);
  }
}

const mailUi = `http://127.0.0.1:${mailUiPort}`;
if (catchMail) {
  startChild('mail', process.execPath, [
    join(root, 'node_modules', 'maildev', 'bin', 'maildev'),
    '--ip',
    '127.0.0.1',
    '--smtp',
    String(mailSmtpPort),
    '--web',
    String(mailUiPort),
    '--silent',
  ]);
  if (!(await waitForUrl('mail', `${mailUi}/email`, 30_000))) {
    log(`the mail catcher did not start on ports ${mailSmtpPort} (SMTP) and ${mailUiPort} (web).`);
    await stop(1);
  }
}

if (!stopping) startChild('api', process.execPath, ['api/dist/main.js']);
if (!(await waitForHealth(180_000))) {
  if (!stopping) {
    log(`the API did not become healthy on port ${apiPort}.`);
    await stop(1);
  }
} else {
  const { loadCatalog } = await import(pathToFileURL(join(root, 'flows', 'dist', 'index.js')).href);
  const tenants = loadCatalog().tenants.map(({ tenant }) => tenant);
  log(`API ready: http://127.0.0.1:${apiPort}/api (health: /api/health)`);
  log(`API docs: http://127.0.0.1:${apiPort}/api/docs`);
  if (catchMail) log(`emails: ${mailUi} (every email the API sends; REST API: ${mailUi}/email)`);
  else
    log(
      `emails: EMAIL_PROVIDER=${env.EMAIL_PROVIDER ?? 'sandbox'}${env.SMTP_HOST ? ` via ${env.SMTP_HOST}` : ''}`,
    );
  if (apiOnly) {
    for (const tenant of tenants)
      log(
        `  tenant ${tenant.id} ${tenant.brandConfig.configurations.brandName}: header Tenant: ${tenant.id}`,
      );
  } else {
    if (dev) {
      startChild('web', process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js')], {
        cwd: join(root, 'web'),
      });
    }
    log(
      `storefront (${dev ? "Vite's dev server" : 'production build, served by the API'}), one URL per tenant:`,
    );
    for (const tenant of tenants) {
      log(
        `  tenant ${tenant.id} ${tenant.brandConfig.configurations.brandName}: http://${tenant.hosts.local}:${storefrontPort}`,
      );
    }
    log(
      `  http://localhost:${storefrontPort} serves the default tenant (DEFAULT_TENANT_ID, ${env.DEFAULT_TENANT_ID ?? 6})`,
    );
  }
  log('Ctrl-C stops everything.');
}
