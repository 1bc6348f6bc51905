import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { RateLimitedException } from '../exceptions/request.exception.js';

/** At most `limit` requests of one bucket within `windowSeconds`. */
export interface LimitRule {
  /** What is counted, as a constant prefix and the request's value: `upload:ip:203.0.113.9`. */
  bucket: string;
  limit: number;
  windowSeconds: number;
  /** What the 429 message calls this limit: `uploads from this address`. */
  what: string;
}

/** Either allowed (and counted), or refused until `retryAfterSeconds` have passed (and not counted). */
export type LimitDecision =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; rule: LimitRule };

/**
 * Counts requests per bucket in PostgreSQL (`rate_limit_hits`), so every API process shares the counts, over a
 * sliding window measured by the database's clock. Checking and counting are one step: the buckets of a request
 * are locked (transaction-level advisory locks, taken in a fixed order) while they are counted and the hit is
 * written, so of any number of concurrent requests exactly as many as the limit allows get through, whichever
 * process they reach. A refused request is not counted; hits older than their window are deleted as new ones come.
 */
@Injectable()
export class SlidingWindowLimiter {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Allowed when every rule's bucket has fewer than its limit of hits in its window: then one hit is recorded in
   * each. With `transaction`, the hits are written (and the buckets stay locked) in it, so they count only if it
   * commits — for work that must happen with the count or not at all, such as queuing an email.
   */
  async take(
    tenantId: number,
    rules: readonly LimitRule[],
    transaction?: EntityManager,
  ): Promise<LimitDecision> {
    if (transaction) return this.takeIn(transaction, tenantId, rules);
    return this.dataSource.transaction((manager) => this.takeIn(manager, tenantId, rules));
  }

  /** Like `take`, but a refusal throws a RateLimitedException naming the limit. */
  async enforce(tenantId: number, rules: readonly LimitRule[], transaction?: EntityManager): Promise<void> {
    const decision = await this.take(tenantId, rules, transaction);
    if (!decision.allowed) {
      const { rule, retryAfterSeconds } = decision;
      throw new RateLimitedException(
        retryAfterSeconds,
        `Too many ${rule.what}: at most ${rule.limit} in ${describeWindow(rule.windowSeconds)}; try again in ${retryAfterSeconds} seconds`,
      );
    }
  }

  private async takeIn(
    manager: EntityManager,
    tenantId: number,
    rules: readonly LimitRule[],
  ): Promise<LimitDecision> {
    const buckets = [...new Set(rules.map((rule) => rule.bucket))].sort();
    // One lock per (tenant, bucket), always in the same order, so two requests sharing buckets cannot deadlock.
    for (const bucket of buckets) {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
        `rate-limit:${tenantId}:${bucket}`,
      ]);
    }
    const counts = (await manager.query(
      `SELECT r.bucket, count(h.id)::integer AS hits,
              ceil(extract(epoch FROM min(h.hit_at) + make_interval(secs => r.window_seconds) - clock_timestamp()))
                AS retry_after
         FROM unnest($2::text[], $3::integer[]) AS r(bucket, window_seconds)
         LEFT JOIN rate_limit_hits h
           ON h.tenant_id = $1 AND h.bucket = r.bucket
          AND h.hit_at > clock_timestamp() - make_interval(secs => r.window_seconds)
        GROUP BY r.bucket, r.window_seconds`,
      [tenantId, rules.map((rule) => rule.bucket), rules.map((rule) => rule.windowSeconds)],
    )) as { bucket: string; hits: number; retry_after: string | null }[];

    let refusal: { retryAfterSeconds: number; rule: LimitRule } | undefined;
    for (const rule of rules) {
      const count = counts.find((row) => row.bucket === rule.bucket);
      if (!count || count.hits < rule.limit) continue;
      // The window frees a slot when its oldest hit leaves it.
      const retryAfterSeconds = Math.max(1, Number(count.retry_after ?? 1));
      if (!refusal || retryAfterSeconds > refusal.retryAfterSeconds) refusal = { retryAfterSeconds, rule };
    }
    if (refusal) return { allowed: false, ...refusal };

    const longestWindow = Math.max(...rules.map((rule) => rule.windowSeconds));
    await manager.query(
      `WITH expired AS (
         DELETE FROM rate_limit_hits
          WHERE tenant_id = $1 AND bucket = ANY($2::text[])
            AND hit_at <= clock_timestamp() - make_interval(secs => $3))
       INSERT INTO rate_limit_hits (tenant_id, bucket) SELECT $1, unnest($2::text[])`,
      [tenantId, buckets, longestWindow],
    );
    return { allowed: true };
  }
}

function describeWindow(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? 'an hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'a minute' : `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}
