import { ROUTES, routeMethod, routePath, type RouteContract, type RouteKey } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { routerPath } from '../common/route/route-path.util.js';

/**
 * The router keys (`METHOD /path`, with the router's `:param` templates) of the routes whose contract says
 * `patientData: false`: they never return or change a patient's data. Every other route is patient data: a staff
 * request to it (admin or agent, login or mask token) is recorded in the audit log.
 */
export const NON_PATIENT_ROUTES: ReadonlySet<string> = new Set(
  (Object.keys(ROUTES) as RouteKey[])
    .filter((key) => (ROUTES[key] as RouteContract).patientData === false)
    .map((key) => `${routeMethod(key)} ${routerPath(routePath(key))}`),
);

/** The `METHOD /path` key of the route a request matched (HEAD as its GET route); undefined for no route. */
export function routeKeyOf(request: FastifyRequest): string | undefined {
  const url = request.routeOptions.url;
  if (url === undefined) return undefined;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return `${method} ${url}`;
}

/** Whether the request matched a route listed in NON_PATIENT_ROUTES. */
export function isNonPatientRoute(request: FastifyRequest): boolean {
  const key = routeKeyOf(request);
  return key !== undefined && NON_PATIENT_ROUTES.has(key);
}
