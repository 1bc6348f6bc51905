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

import { UserRole } from '../../user/user.entity.js';
import '../decorators/current-user.decorator.js';
import { JwtService } from '../jwt.service.js';
import { MasqueradeService } from '../masquerade.service.js';
import { JwtError, type VerifiedToken } from '../utils/jwt.js';

/** Metadata of @Authenticated(...roles): the roles allowed (empty: any logged-in user). */
export const ROLES_KEY = 'telehealth:roles';

const BEARER = /^Bearer ([^\s]+)$/;

/**
 * Applied by @Authenticated(): runs after the global ApiAccessGuard, so the Tenant header is already checked.
 * 401 without a valid, unexpired token; 403 when the token is for another tenant or the role is not allowed.
 *
 * A mask token (POST /api/auth/masquerade) is accepted too: the request acts as its customer (request.user has
 * the customer's userId and role 1, so it never reaches a staff route) and request.masquerade names the staff
 * user behind it, whose role is checked in the database on every request (401 once they are no longer an admin
 * or agent).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly masquerades: MasqueradeService,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers.authorization;
    if (header === undefined || header === '')
      throw new UnauthorizedException('Missing Authorization header');
    const match = BEARER.exec(header.trim());
    if (!match?.[1]) throw new UnauthorizedException('Authorization header must be "Bearer <token>"');

    let verified: VerifiedToken;
    try {
      verified = this.jwt.verifyAny(match[1]);
    } catch (error) {
      if (error instanceof JwtError) throw new UnauthorizedException(error.message);
      throw error;
    }

    if (!request.tenant) {
      throw new Error(
        `@Authenticated() on ${context.getClass().name}.${context.getHandler().name}, a route exempt from the Tenant header`,
      );
    }
    if (verified.payload.tenant_id !== request.tenant.id) {
      throw new ForbiddenException('Token is for another tenant');
    }

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (verified.kind === 'login') {
      const payload = verified.payload;
      if (roles && roles.length > 0 && !roles.includes(payload.role)) {
        throw new ForbiddenException(
          `This route needs role ${roles.join(' or ')}; the token has role ${payload.role}`,
        );
      }
      request.user = payload;
      return true;
    }

    // A mask token acts as its customer (role 1), whoever the staff user behind it is.
    const mask = verified.payload;
    if (roles && roles.length > 0 && !roles.includes(UserRole.Customer)) {
      throw new ForbiddenException(
        `This route needs role ${roles.join(' or ')}; a mask token acts as the customer (role 1)`,
      );
    }
    return this.masquerades.check(mask).then((masquerade) => {
      request.masquerade = masquerade;
      request.user = {
        userId: mask.userId,
        role: UserRole.Customer,
        tenant_id: mask.tenant_id,
        iat: mask.iat,
        exp: mask.exp,
      };
      return true;
    });
  }
}
