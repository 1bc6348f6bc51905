import { applyDecorators, ForbiddenException, Injectable, UseGuards, type CanActivate } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import type { Repository } from 'typeorm';

import { Roles } from '../../auth/decorators/authenticated.decorator.js';
import '../../auth/decorators/current-user.decorator.js';
import { UserEntity, UserRole } from '../../user/user.entity.js';

/**
 * Runs after AuthGuard (role 0 in the token): the token's user must still exist in the tenant and still be an
 * admin. A login token lives for JWT_TTL_SECONDS, so without this an admin demoted through PATCH
 * /api/admin/users/:id would keep the admin area until the token expires.
 */
@Injectable()
export class CurrentAdminGuard implements CanActivate {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const { user, tenant } = request;
    if (!user || !tenant) {
      throw new Error(
        `CurrentAdminGuard on ${context.getClass().name} runs before the login token was checked`,
      );
    }
    const row = await this.users.findOne({
      select: { id: true, role: true },
      where: { tenantId: tenant.id, id: user.userId },
    });
    if (!row) throw new ForbiddenException(`User ${user.userId} no longer exists in tenant ${tenant.id}`);
    if (row.role !== UserRole.Admin) {
      throw new ForbiddenException(`User ${user.userId} is no longer an admin of tenant ${tenant.id}`);
    }
    return true;
  }
}

/**
 * The admin area's access rule: an admin login token (role 0) of the Tenant header's tenant (customer and agent
 * tokens → 403, none → 401), whose user is still an admin there. Agents reach customers only by masquerading.
 */
export const AdminOnly = () => applyDecorators(Roles(UserRole.Admin), UseGuards(CurrentAdminGuard));
