import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import type { TenantEntity } from '../../tenant/tenant.entity.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant of the `Tenant` header, set by ApiAccessGuard. */
    tenant?: TenantEntity;
  }
}

/** The tenant named by the request's `Tenant` header, resolved and checked by ApiAccessGuard. */
export const CurrentTenant = createParamDecorator(
  (_data: unknown, context: ExecutionContext): TenantEntity => {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.tenant) {
      throw new Error(
        `@CurrentTenant() on ${context.getClass().name}.${context.getHandler().name}, a route exempt from the Tenant header`,
      );
    }
    return request.tenant;
  },
);
