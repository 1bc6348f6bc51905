import 'reflect-metadata';

import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { Logger, type LoggerService, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Catalog } from '@telehealth/flows';

import { AppModule } from './app.module.js';
import { answerFrameworkError } from './common/filters/all-exceptions.filter.js';
import { registerStorableInputCheck } from './common/hooks/storable-input.hook.js';
import { registerSecurityHeaders } from './common/utils/security-headers.util.js';
import type { AppConfig } from './config/app-config.js';
import { connectDatabase } from './database/database-connection.js';
import { setupOpenApi } from './openapi/openapi.setup.js';
import { SeedService } from './seed/seed.service.js';
import { multipartLimits } from './upload/utils/multipart.util.js';

export interface CreateAppOptions {
  /** Nest's logger setting; defaults to the config's log levels. */
  logger?: LoggerService | LogLevel[] | false;
  /** Seed from @telehealth/flows after migrations (default true). */
  seed?: boolean;
  /** The data to seed from; defaults to loadCatalog() of @telehealth/flows. */
  catalog?: Catalog;
}

/** Request bodies larger than this are refused with 413. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the API: connects to (or starts) PostgreSQL, applies migrations, seeds, and returns the initialised
 * application, not yet listening. Closing the application closes the database connection and stops an
 * embedded server.
 */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  const logger = options.logger ?? config.logLevels;
  Logger.overrideLogger(logger);
  const connection = await connectDatabase(config);
  let app: NestFastifyApplication | undefined;
  try {
    app = await NestFactory.create<NestFastifyApplication>(
      AppModule.forRoot(config, connection),
      new FastifyAdapter({
        bodyLimit: BODY_LIMIT_BYTES,
        trustProxy: config.trustProxy,
        frameworkErrors: answerFrameworkError,
      }),
      { logger, abortOnError: false },
    );
    app.setGlobalPrefix('api');
    // Security headers on every response, errors and the docs included.
    registerSecurityHeaders(app.getHttpAdapter().getInstance(), config.nodeEnv === 'production');
    // NUL characters and lone surrogates are refused before any route's guard or handler.
    registerStorableInputCheck(app.getHttpAdapter().getInstance());
    await app.register(fastifyStatic, { serve: false });
    // File uploads (POST /api/upload) stream through this parser, not the JSON body limit above.
    await app.register(fastifyMultipart, { limits: multipartLimits(config.upload.maxBytes) });
    // GET /api/docs (Swagger UI) and /api/docs/openapi.json; records the routes that init() registers.
    setupOpenApi(app);
    await app.init();
    if (options.seed ?? true) await app.get(SeedService).run(options.catalog);
    return app;
  } catch (error) {
    if (app) await app.close();
    else await connection.close();
    throw error;
  }
}
