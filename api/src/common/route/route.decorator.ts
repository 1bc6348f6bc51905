import {
  applyDecorators,
  HttpCode,
  RequestMapping,
  RequestMethod,
  SetMetadata,
  Sse,
  UseInterceptors,
  type ExecutionContext,
} from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { ROUTES, routeMethod, routePath, type RouteContract, type RouteKey } from '@telehealth/schemas';

import { routerPath } from './route-path.util.js';
import { RouteValidationInterceptor, type RouteNormalizers } from './route-validation.interceptor.js';

/** Metadata of @Route(): the handler's key in the route contract. */
export const ROUTE_KEY = 'telehealth:route';

/** The global prefix of every route (`app.setGlobalPrefix`), which the contract's paths include. */
const PREFIX = '/api/';

export interface RouteOptions {
  /**
   * Run on a part of the request before its schema checks it: to normalize what the schema would refuse for a
   * typing slip (spaces around an email), or to answer a refusal the spec words differently (a missing created
   * value on an order update). Each returns the value to validate, or throws.
   */
  normalize?: RouteNormalizers;
}

/**
 * Declares a handler as the route `key` of the contract (@telehealth/schemas ROUTES) and takes everything else
 * from there: the method and path, the success status, who may call it (ApiAccessGuard and AuthGuard read its
 * `access`), and the validation of its path parameters, query string and JSON body against the schemas it names
 * (400 VALIDATION_FAILED naming each field, before the handler runs). The handler's @Param(), @Query() and @Body()
 * then hold the validated values, typed by the same schemas (`@Body() body: UpdateOrderRequest`). A route whose
 * response is an `event-stream` is a server-sent events route (its handler returns an Observable of events).
 */
export function Route(key: RouteKey, options: RouteOptions = {}): MethodDecorator {
  const contract: RouteContract = ROUTES[key];
  const path = routePath(key);
  if (!path.startsWith(PREFIX)) throw new Error(`${key}: a route path must start with ${PREFIX}`);
  return applyDecorators(
    SetMetadata(ROUTE_KEY, key),
    // A server-sent events route: Nest streams the handler's Observable as events. First, so that the mapping
    // below sets the path and method.
    ...(contract.response.media === 'event-stream' ? [Sse()] : []),
    RequestMapping({ method: RequestMethod[routeMethod(key)], path: routerPath(path.slice(PREFIX.length)) }),
    HttpCode(contract.response.status),
    UseInterceptors(new RouteValidationInterceptor(key, options.normalize)),
  );
}

/**
 * The contract entry of the handler a request reached. Every handler is declared with @Route(); one without it
 * is a programming error, refused rather than guessed (its access would be unknown).
 */
export function routeOf(reflector: Reflector, context: ExecutionContext): RouteContract & { key: RouteKey } {
  const key = reflector.get<RouteKey | undefined>(ROUTE_KEY, context.getHandler());
  if (!key) {
    throw new Error(`${context.getClass().name}.${context.getHandler().name} is not declared with @Route()`);
  }
  return { key, ...ROUTES[key] };
}
