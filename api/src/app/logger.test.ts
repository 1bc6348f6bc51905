import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { JwtService } from '../auth/jwt.service.js';
import { DEV_TOKEN } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { requestIdOf, requestLogLevel } from './logger.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it.each(['abc', 'a1B2-c3_d4.e5:f6', '0123456789abcdef0123456789abcdef', 'x'.repeat(128)])(
    'keeps the client id %s',
    (id) => {
      expect(requestIdOf(id)).toBe(id);
    },
  );

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too long', 'x'.repeat(129)],
    ['with spaces', 'a b'],
    ['with a line break', 'a\nb'],
    ['with JSON', '{"a":1}'],
    ['repeated', ['a', 'b']],
  ])('makes a UUID when the header is %s', (_case, header) => {
    expect(requestIdOf(header)).toMatch(UUID);
  });
});

describe('requestLogLevel', () => {
  it.each([
    [200, false, 'info'],
    [404, false, 'info'],
    [409, false, 'info'],
    [400, false, 'info'],
    [401, false, 'warn'],
    [403, false, 'warn'],
    [429, false, 'warn'],
    [500, false, 'error'],
    [503, false, 'error'],
    [404, true, 'error'],
  ] as const)('%i (failed: %s) is logged at %s', (status, failed, level) => {
    expect(requestLogLevel(status, failed)).toBe(level);
  });
});

describe('request logs', () => {
  const pg = useTestPostgres();
  const lines: string[] = [];
  let app: NestFastifyApplication;
  let bearer: string;

  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const send = (options: Parameters<NestFastifyApplication['inject']>[0]) => app.inject(options);

  beforeAll(async () => {
    app = await pg.newApp({
      env: { LOG_LEVEL: 'info', JOBS_ENABLED: 'false' },
      logDestination: { write: (line: string) => void lines.push(line) },
    });
    bearer = await app.get(JwtService).sign({ userId: 1, role: 0, tenantId: 6 });
  });

  it('are JSON lines, the request id on the line of the request, echoed in X-Request-Id', async () => {
    const response = await send({
      method: 'GET',
      url: '/api/tenant',
      headers: { Token: DEV_TOKEN, Tenant: '6', 'X-Request-Id': 'tenant-read-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('tenant-read-1');
    expect(logged().filter((line) => line['reqId'] === 'tenant-read-1')).toEqual([
      expect.objectContaining({
        level: 30,
        req: { method: 'GET', path: '/api/tenant' },
        res: { statusCode: 200 },
        msg: expect.stringMatching(/^GET \/api\/tenant 200 \d+ ms$/),
      }),
    ]);
  });

  it('log a 404 (a normal answer, such as "no draft") at info, not as a warning or an error', async () => {
    const response = await send({
      method: 'GET',
      url: '/api/no-such-route',
      headers: { Token: DEV_TOKEN, Tenant: '6', 'X-Request-Id': 'not-found-1' },
    });
    expect(response.statusCode).toBe(404);
    expect(logged().filter((line) => line['reqId'] === 'not-found-1')).toEqual([
      expect.objectContaining({ level: 30, res: { statusCode: 404 } }),
    ]);
  });

  it('give a request without a usable X-Request-Id a new UUID', async () => {
    for (const headers of [{}, { 'X-Request-Id': 'not an id' }]) {
      const response = await send({
        method: 'GET',
        url: '/api/states',
        headers: { Token: DEV_TOKEN, Tenant: '6', ...headers },
      });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(UUID);
      expect(logged().some((line) => line['reqId'] === id)).toBe(true);
    }
  });

  it('hold no Authorization, Token, cookie, password, email or query string', async () => {
    const password = 'Wrong-Password-123!';
    const login = await send({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        Token: DEV_TOKEN,
        Tenant: '6',
        'X-Request-Id': 'login-attempt-1',
        Authorization: `Bearer ${bearer}`,
        Cookie: 'session=cookie-secret-value',
      },
      payload: { email: 'patient.name@example.com', password },
    });
    expect(login.statusCode).toBe(401);
    const query = await send({
      method: 'GET',
      url: '/api/order/created?created=query-secret-value-1234567890',
      headers: {
        Token: DEV_TOKEN,
        Tenant: '6',
        'X-Request-Id': 'query-1',
        Authorization: `Bearer ${bearer}`,
      },
    });
    expect(query.statusCode).toBeGreaterThanOrEqual(400);

    expect(logged().find((line) => line['reqId'] === 'login-attempt-1')).toMatchObject({
      level: 40,
      req: { method: 'POST', path: '/api/auth/login' },
      res: { statusCode: 401 },
    });
    expect(logged().find((line) => line['reqId'] === 'query-1')).toMatchObject({
      req: { method: 'GET', path: '/api/order/created' },
    });
    const text = lines.join('');
    for (const secret of [
      bearer,
      bearer.split('.')[2]!,
      DEV_TOKEN,
      'cookie-secret-value',
      password,
      'patient.name@example.com',
      'query-secret-value',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/authorization|cookie|"headers"/i);
  });

  it('carry the request id on every line written while the request runs', async () => {
    // With its DataSource closed, the health check logs a warning, the exception filter an error.
    await app.get(DataSource).destroy();
    const response = await send({
      method: 'GET',
      url: '/api/health',
      headers: { 'X-Request-Id': 'health-1' },
    });
    expect(response.statusCode).toBe(503);
    const ofRequest = logged().filter((line) => line['reqId'] === 'health-1');
    expect(ofRequest).toEqual([
      expect.objectContaining({
        level: 40,
        context: 'HealthController',
        msg: expect.stringContaining('closed'),
      }),
      expect.objectContaining({
        level: 50,
        context: 'HttpError',
        msg: expect.stringContaining('GET /api/health'),
      }),
      expect.objectContaining({
        level: 50,
        req: { method: 'GET', path: '/api/health' },
        res: { statusCode: 503 },
      }),
    ]);
    // The real error is on the filter's line; the request's line adds no error of its own.
    expect(ofRequest[2]).not.toHaveProperty('err');
    const lastLines = logged().slice(-3);
    expect(lastLines).toEqual(ofRequest);
  });
});
