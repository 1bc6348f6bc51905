import type { FastifyInstance } from 'fastify';

import type { Metrics } from './metrics.service.js';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The route label of a request no route matched (a 404 of the router, a malformed URL). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts every answered request (an `onResponse` hook) by method, the matched route's template
 * (`/api/order/orderId/:id`, never the URL, which may hold a created value and has no bound) and status.
 */
export function registerRequestMetrics(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    const statusClass = `${Math.floor(status / 100)}xx`;
    metrics.httpRequests.inc({ method, route, status: String(status) });
    metrics.httpDuration.observe({ method, route, status_class: statusClass }, reply.elapsedTime / 1000);
    if (status >= 400) metrics.httpErrors.inc({ method, route, status_class: statusClass });
    done();
  });
}
