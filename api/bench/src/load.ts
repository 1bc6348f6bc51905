import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A patient's answer saves, generated in the load generator (the whole bodies would be megabytes): request `m`
 * (counted from `first`) saves answer set `answers[(m div created.length) mod answers.length]` on order
 * `created[m mod created.length]`. With answers as the growing answer sets of one path, each order moves one answer
 * forward per save, round-robin over the orders, as patients do (concurrent requests lock different rows).
 */
export interface AnswerSaves {
  created: string[];
  /** JSON of each answer set, in the order they are saved. */
  answers: string[];
  /** The position to continue from (the `sent` of the previous load on the same orders). */
  first: number;
}

/** One load to run: `connections` concurrent connections for `durationSeconds` against one route. */
export interface LoadSpec {
  baseUrl: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** Request bodies sent round-robin; none for a GET. */
  bodies?: string[];
  /** POST /api/order/update bodies with startData, in place of `bodies`. */
  saves?: AnswerSaves;
  connections: number;
  durationSeconds: number;
}

/** What a load measured; latencies in milliseconds. */
export interface LoadSummary {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers outside 2xx. */
  non2xx: number;
  /** Answers in 2xx. */
  ok: number;
  /** Requests set up (the position the next load of the same saves continues from). */
  sent: number;
}

/** Runs a load in a child process (see load-worker.ts) and answers its summary. */
export function runLoad(spec: LoadSpec): Promise<LoadSummary> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load-worker.js', import.meta.url)), { stdio: 'inherit' });
    let summary: LoadSummary | undefined;
    child.once('message', (message) => {
      summary = message as LoadSummary;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (summary) resolve(summary);
      else reject(new Error(`the load generator exited (${signal ?? `code ${code}`}) before reporting`));
    });
    child.send(spec);
  });
}
