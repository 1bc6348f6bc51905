#!/usr/bin/env node
// `npm run replay -- --created <value> [--tenant <id>] [--json]`: an order's intake replayed from a terminal
// (api/src/cli/replay.ts). It finds the database as `npm start` does: DATABASE_URL, else the embedded cluster of
// PG_DATA_DIR (default .data/postgres) on PG_PORT. In development it builds the API first; with NODE_ENV=production
// it runs the release build as it is (`npm run build` made it; a production box has no compiler).
import './supported-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'api', 'dist', 'cli', 'replay.js');

if (process.env.NODE_ENV === 'production') {
  if (!existsSync(cli)) {
    console.error(`${cli} is missing: run \`npm run build\` first.`);
    process.exit(2);
  }
} else {
  const build = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-b', 'api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(2);
}
// The command reads its arguments from process.argv, as when it is run on its own.
await import(pathToFileURL(cli).href);
