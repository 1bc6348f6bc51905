import type { DataSource } from 'typeorm';

/**
 * Row count and checksum of every table of the public schema but the audit log (which rightly records staff
 * requests, refused ones included): equal before and after a request means the request wrote nothing.
 */
export async function databaseChecksum(db: DataSource): Promise<Record<string, string>> {
  const tables: { name: string }[] = await db.query(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'audit_log'
      ORDER BY table_name`,
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.query(
      `SELECT count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum
         FROM "${name}" t`,
    );
    sums[name] = (row as { sum: string }).sum;
  }
  return sums;
}
