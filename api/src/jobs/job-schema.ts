import { createRequire } from 'node:module';

import pg from 'pg';
import { PgBoss, type Db } from 'pg-boss';

/** The version of pg-boss's schema this build's pg-boss runs on (its package.json's `pgboss.schema`). */
const SCHEMA_VERSION = (
  createRequire(import.meta.url)('pg-boss/package.json') as { pgboss: { schema: number } }
).pgboss.schema;

/** The version of the pg-boss schema at `url`, or undefined when there is none. */
async function installedVersion(url: string, schema: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: url, application_name: 'telehealth-jobs-schema' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await client
      .query<{ version: number }>(`SELECT version::int AS version FROM ${schema}.version`)
      .then((result) => result.rows[0]?.version)
      .catch(() => undefined);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Creates pg-boss's schema, or migrates it to this build's version, through a direct session (`directUrl`) when
 * the application's pg-boss goes through a pooler: a PgBoss of its own, without workers, maintenance or an entry in
 * pg-boss's instance table, started and stopped again. Answers whether it had anything to do. Under the schema lock.
 *
 * A migration may leave index builds for pg-boss's background migration runner, which this instance stops at once:
 * the application's pg-boss (`migrate: true`) runs them, and pg-boss hands a cut-off build back to be run again.
 */
export async function prepareJobSchema(directUrl: string, schema: string): Promise<boolean> {
  const version = await installedVersion(directUrl, schema);
  if (version !== undefined && version >= SCHEMA_VERSION) return false;
  const boss = new PgBoss({
    connectionString: directUrl,
    schema,
    application_name: 'telehealth-jobs-schema',
    max: 1,
    supervise: false,
    schedule: false,
    migrate: true,
    registerInstance: false,
  });
  // start() reports its own failure; a background index build cut off by stop() is no error.
  boss.on('error', () => undefined);
  try {
    await boss.start();
  } catch (error) {
    // stop() does nothing before start() succeeded: close the connection pool directly.
    const db = boss.getDb() as Db & { close?: () => Promise<void> };
    await db.close?.().catch(() => undefined);
    throw error;
  }
  await boss.stop({ graceful: false });
  return true;
}
