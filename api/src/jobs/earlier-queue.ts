import pg from 'pg';
import type { JobInsert, PgBoss, Queue } from 'pg-boss';

/**
 * A job queue written by pg-boss 10 (its schema version 24 and older), which pg-boss 11 and later do not migrate
 * (their migrations start at version 25). Such a schema is set aside before pg-boss starts and creates its own, and
 * the jobs it had not finished (waiting, to retry, or cut off while running) are sent again into the new one with
 * their ids, data, start times and singleton keys; then the old schema is dropped. Both steps run under the schema
 * lock, and a process that dies between them carries the jobs over at its next start (a job already carried keeps
 * its id, and pg-boss skips an id it has).
 */
const LAST_UNMIGRATABLE_VERSION = 24;

/** Queue settings as pg-boss 10 kept them. */
interface EarlierQueue {
  name: string;
  policy: string | null;
  retry_limit: number | null;
  retry_delay: number | null;
  retry_backoff: boolean | null;
  expire_seconds: number | null;
}

interface EarlierJob {
  id: string;
  name: string;
  data: object | null;
  priority: number;
  start_after: Date;
  singleton_key: string | null;
}

export const setAsideSchemaOf = (schema: string): string => `${schema}_pgboss10`;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'telehealth-jobs-upgrade' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const schemaExists = async (client: pg.Client, schema: string): Promise<boolean> =>
  (await client.query('SELECT 1 FROM information_schema.schemata WHERE schema_name = $1', [schema]))
    .rowCount === 1;

/** Renames a pg-boss 10 schema out of pg-boss's way; answers whether there was one. Before pg-boss starts. */
export async function setAsideEarlierQueue(url: string, schema: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const version = await client
      .query<{ version: number }>(`SELECT version::int AS version FROM ${schema}.version`)
      .then((result) => result.rows[0]?.version)
      // No schema or no version table: nothing of an earlier pg-boss to set aside.
      .catch(() => undefined);
    if (version === undefined || version > LAST_UNMIGRATABLE_VERSION) return false;
    await client.query(`ALTER SCHEMA ${schema} RENAME TO ${setAsideSchemaOf(schema)}`);
    return true;
  });
}

/**
 * Sends the unfinished jobs of a set-aside pg-boss 10 schema into the started pg-boss, creating their queues with
 * their old settings, then drops the old schema. Answers how many jobs were carried over (0 when there was none).
 */
export async function carryOverEarlierJobs(url: string, schema: string, boss: PgBoss): Promise<number> {
  const earlier = setAsideSchemaOf(schema);
  return withClient(url, async (client) => {
    if (!(await schemaExists(client, earlier))) return 0;
    const queues = (await client.query<EarlierQueue>(`SELECT * FROM ${earlier}.queue`)).rows;
    for (const queue of queues) {
      if (await boss.getQueue(queue.name)) continue;
      const options: Omit<Queue, 'name'> = {};
      if (queue.policy) options.policy = queue.policy;
      if (queue.retry_limit !== null) options.retryLimit = queue.retry_limit;
      if (queue.retry_delay !== null) options.retryDelay = queue.retry_delay;
      if (queue.retry_backoff !== null) options.retryBackoff = queue.retry_backoff;
      if (queue.expire_seconds) options.expireInSeconds = queue.expire_seconds;
      await boss.createQueue(queue.name, options);
    }
    const jobs = (
      await client.query<EarlierJob>(
        `SELECT id, name, data, priority, start_after, singleton_key FROM ${earlier}.job
          WHERE state IN ('created', 'retry', 'active') ORDER BY created_on, id`,
      )
    ).rows;
    const byQueue = Map.groupBy(jobs, (job) => job.name);
    for (const [name, queued] of byQueue) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name);
      await boss.insert(
        name,
        queued.map((job): JobInsert => {
          const insert: JobInsert = { id: job.id, priority: job.priority, startAfter: job.start_after };
          if (job.data !== null) insert.data = job.data;
          if (job.singleton_key !== null) insert.singletonKey = job.singleton_key;
          return insert;
        }),
      );
    }
    await client.query(`DROP SCHEMA ${earlier} CASCADE`);
    return jobs.length;
  });
}
