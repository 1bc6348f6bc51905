import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { beforeAll, describe, expect, it } from 'vitest';

import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { insertStaffAndCustomer } from '../testing/account-fixtures.js';
import { call } from '../testing/admin-fixtures.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { JwtService } from './jwt.service.js';
import { MasqueradeService } from './masquerade.service.js';
import { IAT_LEEWAY_SECONDS, signJwt } from './utils/jwt.js';

const pg = useTestPostgres();

/**
 * Several API processes share JWT_SECRET, so each accepts the others' tokens; each judges a token's times by its
 * own clock. An instance whose clock runs two hours fast must not hand out tokens the others honour for three.
 */
describe("tokens judged by the verifier's clock", () => {
  let app: NestFastifyApplication;
  let config: AppConfig;
  let agent: number;
  let customer: number;
  const me = (token: string) => call(app, 'GET', '/api/auth/me', { token });
  /** The JwtService of an API process whose clock is `seconds` ahead of this one's. */
  const ahead = (seconds: number) => new JwtService(config, () => Date.now() + seconds * 1000);

  beforeAll(async () => {
    app = await pg.newApp();
    config = app.get<AppConfig>(APP_CONFIG);
    ({ agent, customer } = await insertStaffAndCustomer(app));
  }, 120_000);

  it('refuses the login token of an instance whose clock is two hours fast (it would live three hours here)', async () => {
    const fast = await ahead(2 * 3600).sign({ userId: customer, role: 1, tenantId: 6 });
    const response = await me(fast);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(
      /^Token issued in the future: its iat is 72\d\d seconds ahead of this server's clock \(at most 30 allowed\)$/,
    );
  });

  it('refuses a mask token from that instance too', async () => {
    const fast = await ahead(2 * 3600).signMask({ customerId: customer, masqueradeId: agent, tenantId: 6 });
    await app.get(MasqueradeService).open(fast.payload);
    const response = await me(fast.token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/^Token issued in the future/);
  });

  it('accepts a token from a clock a few seconds ahead (within IAT_LEEWAY_SECONDS)', async () => {
    const slightly = await ahead(IAT_LEEWAY_SECONDS - 5).sign({ userId: customer, role: 1, tenantId: 6 });
    expect((await me(slightly)).statusCode).toBe(200);
  });

  it('refuses a token whose exp - iat is longer than JWT_TTL_SECONDS, whatever its iat', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { userId: customer, role: 1 as const, tenant_id: 6, tokenVersion: 0, iat: now };
    const long = await signJwt({ ...claims, exp: now + 3 * 3600 }, config.jwtSecret);
    const response = await me(long);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      `Invalid token lifetime: 10800 seconds from iat to exp, more than the ${config.jwtTtlSeconds} a login token may live`,
    );
    const right = await signJwt({ ...claims, exp: now + config.jwtTtlSeconds }, config.jwtSecret);
    expect((await me(right)).statusCode).toBe(200);
  });

  it('refuses a login token signed without a token version (before versions existed)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unversioned = await signJwt(
      { userId: customer, role: 1, tenant_id: 6, iat: now, exp: now + 60 } as never,
      config.jwtSecret,
    );
    const response = await me(unversioned);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid token payload: /tokenVersion is required');
  });
});
