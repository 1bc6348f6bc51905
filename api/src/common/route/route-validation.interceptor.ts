import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { ROUTES, validate, type RouteContract, type RouteKey, type SchemaName } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';

import { InvalidRequestException, type RequestPart } from '../exceptions/request.exception.js';

/** Functions run on a part of the request before its schema checks it (see RouteOptions.normalize). */
export interface RouteNormalizers {
  params?: (params: Record<string, unknown>) => unknown;
  query?: (query: Record<string, unknown>) => unknown;
  body?: (body: unknown) => unknown;
}

/**
 * Checks the path parameters, query string and JSON body of a request against the schemas its route names in the
 * contract, in that order, before the handler runs: a mismatch is a 400 VALIDATION_FAILED naming every offending
 * field. The request then holds the validated values, which the handler reads with @Param(), @Query(), @Body().
 * A multipart body is read by its handler. Applied by @Route().
 */
export class RouteValidationInterceptor implements NestInterceptor {
  private readonly contract: RouteContract;

  constructor(
    key: RouteKey,
    private readonly normalize: RouteNormalizers = {},
  ) {
    this.contract = ROUTES[key];
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const { path, query, body, bodyOptional } = this.contract;
    // Fastify's params and query objects have a null prototype: validated as plain copies.
    if (path) {
      const params = { ...(request.params as object) };
      request.params = checked(path, this.normalize.params?.(params) ?? params, 'path parameters');
    }
    if (query) {
      const values = { ...(request.query as object) };
      request.query = checked(query, this.normalize.query?.(values) ?? values, 'query string');
    }
    if (body && body !== 'multipart-file') {
      // A body that may be left out means `{}`.
      const sent = bodyOptional && request.body == null ? {} : request.body;
      request.body = checked(body, this.normalize.body ? this.normalize.body(sent) : sent, 'body');
    }
    return next.handle();
  }
}

function checked(name: SchemaName, data: unknown, part: RequestPart): unknown {
  const result = validate(name, data);
  if (!result.ok) throw new InvalidRequestException(part, result.issues);
  return result.value;
}
