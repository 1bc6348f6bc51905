import { Body, Controller, NotFoundException, Param, Query, Req } from '@nestjs/common';
import type {
  AdminCreateUserRequest,
  AdminIdPathParams,
  AdminSetPasswordLinkResponse,
  AdminUpdateUserRequest,
  AdminUser,
  AdminUserListResponse,
  AdminUserOverviewResponse,
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
import { AdminUsersService, type RequestOrigin } from './admin-users.service.js';

/** The users list and user page (admins; agents for customers only) and what admins do to users. */
@Controller()
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  /** One page of the tenant's users (?role=&status=&q=&page=&pageSize=), newest first, with their order counts. */
  @Route('GET /api/admin/users')
  @AuditPatientData('users')
  list(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() caller: LoginTokenPayload,
    @Query() query: AdminUsersQuery,
  ): Promise<AdminUserListResponse> {
    return this.users.list(tenant.id, caller, query);
  }

  /** One user; to an agent only a customer (a staff user's id is the same 404 as an unknown one). */
  @Route('GET /api/admin/users/{id}')
  @AuditPatientData('user')
  get(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() caller: LoginTokenPayload,
    @Param() params: AdminIdPathParams,
    @Req() request: FastifyRequest,
  ): Promise<AdminUser> {
    const userId = userIdOf(params);
    setAuditSubject(request, userId);
    return this.users.get(tenant.id, caller, userId);
  }

  /** The customer's orders, subscriptions, chat threads, follow-ups and timeline, for the user page. */
  @Route('GET /api/admin/users/{id}/overview')
  @AuditPatientData('user_overview')
  overview(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() caller: LoginTokenPayload,
    @Param() params: AdminIdPathParams,
    @Req() request: FastifyRequest,
  ): Promise<AdminUserOverviewResponse> {
    const userId = userIdOf(params);
    setAuditSubject(request, userId);
    return this.users.overview(tenant.id, caller, userId);
  }

  /** Creates a customer (role 1) or agent (role 2); 409 when the email exists in the tenant. */
  @Route('POST /api/admin/users')
  @AuditPatientData('user')
  async create(
    @CurrentTenant() tenant: TenantEntity,
    @Body() body: AdminCreateUserRequest,
    @Req() request: FastifyRequest,
  ): Promise<AdminUser> {
    const user = await this.users.create(tenant, body, originOf(request));
    setAuditSubject(request, user.id);
    return user;
  }

  @Route('POST /api/admin/users/{id}/set-password-link')
  @AuditPatientData('user_password_link')
  sendSetPasswordLink(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() caller: LoginTokenPayload,
    @Param() params: AdminIdPathParams,
    @Req() request: FastifyRequest,
  ): Promise<AdminSetPasswordLinkResponse> {
    const userId = userIdOf(params);
    setAuditSubject(request, userId);
    return this.users.sendSetPasswordLink(tenant, caller, userId, originOf(request));
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

  @Route('POST /api/admin/users/{id}/deactivate')
  @AuditPatientData('user')
  deactivate(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() actor: LoginTokenPayload,
    @Param() params: AdminIdPathParams,
    @Req() request: FastifyRequest,
  ): Promise<AdminUser> {
    const userId = userIdOf(params);
    setAuditSubject(request, userId);
    return this.users.deactivate(tenant.id, actor.userId, userId);
  }

  @Route('POST /api/admin/users/{id}/reactivate')
  @AuditPatientData('user')
  reactivate(
    @CurrentTenant() tenant: TenantEntity,
    @Param() params: AdminIdPathParams,
    @Req() request: FastifyRequest,
  ): Promise<AdminUser> {
    const userId = userIdOf(params);
    setAuditSubject(request, userId);
    return this.users.reactivate(tenant.id, userId);
  }
}

function userIdOf({ id }: AdminIdPathParams): number {
  const userId = searchId(id);
  if (userId === null) throw new NotFoundException(`Unknown user: ${id}`);
  return userId;
}

function originOf(request: FastifyRequest): RequestOrigin {
  const origin = request.headers.origin;
  return { ip: request.ip, origin: typeof origin === 'string' ? origin : undefined };
}
