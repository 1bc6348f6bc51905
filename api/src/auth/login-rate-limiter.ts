import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import {
  WindowedRateLimit,
  type RateLimitDecision,
  type RateLimitKey,
  type WindowLimits,
} from './utils/windowed-rate-limit.js';

/** The login rate limit: failed attempts allowed per window, per (tenant, email) and per client IP. */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  perAccount: 5,
  perIp: 20,
} as const satisfies WindowLimits;

/** Where a login attempt comes from; `email` is lower-cased. */
export type LoginAttemptKey = RateLimitKey;
export type { RateLimitDecision };

/**
 * Counts failed logins in the `login_attempts` table (WindowedRateLimit), so every API process shares the
 * counts; racing requests at the limit may each get through, which is enough against password guessing.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly limit: WindowedRateLimit;

  constructor(private readonly dataSource: DataSource) {
    this.limit = new WindowedRateLimit(
      dataSource,
      { name: 'login_attempts', at: 'attempted_at' },
      LOGIN_LIMITS,
    );
  }

  /** Blocked when the account or the IP already has its maximum of failures within the window. */
  check(key: LoginAttemptKey): Promise<RateLimitDecision> {
    return this.limit.check(key);
  }

  /** Records a failed attempt and drops this account's and IP's failures that have left the window. */
  recordFailure(key: LoginAttemptKey): Promise<void> {
    return this.limit.record(key);
  }

  /** A successful login clears the account's failures (the IP's stay counted). */
  async recordSuccess(key: LoginAttemptKey): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_attempts WHERE tenant_id = $1 AND email = $2`, [
      key.tenantId,
      key.email,
    ]);
  }
}
