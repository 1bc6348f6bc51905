import { randomBytes } from 'node:crypto';

import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type AdminCreateUserRequest,
  type AdminUpdateUserRequest,
  type AdminUser,
  type AdminUserListResponse,
  type AdminUsersQuery,
  type Role,
  UserRole,
} from '@telehealth/schemas';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';

import { hashPassword } from '../auth/utils/password-hash.js';
import { containsPattern, paging, searchId } from '../common/utils/paging.util.js';

interface UserRow {
  id: number;
  email: string;
  role: number;
  created_at: Date;
  order_count: number;
}

const USER_COLUMNS = `u.id, u.email, u.role, u.created_at,
  (SELECT count(*)::int FROM orders o WHERE o.tenant_id = u.tenant_id AND o.user_id = u.id) AS order_count`;

const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  role: row.role as AdminUser['role'],
  createdAt: row.created_at.toISOString(),
  orderCount: row.order_count,
});

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';

@Injectable()
export class AdminUsersService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of the tenant's users, newest first, by role and search text (email, or the id). `viewer` is the
   * caller's role: an agent sees customers only, whatever role the query names (RULES: agents work with customers).
   */
  async list(
    tenantId: number,
    query: AdminUsersQuery,
    viewer: Role = UserRole.Admin,
  ): Promise<AdminUserListResponse> {
    const { page, pageSize, offset } = paging(query);
    const params: unknown[] = [tenantId];
    const where = ['u.tenant_id = $1'];
    const role = viewer === UserRole.Admin ? query.role : String(UserRole.Customer);
    if (role !== undefined) {
      params.push(Number(role));
      where.push(`u.role = $${params.length}`);
    }
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

  /**
   * One user of the tenant. To an agent (`viewer` 2) a staff user does not exist: the same 404 as an unknown id, so
   * an agent cannot tell staff ids from free ones.
   */
  async get(tenantId: number, userId: number, viewer: Role = UserRole.Admin): Promise<AdminUser> {
    const user = await this.find(this.dataSource.manager, tenantId, userId);
    if (!user || (viewer !== UserRole.Admin && user.role !== UserRole.Customer)) {
      throw new NotFoundException(`Unknown user: ${userId}`);
    }
    return user;
  }

  /**
   * Creates a customer or agent. The email is unique per tenant regardless of case (409). Without a password
   * the account gets a random one nobody knows, so it cannot log in until a password is set.
   */
  async create(tenantId: number, request: AdminCreateUserRequest): Promise<AdminUser> {
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
      const [{ id }] = (await this.dataSource.query(
        `INSERT INTO users (tenant_id, email, password_hash, role) VALUES ($1, $2, $3, $4) RETURNING id`,
        [tenantId, email, passwordHash, request.role],
      )) as [{ id: number }];
      return await this.get(tenantId, id);
    } catch (error) {
      // Two requests creating the same email at once: the unique index decides.
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  /**
   * Changes a user's role. An admin cannot demote themselves, and the tenant's last admin cannot be demoted
   * (409). The tenant's admin rows are locked first, so two admins demoting each other at once cannot leave
   * the tenant without one.
   */
  async updateRole(
    tenantId: number,
    actorUserId: number,
    userId: number,
    request: AdminUpdateUserRequest,
  ): Promise<AdminUser> {
    return this.dataSource.transaction(async (manager) => {
      const admins = (await manager.query(
        `SELECT id FROM users WHERE tenant_id = $1 AND role = $2 ORDER BY id FOR UPDATE`,
        [tenantId, UserRole.Admin],
      )) as { id: number }[];
      const user = await this.find(manager, tenantId, userId, true);
      if (!user) throw new NotFoundException(`Unknown user: ${userId}`);
      if (user.role === request.role) return user;
      if (user.role === UserRole.Admin) {
        if (userId === actorUserId) throw new ConflictException('An admin cannot demote themselves');
        if (admins.length <= 1) {
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
