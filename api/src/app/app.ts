import 'reflect-metadata';

import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Catalog } from '@telehealth/flows';
import { PinoLogger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';

import { registerStorableInputCheck } from '../common/hooks/storable-input.hook.js';
import { registerConnectionClose } from '../common/shutdown/connection-close.hook.js';
import { ShutdownState } from '../common/shutdown/shutdown-state.js';
import { registerSecurityHeaders } from '../common/utils/security-headers.util.js';
import type { AppConfig } from '../config/app-config.js';
import { connectDatabase } from '../database/database-connection.js';
import { Metrics } from '../metrics/metrics.service.js';
import { registerRequestMetrics } from '../metrics/request-metrics.js';
import { setupOpenApi } from '../openapi/openapi.setup.js';
import { SeedService } from '../seed/seed.service.js';
import { registerStorefront } from '../storefront/storefront.routes.js';
import { TenantService } from '../tenant/tenant.service.js';
import { multipartLimits } from '../upload/utils/multipart.util.js';
import { AppModule } from './app.module.js';
import { answerFrameworkError } from '../common/filters/all-exceptions.filter.js';
import { AppLogger, genReqId, loggerParams, registerRequestIdHeader } from './logger.js';

export interface CreateAppOptions {
  /**
   * Where the log lines go instead of standard output (JSON lines; tests read them). nestjs-pino keeps one logger
   * per process: the first app's logging settings stay for every later app of the process.
   */
  logDestination?: DestinationStream;
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
  const logging = loggerParams(config, options.logDestination);
  // One pino logger for everything: Nest's Logger calls, before the app exists too (the embedded PostgreSQL).
  const logger = new AppLogger(new PinoLogger(logging), logging);
  NestLogger.overrideLogger(logger);
  const connection = await connectDatabase(config);
  let app: NestFastifyApplication | undefined;
  try {
    app = await NestFactory.create<NestFastifyApplication>(
      AppModule.forRoot(config, connection, logging),
      new FastifyAdapter({
        bodyLimit: BODY_LIMIT_BYTES,
        trustProxy: config.trustProxy,
        requestIdHeader: false,
        genReqId,
        frameworkErrors: answerFrameworkError,
      }),
      { logger, abortOnError: false },
    );
    app.setGlobalPrefix('api');
    // Security headers on every response, errors and the docs included.
    registerSecurityHeaders(app.getHttpAdapter().getInstance(), config.nodeEnv === 'production');
    // From SIGTERM on, every response closes its keep-alive connection (src/app/graceful-shutdown.ts).
    registerConnectionClose(app.getHttpAdapter().getInstance(), app.get(ShutdownState));
    // The request id of the log lines, in X-Request-Id on every response.
    registerRequestIdHeader(app.getHttpAdapter().getInstance());
    // Every answered request counted by route template, method and status (GET /api/metrics).
    registerRequestMetrics(app.getHttpAdapter().getInstance(), app.get(Metrics));
    // NUL characters and lone surrogates are refused before any route's guard or handler.
    registerStorableInputCheck(app.getHttpAdapter().getInstance());
    // FHIR clients send JSON as application/fhir+json (POST /api/admin/flows/{key}/fhir): the same JSON parser.
    const fastify = app.getHttpAdapter().getInstance();
    fastify.addContentTypeParser(
      'application/fhir+json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      fastify.getDefaultJsonParser('error', 'error'),
    );
    await app.register(fastifyStatic, { serve: false });
    // File uploads (POST /api/upload) stream through this parser, not the JSON body limit above.
    await app.register(fastifyMultipart, { limits: multipartLimits(config.upload.maxBytes) });
    // GET /api/docs (Swagger UI) and /api/docs/openapi.json; records the routes that init() registers.
    setupOpenApi(app);
    // The storefront's production build and its per-tenant HTML, on every non-/api path (STOREFRONT_DIR).
    if (config.storefront.dir)
      await registerStorefront(app.getHttpAdapter().getInstance(), {
        dir: config.storefront.dir,
        defaultTenantId: config.storefront.defaultTenantId,
        apiToken: config.apiSharedToken,
        tenants: app.get(TenantService),
        rendersPerSecond: config.storefront.rendersPerSecond,
        metrics: app.get(Metrics),
      });
    await app.init();
    if (options.seed ?? true) await app.get(SeedService).run(options.catalog);
    return app;
  } catch (error) {
    if (app) await app.close();
    else await connection.close();
    throw error;
  }
}
