import type { DataSource } from 'typeorm';

import { JOBS_SCHEMA } from './job-queue.service.js';

/** A job as stored by pg-boss (its job table, which keeps finished jobs until their queue's `deleteAfterSeconds`). */
export interface StoredJob<T = unknown> {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  data: T;
  retryCount: number;
  /** What the handler returned, or the error it threw (`{message, stack, ...}`). */
  output: unknown;
  createdOn: Date;
}

/** Every job called `name`, oldest first, read from pg-boss's tables. */
export async function listJobs<T = unknown>(dataSource: DataSource, name: string): Promise<StoredJob<T>[]> {
  const rows: {
    id: string;
    name: string;
    state: StoredJob['state'];
    data: T;
    retry_count: number;
    output: unknown;
    created_on: Date;
  }[] = await dataSource.query(
    `SELECT id, name, state, data, retry_count, output, created_on FROM ${JOBS_SCHEMA}.job WHERE name = $1
     ORDER BY created_on, id`,
    [name],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: row.state,
    data: row.data,
    retryCount: row.retry_count,
    output: row.output,
    createdOn: row.created_on,
  }));
}

export interface WaitForJobOptions<T> {
  /** The job's id (from `JobQueue.send`). */
  id?: string;
  /** Which job of that name to wait for (e.g. by its data). */
  match?: (job: StoredJob<T>) => boolean;
  /** Give up after this long (default 15 s). */
  timeoutMs?: number;
}

/**
 * Polls pg-boss's tables until a job called `name` (and matching `id` / `match`) is `completed` or `failed`, and
 * answers it; throws after the timeout, listing the states the jobs of that name were in. For tests and scripts.
 */
export async function waitForJob<T = unknown>(
  dataSource: DataSource,
  name: string,
  options: WaitForJobOptions<T> = {},
): Promise<StoredJob<T>> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const jobs = (await listJobs<T>(dataSource, name)).filter(
      (job) => (options.id === undefined || job.id === options.id) && (options.match?.(job) ?? true),
    );
    const finished = jobs.find((job) => job.state === 'completed' || job.state === 'failed');
    if (finished) return finished;
    if (Date.now() >= deadline) {
      const states = jobs.map((job) => `${job.id}: ${job.state} (retries ${job.retryCount})`).join(', ');
      throw new Error(
        `No ${name} job${options.id ? ` ${options.id}` : ''} finished within ${timeoutMs} ms; ${
          states ? `jobs: ${states}` : 'no such job exists'
        }`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
