import type { DataSource, EntityManager } from 'typeorm';

/** What the upload and recovery-email rules need to know of an intake (an `orders` row). */
export interface IntakeRef {
  id: number;
  userId: number | null;
  paidAt: Date | null;
  originalOrderId: number | null;
}

/** The intake of a tenant with this created value, or null. */
export async function findIntake(
  db: DataSource | EntityManager,
  tenantId: number,
  created: string,
): Promise<IntakeRef | null> {
  const [row] = (await db.query(
    `SELECT id, user_id AS "userId", paid_at AS "paidAt", original_order_id AS "originalOrderId"
       FROM orders WHERE tenant_id = $1 AND created = $2`,
    [tenantId, created],
  )) as IntakeRef[];
  return row ?? null;
}
