import 'reflect-metadata';

import { Logger } from '@nestjs/common';

import { createApp } from './app/app.js';
import { shutDownOnSignals } from './app/graceful-shutdown.js';
import { loadConfig } from './config/app-config.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  // On SIGTERM, Ctrl-C and hang-up: drains (SIGTERM), closes the listener, the job queue, the database; exits 0.
  shutDownOnSignals(app, config.shutdown);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  new Logger('Bootstrap').log(
    `API listening on http://${config.host}:${port}/api (NODE_ENV=${config.nodeEnv})`,
  );
}

bootstrap().catch((error: unknown) => {
  new Logger('Bootstrap').fatal(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
