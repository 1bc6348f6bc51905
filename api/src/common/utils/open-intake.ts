import type { DataSource, EntityManager } from 'typeorm';

/** What the upload and recovery-email rules need to know of an intake (an `orders` row). */
export interface IntakeRef {
  id: number;
  userId: number | null;
  paidAt: Date | null;
}

/** The intake of a tenant with this created value, or null. */
export async function findIntake(
  db: DataSource | EntityManager,
  tenantId: number,
  created: string,
): Promise<IntakeRef | null> {
  const [row] = (await db.query(
    `SELECT id, user_id AS "userId", paid_at AS "paidAt" FROM orders WHERE tenant_id = $1 AND created = $2`,
    [tenantId, created],
  )) as IntakeRef[];
  return row ?? null;
}

/**
 * Whether whoever holds an intake's created value may still act on it without logging in: it is unpaid and no
 * customer's. The one home of this rule for uploads and the intake recovery email, so that the order module's
 * "who owns this order" rule can take its place.
 */
export function isOpenIntake(intake: IntakeRef): boolean {
  return intake.paidAt === null && intake.userId === null;
}
