// `npm start` (scripts/start.mjs) refuses to start on a port that is taken, before it builds or starts anything,
// instead of reporting the process that holds the port as its own ready API.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs start.mjs with `env` added; answers its exit code and output. */
function start(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs'), '--api-only'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`start.mjs still ran after 20 s:\n${output}`));
    }, 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('npm start on a taken port', () => {
  // Another process answering health checks on the port, as a first `npm start` would.
  const other = createServer((_request, response) => response.end('{"status":"ok"}'));
  afterAll(() => new Promise((resolve) => other.close(resolve)));

  it('says the port is in use and starts nothing', async () => {
    await new Promise((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address();
    const { code, output } = await start({ PORT: String(port), EMAIL_PROVIDER: 'sandbox', NODE_ENV: '' });
    expect(code).toBe(1);
    expect(output).toContain(`port ${port} (PORT, for the API) is already in use on 127.0.0.1`);
    expect(output).toContain('Nothing was started.');
    expect(output).not.toContain('building');
    expect(output).not.toContain('API ready');
  });
});
