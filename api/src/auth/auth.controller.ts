import { BadRequestException, Body, Controller, Req, UnauthorizedException } from '@nestjs/common';
import {
  isStaffRole,
  type AuthMeResponse,
  type LoginRequest,
  type LoginResponse,
  type LoginTokenPayload,
} from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { AuthService } from './auth.service.js';
import { CurrentActor, type Actor } from './decorators/current-actor.decorator.js';
import { CurrentUser } from './decorators/current-user.decorator.js';
import { trimmedEmail } from './utils/trimmed-email.util.js';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** POST /api/auth/login {email, password}: a login token for a user of the request's tenant. */
  @Route('POST /api/auth/login', { normalize: { body: loginBody } })
  async login(
    @CurrentTenant() tenant: TenantEntity,
    @Body() credentials: LoginRequest,
    @Req() request: FastifyRequest,
  ): Promise<LoginResponse> {
    return { token: await this.auth.login(tenant.id, credentials, request.ip) };
  }

  /**
   * GET /api/auth/me: the logged-in user (any role); with a mask token the customer, and `masquerade` names the
   * staff user acting as them.
   */
  @Route('GET /api/auth/me')
  async me(@CurrentUser() user: LoginTokenPayload, @CurrentActor() actor: Actor): Promise<AuthMeResponse> {
    const found = await this.auth.findUser(user.tenant_id, user.userId);
    if (!found) throw new UnauthorizedException('The user of this token no longer exists');
    const response: AuthMeResponse = {
      userId: found.id,
      email: found.email,
      role: found.role,
      tenantId: found.tenantId,
    };
    const staffRole = actor.masquerade?.staffRole;
    if (actor.masquerade && staffRole !== undefined && isStaffRole(staffRole)) {
      const staff = await this.auth.findUser(user.tenant_id, actor.masquerade.masqueradeId);
      if (!staff) throw new UnauthorizedException('The staff user of this mask token no longer exists');
      response.masquerade = { masqueradeId: staff.id, email: staff.email, role: staffRole };
    }
    return response;
  }
}

/** A login body with its email trimmed; a body that is no object is refused in the login form's words. */
function loginBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestException('Request body must be a JSON object with email and password');
  }
  return trimmedEmail(body);
}
