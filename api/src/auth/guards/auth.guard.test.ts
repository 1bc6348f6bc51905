import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@telehealth/schemas';
import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';

import { loadConfig } from '../../config/app-config.js';
import { Authenticated, Roles } from '../decorators/authenticated.decorator.js';
import { JwtService } from '../jwt.service.js';
import type { MasqueradeService } from '../masquerade.service.js';
import { AuthGuard } from './auth.guard.js';

const config = loadConfig({ NODE_ENV: 'test' });
const jwt = new JwtService(config, () => Date.now());
// A customer's login token is checked without the database; staff login tokens (their role is re-read on every
// request) and mask tokens need it (audit.test.ts, masquerade.test.ts).
const noDatabase = {
  check: () => {
    throw new Error('a customer login token must not reach the database');
  },
  getRepository: () => {
    throw new Error('a customer login token must not reach the database');
  },
};
const guard = new AuthGuard(
  new Reflector(),
  jwt,
  noDatabase as unknown as MasqueradeService,
  noDatabase as unknown as DataSource,
);

class Routes {
  @Authenticated()
  anyone() {}
  @Roles(0)
  admins() {}
  @Authenticated(0, 2)
  staff() {}
}

async function contextFor(handler: keyof Routes, role: Role, tenantId = 6) {
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
});
