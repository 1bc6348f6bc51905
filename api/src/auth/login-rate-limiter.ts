import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { WindowedRateLimit, type WindowLimits } from './utils/windowed-rate-limit.js';

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

/** Refused until `retryAfterSeconds` have passed, or counted as `attemptId` and to be delayed by `delaySeconds`. */
export type LoginAttemptDecision =
  { blocked: true; retryAfterSeconds: number } | { blocked: false; attemptId: string; delaySeconds: number };

/**
 * Counts failed logins in `login_attempts` (WindowedRateLimit: PostgreSQL rows, so every API process shares the
 * counts). An attempt is counted as a failure before its password is checked, in the same atomic step as the check
 * of the limits, and un-counted if it succeeds: of many concurrent attempts at the limit exactly the allowed number
 * get through.
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

  /** Checks the limits and counts the attempt as a failure until `succeeded()` says otherwise. */
  async begin(attempt: LoginAttemptKey): Promise<LoginAttemptDecision> {
    const decision = await this.limit.take({
      tenantId: attempt.tenantId,
      key: attempt.email,
      client: attempt.ip,
    });
    if (decision.blocked) return decision;
    return {
      blocked: false,
      attemptId: decision.eventId,
      delaySeconds: accountDelaySeconds(decision.before.perKey),
    };
  }

  /**
   * The attempt succeeded: it is un-counted, with the account's earlier failures from this client (the owner's
   * typos). Other clients' failures on the account stay counted, so logging in does not hand a stranger new tries.
   */
  async succeeded(attempt: LoginAttemptKey, attemptId: string): Promise<void> {
    await this.limit.forget(attemptId);
    await this.limit.clear({ tenantId: attempt.tenantId, key: attempt.email, client: attempt.ip });
  }

  /** Un-counts every failure of an account (its owner proved who they are, e.g. with a reset link). */
  clearAccount(tenantId: number, email: string, manager?: EntityManager): Promise<void> {
    return this.limit.clear({ tenantId, key: email.toLowerCase() }, manager);
  }
}
