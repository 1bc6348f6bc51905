import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';

import {
  Global,
  Inject,
  Module,
  RequestMethod,
  type DynamicModule,
  type LoggerService,
  type MiddlewareConsumer,
  type NestModule,
} from '@nestjs/common';
import type { DestinationStream, Level, Logger as PinoLogger } from 'pino';
import { pinoHttp, type HttpLogger, type Options } from 'pino-http';

/** The options of the application's one pino logger: pino-http's options and where its lines go. */
export interface LoggingParams {
  options: Options;
  /** Standard output when left out. */
  destination?: DestinationStream;
}

/** The logger of the request being handled (its `reqId` bound), for every line written while it runs. */
const requestLogger = new AsyncLocalStorage<PinoLogger>();

/**
 * The process's one pino-http instance and with it its one pino logger: built by the first app of the process,
 * whose logging settings then stay for every later app of the process (tests build many apps in one process).
 */
let httpLogger: HttpLogger | undefined;

export function processHttpLogger(params: LoggingParams): HttpLogger {
  httpLogger ??= params.destination ? pinoHttp(params.options, params.destination) : pinoHttp(params.options);
  return httpLogger;
}

/**
 * Nest's LoggerService over pino: a line written while a request runs goes through that request's logger (so it
 * carries `reqId`), any other through the root logger. Nest's last string argument is the context (`context` on
 * the line); an Error becomes `err`; Nest's exception handlers' `(message, stack)` is read as one error.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly http: HttpLogger) {}

  private get logger(): PinoLogger {
    return requestLogger.getStore() ?? this.http.logger;
  }

  verbose(message: unknown, ...optionalParams: unknown[]): void {
    this.write('trace', message, optionalParams);
  }
  debug(message: unknown, ...optionalParams: unknown[]): void {
    this.write('debug', message, optionalParams);
  }
  log(message: unknown, ...optionalParams: unknown[]): void {
    this.write('info', message, optionalParams);
  }
  warn(message: unknown, ...optionalParams: unknown[]): void {
    this.write('warn', message, optionalParams);
  }
  error(message: unknown, ...optionalParams: unknown[]): void {
    this.write('error', message, optionalParams);
  }
  fatal(message: unknown, ...optionalParams: unknown[]): void {
    this.write('fatal', message, optionalParams);
  }

  private write(level: Level, message: unknown, optionalParams: unknown[]): void {
    const fields: Record<string, unknown> = {};
    let params = optionalParams;
    if (params.length > 0) {
      fields['context'] = params.at(-1);
      params = params.slice(0, -1);
    }
    const logger = this.logger;
    if (message instanceof Error) {
      logger[level]({ ...fields, err: message }, ...(params as []));
    } else if (typeof message === 'object' && message !== null) {
      logger[level]({ ...fields, ...message }, ...(params as []));
    } else if (
      level === 'error' &&
      typeof message === 'string' &&
      params.length === 1 &&
      typeof params[0] === 'string' &&
      /\n\s*at /.test(params[0])
    ) {
      const err = new Error(message);
      err.stack = params[0];
      logger[level]({ ...fields, err });
    } else {
      logger[level](fields, String(message), ...(params as []));
    }
  }
}

const LOGGING_PARAMS = Symbol('LOGGING_PARAMS');

/**
 * pino-http on every `/api` request (a line when it finishes), and the request's logger kept for every line
 * written while it runs (AsyncLocalStorage).
 */
@Global()
@Module({})
export class RequestLoggingModule implements NestModule {
  static forRoot(params: LoggingParams): DynamicModule {
    return { module: RequestLoggingModule, providers: [{ provide: LOGGING_PARAMS, useValue: params }] };
  }

  constructor(@Inject(LOGGING_PARAMS) private readonly params: LoggingParams) {}

  configure(consumer: MiddlewareConsumer): void {
    const http = processHttpLogger(this.params);
    consumer
      .apply((request: IncomingMessage, response: ServerResponse, next: () => void) => {
        http(request, response);
        // pino-http keeps a `log` that is already on the request; the one it made for this request is the last.
        requestLogger.run(request.allLogs.at(-1) ?? request.log, next);
      })
      // `{/*splat}` (no leading slash) matches the global prefix itself too: `/api{/*splat}`.
      .forRoutes({ path: '{/*splat}', method: RequestMethod.ALL });
  }
}
