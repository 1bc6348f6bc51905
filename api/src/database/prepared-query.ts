import type { Pool, PoolClient, QueryResultRow } from 'pg';
import type { EntityManager } from 'typeorm';

/**
 * Runs a statement of a hot path as a named prepared statement: each pooled connection has PostgreSQL parse and
 * plan it once, then only binds and executes it (TypeORM's `query` sends every statement unnamed, planned on every
 * call). In a transaction (`manager` of `dataSource.transaction`) it runs on that transaction's connection.
 *
 * `name` must stand for one `text` in the whole process: a connection refuses a name prepared with another text.
 * Errors are pg's own (`DatabaseError`, with the SQLSTATE the error filter reads), not TypeORM's QueryFailedError,
 * and the statement is not in TypeORM's slow-query log. A pooler in front of PostgreSQL must keep prepared
 * statements (PgBouncer 1.21+ with `max_prepared_statements`, or session pooling).
 */
export async function preparedQuery<Row extends QueryResultRow>(
  manager: EntityManager,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const config = { name, text, values };
  const runner = manager.queryRunner;
  if (runner && !runner.isReleased) {
    const client = (await runner.connect()) as PoolClient;
    return (await client.query<Row>(config)).rows;
  }
  const pool = (manager.connection.driver as unknown as { master: Pool }).master;
  return (await pool.query<Row>(config)).rows;
}
