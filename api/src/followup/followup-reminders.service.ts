import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { asOfDay, FOLLOWUP_OPENS_DAYS_BEFORE_BILL, isFollowupOpen } from '@telehealth/engine';
import { UserRole } from '@telehealth/schemas';
import { DataSource } from 'typeorm';

import { AccountEmails } from '../email/account-emails.service.js';
import { EmailService } from '../email/email.service.js';
import { StorefrontLinks } from '../email/storefront-links.js';
import { JobQueue } from '../jobs/job-queue.service.js';
import { OrderEntity } from '../order/order.entity.js';
import { TenantEntity } from '../tenant/tenant.entity.js';
import { UserEntity } from '../user/user.entity.js';
import { FollowupService } from './followup.service.js';

/** The job that emails the customers whose follow-up has opened. */
export const FOLLOWUP_REMIND_JOB = 'followup.remind';

/** How often it runs (a job that queues its next run). */
export const FOLLOWUP_REMIND_EVERY_SECONDS = 3600;

/** At most this many orders are looked at per run; the next run goes on. */
const BATCH = 500;

/**
 * The `followup_due` email: once per refill cycle of a prescribed, active subscription, when its follow-up opens
 * (FOLLOWUP_OPENS_DAYS_BEFORE_BILL days before the bill date), with a link to `/followup/{order id}` on the
 * tenant's storefront (the order the customer sees). The job `followup.remind` runs at start-up and then every
 * hour (one queued run for all processes); each email is queued with a `followup_reminders` row keyed by order and
 * bill date in one transaction, so running it twice, or in two processes at once, emails a cycle once.
 */
@Injectable()
export class FollowupReminders implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('FollowupReminders');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly followups: FollowupService,
    private readonly accountEmails: AccountEmails,
    private readonly email: EmailService,
    private readonly links: StorefrontLinks,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.work(
      FOLLOWUP_REMIND_JOB,
      async () => {
        try {
          await this.run();
        } finally {
          await this.schedule(FOLLOWUP_REMIND_EVERY_SECONDS);
        }
      },
      { policy: 'short', retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 600 },
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.schedule(0);
  }

  /** One run now: queues the email of every cycle whose follow-up is open and not emailed yet; answers how many. */
  async run(now: Date = new Date()): Promise<number> {
    const day = asOfDay(now);
    // Candidates: prescribed, active sales with a customer whose next bill date is at most the window away and
    // whose cycle has neither a reminder nor a completed follow-up yet. The engine's rule decides each one.
    const candidates = (await this.dataSource.query(
      `SELECT o.id, o.tenant_id FROM orders o
        WHERE o.original_order_id IS NULL AND o.user_id IS NOT NULL AND o.prescription IS NOT NULL
          AND o.purchase_data->>'status' = 'ACTIVE'
          AND o.purchase_data->>'nextBillDate' ~ '^\\d{4}-\\d{2}-\\d{2}$'
          AND (o.purchase_data->>'nextBillDate')::date - $2::int <= $1::date
          AND o.order_data->>'orderStatus' NOT IN ('PENDING', 'PAUSED', 'CANCELLED', 'DECLINED')
          AND NOT EXISTS (SELECT 1 FROM followup_reminders r
                           WHERE r.order_id = o.id AND r.bill_date = (o.purchase_data->>'nextBillDate')::date)
          AND NOT EXISTS (SELECT 1 FROM followup_visits v
                           WHERE v.order_id = o.id AND v.status = 'completed'
                             AND v.bill_date = (o.purchase_data->>'nextBillDate')::date)
        ORDER BY o.id
        LIMIT ${BATCH}`,
      [day, FOLLOWUP_OPENS_DAYS_BEFORE_BILL],
    )) as { id: number; tenant_id: number }[];
    let queued = 0;
    for (const candidate of candidates) {
      try {
        if (await this.remind(candidate.tenant_id, candidate.id, day)) queued += 1;
      } catch (error) {
        this.logger.error(`order ${candidate.id}: the follow-up reminder was not queued: ${String(error)}`);
      }
    }
    if (queued > 0) {
      this.email.wake();
      this.logger.log(`${queued} follow-up reminders queued`);
    }
    return queued;
  }

  /** Queues the reminder of the order's current cycle if its follow-up is open and not emailed yet. */
  private remind(tenantId: number, orderId: number, day: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // Locked like a follow-up's submission, so the decision and the reminder see the same order.
      const sale = await manager.findOne(OrderEntity, {
        where: { tenantId, id: orderId },
        lock: { mode: 'for_no_key_update' },
      });
      if (!sale || sale.userId === null) return false;
      const state = await this.followups.stateOf(manager, sale, day);
      if (!isFollowupOpen(state) || state.billDate === null) return false;
      const [inserted] = (await manager.query(
        `INSERT INTO followup_reminders (tenant_id, order_id, bill_date) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING order_id`,
        [tenantId, orderId, state.billDate],
      )) as unknown[];
      if (!inserted) return false;
      const user = await manager.findOneBy(UserEntity, {
        tenantId,
        id: sale.userId,
        role: UserRole.Customer,
      });
      const tenant = await manager.findOneBy(TenantEntity, { id: tenantId });
      if (!user || !tenant) return false;
      const base = await this.links.emailBaseUrl(tenant);
      const jobId = await this.accountEmails.followupDue(manager, tenant, user.email, {
        orderId,
        followupLink: `${base}/followup/${orderId}`,
      });
      await manager.query(
        `UPDATE followup_reminders SET email_job_id = $1 WHERE order_id = $2 AND bill_date = $3`,
        [jobId, orderId, state.billDate],
      );
      return true;
    });
  }

  /** Queues the next run (the `short` policy keeps one queued run for all processes). */
  private async schedule(afterSeconds: number): Promise<void> {
    try {
      await this.jobs.send(
        FOLLOWUP_REMIND_JOB,
        {},
        { startAfterSeconds: afterSeconds, singletonKey: 'followups' },
      );
    } catch (error) {
      // Stopping: the next start queues it again.
      this.logger.debug(`next follow-up reminder run not queued: ${String(error)}`);
    }
  }
}
