import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import type { FastifyInstance } from 'fastify';
import { Logger, type Params } from 'nestjs-pino';
import { stdTimeFunctions, type DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import pretty from 'pino-pretty';

import { pathOnly } from '../common/utils/path-only.util.js';
import type { AppConfig } from '../config/app-config.js';

/** A client's `X-Request-Id` is kept when it looks like an id: 1 to 128 letters, digits and `._:-`. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of a request: its `X-Request-Id` header when that is a sane id, else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** Fastify's `genReqId`: every request's `request.id` (which pino-http logs as `reqId`) is requestIdOf its header. */
export function genReqId(request: { headers: IncomingHttpHeaders }): string {
  return requestIdOf(request.headers['x-request-id']);
}

/** Answers every request's id in its `X-Request-Id` header, errors and 404s included (an `onRequest` hook). */
export function registerRequestIdHeader(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
}

/**
 * Keys whose values a log line never shows, wherever a log call passes them (top level or one object down):
 * credentials, and who a patient is. Request and response lines carry no headers, query strings or bodies at all
 * (see the serializers), so these only guard what code logs by hand.
 */
export const REDACTED_KEYS = [
  'authorization',
  'token',
  'cookie',
  'password',
  'headers',
  'body',
  'email',
  'firstName',
  'lastName',
  'phone',
  'dob',
  'address',
  'answers',
  'startData',
];

/**
 * The options of the application's one pino logger (nestjs-pino with pino-http): JSON lines at LOG_LEVEL; one line
 * per finished `/api` request (method, path, status, time) and every line written while a request runs carry its
 * `reqId` (Fastify's request id: see genReqId). In development on a terminal the lines are pretty-printed
 * instead. `destination` replaces standard output (tests).
 */
export function loggerParams(config: AppConfig, destination?: DestinationStream): Params {
  const options: Options = {
    level: config.logLevel,
    timestamp: stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]), censor: '[Redacted]' },
    // Lines written while a request runs get only its id; the line of the finished request gets what follows.
    quietReqLogger: true,
    serializers: {
      req: (request: { method?: string; url?: string }) => ({
        method: request.method,
        path: pathOnly(request.url),
      }),
      res: (response: { statusCode?: number }) => ({ statusCode: response.statusCode }),
    },
    customLogLevel: (_request, response, error) => requestLogLevel(response.statusCode, Boolean(error)),
    customSuccessMessage: (request, response, responseTime) =>
      `${request.method} ${pathOnly(request.url)} ${response.statusCode} ${responseTime} ms`,
    customErrorMessage: (request, response) =>
      `${request.method} ${pathOnly(request.url)} ${response.statusCode}`,
    // A 5xx line would carry pino-http's own "failed with status code" error and its stack; the exception filter
    // has already logged the real error on a line of the same request.
    customErrorObject: (_request, _response, _error, line: Record<string, unknown>) => ({
      ...line,
      err: undefined,
    }),
  };
  const stream = destination ?? (!config.isProduction && process.stdout.isTTY ? prettyStream() : undefined);
  return { pinoHttp: stream ? [options, stream] : options };
}

/** Refusals worth a look: a login or token refused, a forbidden route, a client over its rate limit. */
const WARNED_REFUSALS = new Set([401, 403, 429]);

/**
 * The level of a finished request's line. A 5xx (or a thrown error) is the server's failure: error. A 4xx is an
 * answer about the request, often a normal one ("no draft" is a 404, a stale revision a 409): info, except the
 * refusals ops watch for (401, 403, 429): warn.
 */
export function requestLogLevel(statusCode: number, failed: boolean): 'error' | 'warn' | 'info' {
  if (failed || statusCode >= 500) return 'error';
  return WARNED_REFUSALS.has(statusCode) ? 'warn' : 'info';
}

/** Human-readable lines for a developer's terminal: time, level, request id, context, message. */
function prettyStream(): DestinationStream {
  return pretty({
    sync: true,
    colorize: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,context,req,res,responseTime',
    messageFormat: (log, messageKey) => {
      const id = typeof log['reqId'] === 'string' ? `${log['reqId'].slice(0, 8)} ` : '';
      const context = typeof log['context'] === 'string' ? `[${log['context']}] ` : '';
      return `${id}${context}${String(log[messageKey])}`;
    },
  });
}

/** Nest's start-up lines: one per module, controller and route (a hundred and more), worth seeing only when debugging. */
const STARTUP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/** The application's logger: nestjs-pino's, with Nest's start-up lines at debug instead of info. */
export class AppLogger extends Logger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && STARTUP_CONTEXTS.has(context)) this.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}
