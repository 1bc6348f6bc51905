import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { tenantAssetsDir } from '@telehealth/flows';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { DEV_TOKEN, tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

describe('the API over HTTP', () => {
  let app: NestFastifyApplication;
  const get = (url: string, headers: Record<string, string> = { Token: DEV_TOKEN }) =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    app = await pg.newApp();
  });

  describe('GET /api/tenant', () => {
    it.each([6, 7])('returns the brand config of tenant %i', async (id) => {
      const response = await get('/api/tenant', { Token: DEV_TOKEN, Tenant: String(id) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        tenantId: id,
        config: { brandConfig: tenantData(id).tenant.brandConfig },
      });
    });

    it('keeps the tenants apart', async () => {
      const [six, seven] = await Promise.all(
        [6, 7].map(async (id) => (await get('/api/tenant', { Token: DEV_TOKEN, Tenant: String(id) })).json()),
      );
      expect(six.config.brandConfig.configurations.brandName).not.toBe(
        seven.config.brandConfig.configurations.brandName,
      );
      expect(six.config.brandConfig.theme.colors.primary).not.toBe(
        seven.config.brandConfig.theme.colors.primary,
      );
    });
  });

  describe('the Token header', () => {
    it.each([
      ['missing', {}],
      ['wrong', { Token: 'not-the-token' }],
      ['a prefix of the token', { Token: DEV_TOKEN.slice(0, -1) }],
      ['empty', { Token: '' }],
    ])('is refused with 401 when %s', async (_case, headers: Record<string, string>) => {
      const response = await get('/api/tenant', { ...headers, Tenant: '6' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        code: 'UNAUTHENTICATED',
        message: 'Missing or invalid Token header',
      });
    });

    it('is checked before the Tenant header', async () => {
      expect((await get('/api/tenant', {})).statusCode).toBe(401);
    });
  });

  describe('the Tenant header', () => {
    it('is required', async () => {
      const response = await get('/api/tenant');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'BAD_REQUEST',
        message: 'Missing Tenant header',
      });
    });

    it.each(['abc', '6abc', '-1', '0', '1.5', '06', ' ', '6, 7', '99999999999'])(
      'must be a tenant id, not %j',
      async (value) => {
        const response = await get('/api/tenant', { Token: DEV_TOKEN, Tenant: value });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          code: 'BAD_REQUEST',
          message: 'Tenant header must be a tenant id',
        });
      },
    );

    it('must name an existing tenant', async () => {
      const response = await get('/api/tenant', { Token: DEV_TOKEN, Tenant: '99' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: 'Unknown tenant: 99',
      });
    });
  });

  describe('GET /api/tenant/resolve', () => {
    const cases = [6, 7].flatMap((id) =>
      Object.entries(tenantData(id).tenant.hosts).map(([kind, host]) => ({ id, kind, host })),
    );

    it.each(cases)('finds tenant $id by its $kind host $host', async ({ id, host }) => {
      const response = await get(`/api/tenant/resolve?host=${encodeURIComponent(host)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ tenantId: id });
    });

    it('ignores case and port', async () => {
      const host = `${tenantData(6).tenant.hosts.local.toUpperCase()}:5173`;
      expect((await get(`/api/tenant/resolve?host=${encodeURIComponent(host)}`)).json()).toEqual({
        tenantId: 6,
      });
    });

    it('answers 404 for an unknown host', async () => {
      const response = await get('/api/tenant/resolve?host=unknown.example.com');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: 'No tenant for host unknown.example.com',
      });
    });

    it.each([
      ['', 'Missing host query parameter'],
      ['?host=', 'Missing host query parameter'],
      ['?host=a&host=b', 'host query parameter must be given once'],
      ['?host=http%3A%2F%2Fx', 'host query parameter must be a host name, got "http://x"'],
    ])('answers 400 for %j', async (query, message) => {
      const response = await get(`/api/tenant/resolve${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'BAD_REQUEST',
        message,
      });
    });

    it('needs the Token header but no Tenant header', async () => {
      expect((await get('/api/tenant/resolve?host=fungaid.localhost', {})).statusCode).toBe(401);
    });
  });

  describe('GET /api/assets/:tenantId/*', () => {
    const logo = (id: number) => tenantData(id).tenant.brandConfig.configurations.logos.primary;

    it.each([6, 7])(
      'serves tenant %i logo without any header, with content type and cache headers',
      async (id) => {
        const response = await get(logo(id), {});
        expect(response.statusCode).toBe(200);
        const file = logo(id).slice(`/api/assets/${id}/`.length);
        expect(response.rawPayload).toEqual(readFileSync(join(tenantAssetsDir(id), file)));
        const types: Record<string, string> = {
          svg: 'image/svg+xml',
          png: 'image/png',
          jpg: 'image/jpeg',
          webp: 'image/webp',
        };
        expect(response.headers['content-type']).toBe(types[file.split('.').pop() ?? '']);
        expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
        expect(response.headers['etag']).toBeTruthy();
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      },
    );

    it('answers 304 to a revalidation with the same ETag', async () => {
      const first = await get(logo(6), {});
      const again = await get(logo(6), { 'If-None-Match': String(first.headers['etag']) });
      expect(again.statusCode).toBe(304);
    });

    it.each([
      '/api/assets/6/../7/tenant.json',
      '/api/assets/6/%2e%2e/tenant.json',
      '/api/assets/6/..%2ftenant.json',
      '/api/assets/6/%2e%2e%2f%2e%2e%2f%2e%2e%2fstates.json',
      '/api/assets/6/..%5c..%5cstates.json',
      '/api/assets/6/%2fetc%2fpasswd',
      '/api/assets/6/.hidden',
      '/api/assets/6/missing.svg',
      '/api/assets/abc/logo.svg',
      '/api/assets/6/',
    ])('refuses %s with a JSON 404', async (url) => {
      const response = await get(url, {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect(response.body).not.toContain('brandConfig');
      expect(response.body).not.toContain('stateCode');
    });
  });

  describe('errors', () => {
    it('answers unknown routes with a JSON 404', async () => {
      const response = await get('/api/no-such-route');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    });

    it('answers a malformed body with a JSON 4xx, not a 500', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/tenant',
        headers: { Token: DEV_TOKEN, Tenant: '6', 'content-type': 'application/json' },
        payload: '{"broken":',
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
    });
  });

  describe('GET /api/health', () => {
    it('reports the database up, without any header', async () => {
      const response = await get('/api/health', {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'up' });
    });

    it('answers 503 when the database is down', async () => {
      const other = await pg.newApp({ seed: false });
      await other.get(DataSource).destroy();
      const response = await other.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
        message: 'Database is down',
      });
    });
  });
});
