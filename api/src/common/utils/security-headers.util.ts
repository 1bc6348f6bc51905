import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** One year, in seconds: how long a browser keeps to HTTPS for the API's host once told (production only). */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The security headers of every response (helmet): `X-Content-Type-Options: nosniff`, no framing
 * (`frame-ancestors 'none'` and `X-Frame-Options: DENY`), `Referrer-Policy: no-referrer` (URLs may hold a created
 * value), HSTS in production only (development runs over plain HTTP), and one Content-Security-Policy for the only
 * HTML the API serves, Swagger UI at /api/docs: its scripts and style sheets from the API's own origin, its inline
 * styles, its data: images, fetching the OpenAPI document and trying calls on the same origin; nothing else. A
 * route may send a stricter policy of its own (the tenant assets do).
 */
export function securityHeaders(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: production ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
  };
}

/**
 * Sets the security headers on every response of `fastify`, from an `onRequest` hook (so errors and 404s have
 * them too). Helmet's middleware is built once here: the headers never change, and building it per request (as
 * @fastify/helmet does) parsed the policy again on every call. A route that sets a header itself (the tenant
 * assets' stricter CSP) overrides it, as Node lets the reply's own headers win over those set before.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, production: boolean): void {
  const applyHeaders = helmet(securityHeaders(production));
  fastify.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
