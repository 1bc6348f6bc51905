import type { RouteKey, RouteRequest, RouteResponse } from '@telehealth/schemas';

/**
 * Path and query values as a caller holds them. The schemas describe them as the text a URL carries ('704', '2'),
 * which is what the API validates; an id, a version or a page may also be given as its number, and the client
 * writes it out. Values from a fixed set of texts (a role '0' | '1' | '2', a flow key) stay exactly as typed.
 */
type UrlValues<T> = T extends object ? { [P in keyof T]: string extends T[P] ? T[P] | number : T[P] } : T;

/** What a caller sends on a route: its RouteRequest (params, query, JSON body), with UrlValues for the URL parts. */
export type RouteCallRequest<K extends RouteKey> = {
  [F in keyof RouteRequest<K>]: F extends 'params' | 'query'
    ? UrlValues<RouteRequest<K>[F]>
    : RouteRequest<K>[F];
};

/**
 * The arguments of a call after its route: the request, which may be left out when nothing in it is required.
 * `Options` is what a client takes beside it (the storefront: an abort signal, an upload's form).
 */
export type RouteCallArgs<K extends RouteKey, Options = unknown> =
  object extends RouteCallRequest<K>
    ? [request?: RouteCallRequest<K> & Options]
    : [request: RouteCallRequest<K> & Options];

/**
 * A client of the API's routes, keyed by the contract table: `call('GET /api/admin/users/{id}', { params: { id } })`
 * fills in the path, sends the query and body the route takes and resolves to its typed answer; a failure rejects
 * with an ApiFailure. The storefront's client is one; the admin area asks for one limited to its own routes.
 */
export interface RouteCaller<Keys extends RouteKey = RouteKey, Options = unknown> {
  call<K extends Keys>(route: K, ...request: RouteCallArgs<K, Options>): Promise<RouteResponse<K>>;
}
