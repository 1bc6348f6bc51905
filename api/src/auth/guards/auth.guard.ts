import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ROLE_NAMES, UserRole, type Role, type SignedLoginTokenPayload } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';

import { routeOf } from '../../common/route/route.decorator.js';
import { UserException } from '../../user/user.exception.js';
import '../decorators/current-user.decorator.js';
import { JwtService } from '../jwt.service.js';
import { MasqueradeService } from '../masquerade.service.js';
import { parseBearer } from '../utils/bearer-token.util.js';
import { JwtError, type VerifiedToken } from '../utils/jwt.js';

/** The 401 of a login token signed before its user's logins were revoked. */
export const LOGIN_REVOKED =
  'This login has ended (the password was changed or reset, or the account deactivated); log in again';

/**
 * Global, after ApiAccessGuard (so the Tenant header is already checked): the login a route's access in the route
 * contract asks for. `login` and `{roles}` need a login or mask token; `optional-login` lets a request without an
 * Authorization header through anonymously and checks one that has it exactly the same way; other routes ignore
 * the header. 401 without a valid, unexpired token; 403 when the token is for another tenant or the role is not
 * allowed.
 * Every login token is checked against the database on every request: 403 once its user is gone or deactivated
 * (`USER_DEACTIVATED`), and for an admin's or agent's token once its user no longer has the token's role, so a
 * demoted or deactivated user loses access at once; 401 once its tokenVersion is not the user's (a password reset
 * or change, or a deactivation, revoked it: utils/revoke-logins.util.ts).
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
    private readonly dataSource: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { access } = routeOf(this.reflector, context);
    if (access === 'none' || access === 'token' || access === 'tenant' || access === 'metrics') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const bearer = parseBearer(request.headers.authorization);
    if (!bearer.ok && bearer.problem === 'missing') {
      if (access === 'optional-login') return true;
      throw new UnauthorizedException('Missing Authorization header');
    }
    if (!bearer.ok) throw new UnauthorizedException('Authorization header must be "Bearer <token>"');

    let verified: VerifiedToken;
    try {
      verified = await this.jwt.verifyAny(bearer.token);
    } catch (error) {
      if (error instanceof JwtError) throw new UnauthorizedException(error.message);
      throw error;
    }

    if (!request.tenant) {
      throw new Error(
        `${context.getClass().name}.${context.getHandler().name} asks for a login on a route exempt from the Tenant header`,
      );
    }
    if (verified.payload.tenant_id !== request.tenant.id) {
      throw new ForbiddenException('Token is for another tenant');
    }

    const roles: readonly Role[] | undefined = typeof access === 'object' ? access.roles : undefined;
    if (verified.kind === 'login') {
      const payload = verified.payload;
      if (roles && roles.length > 0 && !roles.includes(payload.role)) {
        throw new ForbiddenException(
          `This route needs role ${roles.join(' or ')}; the token has role ${payload.role}`,
        );
      }
      return this.assertStillActive(payload).then(() => {
        request.user = payload;
        return true;
      });
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

  /**
   * A login token is only as good as its user now: a token lives for JWT_TTL_SECONDS, so without this a user
   * deactivated, or an agent demoted (or removed), would keep reading data until it expires. 403 when the user is
   * gone or deactivated, or (staff tokens) has another role than the token says; 401 when the user's logins were
   * revoked since the token was signed (its tokenVersion is not the user's). A customer's token whose user became
   * staff keeps the customer routes it was issued for.
   */
  private async assertStillActive(payload: SignedLoginTokenPayload): Promise<void> {
    // One primary-key lookup, read as plain values (no entity): it runs on every logged-in request.
    const [row] = await this.dataSource.query<{ role: Role; deactivated: boolean; token_version: number }[]>(
      `SELECT role, deactivated_at IS NOT NULL AS deactivated, token_version
         FROM users WHERE id = $1 AND tenant_id = $2`,
      [payload.userId, payload.tenant_id],
    );
    if (!row && payload.role === UserRole.Customer) {
      throw new UnauthorizedException('The user of this token no longer exists');
    }
    if (!row) {
      throw new ForbiddenException(`User ${payload.userId} no longer exists in tenant ${payload.tenant_id}`);
    }
    if (row.deactivated) throw new UserException('USER_DEACTIVATED');
    if (row.token_version !== payload.tokenVersion) throw new UnauthorizedException(LOGIN_REVOKED);
    if (payload.role !== UserRole.Customer && row.role !== payload.role) {
      const was = `an ${ROLE_NAMES[payload.role]}`;
      throw new ForbiddenException(
        `User ${payload.userId} is no longer ${was} of tenant ${payload.tenant_id}`,
      );
    }
  }
}
