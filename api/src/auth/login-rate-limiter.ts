import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The login rate limit: failed attempts allowed per window, per (tenant, email) and per client IP. */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  perAccount: 5,
  perIp: 20,
} as const;

/** Where a login attempt comes from; `email` is lower-cased. */
export interface LoginAttemptKey {
  tenantId: number;
  email: string;
  ip: string;
}

/** Either allowed, or blocked until `retryAfterSeconds` have passed. */
export type RateLimitDecision = { blocked: false } | { blocked: true; retryAfterSeconds: number };

/**
 * Counts failed logins in the `login_attempts` table, so every API process shares the counts. Time is the
 * database's clock. Two requests racing at the limit may both be let through: the limit is exceeded by at
 * most the number of concurrent requests, which is enough against password guessing.
 */
@Injectable()
export class LoginRateLimiter {
  constructor(private readonly dataSource: DataSource) {}

  /** Blocked when the account or the IP already has its maximum of failures within the window. */
  async check(key: LoginAttemptKey): Promise<RateLimitDecision> {
    const rows: { scope: string; failures: string; retry_after: string | null }[] =
      await this.dataSource.query(
        `SELECT scope, count(*) AS failures,
              ceil(extract(epoch FROM min(attempted_at) + make_interval(secs => $4) - now())) AS retry_after
         FROM (SELECT 'account' AS scope, attempted_at FROM login_attempts
                WHERE tenant_id = $1 AND email = $2 AND attempted_at > now() - make_interval(secs => $4)
               UNION ALL
               SELECT 'ip', attempted_at FROM login_attempts
                WHERE ip = $3 AND attempted_at > now() - make_interval(secs => $4)) AS recent
        GROUP BY scope`,
        [key.tenantId, key.email, key.ip, LOGIN_LIMITS.windowSeconds],
      );
    let retryAfterSeconds = 0;
    for (const row of rows) {
      const limit = row.scope === 'account' ? LOGIN_LIMITS.perAccount : LOGIN_LIMITS.perIp;
      if (Number(row.failures) >= limit) {
        // The window frees a slot when its oldest failure expires.
        retryAfterSeconds = Math.max(retryAfterSeconds, Math.max(1, Number(row.retry_after ?? 1)));
      }
    }
    return retryAfterSeconds > 0 ? { blocked: true, retryAfterSeconds } : { blocked: false };
  }

  /** Records a failed attempt and drops this account's and IP's failures that have left the window. */
  async recordFailure(key: LoginAttemptKey): Promise<void> {
    await this.dataSource.query(
      `WITH expired AS (
         DELETE FROM login_attempts
          WHERE ((tenant_id = $1 AND email = $2) OR ip = $3)
            AND attempted_at <= now() - make_interval(secs => $4))
       INSERT INTO login_attempts (tenant_id, email, ip) VALUES ($1, $2, $3)`,
      [key.tenantId, key.email, key.ip, LOGIN_LIMITS.windowSeconds],
    );
  }

  /** A successful login clears the account's failures (the IP's stay counted). */
  async recordSuccess(key: LoginAttemptKey): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_attempts WHERE tenant_id = $1 AND email = $2`, [
      key.tenantId,
      key.email,
    ]);
  }
}
