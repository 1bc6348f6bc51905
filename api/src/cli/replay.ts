/**
 * `npm run replay -- --created <value> [--tenant <id>] [--json]`: prints an order's intake replayed through its
 * pinned flow version (see replay-cli.ts and the README's "Replay from a terminal").
 */
import 'reflect-metadata';

import { Logger } from '@nestjs/common';

import { runReplayCli } from './replay-cli.js';

// Only problems reach the terminal (the embedded server's start and stop are announced by the command itself).
Logger.overrideLogger(['error', 'fatal']);

try {
  process.exitCode = await runReplayCli(process.argv.slice(2));
} catch (error) {
  process.stderr.write(
    `replay failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 2;
}
