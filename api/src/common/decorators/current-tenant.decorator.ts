import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * The tenant named by the request's `Tenant` header (a TenantEntity), resolved and checked by ApiAccessGuard,
 * which declares and sets `request.tenant`.
 */
export const CurrentTenant = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  if (!request.tenant) {
    throw new Error(
      `@CurrentTenant() on ${context.getClass().name}.${context.getHandler().name}, a route exempt from the Tenant header`,
    );
  }
  return request.tenant;
});
