import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import {
  WindowedRateLimit,
  type RateLimitDecision,
  type RateLimitKey,
  type WindowLimits,
} from './utils/windowed-rate-limit.js';

/**
 * Failed logins refused past these counts within 15 minutes: per account (tenant, email) from one client, and per
 * client whatever the account. The account as a whole is never refused (a stranger could lock its owner out); it is
 * slowed down instead (ACCOUNT_SLOWDOWN). Figures and reasons: docs/decisions.md, "Login limits".
 */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  perKeyAndClient: 5,
  perClient: 20,
} as const satisfies WindowLimits;

/**
 * Once an account has `freeFailures` failed logins within the window, from any clients, every further attempt on it
 * waits before its password is checked: `firstDelaySeconds`, doubling with each further failure, at most
 * `maxDelaySeconds`.
 */
export const ACCOUNT_SLOWDOWN = { freeFailures: 10, firstDelaySeconds: 1, maxDelaySeconds: 10 } as const;

/** Seconds an attempt on an account waits when the account already has `failures` failures in the window. */
export function accountDelaySeconds(failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = ACCOUNT_SLOWDOWN;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (failures - freeFailures));
}

/** A login attempt: the account (`email` lower-cased) and the client's address. */
export interface LoginAttemptKey {
  tenantId: number;
  email: string;
  ip: string;
}

/** Refused until `retryAfterSeconds` have passed, or allowed after waiting `delaySeconds`. */
export type LoginAttemptDecision =
  { blocked: true; retryAfterSeconds: number } | { blocked: false; delaySeconds: number };

/**
 * Counts failed logins in `login_attempts` (WindowedRateLimit: PostgreSQL rows, so every API process shares the
 * counts). A quick look refuses a blocked client before any password work; the answer of an attempt is settled after
 * its password was checked: a failure is checked against the limits and counted in one atomic step, so of many
 * concurrent wrong passwords exactly the allowed number answer 401, and a right password is refused (429) when the
 * limits were reached meanwhile. Successful logins are never counted, so people logging in at once from one address
 * do not use up its limit.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly limit: WindowedRateLimit;

  constructor(dataSource: DataSource) {
    this.limit = new WindowedRateLimit(
      dataSource,
      { name: 'login_attempts', key: 'email', client: 'ip', at: 'attempted_at' },
      LOGIN_LIMITS,
    );
  }

  /** Before the password is checked: refused, or how long to wait first (the account's slowdown). */
  async check(attempt: LoginAttemptKey): Promise<LoginAttemptDecision> {
    const decision = await this.limit.check(keyOf(attempt));
    if (decision.blocked) return decision;
    return { blocked: false, delaySeconds: accountDelaySeconds(decision.before.perKey) };
  }

  /** A wrong password: counted, unless the limits are reached, when it is refused instead (and not counted). */
  async failed(attempt: LoginAttemptKey): Promise<RateLimitDecision> {
    return this.limit.take(keyOf(attempt));
  }

  /**
   * A right password: refused when the limits were reached since check(); otherwise the account's failures from this
   * client (the owner's typos) are cleared. Other clients' failures stay, so logging in hands a stranger no new tries.
   */
  async succeeded(attempt: LoginAttemptKey): Promise<RateLimitDecision> {
    const decision = await this.limit.check(keyOf(attempt));
    if (!decision.blocked) await this.limit.clear(keyOf(attempt));
    return decision;
  }

  /** Un-counts every failure of an account (its owner proved who they are, e.g. with a reset link). */
  clearAccount(tenantId: number, email: string, manager?: EntityManager): Promise<void> {
    return this.limit.clear({ tenantId, key: email.toLowerCase() }, manager);
  }
}

function keyOf(attempt: LoginAttemptKey): RateLimitKey {
  return { tenantId: attempt.tenantId, key: attempt.email, client: attempt.ip };
}
