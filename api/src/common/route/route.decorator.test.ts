import { RequestMethod, type CallHandler, type ExecutionContext } from '@nestjs/common';
import {
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
} from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import type { UpdateOrderRequest } from '@telehealth/schemas';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';

import { InvalidRequestException } from '../exceptions/request.exception.js';
import { openApiPath, routerPath } from './route-path.util.js';
import { Route, ROUTE_KEY, routeOf } from './route.decorator.js';
import { RouteValidationInterceptor } from './route-validation.interceptor.js';

const CREATED = 'a1b2c3d4e5f6g7h8i9j0k1l2-abcdefghij';

class Handlers {
  @Route('POST /api/order/update')
  update() {}
  @Route('GET /api/assets/{tenantId}/{path}')
  asset() {}
  @Route('DELETE /api/admin/flows/{key}/draft')
  discard() {}
  undeclared() {}
}

function contextOf(handler: keyof Handlers, request: Record<string, unknown> = {}): ExecutionContext {
  return {
    switchToHttp: () => ({ getRequest: () => request }),
    getHandler: () => Handlers.prototype[handler],
    getClass: () => Handlers,
  } as unknown as ExecutionContext;
}

/** Runs the interceptor of a route on a request: the request as the handler then sees it, or the error. */
function intercept(
  interceptor: RouteValidationInterceptor,
  request: Record<string, unknown>,
): { request: Record<string, unknown>; handled: boolean } {
  const next: CallHandler = { handle: vi.fn(() => of(undefined)) };
  interceptor.intercept(contextOf('update', request), next);
  return { request, handled: vi.mocked(next.handle).mock.calls.length === 1 };
}

function refusal(run: () => unknown): { status: number; body: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidRequestException)
      return { status: error.getStatus(), body: error.getResponse() };
    throw error;
  }
  throw new Error('not refused');
}

describe('@Route()', () => {
  it('maps the handler to the method, path and success status of its contract entry', () => {
    const update = Handlers.prototype.update;
    expect(Reflect.getMetadata(ROUTE_KEY, update)).toBe('POST /api/order/update');
    expect(Reflect.getMetadata(METHOD_METADATA, update)).toBe(RequestMethod.POST);
    // Under the global prefix `api`.
    expect(Reflect.getMetadata(PATH_METADATA, update)).toBe('order/update');
    expect(Reflect.getMetadata(HTTP_CODE_METADATA, update)).toBe(200);
    expect(Reflect.getMetadata(INTERCEPTORS_METADATA, update)).toEqual([
      expect.any(RouteValidationInterceptor),
    ]);
    expect(Reflect.getMetadata(PATH_METADATA, Handlers.prototype.asset)).toBe('assets/:tenantId/*');
    expect(Reflect.getMetadata(METHOD_METADATA, Handlers.prototype.discard)).toBe(RequestMethod.DELETE);
    expect(Reflect.getMetadata(HTTP_CODE_METADATA, Handlers.prototype.discard)).toBe(204);
  });

  it("gives the guards the route's access, and refuses a handler declared without it", () => {
    const reflector = new Reflector();
    expect(routeOf(reflector, contextOf('update')).access).toBe('optional-login');
    expect(routeOf(reflector, contextOf('discard')).access).toEqual({ roles: [0], currentAdmin: true });
    expect(() => routeOf(reflector, contextOf('undeclared'))).toThrow(
      'Handlers.undeclared is not declared with @Route()',
    );
  });

  it('turns path templates into router paths and back', () => {
    expect(routerPath('/api/admin/flows/{key}/versions/{version}')).toBe(
      '/api/admin/flows/:key/versions/:version',
    );
    expect(routerPath('/api/assets/{tenantId}/{path}')).toBe('/api/assets/:tenantId/*');
    expect(openApiPath('/api/assets/:tenantId/*')).toBe('/api/assets/{tenantId}/{path}');
    expect(openApiPath(routerPath('/api/chat/threads/{id}/messages'))).toBe(
      '/api/chat/threads/{id}/messages',
    );
  });
});

describe('RouteValidationInterceptor', () => {
  const update = new RouteValidationInterceptor('POST /api/order/update');

  it('hands the handler the validated body', () => {
    const body: UpdateOrderRequest = { created: CREATED, columns: { quizData: {} } };
    const { request, handled } = intercept(update, { body });
    expect(handled).toBe(true);
    expect(request.body).toEqual(body);
  });

  it('refuses a bad body with 400 VALIDATION_FAILED naming each field, before the handler', () => {
    const next: CallHandler = { handle: vi.fn(() => of(undefined)) };
    const bad = { body: { created: CREATED, columns: { agentId: 5 }, extra: 1 } };
    expect(refusal(() => update.intercept(contextOf('update', bad), next))).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(/^Invalid body: .*extra is not an allowed property/),
        errors: expect.arrayContaining([{ path: '/extra', message: 'is not an allowed property' }]),
      },
    });
    expect(next.handle).not.toHaveBeenCalled();
  });

  it('checks path parameters, then the query string, then the body; copies of the router objects', () => {
    const draft = new RouteValidationInterceptor('PUT /api/admin/flows/{key}/draft');
    const params = Object.assign(Object.create(null) as object, { key: 'nope' });
    expect(refusal(() => intercept(draft, { params, body: 'x' }))).toMatchObject({
      body: {
        message: 'Invalid path parameters: key must be one of "intake", "followup", "quiz", "cancellation"',
      },
    });
    const questions = new RouteValidationInterceptor('GET /api/questions');
    const query = Object.assign(Object.create(null) as object, { isFollowup: 'true' });
    const { request } = intercept(questions, { query });
    expect(request.query).toEqual({ isFollowup: 'true' });
    expect(Object.getPrototypeOf(request.query)).toBe(Object.prototype);
    expect(refusal(() => intercept(questions, { query: {} }))).toMatchObject({
      body: { message: 'Invalid query string: isFollowup is required' },
    });
  });

  it('takes a body that may be left out as {}, and leaves a multipart body to its handler', () => {
    const create = new RouteValidationInterceptor('POST /api/admin/flows/{key}/draft');
    expect(intercept(create, { params: { key: 'intake' }, body: undefined }).request.body).toEqual({});
    const upload = new RouteValidationInterceptor('POST /api/upload');
    const stream = { multipart: true };
    expect(intercept(upload, { query: { created: CREATED }, body: stream }).request.body).toBe(stream);
  });

  it('runs a normalizer on the part before its schema', () => {
    const login = new RouteValidationInterceptor('POST /api/auth/login', {
      body: (body) => ({ ...(body as object), email: 'pat@example.com' }),
    });
    expect(intercept(login, { body: { email: ' PAT ', password: 'x' } }).request.body).toEqual({
      email: 'pat@example.com',
      password: 'x',
    });
  });
});
