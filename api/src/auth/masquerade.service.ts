import {
  Injectable,
  NotFoundException,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type LoginTokenPayload,
  type MasqueradeRequest,
  type MasqueradeResponse,
  type Role,
  type SignedMaskTokenPayload,
  UserRole,
  isStaffRole,
} from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';
import { In, type EntityManager, type Repository } from 'typeorm';

import { UserEntity } from '../user/user.entity.js';
import { UserException } from '../user/user.exception.js';
import { JwtService } from './jwt.service.js';
import { bearerTokenOf } from './utils/bearer-token.util.js';
import { JwtError } from './utils/jwt.js';
import { masqueradeSessionKey } from './utils/masquerade-session.util.js';

/** The 401 of a mask token whose view was ended (or that no view of the tenant issued). */
export const MASQUERADE_ENDED = 'This customer view has ended; its mask token is no longer accepted';

/** Ended and expired sessions are deleted when a new one starts, this long after their token expired. */
const KEEP_EXPIRED_SESSIONS = '1 hour';

/** A request made with a mask token: the staff user behind it and the customer it acts as. */
export interface Masquerade {
  /** The staff user (admin or agent) acting as the customer. */
  masqueradeId: number;
  /**
   * That staff user's role as stored now: 0 or 2 whenever AuthGuard let the request in (a request it did not
   * check may carry the mask token of a staff user since demoted).
   */
  staffRole: Role;
  /** The customer the request acts as. */
  customerId: number;
  tenantId: number;
  /** The verified mask token. */
  token: SignedMaskTokenPayload;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by AuthGuard (or MasqueradeService.fromRequest) when the request carries a valid mask token. */
    masquerade?: Masquerade;
  }
}

/**
 * Issues mask tokens and checks that the staff user behind one may still use it. Each mask token is a session in
 * PostgreSQL (`masquerade_sessions`, keyed by masqueradeSessionKey) from its issue until it is ended or expires;
 * a token is accepted only while its session is open, whichever API process asks.
 */
@Injectable()
export class MasqueradeService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly jwt: JwtService,
  ) {}

  /**
   * A mask token for `staff` (a verified login token of an admin or agent) acting as the customer
   * `request.userId` of the tenant. 404 when the tenant has no such user, 422 when the user is not a customer,
   * 403 when the staff user is no longer an admin or agent.
   */
  async issue(
    tenantId: number,
    staff: LoginTokenPayload,
    request: MasqueradeRequest,
  ): Promise<MasqueradeResponse> {
    const rows = await this.users.findBy({ tenantId, id: In([staff.userId, request.userId]) });
    const staffRow = rows.find((row) => row.id === staff.userId);
    if (!staffRow || !isStaffRole(staffRow.role) || staffRow.deactivatedAt) {
      throw new UnauthorizedException('The user of this token is no longer an admin or agent');
    }
    const customer = rows.find((row) => row.id === request.userId);
    if (!customer) throw new NotFoundException(`Unknown user: ${request.userId}`);
    if (customer.role !== UserRole.Customer) {
      throw new UnprocessableEntityException(
        `User ${customer.id} has role ${customer.role}; only customers (role 1) can be masqueraded`,
      );
    }
    if (customer.deactivatedAt) throw new UserException('USER_DEACTIVATED', `User ${customer.id}`);
    const { token, payload } = await this.jwt.signMask({
      customerId: customer.id,
      masqueradeId: staffRow.id,
      tenantId,
    });
    await this.open(payload);
    return {
      maskToken: token,
      userId: customer.id,
      masqueradeId: staffRow.id,
      expiresAt: new Date(payload.exp * 1000).toISOString(),
    };
  }

  /**
   * Records a signed mask token's session as open, and deletes the tenant's sessions whose tokens expired an hour
   * ago or more (nothing reads them: the audit log keeps the history).
   */
  async open(token: SignedMaskTokenPayload): Promise<void> {
    await this.users.manager.transaction(async (manager) => {
      await manager.query(
        `DELETE FROM masquerade_sessions WHERE tenant_id = $1 AND expires_at < now() - interval '${KEEP_EXPIRED_SESSIONS}'`,
        [token.tenant_id],
      );
      await manager.query(
        `INSERT INTO masquerade_sessions (tenant_id, session, staff_user_id, customer_user_id, expires_at)
         VALUES ($1, $2, $3, $4, to_timestamp($5))`,
        [token.tenant_id, masqueradeSessionKey(token), token.masqueradeId, token.userId, token.exp],
      );
    });
  }

  /** Ends the session of a mask token: every API process refuses the token from its next request. */
  async end(masquerade: Masquerade): Promise<void> {
    await this.users.query(
      `UPDATE masquerade_sessions SET ended_at = now()
        WHERE tenant_id = $1 AND session = $2 AND ended_at IS NULL`,
      [masquerade.tenantId, masqueradeSessionKey(masquerade.token)],
    );
  }

  /**
   * The masquerade of a verified mask token, after checking in the database (one query) that its staff user is
   * still an active admin or agent, its customer still an active customer of the token's tenant, and its session
   * open (not ended); 401 otherwise.
   */
  async check(token: SignedMaskTokenPayload): Promise<Masquerade> {
    const rows = await this.users.query<
      { id: number; role: Role; deactivated: boolean; open: boolean | null }[]
    >(
      `SELECT u.id, u.role, u.deactivated_at IS NOT NULL AS deactivated,
              (SELECT s.ended_at IS NULL FROM masquerade_sessions s
                WHERE s.tenant_id = $1 AND s.session = $4) AS open
         FROM users u WHERE u.tenant_id = $1 AND u.id IN ($2, $3)`,
      [token.tenant_id, token.masqueradeId, token.userId, masqueradeSessionKey(token)],
    );
    const staff = rows.find((row) => row.id === token.masqueradeId);
    if (!staff || !isStaffRole(staff.role) || staff.deactivated) {
      throw new UnauthorizedException(
        `The staff user of this mask token (${token.masqueradeId}) is no longer an admin or agent`,
      );
    }
    const customer = rows.find((row) => row.id === token.userId);
    if (!customer || customer.role !== UserRole.Customer || customer.deactivated) {
      throw new UnauthorizedException(
        `The user of this mask token (${token.userId}) is no longer a customer of this tenant`,
      );
    }
    if (staff.open !== true) throw new UnauthorizedException(MASQUERADE_ENDED);
    return {
      masqueradeId: staff.id,
      staffRole: staff.role,
      customerId: customer.id,
      tenantId: token.tenant_id,
      token,
    };
  }

  /**
   * The masquerade of a request, for recording it: the one AuthGuard established, or else (a route without
   * login, or a request the guard refused) the request's Bearer token if it is a valid, unexpired
   * mask token, whatever its tenant. The staff user's role is read from the database; undefined when there is
   * no valid mask token or its staff user no longer exists.
   */
  async fromRequest(request: FastifyRequest): Promise<Masquerade | undefined> {
    if (request.masquerade) return request.masquerade;
    const bearer = bearerTokenOf(request.headers.authorization);
    if (!bearer) return undefined;
    let token: SignedMaskTokenPayload;
    try {
      const verified = await this.jwt.verifyAny(bearer);
      if (verified.kind !== 'mask') return undefined;
      token = verified.payload;
    } catch (error) {
      if (error instanceof JwtError) return undefined;
      throw error;
    }
    const staff = await this.users.findOneBy({ tenantId: token.tenant_id, id: token.masqueradeId });
    if (!staff) return undefined;
    return {
      masqueradeId: staff.id,
      // A staff user since demoted is still recorded as the actor, with the role they have now.
      staffRole: staff.role,
      customerId: token.userId,
      tenantId: token.tenant_id,
      token,
    };
  }
}

/**
 * Ends every open customer view a staff member started, in the caller's transaction (their logins were revoked:
 * a new password, a deactivation). Their mask tokens are refused from the next request, like their login tokens.
 */
export async function endMasqueradesBy(
  manager: EntityManager,
  tenantId: number,
  staffUserId: number,
): Promise<void> {
  await manager.query(
    `UPDATE masquerade_sessions SET ended_at = now()
      WHERE tenant_id = $1 AND staff_user_id = $2 AND ended_at IS NULL`,
    [tenantId, staffUserId],
  );
}
