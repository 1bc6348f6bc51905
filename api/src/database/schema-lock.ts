import pg from 'pg';

/** The advisory lock that API processes hold, one at a time, while they change the database's schema. */
export const SCHEMA_LOCK_KEY = 0x5c4e3a;

/**
 * Runs `work` while this process holds PostgreSQL's session-level advisory lock SCHEMA_LOCK_KEY, taken on a
 * connection of its own. API processes starting together on one database thereby apply migrations (and create
 * the job queue's schema) one after the other: the next one finds them applied. The lock ends with that
 * connection, also when this process dies while holding it.
 */
export async function withSchemaLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'telehealth-schema-lock' });
  // A connection lost while waiting fails the query below; without a listener it would crash the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    return await work();
  } finally {
    // Closing the session releases its advisory locks.
    await client.end().catch(() => undefined);
  }
}
