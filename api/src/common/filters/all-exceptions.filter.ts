import { STATUS_CODES } from 'node:http';

import {
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ErrorResponse, SchemaIssue } from '@telehealth/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';

import { ApiException } from '../exceptions/api.exception.js';
import { RateLimitedException } from '../exceptions/request.exception.js';
import { codeOfStatus } from '../exceptions/status.exception.js';
import { pathOnly } from '../utils/path-only.util.js';
import { databaseUnavailableCause } from './database-unavailable.js';

/** The body of every error response: ErrorResponse, with the fields of a richer body some routes answer. */
export type ErrorBody = ErrorResponse & Record<string, unknown>;

/**
 * PostgreSQL errors (SQLSTATE) that only a value sent by the client can cause: answered 400 rather than 500, as a
 * safety net behind the schemas and the storable-text check, and logged, since each one means a check is missing.
 */
const CLIENT_FAULT_SQLSTATES: Record<string, string> = {
  '22P02': 'A value of the request is not valid for its field',
  '22003': 'A number of the request is out of range',
  '22021': 'A text of the request contains a character that cannot be stored',
  '22P05': 'A text of the request contains a character that cannot be stored',
};

/** The `Retry-After` of every 503: an embedded PostgreSQL is back within seconds, a failover within tens. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable; try again shortly';

/**
 * Turns every error into the JSON error body: HttpExceptions keep their status and message, and an ApiException
 * (each module's exception) adds its code, its `errors` and the fields of its richer body; a 429 RateLimitedException
 * sets `Retry-After`. Errors Fastify
 * raises for a bad request (malformed JSON, wrong content type, body too large) keep their 4xx status; PostgreSQL
 * errors caused by a value the client sent (CLIENT_FAULT_SQLSTATES) are logged and answered 400; errors that mean
 * the database cannot be reached or cannot write (databaseUnavailableCause: an outage, a full disk) are logged and
 * answered 503 SERVICE_UNAVAILABLE; anything else is a 500 whose details are logged, never sent. Every 503 sets
 * `Retry-After`.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const { httpAdapter } = this.adapterHost;
    const context = host.switchToHttp();
    const body = this.toBody(exception);
    const sqlState = clientFaultSqlState(exception);
    const unavailable =
      body.statusCode === 503 && !(exception instanceof HttpException)
        ? databaseUnavailableCause(exception)
        : undefined;
    if (sqlState) {
      const request = context.getRequest<{ method?: string; url?: string }>();
      const query = exception instanceof QueryFailedError ? ` in ${oneLine(exception.query)}` : '';
      this.logger.warn(
        `${request.method ?? '?'} ${pathOnly(request.url)} answered 400: PostgreSQL refused a value of the request (SQLSTATE ${sqlState})${query}`,
      );
    } else if (unavailable) {
      // One line per request, no stack: an outage answers many requests at once.
      const request = context.getRequest<{ method?: string; url?: string }>();
      this.logger.warn(
        `${request.method ?? '?'} ${pathOnly(request.url)} answered 503: database unavailable: ${unavailable} (${describe(exception)})`,
      );
    } else if (body.statusCode >= 500) {
      const request = context.getRequest<{ method?: string; url?: string }>();
      // A deliberate 5xx (503 from the health check) needs no stack; an unexpected error does.
      const stack =
        exception instanceof Error && !(exception instanceof HttpException) ? exception.stack : undefined;
      this.logger.error(
        `${request.method ?? '?'} ${pathOnly(request.url)} failed: ${describe(exception)}`,
        stack,
      );
    }
    if (exception instanceof RateLimitedException) {
      httpAdapter.setHeader(context.getResponse(), 'Retry-After', String(exception.retryAfterSeconds));
    } else if (body.statusCode === 503) {
      httpAdapter.setHeader(context.getResponse(), 'Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    }
    httpAdapter.reply(context.getResponse(), body, body.statusCode);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof ApiException) {
      const statusCode = exception.getStatus();
      return {
        statusCode,
        error: errorName(statusCode),
        code: exception.code,
        message: exception.message,
        ...(exception.errors ? { errors: [...exception.errors] } : {}),
        ...exception.details,
      };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const body: ErrorBody = {
        statusCode,
        error: errorName(statusCode),
        code: codeOfStatus(statusCode),
        message: exception.message,
      };
      if (typeof response === 'string') body.message = response;
      else if (response && typeof response === 'object') {
        const { message, errors } = response as { message?: unknown; errors?: unknown };
        if (typeof message === 'string') body.message = message;
        else if (Array.isArray(message)) body.message = message.map(String).join('; ');
        if (Array.isArray(errors)) body.errors = errors.filter(isErrorDetail);
      }
      return body;
    }
    const sqlState = clientFaultSqlState(exception);
    if (sqlState) {
      const status = HttpStatus.BAD_REQUEST;
      return {
        statusCode: status,
        error: errorName(status),
        code: codeOfStatus(status),
        message: CLIENT_FAULT_SQLSTATES[sqlState]!,
      };
    }
    const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      const message = exception instanceof Error ? exception.message : errorName(statusCode);
      return { statusCode, error: errorName(statusCode), code: codeOfStatus(statusCode), message };
    }
    if (databaseUnavailableCause(exception)) {
      const status = HttpStatus.SERVICE_UNAVAILABLE;
      return {
        statusCode: status,
        error: errorName(status),
        code: codeOfStatus(status),
        message: UNAVAILABLE_MESSAGE,
      };
    }
    const status = HttpStatus.INTERNAL_SERVER_ERROR;
    return {
      statusCode: status,
      error: errorName(status),
      code: codeOfStatus(status),
      message: 'Internal server error',
    };
  }
}

/**
 * Fastify's `frameworkErrors`: the errors its router raises before any route runs (a malformed URL, a path
 * parameter beyond its length limit), answered with the same error body as every other error.
 */
export function answerFrameworkError(
  error: Error & { statusCode?: number },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const statusCode = error.statusCode ?? HttpStatus.BAD_REQUEST;
  const body: ErrorBody = {
    statusCode,
    error: errorName(statusCode),
    code: codeOfStatus(statusCode),
    message: error.message,
  };
  void reply.code(statusCode).send(body);
}

/** The status code AllExceptionsFilter answers an error with. */
export function responseStatusOf(exception: unknown): number {
  if (exception instanceof HttpException) return exception.getStatus();
  if (clientFaultSqlState(exception)) return HttpStatus.BAD_REQUEST;
  const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return statusCode;
  if (databaseUnavailableCause(exception)) return HttpStatus.SERVICE_UNAVAILABLE;
  return HttpStatus.INTERNAL_SERVER_ERROR;
}

/** The SQLSTATE of a PostgreSQL error that the client's input caused (from TypeORM or pg), else undefined. */
function clientFaultSqlState(exception: unknown): string | undefined {
  const error = exception instanceof QueryFailedError ? (exception.driverError as unknown) : exception;
  if (!(error instanceof Error) || !('severity' in error)) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && Object.hasOwn(CLIENT_FAULT_SQLSTATES, code) ? code : undefined;
}

function oneLine(sql: string): string {
  return sql.replace(/\s+/g, ' ').trim().slice(0, 500);
}

function errorName(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}

function isErrorDetail(value: unknown): value is SchemaIssue {
  const detail = value as Partial<SchemaIssue> | null;
  return typeof detail?.path === 'string' && typeof detail.message === 'string';
}

function describe(exception: unknown): string {
  return exception instanceof Error ? `${exception.name}: ${exception.message}` : String(exception);
}
