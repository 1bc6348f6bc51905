import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { DEV_TOKEN } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { JwtService } from './jwt.service.js';

const pg = useTestPostgres();
const ADMIN_EMAIL = 'admin@example.com';

/**
 * The client address the login limit counts and the audit log records comes from X-Forwarded-For only when the
 * connection comes from a proxy named in TRUST_PROXY (default: none).
 */
describe('X-Forwarded-For and the client address (TRUST_PROXY)', () => {
  const forwarded = (i: number) => `203.0.113.${i}`;

  /** Six wrong passwords for the seeded admin over one connection, each claiming another client. */
  const spoofedLogins = async (app: NestFastifyApplication, socket: string) => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: socket,
        headers: {
          Token: DEV_TOKEN,
          Tenant: '6',
          'content-type': 'application/json',
          'x-forwarded-for': forwarded(i),
        },
        payload: JSON.stringify({ email: ADMIN_EMAIL, password: `wrong-${i}` }),
      });
      statuses.push(response.statusCode);
    }
    const rows: { ip: string }[] = await app
      .get(DataSource)
      .query(`SELECT ip FROM login_attempts ORDER BY id`);
    return { statuses, ips: rows.map((row) => row.ip) };
  };

  /** The client address the audit log records for an admin's read of the audit log sent with X-Forwarded-For. */
  const auditedClient = async (app: NestFastifyApplication, socket: string, claimed: string) => {
    const [admin]: { id: number }[] = await app
      .get(DataSource)
      .query(`SELECT id FROM users WHERE tenant_id = 6 AND email = $1`, [ADMIN_EMAIL]);
    const token = await app.get(JwtService).sign({ userId: admin!.id, role: 0, tenantId: 6 });
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=1',
      remoteAddress: socket,
      headers: {
        Token: DEV_TOKEN,
        Tenant: '6',
        authorization: `Bearer ${token}`,
        'x-forwarded-for': claimed,
      },
    });
    expect(response.statusCode).toBe(200);
    const [entry]: { ip: string; resource: string }[] = await app
      .get(DataSource)
      .query(`SELECT ip, resource FROM audit_log ORDER BY id DESC LIMIT 1`);
    expect(entry?.resource).toBe('audit');
    return entry?.ip;
  };

  describe('by default', () => {
    let app: NestFastifyApplication;
    beforeAll(async () => {
      app = await pg.newApp();
    }, 120_000);

    it('ignores a spoofed X-Forwarded-For: the login limit counts the connection and blocks it', async () => {
      const { statuses, ips } = await spoofedLogins(app, '10.30.0.1');
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect(ips).toEqual(Array(5).fill('10.30.0.1'));
    });

    it("records the connection's address in the audit log, not X-Forwarded-For", async () => {
      expect(await auditedClient(app, '10.30.0.2', forwarded(99))).toBe('10.30.0.2');
    });
  });

  describe('with TRUST_PROXY=127.0.0.1', () => {
    let app: NestFastifyApplication;
    beforeAll(async () => {
      app = await pg.newApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    }, 120_000);

    it("takes the client from the proxy's X-Forwarded-For for the login limit", async () => {
      const { statuses, ips } = await spoofedLogins(app, '127.0.0.1');
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
      expect(ips).toEqual([1, 2, 3, 4, 5, 6].map(forwarded));
    });

    it("records the proxy's X-Forwarded-For in the audit log", async () => {
      expect(await auditedClient(app, '127.0.0.1', forwarded(99))).toBe(forwarded(99));
    });

    it('still ignores X-Forwarded-For from a connection that is not the proxy', async () => {
      expect(await auditedClient(app, '10.30.0.3', forwarded(98))).toBe('10.30.0.3');
    });
  });
});
