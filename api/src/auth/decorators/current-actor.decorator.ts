import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import type { Masquerade } from '../masquerade.service.js';
import './current-user.decorator.js';

/**
 * The person behind a request. With a login token that is the logged-in user; with a mask token it is the
 * staff user acting as the customer, while @CurrentUser() gives the customer.
 */
export interface Actor {
  userId: number;
  role: Role;
  tenantId: number;
  /** Set when the actor sent a mask token: the customer the request acts as. */
  masquerade: Masquerade | null;
}

/** The actor of a request, from the token AuthGuard checked (undefined on a request without one). */
export function actorOf(request: FastifyRequest): Actor | undefined {
  if (request.masquerade) {
    const masquerade = request.masquerade;
    return {
      userId: masquerade.masqueradeId,
      role: masquerade.staffRole,
      tenantId: masquerade.tenantId,
      masquerade,
    };
  }
  if (!request.user) return undefined;
  return {
    userId: request.user.userId,
    role: request.user.role,
    tenantId: request.user.tenant_id,
    masquerade: null,
  };
}

/** Who really sent the request (the staff user when masquerading), on a route whose access needs a login. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const actor = actorOf(context.switchToHttp().getRequest<FastifyRequest>());
  if (!actor) {
    throw new Error(
      `@CurrentActor() on ${context.getClass().name}.${context.getHandler().name}, a route whose access needs no login`,
    );
  }
  return actor;
});
