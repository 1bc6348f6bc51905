#!/usr/bin/env node
// promtool, Prometheus' own checker, which a test of GET /api/metrics runs (`promtool check metrics`). It comes
// from Debian's `prometheus` package: when it is missing, this downloads that package with apt-get and takes only
// its /usr/bin/promtool (to /usr/local/bin/promtool), so no Prometheus server is installed, set up or started.
// Needs root. `node scripts/promtool.mjs` installs it and prints its path; `npm test` does the same first.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where it is looked for: PROMTOOL_PATH, else Debian's own install, else where this script puts it. */
export const PROMTOOL_PLACES = ['/usr/bin/promtool', '/usr/local/bin/promtool'];
const TARGET = '/usr/local/bin/promtool';

export function findPromtool(env = process.env) {
  if (env.PROMTOOL_PATH) return existsSync(env.PROMTOOL_PATH) ? env.PROMTOOL_PATH : undefined;
  return PROMTOOL_PLACES.find((place) => existsSync(place));
}

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) console.error(result.error.message);
  return result.status === 0;
}

/** promtool's path, installed first when it is missing and this runs as root; undefined when it cannot be had. */
export function ensurePromtool(env = process.env) {
  const found = findPromtool(env);
  if (found) return found;
  if (env.PROMTOOL_PATH) {
    console.error(`\npromtool is missing at PROMTOOL_PATH=${env.PROMTOOL_PATH}.`);
    return undefined;
  }
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error('\npromtool is missing. Install it as root: node scripts/promtool.mjs');
    return undefined;
  }
  console.log("\nInstalling promtool from Debian's prometheus package (the tool only, no server)...");
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const dir = mkdtempSync(join(tmpdir(), 'promtool-'));
  try {
    const downloaded =
      run('apt-get', ['update', '-qq'], { env: aptEnv }) &&
      // As root into a private directory, which apt's own download user (_apt) may not write to.
      run('apt-get', ['download', '-qq', '-o', 'APT::Sandbox::User=root', 'prometheus'], {
        env: aptEnv,
        cwd: dir,
      });
    const deb = downloaded && readdirSync(dir).find((name) => name.endsWith('.deb'));
    if (!deb) return undefined;
    const partial = `${TARGET}.partial`;
    const extracted = run('sh', [
      '-c',
      'dpkg-deb --fsys-tarfile "$1" | tar -xO ./usr/bin/promtool > "$2"',
      'sh',
      join(dir, deb),
      partial,
    ]);
    if (!extracted) {
      rmSync(partial, { force: true });
      return undefined;
    }
    chmodSync(partial, 0o755);
    renameSync(partial, TARGET);
    return run(TARGET, ['--version'], { stdio: 'ignore' }) ? TARGET : undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = ensurePromtool();
  if (!path) process.exit(1);
  console.log(path);
}
