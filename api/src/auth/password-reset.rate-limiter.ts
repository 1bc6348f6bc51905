import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import {
  WindowedRateLimit,
  type RateLimitDecision,
  type RateLimitKey,
  type WindowLimits,
} from './utils/windowed-rate-limit.js';

/** The recover rate limit: requests for reset links allowed per window, per (tenant, email) and per client IP. */
export const RECOVER_LIMITS = {
  windowSeconds: 15 * 60,
  perAccount: 3,
  perIp: 10,
} as const satisfies WindowLimits;

/** Where a recover request comes from; `email` is lower-cased. */
export type RecoverRequestKey = RateLimitKey;

/**
 * Counts requests for password reset links in `password_recover_requests` (the approach of LoginRateLimiter:
 * rows in PostgreSQL, so every API process shares the counts; time is the database's clock). Every request counts,
 * whether or not the email belongs to a user, so the limit reveals nothing about which accounts exist. Requests
 * refused by the limit are not counted. Concurrent requests at the limit may each get through.
 */
@Injectable()
export class PasswordRecoverRateLimiter {
  private readonly limit: WindowedRateLimit;

  constructor(dataSource: DataSource) {
    this.limit = new WindowedRateLimit(
      dataSource,
      { name: 'password_recover_requests', at: 'requested_at' },
      RECOVER_LIMITS,
    );
  }

  /** Blocked when the account or the IP already has its maximum within the window; else records this request. */
  async take(key: RecoverRequestKey): Promise<RateLimitDecision> {
    const decision = await this.limit.check(key);
    if (!decision.blocked) await this.limit.record(key);
    return decision;
  }
}
