import { randomBytes } from 'node:crypto';

import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type AdminCreateUserRequest,
  type AdminSetPasswordLinkResponse,
  type AdminTimelineEntry,
  type AdminUpdateUserRequest,
  type AdminUser,
  type AdminUserListResponse,
  type AdminUserOverviewResponse,
  type AdminUsersQuery,
  type LoginTokenPayload,
  type Role,
  UserRole,
} from '@telehealth/schemas';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';

import { PasswordResetService } from '../auth/password-reset.service.js';
import { hashPassword } from '../auth/utils/password-hash.js';
import { revokeLogins } from '../auth/utils/revoke-logins.util.js';
import { ChatService } from '../chat/chat.service.js';
import { containsPattern, paging, searchId } from '../common/utils/paging.util.js';
import { EmailService } from '../email/email.service.js';
import { FollowupService } from '../followup/followup.service.js';
import { SubscriptionService } from '../subscription/subscription.service.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { UserException } from '../user/user.exception.js';
import { AdminOrdersService } from './admin-orders.service.js';

interface UserRow {
  id: number;
  email: string;
  name: string | null;
  role: number;
  created_at: Date;
  deactivated_at: Date | null;
  order_count: number;
}

const USER_COLUMNS = `u.id, u.email, u.role, u.created_at, u.deactivated_at,
  coalesce(nullif(concat_ws(' ', u.profile->>'firstName', u.profile->>'lastName'), ''), u.name) AS name,
  (SELECT count(*)::int FROM orders o WHERE o.tenant_id = u.tenant_id AND o.user_id = u.id) AS order_count`;

/** The most timeline entries the user page shows. */
const TIMELINE_LIMIT = 200;

const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as AdminUser['role'],
  createdAt: row.created_at.toISOString(),
  deactivatedAt: row.deactivated_at ? row.deactivated_at.toISOString() : null,
  orderCount: row.order_count,
});

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';

/** Where a staff request comes from: the caller's IP (rate limits) and the Origin its links should open. */
export interface RequestOrigin {
  ip: string;
  origin: string | undefined;
}

/**
 * The tenant's users for the admin area. Admins see and manage everyone; agents see customers only (any other
 * user is the same 404 as an unknown id), and may send a customer a set-password link.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passwordResets: PasswordResetService,
    private readonly email: EmailService,
    private readonly orders: AdminOrdersService,
    private readonly subscriptions: SubscriptionService,
    private readonly chat: ChatService,
    private readonly followups: FollowupService,
  ) {}

  /** One page of the tenant's users, newest first, by role, status and search text (email, or the id). */
  async list(
    tenantId: number,
    caller: LoginTokenPayload,
    query: AdminUsersQuery,
  ): Promise<AdminUserListResponse> {
    const { page, pageSize, offset } = paging(query);
    const params: unknown[] = [tenantId];
    const where = ['u.tenant_id = $1'];
    const role = caller.role === UserRole.Admin ? query.role : String(UserRole.Customer);
    if (role !== undefined) {
      params.push(Number(role));
      where.push(`u.role = $${params.length}`);
    }
    if (query.status === 'active') where.push('u.deactivated_at IS NULL');
    if (query.status === 'deactivated') where.push('u.deactivated_at IS NOT NULL');
    const q = query.q?.trim();
    if (q) {
      params.push(containsPattern(q));
      const matches = [`u.email ILIKE $${params.length}`];
      const id = searchId(q);
      if (id !== null) {
        params.push(id);
        matches.push(`u.id = $${params.length}`);
      }
      where.push(`(${matches.join(' OR ')})`);
    }
    const whereSql = `WHERE ${where.join(' AND ')}`;
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM users u ${whereSql}`,
      params,
    )) as [{ total: number }];
    const rows = (await this.dataSource.query(
      `SELECT ${USER_COLUMNS} FROM users u ${whereSql}
       ORDER BY u.created_at DESC, u.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, offset],
    )) as UserRow[];
    return { items: rows.map(toAdminUser), total, page, pageSize };
  }

  /** The user; 404 for an unknown id, another tenant's, and (for an agent) anyone but a customer. */
  async get(tenantId: number, caller: LoginTokenPayload, userId: number): Promise<AdminUser> {
    const user = await this.find(this.dataSource.manager, tenantId, userId);
    if (!user || !visibleTo(caller, user)) throw new NotFoundException(`Unknown user: ${userId}`);
    return user;
  }

  /**
   * Creates a customer or agent. The email is unique per tenant regardless of case (409). Without a password
   * the account gets a random one nobody knows, so it cannot log in until a password is set; with
   * `sendSetPasswordLink` the set-password email is queued in the transaction that creates the user.
   */
  async create(
    tenant: TenantEntity,
    request: AdminCreateUserRequest,
    from: RequestOrigin,
  ): Promise<AdminUser> {
    const tenantId = tenant.id;
    const email = request.email.trim();
    const passwordHash = await hashPassword(request.password ?? randomBytes(32).toString('base64url'));
    const duplicate = () =>
      new ConflictException(`A user with the email ${email} already exists in this tenant`);
    const taken = (await this.dataSource.query(
      `SELECT 1 FROM users WHERE tenant_id = $1 AND lower(email) = lower($2)`,
      [tenantId, email],
    )) as unknown[];
    if (taken.length > 0) throw duplicate();
    try {
      const user = await this.dataSource.transaction(async (manager) => {
        const [{ id }] = (await manager.query(
          `INSERT INTO users (tenant_id, email, password_hash, role, name) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [tenantId, email, passwordHash, request.role, request.name?.trim() ?? null],
        )) as [{ id: number }];
        if (request.sendSetPasswordLink) {
          await this.passwordResets.sendAccountSetup(tenant, { id, email }, from.ip, from.origin, manager);
        }
        return (await this.find(manager, tenantId, id))!;
      });
      if (request.sendSetPasswordLink) this.email.wake();
      return user;
    } catch (error) {
      // Two requests creating the same email at once: the unique index decides.
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  /** Emails the user the set-password email; 403 `USER_DEACTIVATED` for a deactivated user, 429 when limited. */
  async sendSetPasswordLink(
    tenant: TenantEntity,
    caller: LoginTokenPayload,
    userId: number,
    from: RequestOrigin,
  ): Promise<AdminSetPasswordLinkResponse> {
    const user = await this.get(tenant.id, caller, userId);
    if (user.deactivatedAt) throw new UserException('USER_DEACTIVATED', `User ${user.id}`);
    const expiresAt = await this.passwordResets.sendAccountSetup(tenant, user, from.ip, from.origin);
    return { email: user.email, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Changes a user's role. An admin cannot demote themselves, and the tenant's last active admin cannot be
   * demoted (409). The tenant's admin rows are locked first, so two admins demoting each other at once cannot
   * leave the tenant without one.
   */
  async updateRole(
    tenantId: number,
    actorUserId: number,
    userId: number,
    request: AdminUpdateUserRequest,
  ): Promise<AdminUser> {
    return this.dataSource.transaction(async (manager) => {
      const admins = await this.lockActiveAdmins(manager, tenantId);
      const user = await this.find(manager, tenantId, userId, true);
      if (!user) throw new NotFoundException(`Unknown user: ${userId}`);
      if (user.role === request.role) return user;
      if (user.role === UserRole.Admin) {
        if (userId === actorUserId) throw new ConflictException('An admin cannot demote themselves');
        if (!user.deactivatedAt && admins.length <= 1) {
          throw new ConflictException(
            `User ${userId} is the last admin of tenant ${tenantId} and cannot be demoted`,
          );
        }
      }
      await manager.query(`UPDATE users SET role = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2`, [
        tenantId,
        userId,
        request.role,
      ]);
      return { ...user, role: request.role };
    });
  }

  /**
   * Deactivates a user: from the next request on their tokens are refused (AuthGuard), and stay refused after a
   * reactivation (revokeLogins); they cannot log in or be masqueraded, their customer views end, and their unused
   * password links die. 409 for oneself and for the tenant's last active admin,
   * under the same lock on the admin rows as a role change. Deactivating a deactivated user changes nothing.
   */
  async deactivate(tenantId: number, actorUserId: number, userId: number): Promise<AdminUser> {
    return this.dataSource.transaction(async (manager) => {
      const admins = await this.lockActiveAdmins(manager, tenantId);
      const user = await this.find(manager, tenantId, userId, true);
      if (!user) throw new NotFoundException(`Unknown user: ${userId}`);
      if (user.deactivatedAt) return user;
      if (userId === actorUserId) throw new UserException('USER_SELF_CHANGE_REFUSED');
      if (user.role === UserRole.Admin && admins.length <= 1)
        throw new UserException('USER_LAST_ADMIN', userId);
      const [[row]] = (await manager.query(
        `UPDATE users SET deactivated_at = now(), updated_at = now() WHERE tenant_id = $1 AND id = $2
         RETURNING deactivated_at`,
        [tenantId, userId],
      )) as [[{ deactivated_at: Date }], number];
      await manager.query(
        `UPDATE password_reset_tokens SET used_at = now() WHERE tenant_id = $1 AND user_id = $2 AND used_at IS NULL`,
        [tenantId, userId],
      );
      // Their tokens stay refused after a reactivation too: they log in again.
      await revokeLogins(manager, tenantId, userId);
      return { ...user, deactivatedAt: row.deactivated_at.toISOString() };
    });
  }

  /** Reactivates a deactivated user (an active one is answered unchanged). */
  async reactivate(tenantId: number, userId: number): Promise<AdminUser> {
    await this.dataSource.query(
      `UPDATE users SET deactivated_at = NULL, updated_at = now()
        WHERE tenant_id = $1 AND id = $2 AND deactivated_at IS NOT NULL`,
      [tenantId, userId],
    );
    const user = await this.find(this.dataSource.manager, tenantId, userId);
    if (!user) throw new NotFoundException(`Unknown user: ${userId}`);
    return user;
  }

  /**
   * What the user page shows of a customer: their orders (newest first), subscriptions, chat threads, follow-ups
   * and timeline (subscription events, paid orders and money given back, newest first, each with its actor; a
   * refund or release nobody asked for is the clinician's decline or a cancel). 422 for a staff user.
   */
  async overview(
    tenantId: number,
    caller: LoginTokenPayload,
    userId: number,
  ): Promise<AdminUserOverviewResponse> {
    const user = await this.get(tenantId, caller, userId);
    if (user.role !== UserRole.Customer) throw new UserException('USER_NOT_A_CUSTOMER', userId);
    const [orders, subscriptions, threads, followups, timeline] = await Promise.all([
      this.orders.list(tenantId, { pageSize: '100' }, userId),
      this.subscriptions.list(tenantId, userId),
      this.chat.threads(tenantId, caller, String(userId)),
      this.followups.list(tenantId, userId),
      this.timeline(tenantId, userId),
    ]);
    return { user, orders: orders.items, subscriptions, threads, followups, timeline };
  }

  private async timeline(tenantId: number, userId: number): Promise<AdminTimelineEntry[]> {
    const rows = (await this.dataSource.query(
      `SELECT * FROM (
         SELECT 'subscription' AS kind, e.action, e.order_id, e.occurred_at, e.reason, e.id::text AS seq,
                a.id AS actor_id, a.email AS actor_email, a.role AS actor_role
           FROM subscription_events e
           LEFT JOIN users a ON a.id = e.actor_user_id AND a.tenant_id = e.tenant_id
          WHERE e.tenant_id = $1 AND e.user_id = $2
         UNION ALL
         SELECT 'order', 'paid', o.id, o.paid_at, NULL, '0', NULL, NULL, NULL
           FROM orders o
          WHERE o.tenant_id = $1 AND o.user_id = $2 AND o.paid_at IS NOT NULL AND o.original_order_id IS NULL
         UNION ALL
         SELECT 'order', p.kind, p.order_id, p.created_at, NULL, p.id::text, a.id, a.email, a.role
           FROM payments p
           JOIN orders o ON o.id = p.order_id AND o.tenant_id = p.tenant_id
           LEFT JOIN users a ON a.id = p.requested_by_user_id AND a.tenant_id = p.tenant_id
          WHERE p.tenant_id = $1 AND o.user_id = $2 AND p.kind IN ('refund', 'void') AND p.status = 'approved'
       ) t
       ORDER BY occurred_at DESC, seq DESC
       LIMIT ${TIMELINE_LIMIT}`,
      [tenantId, userId],
    )) as {
      kind: AdminTimelineEntry['kind'];
      action: string;
      order_id: number;
      occurred_at: Date;
      reason: string | null;
      actor_id: number | null;
      actor_email: string | null;
      actor_role: Role | null;
    }[];
    return rows.map((row) => ({
      kind: row.kind,
      action: row.action,
      orderId: String(row.order_id),
      occurredAt: row.occurred_at.toISOString(),
      reason: row.reason,
      actor:
        row.actor_id === null
          ? null
          : {
              userId: row.actor_id,
              email: row.actor_email!,
              role: row.actor_role!,
              isCustomer: row.actor_id === userId,
            },
    }));
  }

  /** The tenant's active admins, locked: role changes and deactivations take this lock first. */
  private async lockActiveAdmins(manager: EntityManager, tenantId: number): Promise<{ id: number }[]> {
    const rows = (await manager.query(
      `SELECT id, deactivated_at FROM users WHERE tenant_id = $1 AND role = $2 ORDER BY id FOR UPDATE`,
      [tenantId, UserRole.Admin],
    )) as { id: number; deactivated_at: Date | null }[];
    return rows.filter((row) => row.deactivated_at === null);
  }

  private async find(
    manager: EntityManager,
    tenantId: number,
    userId: number,
    lock = false,
  ): Promise<AdminUser | null> {
    const [row] = (await manager.query(
      `SELECT ${USER_COLUMNS} FROM users u WHERE u.tenant_id = $1 AND u.id = $2${lock ? ' FOR UPDATE OF u' : ''}`,
      [tenantId, userId],
    )) as UserRow[];
    return row ? toAdminUser(row) : null;
  }
}

/** Admins see every user; agents customers only. */
function visibleTo(caller: LoginTokenPayload, user: AdminUser): boolean {
  return caller.role === UserRole.Admin || user.role === UserRole.Customer;
}
