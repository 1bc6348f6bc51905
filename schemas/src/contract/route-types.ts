import type { SchemaTypeMap } from '../generated/registry.js';
import type { ErrorResponse } from '../generated/types.js';
import type { HttpMethod } from './route-contract.js';
import type { ROUTES } from './routes.js';

/**
 * Types of a route of the contract table, by its key: `RouteRequest<'POST /api/order/update'>` is what a client
 * sends, `RouteResponse<'POST /api/order/update'>` what it gets back. They come from the schemas the table names,
 * so a client typed by them cannot drift from what the API validates.
 */

export type Routes = typeof ROUTES;

/** Every route of the API: `'GET /api/products'`, `'POST /api/order/update'`, ... */
export type RouteKey = keyof Routes;

/** `'POST'` for `'POST /api/order/update'`. */
export type RouteMethod<K extends RouteKey> = K extends `${infer M extends HttpMethod} ${string}` ? M : never;

/** `'/api/products/{medId}'` for `'GET /api/products/{medId}'`. */
export type RoutePath<K extends RouteKey> = K extends `${HttpMethod} ${infer P}` ? P : never;

type Named<N> = N extends keyof SchemaTypeMap ? SchemaTypeMap[N] : never;
type Field<K extends RouteKey, F extends string> =
  Routes[K] extends Readonly<Record<F, infer V>> ? V : undefined;

/** The names of a path template's parameters: `'key' | 'version'` for `/api/admin/flows/{key}/versions/{version}`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** How a route takes its body: JSON, a multipart form with one file (field `file`), or none. */
export type RouteBodyKind<K extends RouteKey> =
  Field<K, 'body'> extends 'multipart-file'
    ? 'multipart-file'
    : Field<K, 'body'> extends undefined
      ? 'none'
      : 'json';

/** The JSON body of a route (never for a route without one, or with a multipart form). */
export type RouteBody<K extends RouteKey> = RouteBodyKind<K> extends 'json' ? Named<Field<K, 'body'>> : never;

/** The query string of a route, as its schema describes it (values are strings); never without one. */
export type RouteQuery<K extends RouteKey> = Named<Field<K, 'query'>>;

/**
 * The path parameters of a route: its path schema's type, or (for a route whose template names parameters that no
 * schema describes) a string per name; never without parameters.
 */
export type RouteParams<K extends RouteKey> =
  Field<K, 'path'> extends undefined
    ? [PathParamNames<RoutePath<K>>] extends [never]
      ? never
      : Record<PathParamNames<RoutePath<K>>, string>
    : Named<Field<K, 'path'>>;

/** Whether an object type can be left out (every property optional). */
type Part<Name extends string, T> = [T] extends [never]
  ? { readonly [P in Name]?: never }
  : object extends T
    ? { readonly [P in Name]?: T }
    : { readonly [P in Name]: T };

/**
 * What a client sends on a route: `body` (JSON), `query` and `params`, each required when the route needs it and
 * absent when it takes none. A multipart upload's form is not typed here (RouteBodyKind says `multipart-file`).
 */
export type RouteRequest<K extends RouteKey> = Part<
  'body',
  Routes[K] extends { readonly bodyOptional: true } ? RouteBody<K> | undefined : RouteBody<K>
> &
  Part<'query', RouteQuery<K>> &
  Part<'params', RouteParams<K>>;

type ResponseOf<K extends RouteKey> = Routes[K]['response'];

/** The success status of a route (200, 201, 202 or 204). */
export type RouteStatus<K extends RouteKey> = ResponseOf<K>['status'];

/**
 * The success body of a route: its schema's type (a union where the table names alternatives), `undefined` for
 * a route that answers nothing (204), `unknown` for a file, `string` for plain text.
 */
export type RouteResponse<K extends RouteKey> =
  ResponseOf<K> extends { readonly schema: infer S }
    ? S extends readonly (infer N)[]
      ? Named<N>
      : Named<S>
    : ResponseOf<K> extends { readonly media: 'binary' }
      ? unknown
      : ResponseOf<K> extends { readonly media: 'text' }
        ? string
        : undefined;

/** The body of an error of a route: ErrorResponse, or the richer body the table names for some statuses. */
export type RouteErrorBody<K extends RouteKey> =
  ErrorResponse | (Routes[K] extends { readonly errorSchemas: infer E } ? Named<E[keyof E]> : never);

/** `'POST'` for `'POST /api/order/update'`. */
export function routeMethod<K extends RouteKey>(key: K): RouteMethod<K> {
  return key.slice(0, key.indexOf(' ')) as RouteMethod<K>;
}

/** `'/api/products/{medId}'` for `'GET /api/products/{medId}'`. */
export function routePath<K extends RouteKey>(key: K): RoutePath<K> {
  return key.slice(key.indexOf(' ') + 1) as RoutePath<K>;
}

/**
 * The URL path of a route with its parameters filled in and encoded: `routeUrl('GET /api/products/{medId}',
 * { medId: '704' })` is `/api/products/704`. Throws when a parameter of the template is missing.
 */
export function routeUrl<K extends RouteKey>(
  key: K,
  ...[params]: [RouteParams<K>] extends [never] ? [] : [RouteParams<K>]
): string {
  const values = (params ?? {}) as Readonly<Record<string, string | number>>;
  return routePath(key).replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${key}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
