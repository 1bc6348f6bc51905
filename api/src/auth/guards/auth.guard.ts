import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import '../decorators/current-user.decorator.js';
import { JwtService } from '../jwt.service.js';
import { JwtError } from '../utils/jwt.js';

/** Metadata of @Authenticated(...roles): the roles allowed (empty: any logged-in user). */
export const ROLES_KEY = 'telehealth:roles';

const BEARER = /^Bearer ([^\s]+)$/;

/**
 * Applied by @Authenticated(): runs after the global ApiAccessGuard, so the Tenant header is already checked.
 * 401 without a valid, unexpired token; 403 when the token is for another tenant or the role is not allowed.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers.authorization;
    if (header === undefined || header === '')
      throw new UnauthorizedException('Missing Authorization header');
    const match = BEARER.exec(header.trim());
    if (!match?.[1]) throw new UnauthorizedException('Authorization header must be "Bearer <token>"');

    let payload;
    try {
      payload = this.jwt.verify(match[1]);
    } catch (error) {
      if (error instanceof JwtError) throw new UnauthorizedException(error.message);
      throw error;
    }

    if (!request.tenant) {
      throw new Error(
        `@Authenticated() on ${context.getClass().name}.${context.getHandler().name}, a route exempt from the Tenant header`,
      );
    }
    if (payload.tenant_id !== request.tenant.id) throw new ForbiddenException('Token is for another tenant');

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (roles && roles.length > 0 && !roles.includes(payload.role)) {
      throw new ForbiddenException(
        `This route needs role ${roles.join(' or ')}; the token has role ${payload.role}`,
      );
    }
    request.user = payload;
    return true;
  }
}
