import type { LoginTokenPayload, Role } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

/** Admins and agents: the tenant's staff, who may act on any of its customers where a route allows it. */
export const isStaff = (role: Role): boolean => role === 0 || role === 2;

/**
 * Who really acts: the staff user behind a mask token (AuthGuard sets `request.masquerade`), else the logged-in
 * user. With a mask token `user` is the customer the agent acts as.
 */
export function actorUserId(request: FastifyRequest, user: LoginTokenPayload): number {
  const masquerade = (request as { masquerade?: { masqueradeId?: number } }).masquerade;
  return masquerade?.masqueradeId ?? user.userId;
}
