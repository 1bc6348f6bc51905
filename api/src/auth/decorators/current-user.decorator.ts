import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { LoginTokenPayload } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified login token's payload, set by AuthGuard. */
    user?: LoginTokenPayload;
  }
}

/** The verified login token of the request (userId, role, tenant_id, iat, exp), set by AuthGuard. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): LoginTokenPayload => {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.user) {
      throw new Error(
        `@CurrentUser() on ${context.getClass().name}.${context.getHandler().name}, a route whose access needs no login`,
      );
    }
    return request.user;
  },
);
