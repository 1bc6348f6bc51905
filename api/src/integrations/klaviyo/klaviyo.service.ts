import { createHash } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { SlidingWindowLimiter, type LimitRule } from '../../common/rate-limit/sliding-window-limiter.js';
import { findIntake } from '../../common/utils/open-intake.js';
import { EmailService } from '../../email/email.service.js';
import { belongsToCustomer } from '../../order/utils/order-access.util.js';
import type { TenantEntity } from '../../tenant/tenant.entity.js';
import { KlaviyoException } from './klaviyo.exception.js';

/** Intake recovery emails allowed per intake, per address and per client address, within one sliding window. */
export const RECOVER_EMAIL_LIMITS = {
  windowSeconds: 3600,
  perIntake: 3,
  perAddress: 3,
  perClient: 20,
} as const;

/** The answer for a link whose created value names no open intake: the same whether it is unknown, paid or owned. */

/**
 * The intake recovery email: only for an open intake (unpaid, no customer's), at most RECOVER_EMAIL_LIMITS, and
 * queued in the transaction that counts it, so an email is queued exactly when it is counted.
 */
@Injectable()
export class KlaviyoService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly email: EmailService,
    private readonly limiter: SlidingWindowLimiter,
  ) {}

  /** 404 for a created value of no open intake, 429 (RateLimitedException) past a limit; else queues the email. */
  async queueRecoverEmail(
    tenant: TenantEntity,
    request: { email: string; recoverLink: string; created: string; ip: string },
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const intake = await findIntake(manager, tenant.id, request.created);
      if (!intake || belongsToCustomer(intake)) {
        throw new KlaviyoException('INTAKE_NOT_OPEN');
      }
      const { windowSeconds } = RECOVER_EMAIL_LIMITS;
      // The address is counted by its hash: the limit needs no copy of the patient's email.
      const address = createHash('sha256').update(request.email.trim().toLowerCase()).digest('hex');
      const rules: LimitRule[] = [
        {
          bucket: `klaviyo:intake:${intake.id}`,
          limit: RECOVER_EMAIL_LIMITS.perIntake,
          windowSeconds,
          what: 'recovery emails for this intake',
        },
        {
          bucket: `klaviyo:address:${address}`,
          limit: RECOVER_EMAIL_LIMITS.perAddress,
          windowSeconds,
          what: 'recovery emails to this address',
        },
        {
          bucket: `klaviyo:ip:${request.ip}`,
          limit: RECOVER_EMAIL_LIMITS.perClient,
          windowSeconds,
          what: 'recovery emails from this address',
        },
      ];
      await this.limiter.enforce(tenant.id, rules, manager);
      await this.email.queueIntakeRecover(tenant, request.email, request.recoverLink, manager);
    });
    this.email.wake();
  }
}
