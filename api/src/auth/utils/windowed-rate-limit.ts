import type { DataSource } from 'typeorm';

/** How many events are allowed per window, per (tenant, email) and per client IP. */
export interface WindowLimits {
  windowSeconds: number;
  perAccount: number;
  perIp: number;
}

/** Who an event comes from; `email` is lower-cased. */
export interface RateLimitKey {
  tenantId: number;
  email: string;
  ip: string;
}

/** Either allowed, or blocked until `retryAfterSeconds` have passed. */
export type RateLimitDecision = { blocked: false } | { blocked: true; retryAfterSeconds: number };

/**
 * A sliding-window rate limit over the rows of one table (`tenant_id`, `email`, `ip` and a timestamp column), so
 * every API process shares the counts; time is the database's clock. Two requests racing at the limit may both
 * be let through: the limit is exceeded by at most the number of concurrent requests.
 */
export class WindowedRateLimit {
  constructor(
    private readonly dataSource: DataSource,
    /** Table and timestamp column: constants of the caller, never request data. */
    private readonly table: { name: string; at: string },
    private readonly limits: WindowLimits,
  ) {}

  /** Blocked when the account or the IP already has its maximum of events within the window. */
  async check(key: RateLimitKey): Promise<RateLimitDecision> {
    const { name, at } = this.table;
    const rows: { scope: string; events: string; retry_after: string | null }[] = await this.dataSource.query(
      `SELECT scope, count(*) AS events,
              ceil(extract(epoch FROM min(${at}) + make_interval(secs => $4) - now())) AS retry_after
         FROM (SELECT 'account' AS scope, ${at} FROM ${name}
                WHERE tenant_id = $1 AND email = $2 AND ${at} > now() - make_interval(secs => $4)
               UNION ALL
               SELECT 'ip', ${at} FROM ${name}
                WHERE ip = $3 AND ${at} > now() - make_interval(secs => $4)) AS recent
        GROUP BY scope`,
      [key.tenantId, key.email, key.ip, this.limits.windowSeconds],
    );
    let retryAfterSeconds = 0;
    for (const row of rows) {
      const limit = row.scope === 'account' ? this.limits.perAccount : this.limits.perIp;
      if (Number(row.events) >= limit) {
        // The window frees a slot when its oldest event expires.
        retryAfterSeconds = Math.max(retryAfterSeconds, Math.max(1, Number(row.retry_after ?? 1)));
      }
    }
    return retryAfterSeconds > 0 ? { blocked: true, retryAfterSeconds } : { blocked: false };
  }

  /** Records an event and drops this account's and IP's events that have left the window. */
  async record(key: RateLimitKey): Promise<void> {
    const { name, at } = this.table;
    await this.dataSource.query(
      `WITH expired AS (
         DELETE FROM ${name}
          WHERE ((tenant_id = $1 AND email = $2) OR ip = $3)
            AND ${at} <= now() - make_interval(secs => $4))
       INSERT INTO ${name} (tenant_id, email, ip) VALUES ($1, $2, $3)`,
      [key.tenantId, key.email, key.ip, this.limits.windowSeconds],
    );
  }
}
