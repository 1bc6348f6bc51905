import {
  Body,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Patch,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import type { AdminUser, AdminUserListResponse, LoginTokenPayload } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { AdminOnly } from '../auth/guards/current-admin.guard.js';
import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { searchId } from '../common/utils/paging.util.js';
import { validateRequest } from '../common/utils/validate-request.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { AdminUsersService } from './admin-users.service.js';

@Controller('admin/users')
@AdminOnly()
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  /** One page of the tenant's users (?role=&q=&page=&pageSize=), newest first, with their order counts. */
  @Get()
  @AuditPatientData('users')
  list(@CurrentTenant() tenant: TenantEntity, @Query() query: unknown): Promise<AdminUserListResponse> {
    return this.users.list(tenant.id, validateRequest('AdminUsersQuery', query, 'query string'));
  }

  @Get(':id')
  @AuditPatientData('user')
  get(
    @CurrentTenant() tenant: TenantEntity,
    @Param() params: unknown,
    @Req() request: FastifyRequest,
  ): Promise<AdminUser> {
    const userId = userIdOf(params);
    setAuditSubject(request, userId);
    return this.users.get(tenant.id, userId);
  }

  /** Creates a customer (role 1) or agent (role 2); 409 when the email exists in the tenant. */
  @Post()
  @HttpCode(201)
  @AuditPatientData('user')
  async create(
    @CurrentTenant() tenant: TenantEntity,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<AdminUser> {
    const user = await this.users.create(tenant.id, validateRequest('AdminCreateUserRequest', body, 'body'));
    setAuditSubject(request, user.id);
    return user;
  }

  /** Changes a user's role; 409 for demoting oneself or the tenant's last admin. */
  @Patch(':id')
  @AuditPatientData('user')
  update(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() actor: LoginTokenPayload,
    @Param() params: unknown,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<AdminUser> {
    const userId = userIdOf(params);
    setAuditSubject(request, userId);
    const change = validateRequest('AdminUpdateUserRequest', body, 'body');
    return this.users.updateRole(tenant.id, actor.userId, userId, change);
  }
}

function userIdOf(params: unknown): number {
  const { id } = validateRequest('AdminIdPathParams', params, 'path parameters');
  const userId = searchId(id);
  if (userId === null) throw new NotFoundException(`Unknown user: ${id}`);
  return userId;
}
