import type { EntityManager } from 'typeorm';

import { endMasqueradesBy } from '../masquerade.service.js';

/**
 * Ends every login of a user, in the caller's transaction, beside the change that calls for it (a password reset
 * or change, a deactivation): raises `users.token_version`, so AuthGuard refuses every login token signed before
 * (it reads the version with the user's row on every request, on every API process), and ends the customer views
 * the user started as staff. Answers the new version, for a token signed after the change.
 */
export async function revokeLogins(
  manager: EntityManager,
  tenantId: number,
  userId: number,
): Promise<number> {
  const [rows] = (await manager.query(
    `UPDATE users SET token_version = token_version + 1 WHERE tenant_id = $1 AND id = $2 RETURNING token_version`,
    [tenantId, userId],
  )) as [{ token_version: number }[], number];
  await endMasqueradesBy(manager, tenantId, userId);
  return rows[0]?.token_version ?? 0;
}
