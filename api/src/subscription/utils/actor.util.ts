import type { LoginTokenPayload } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

/**
 * Who really acts: the staff user behind a mask token (AuthGuard sets `request.masquerade`), else the logged-in
 * user. With a mask token `user` is the customer the agent acts as.
 */
export function actorUserId(request: FastifyRequest, user: LoginTokenPayload): number {
  const masquerade = (request as { masquerade?: { masqueradeId?: number } }).masquerade;
  return masquerade?.masqueradeId ?? user.userId;
}
