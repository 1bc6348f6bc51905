import type { FastifyRequest } from 'fastify';

/**
 * The routes that never return or change a patient's data: the tenant's catalog and brand, the staff user's own
 * account, the admin area's configuration (flows, questions, products) and its aggregate figures. Every other
 * route is patient data: a staff request to it (admin or agent, login or mask token) is recorded in the audit log.
 * A new route is therefore audited unless it is added here, which a reviewer sees. Keys are `METHOD /path` with
 * the router's templates (`:param`); audit.test.ts fails when a key names no route of the app.
 */
export const NON_PATIENT_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/health',
  'GET /api/tenant',
  'GET /api/tenant/content',
  'GET /api/tenant/resolve',
  'GET /api/assets/:tenantId/*',
  'GET /api/products',
  'GET /api/products/:medId',
  'GET /api/states',
  'GET /api/flows',
  'GET /api/questions',
  'GET /api/flow-versions/:key',
  'GET /api/flow-versions/:key/:version',
  'POST /api/auth/login',
  'GET /api/auth/me',
  'POST /api/auth/recover',
  'POST /api/auth/reset',
  'GET /api/user/info',
  'GET /api/admin/dashboard',
  'GET /api/admin/products',
  'GET /api/admin/products/:medId',
  'GET /api/admin/questions',
  'GET /api/admin/questions/:id',
  'GET /api/admin/flows',
  'GET /api/admin/flows/:key/versions/:version',
  'GET /api/admin/flows/:key/versions/:version/export',
  'GET /api/admin/flows/:key/versions/:version/drop-off',
  'POST /api/admin/flows/:key/draft',
  'GET /api/admin/flows/:key/draft',
  'PUT /api/admin/flows/:key/draft',
  'DELETE /api/admin/flows/:key/draft',
  'POST /api/admin/flows/:key/draft/publish',
]);

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
