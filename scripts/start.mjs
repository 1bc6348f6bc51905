#!/usr/bin/env node
// `npm start`: builds the API (and the libraries it runs on), starts a local mail catcher (maildev: SMTP on
// MAIL_SMTP_PORT, its web UI and REST API on MAIL_UI_PORT) unless SMTP_HOST names a mail server, then the API — on
// an embedded PostgreSQL unless DATABASE_URL is set, migrated and seeded, sending its emails to the catcher — then
// the web app's dev server, and prints each tenant's local URL and the mail UI's.
// `npm run start:api` (`--api-only`) starts the API (and the catcher) alone. Ctrl-C stops everything, PostgreSQL
// included.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiOnly = process.argv.includes('--api-only');
const apiPort = Number(process.env.PORT ?? 3000);
const webPort = Number(process.env.WEB_PORT ?? 5173);
const env = { ...process.env, PORT: String(apiPort), WEB_PORT: String(webPort), API_PORT: String(apiPort) };

// The mail catcher, unless emails go to a mail server of your own (SMTP_HOST) or are only recorded (sandbox).
const mailSmtpPort = Number(process.env.MAIL_SMTP_PORT ?? 1025);
const mailUiPort = Number(process.env.MAIL_UI_PORT ?? 1080);
const catchMail = !process.env.SMTP_HOST && (process.env.EMAIL_PROVIDER ?? 'smtp').toLowerCase() === 'smtp';
if (catchMail) {
  Object.assign(env, { EMAIL_PROVIDER: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailSmtpPort) });
}
// Emails sent without a request (a clinician's decision) link to the local storefront.
if (!apiOnly) env.STOREFRONT_DEV_PORT ??= String(webPort);

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

log('building the API and the libraries it uses...');
const build = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-b', 'api'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) {
  log('the build failed; nothing was started.');
  process.exit(build.status ?? 1);
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
    startChild('web', process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js')], {
      cwd: join(root, 'web'),
    });
    log('storefront, one URL per tenant:');
    for (const tenant of tenants) {
      log(
        `  tenant ${tenant.id} ${tenant.brandConfig.configurations.brandName}: http://${tenant.hosts.local}:${webPort}`,
      );
    }
    log(`  http://localhost:${webPort} serves the default tenant (VITE_DEFAULT_TENANT_ID, 6)`);
  }
  log('Ctrl-C stops everything.');
}
