import type { FastifyHelmetOptions } from '@fastify/helmet';

/** One year, in seconds: how long a browser keeps to HTTPS for the API's host once told (production only). */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The security headers of every response (@fastify/helmet): `X-Content-Type-Options: nosniff`, no framing
 * (`frame-ancestors 'none'` and `X-Frame-Options: DENY`), `Referrer-Policy: no-referrer` (URLs may hold a created
 * value), HSTS in production only (development runs over plain HTTP), and one Content-Security-Policy for the only
 * HTML the API serves, Swagger UI at /api/docs: its scripts and style sheets from the API's own origin, its inline
 * styles, its data: images, fetching the OpenAPI document and trying calls on the same origin; nothing else. A
 * route may send a stricter policy of its own (the tenant assets do).
 */
export function securityHeaders(production: boolean): FastifyHelmetOptions {
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
