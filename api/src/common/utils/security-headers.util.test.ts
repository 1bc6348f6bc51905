import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';

import { DEV_TOKEN, tenantData } from '../../testing/tenant-data.js';
import { useTestPostgres } from '../../testing/test-postgres.js';
import { registerSecurityHeaders } from './security-headers.util.js';

const pg = useTestPostgres();

/** The directives of a Content-Security-Policy header: name → sources. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  return policy;
}

/** Whether the policy lets the page load a resource of `kind` (script-src, style-src…) from `url` or inline. */
function allows(policy: Map<string, string[]>, kind: string, what: { sameOrigin: true } | { inline: true }) {
  const sources = policy.get(kind) ?? policy.get('default-src') ?? [];
  return 'inline' in what ? sources.includes("'unsafe-inline'") : sources.includes("'self'");
}

describe('security headers', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await pg.newApp();
  });

  const get = (url: string, headers: Record<string, string> = { token: DEV_TOKEN, tenant: '6' }) =>
    app.inject({ method: 'GET', url, headers });

  it.each([
    ['a normal route', '/api/products', undefined],
    ['an error (no Token)', '/api/products', {}],
    ['an unknown route', '/api/no-such-route', undefined],
    ['a refused input', '/api/products?q=%00', undefined],
    ['the OpenAPI document', '/api/docs/openapi.json', {}],
    ['the Swagger UI page', '/api/docs', {}],
  ])('are on %s', async (_what, url, headers) => {
    const response = await get(url, headers);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    // Development runs over plain HTTP: no HSTS outside production.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('let the Swagger UI page load every script and style sheet it names, and its inline styles', async () => {
    const page = await get('/api/docs', {});
    expect(page.statusCode).toBe(200);
    const policy = directives(page.headers['content-security-policy']);
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    const sheets = [...page.body.matchAll(/<link[^>]*rel=["']stylesheet["'][^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(sheets.length).toBeGreaterThanOrEqual(1);
    const PAGE = 'http://api.test/api/docs';
    /** Where a page resource resolves to: it must be a file of the API's own origin. */
    const sameOriginPath = (reference: string | undefined) => {
      const url = new URL(reference ?? 'https://elsewhere.example/', PAGE);
      expect(url.origin, reference).toBe('http://api.test');
      return url.pathname;
    };
    for (const script of scripts) {
      // Every script is a file of the API's own origin: no inline script, which script-src 'self' would block.
      const src = /src=["']([^"']+)["']/.exec(script)?.[1];
      expect(src, `inline <script${script}>`).toBeDefined();
      expect(allows(policy, 'script-src', { sameOrigin: true })).toBe(true);
      const file = await get(sameOriginPath(src), {});
      expect(file.statusCode, src).toBe(200);
      expect(file.headers['content-type'], src).toMatch(/javascript/);
    }
    for (const sheet of sheets) {
      const href = /href=["']([^"']+)["']/.exec(sheet)?.[1];
      expect(allows(policy, 'style-src', { sameOrigin: true })).toBe(true);
      const file = await get(sameOriginPath(href), {});
      expect(file.statusCode, href).toBe(200);
      expect(file.headers['content-type'], href).toMatch(/css/);
    }
    if (/<style[\s>]/.test(page.body)) expect(allows(policy, 'style-src', { inline: true })).toBe(true);
    // Swagger UI fetches the document and tries calls on the same origin, and draws data: images.
    expect(allows(policy, 'connect-src', { sameOrigin: true })).toBe(true);
    expect(policy.get('img-src')).toContain('data:');
    const init = await get('/api/docs/swagger-ui-init.js', {});
    expect(init.body).not.toMatch(/https?:\/\/(?!localhost)[a-z]/i);
  });

  it("leave the tenant assets' stricter policy in place", async () => {
    const logo = tenantData(6).tenant.brandConfig.configurations.logos.primary;
    const response = await get(logo, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('add HSTS in production only', async () => {
    for (const production of [true, false]) {
      const server = Fastify();
      registerSecurityHeaders(server, production);
      server.get('/', async () => ({ ok: true }));
      const response = await server.inject({ method: 'GET', url: '/' });
      expect(response.headers['strict-transport-security']).toBe(
        production ? 'max-age=31536000; includeSubDomains' : undefined,
      );
      await server.close();
    }
  });
});
