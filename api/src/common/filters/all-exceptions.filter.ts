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

/** One problem with a request, for example a body field that fails its schema. */
export interface ErrorDetail {
  path: string;
  message: string;
}

/** The body of every error response. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** A stable machine-readable code (ORDER_REVISION_CONFLICT), when the thrower gave one. */
  code?: string;
  errors?: ErrorDetail[];
}

const CODE = /^[A-Z][A-Z0-9_]*$/;

/**
 * Turns every error into the JSON error body: HttpExceptions keep their status and message; errors Fastify
 * raises for a bad request (malformed JSON, wrong content type, body too large) keep their 4xx status; anything
 * else is a 500 whose details are logged, never sent.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const { httpAdapter } = this.adapterHost;
    const context = host.switchToHttp();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) {
      const request = context.getRequest<{ method?: string; url?: string }>();
      // A deliberate 5xx (503 from the health check) needs no stack; an unexpected error does.
      const stack =
        exception instanceof Error && !(exception instanceof HttpException) ? exception.stack : undefined;
      this.logger.error(
        `${request.method ?? '?'} ${request.url ?? '?'} failed: ${describe(exception)}`,
        stack,
      );
    }
    httpAdapter.reply(context.getResponse(), body, body.statusCode);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const body: ErrorBody = { statusCode, error: errorName(statusCode), message: exception.message };
      if (typeof response === 'string') body.message = response;
      else if (response && typeof response === 'object') {
        const { message, errors, code } = response as { message?: unknown; errors?: unknown; code?: unknown };
        if (typeof message === 'string') body.message = message;
        else if (Array.isArray(message)) body.message = message.map(String).join('; ');
        if (typeof code === 'string' && CODE.test(code)) body.code = code;
        if (Array.isArray(errors)) body.errors = errors.filter(isErrorDetail);
      }
      return body;
    }
    const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      const message = exception instanceof Error ? exception.message : errorName(statusCode);
      return { statusCode, error: errorName(statusCode), message };
    }
    const status = HttpStatus.INTERNAL_SERVER_ERROR;
    return { statusCode: status, error: errorName(status), message: 'Internal server error' };
  }
}

function errorName(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}

function isErrorDetail(value: unknown): value is ErrorDetail {
  const detail = value as Partial<ErrorDetail> | null;
  return typeof detail?.path === 'string' && typeof detail.message === 'string';
}

function describe(exception: unknown): string {
  return exception instanceof Error ? `${exception.name}: ${exception.message}` : String(exception);
}
