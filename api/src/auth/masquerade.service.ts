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
import { In, type Repository } from 'typeorm';

import { UserEntity } from '../user/user.entity.js';
import { UserException } from '../user/user.exception.js';
import { JwtService } from './jwt.service.js';
import { bearerTokenOf } from './utils/bearer-token.util.js';
import { JwtError } from './utils/jwt.js';

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

/** Issues mask tokens and checks that the staff user behind one may still use it. */
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
    return {
      maskToken: token,
      userId: customer.id,
      masqueradeId: staffRow.id,
      expiresAt: new Date(payload.exp * 1000).toISOString(),
    };
  }

  /**
   * The masquerade of a verified mask token, after checking in the database that its staff user is still an
   * admin or agent and its customer still a customer of the token's tenant; 401 otherwise.
   */
  async check(token: SignedMaskTokenPayload): Promise<Masquerade> {
    const rows = await this.users.findBy({
      tenantId: token.tenant_id,
      id: In([token.masqueradeId, token.userId]),
    });
    const staff = rows.find((row) => row.id === token.masqueradeId);
    if (!staff || !isStaffRole(staff.role) || staff.deactivatedAt) {
      throw new UnauthorizedException(
        `The staff user of this mask token (${token.masqueradeId}) is no longer an admin or agent`,
      );
    }
    const customer = rows.find((row) => row.id === token.userId);
    if (!customer || customer.role !== UserRole.Customer || customer.deactivatedAt) {
      throw new UnauthorizedException(
        `The user of this mask token (${token.userId}) is no longer a customer of this tenant`,
      );
    }
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
