import type { Pool, PoolClient, QueryConfig, QueryResultRow } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';

/** DataSources whose connections go through a pooler in transaction mode (see sendUnnamed). */
const pooled = new WeakSet<DataSource>();

/**
 * Has preparedQuery send the statements of `dataSource` unnamed: its connections go through a pooler in
 * transaction mode (PgBouncer), where the next statement of a client may run on another server connection, one
 * that never prepared the name or prepared it for another client ("prepared statement … already exists").
 */
export function sendUnnamed(dataSource: DataSource): void {
  pooled.add(dataSource);
}

/**
 * Runs a statement of a hot path as a named prepared statement: each pooled connection has PostgreSQL parse and
 * plan it once, then only binds and executes it (TypeORM's `query` sends every statement unnamed, planned on every
 * call). In a transaction (`manager` of `dataSource.transaction`) it runs on that transaction's connection. Behind
 * a pooler in transaction mode (sendUnnamed) it is sent unnamed, parsed and planned on every call as TypeORM's are.
 *
 * `name` must stand for one `text` in the whole process: a connection refuses a name prepared with another text.
 * Errors are pg's own (`DatabaseError`, with the SQLSTATE the error filter reads), not TypeORM's QueryFailedError,
 * and the statement is not in TypeORM's slow-query log.
 */
export async function preparedQuery<Row extends QueryResultRow>(
  manager: EntityManager,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const config: QueryConfig = pooled.has(manager.connection) ? { text, values } : { name, text, values };
  const runner = manager.queryRunner;
  if (runner && !runner.isReleased) {
    const client = (await runner.connect()) as PoolClient;
    return (await client.query<Row>(config)).rows;
  }
  const pool = (manager.connection.driver as unknown as { master: Pool }).master;
  return (await pool.query<Row>(config)).rows;
}
