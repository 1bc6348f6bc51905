import { Body, Controller, Get, HttpCode, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { AuthMeResponse, LoginTokenPayload } from '@telehealth/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { AuthService, TooManyLoginAttemptsException } from './auth.service.js';
import { Authenticated } from './decorators/authenticated.decorator.js';
import { CurrentActor, type Actor } from './decorators/current-actor.decorator.js';
import { CurrentUser } from './decorators/current-user.decorator.js';
import { parseLoginRequest, type LoginResponse } from './dto/login.dto.js';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** POST /api/auth/login {email, password}: a login token for a user of the request's tenant. */
  @Post('login')
  @HttpCode(200)
  async login(
    @CurrentTenant() tenant: TenantEntity,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    const credentials = parseLoginRequest(body);
    try {
      return { token: await this.auth.login(tenant.id, credentials, request.ip) };
    } catch (error) {
      if (error instanceof TooManyLoginAttemptsException) {
        void reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      throw error;
    }
  }

  /**
   * GET /api/auth/me: the logged-in user (any role); with a mask token the customer, and `masquerade` names the
   * staff user acting as them.
   */
  @Get('me')
  @Authenticated()
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
    if (actor.masquerade && (staffRole === 0 || staffRole === 2)) {
      response.masquerade = { masqueradeId: actor.masquerade.masqueradeId, role: staffRole };
    }
    return response;
  }
}
