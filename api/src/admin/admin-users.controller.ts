import { Body, Controller, NotFoundException, Param, Query, Req } from '@nestjs/common';
import type {
  AdminCreateUserRequest,
  AdminIdPathParams,
  AdminUpdateUserRequest,
  AdminUser,
  AdminUserListResponse,
  AdminUsersQuery,
  LoginTokenPayload,
} from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import { searchId } from '../common/utils/paging.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { AdminUsersService } from './admin-users.service.js';

@Controller()
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  /**
   * One page of the tenant's users (?role=&q=&page=&pageSize=), newest first, with their order counts. An agent
   * sees customers only, whatever `?role=` asks.
   */
  @Route('GET /api/admin/users')
  @AuditPatientData('users')
  list(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() actor: LoginTokenPayload,
    @Query() query: AdminUsersQuery,
  ): Promise<AdminUserListResponse> {
    return this.users.list(tenant.id, query, actor.role);
  }

  /** One user; to an agent only a customer (a staff user's id is the same 404 as an unknown one). */
  @Route('GET /api/admin/users/{id}')
  @AuditPatientData('user')
  get(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() actor: LoginTokenPayload,
    @Param() params: AdminIdPathParams,
    @Req() request: FastifyRequest,
  ): Promise<AdminUser> {
    const userId = userIdOf(params);
    setAuditSubject(request, userId);
    return this.users.get(tenant.id, userId, actor.role);
  }

  /** Creates a customer (role 1) or agent (role 2); 409 when the email exists in the tenant. */
  @Route('POST /api/admin/users')
  @AuditPatientData('user')
  async create(
    @CurrentTenant() tenant: TenantEntity,
    @Body() body: AdminCreateUserRequest,
    @Req() request: FastifyRequest,
  ): Promise<AdminUser> {
    const user = await this.users.create(tenant.id, body);
    setAuditSubject(request, user.id);
    return user;
  }

  /** Changes a user's role; 409 for demoting oneself or the tenant's last admin. */
  @Route('PATCH /api/admin/users/{id}')
  @AuditPatientData('user')
  update(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() actor: LoginTokenPayload,
    @Param() params: AdminIdPathParams,
    @Body() change: AdminUpdateUserRequest,
    @Req() request: FastifyRequest,
  ): Promise<AdminUser> {
    const userId = userIdOf(params);
    setAuditSubject(request, userId);
    return this.users.updateRole(tenant.id, actor.userId, userId, change);
  }
}

function userIdOf({ id }: AdminIdPathParams): number {
  const userId = searchId(id);
  if (userId === null) throw new NotFoundException(`Unknown user: ${id}`);
  return userId;
}
