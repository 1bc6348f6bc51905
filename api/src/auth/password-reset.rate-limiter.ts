import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { WindowedRateLimit, type RateLimitDecision, type WindowLimits } from './utils/windowed-rate-limit.js';

/** The recover rate limit: requests for reset links allowed per window, per (tenant, email) and per client IP. */
export const RECOVER_LIMITS = {
  windowSeconds: 15 * 60,
  perKey: 3,
  perClient: 10,
} as const satisfies WindowLimits;

/** Where a recover request comes from; `email` is lower-cased. */
export interface RecoverRequestKey {
  tenantId: number;
  email: string;
  ip: string;
}

/**
 * Counts requests for password reset links in `password_recover_requests` (WindowedRateLimit, as the login limit:
 * rows in PostgreSQL, so every API process shares the counts; check and count are one atomic step). Every request
 * counts, whether or not the email belongs to a user, so the limit reveals nothing about which accounts exist.
 * Requests refused by the limit are not counted.
 */
@Injectable()
export class PasswordRecoverRateLimiter {
  private readonly limit: WindowedRateLimit;

  constructor(dataSource: DataSource) {
    this.limit = new WindowedRateLimit(
      dataSource,
      { name: 'password_recover_requests', key: 'email', client: 'ip', at: 'requested_at' },
      RECOVER_LIMITS,
    );
  }

  /** Blocked when the email or the IP already has its maximum within the window; else records this request. */
  take(request: RecoverRequestKey): Promise<RateLimitDecision> {
    return this.limit.take({ tenantId: request.tenantId, key: request.email, client: request.ip });
  }
}
