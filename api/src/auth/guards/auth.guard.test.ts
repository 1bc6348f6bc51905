import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@telehealth/schemas';
import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';

import { loadConfig } from '../../config/app-config.js';
import { Route } from '../../common/route/route.decorator.js';
import { JwtService } from '../jwt.service.js';
import type { MasqueradeService } from '../masquerade.service.js';
import { AuthGuard, LOGIN_REVOKED } from './auth.guard.js';

const config = loadConfig({ NODE_ENV: 'test' });
const jwt = new JwtService(config, () => Date.now());
// Every login token's user is re-read on every request (deactivated users are refused at once); here the users
// table is one row per test (user 1, the token's), and mask tokens are checked in masquerade.test.ts.
let storedUser: { id: number; role: Role; deactivatedAt: Date | null; tokenVersion?: number } | null = null;
const users = {
  query: () =>
    Promise.resolve(
      storedUser
        ? [
            {
              role: storedUser.role,
              deactivated: storedUser.deactivatedAt !== null,
              token_version: storedUser.tokenVersion ?? 0,
            },
          ]
        : [],
    ),
};
const noMasquerade = {
  check: () => {
    throw new Error('no mask token in these tests');
  },
};
const guard = new AuthGuard(
  new Reflector(),
  jwt,
  noMasquerade as unknown as MasqueradeService,
  users as unknown as DataSource,
);

class Routes {
  @Route('GET /api/auth/me')
  anyone() {}
  @Route('GET /api/admin/audit')
  admins() {}
  @Route('POST /api/auth/masquerade')
  staff() {}
  @Route('POST /api/order/update')
  optional() {}
  @Route('GET /api/products')
  tenantOnly() {}
}

async function contextFor(handler: keyof Routes, role: Role, tenantId = 6) {
  storedUser = { id: 1, role, deactivatedAt: null };
  const request = {
    headers: { authorization: `Bearer ${await jwt.sign({ userId: 1, role, tenantId })}` },
    tenant: { id: 6 },
  } as Record<string, unknown>;
  const context = {
    switchToHttp: () => ({ getRequest: () => request }),
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
  } as unknown as ExecutionContext;
  return { context, request };
}

describe('AuthGuard roles', () => {
  it('lets a customer in to a route for anyone logged in and sets request.user', async () => {
    const { context, request } = await contextFor('anyone', 1);
    expect(await guard.canActivate(context)).toBe(true);
    expect(request['user']).toMatchObject({ userId: 1, role: 1, tenant_id: 6 });
  });

  it("refuses a deactivated user's token at once (403 USER_DEACTIVATED), and a vanished customer's with 401", async () => {
    for (const role of [1, 0, 2] as const) {
      const { context } = await contextFor(role === 1 ? 'anyone' : 'staff', role);
      storedUser = { id: 1, role, deactivatedAt: new Date() };
      await expect(guard.canActivate(context)).rejects.toMatchObject({ code: 'USER_DEACTIVATED' });
    }
    const { context } = await contextFor('anyone', 1);
    storedUser = null;
    await expect(guard.canActivate(context)).rejects.toThrow('The user of this token no longer exists');
  });

  it("refuses a token signed before its user's logins were revoked (401), for every role", async () => {
    for (const role of [1, 0, 2] as const) {
      const { context } = await contextFor(role === 1 ? 'anyone' : 'staff', role);
      storedUser = { id: 1, role, deactivatedAt: null, tokenVersion: 1 };
      await expect(guard.canActivate(context)).rejects.toThrow(UnauthorizedException);
      await expect(guard.canActivate(context)).rejects.toThrow(LOGIN_REVOKED);
    }
  });

  it.each([
    ['admins', 1, 'This route needs role 0; the token has role 1'],
    ['staff', 1, 'This route needs role 0 or 2; the token has role 1'],
  ] as const)('refuses %s to role %i with 403', async (handler, role, message) => {
    const { context } = await contextFor(handler, role);
    await expect(guard.canActivate(context)).rejects.toThrow(ForbiddenException);
    await expect(guard.canActivate(context)).rejects.toThrow(message);
  });

  it('checks the tenant before the role', async () => {
    const { context } = await contextFor('admins', 1, 7);
    await expect(guard.canActivate(context)).rejects.toThrow('Token is for another tenant');
  });

  it('answers 401 without a token', async () => {
    const { context, request } = await contextFor('anyone', 0);
    request['headers'] = {};
    await expect(guard.canActivate(context)).rejects.toThrow(UnauthorizedException);
  });

  it('lets an anonymous request through an optional login, and checks a token that is sent', async () => {
    const { context, request } = await contextFor('optional', 1);
    request['headers'] = {};
    await expect(guard.canActivate(context)).resolves.toBe(true);
    expect(request['user']).toBeUndefined();
    request['headers'] = { authorization: 'Bearer x.y.z' };
    await expect(guard.canActivate(context)).rejects.toThrow(UnauthorizedException);
    const signed = await contextFor('optional', 1);
    await expect(guard.canActivate(signed.context)).resolves.toBe(true);
    expect(signed.request['user']).toMatchObject({ userId: 1, role: 1 });
  });

  it('ignores the Authorization header where the contract asks for no login', async () => {
    const { context, request } = await contextFor('tenantOnly', 1);
    request['headers'] = { authorization: 'Bearer x.y.z' };
    await expect(guard.canActivate(context)).resolves.toBe(true);
    expect(request['user']).toBeUndefined();
  });
});
