import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { assertValid, type EmailJobData, type OutboundEmailKind } from '@telehealth/schemas';
import type { EntityManager } from 'typeorm';

import { JobQueue, type QueuedJob } from '../jobs/job-queue.service.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { EMAIL_SENDER, type EmailSender } from './email-sender.js';

/** The job that sends one email. */
export const EMAIL_SEND_JOB = 'email.send';

/** Klaviyo metric names of the events the API sends. */
export const EMAIL_METRICS = {
  intakeRecover: 'Resume Intake',
  passwordReset: 'Password Reset Requested',
  orderClaim: 'Order Claim Requested',
  careTeamAlert: 'Clinical Review Needed',
} as const;

/**
 * Queues the API's emails and sends them from the `email.send` job (never inside a request), through the
 * configured EmailSender. A failed send is retried up to 5 times, 30 s apart and then doubling.
 */
@Injectable()
export class EmailService implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    @Inject(EMAIL_SENDER) private readonly sender: EmailSender,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.work<EmailJobData>(EMAIL_SEND_JOB, (job) => this.deliver(job), {
      retryLimit: 5,
      retryDelaySeconds: 30,
      retryBackoff: true,
      expireInSeconds: 120,
    });
  }

  /**
   * Queues the email with a link to resume an intake; answers the job id. Inside `transaction` when given (the
   * email exists only if it commits).
   */
  queueIntakeRecover(
    tenant: TenantEntity,
    to: string,
    recoverLink: string,
    transaction?: EntityManager,
  ): Promise<string | null> {
    return this.queueTo(
      tenant,
      to,
      {
        kind: 'intake_recover',
        metric: EMAIL_METRICS.intakeRecover,
        subject: (brandName) => `Continue your ${brandName} visit`,
        properties: { recoverLink },
      },
      transaction,
    );
  }

  /** Queues a password reset email; inside `transaction` when given (the email exists only if it commits). */
  queuePasswordReset(
    tenant: TenantEntity,
    to: string,
    reset: { resetLink: string; expiresAt: Date },
    transaction?: EntityManager,
  ): Promise<string | null> {
    return this.queueTo(
      tenant,
      to,
      {
        kind: 'password_reset',
        metric: EMAIL_METRICS.passwordReset,
        subject: (brandName) => `Reset your ${brandName} password`,
        properties: { resetLink: reset.resetLink, expiresAt: reset.expiresAt.toISOString() },
      },
      transaction,
    );
  }

  /**
   * Queues the email that asks an account owner to confirm an order paid with their email (inside the checkout's
   * transaction: the email exists only if the paid order does). It names no treatment: only the link.
   */
  queueOrderClaim(
    tenant: TenantEntity,
    to: string,
    claim: { claimLink: string; expiresAt: Date },
    transaction: EntityManager,
  ): Promise<string | null> {
    return this.queueTo(
      tenant,
      to,
      {
        kind: 'order_claim',
        metric: EMAIL_METRICS.orderClaim,
        subject: (brandName) => `Is this ${brandName} order yours?`,
        properties: { claimLink: claim.claimLink, expiresAt: claim.expiresAt.toISOString() },
      },
      transaction,
    );
  }
  /**
   * Queues the email that tells the tenant's care team (`to`) an order needs clinical review, inside
   * `transaction` (the email exists only if the flag it announces is committed). It carries no patient data: the
   * order number, what kind of review, and the link to the order in the admin area, where staff log in to see
   * the rest (email is not a place for health information).
   */
  queueCareTeamAlert(
    tenant: TenantEntity,
    to: string,
    alert: { orderId: number; summary: string; reviewLink: string },
    transaction: EntityManager,
  ): Promise<string | null> {
    return this.queueTo(
      tenant,
      to,
      {
        kind: 'care_team_alert',
        metric: EMAIL_METRICS.careTeamAlert,
        subject: (brandName) => `${brandName}: order ${alert.orderId} needs clinical review`,
        properties: { orderId: String(alert.orderId), summary: alert.summary, reviewLink: alert.reviewLink },
      },
      transaction,
    );
  }

  /** Lets this process's email worker pick up emails queued inside a transaction that has now committed. */
  wake(): void {
    this.jobs.wake(EMAIL_SEND_JOB);
  }

  /** Queues one email of the tenant to `to`; its subject and its template values carry the brand name. */
  private queueTo(
    tenant: TenantEntity,
    to: string,
    email: {
      kind: OutboundEmailKind;
      metric: string;
      subject: (brandName: string) => string;
      properties: Record<string, string>;
    },
    transaction?: EntityManager,
  ): Promise<string | null> {
    const brandName = brandNameOf(tenant);
    const data: EmailJobData = {
      tenantId: tenant.id,
      kind: email.kind,
      subject: email.subject(brandName),
      event: {
        metric: { name: email.metric },
        profile: { email: to },
        properties: { brandName, ...email.properties },
      },
    };
    assertValid('EmailJobData', data);
    return this.jobs.send(EMAIL_SEND_JOB, data, transaction ? { transaction } : {});
  }

  /** The `email.send` handler. */
  private async deliver(job: QueuedJob<unknown>): Promise<void> {
    const data = assertValid('EmailJobData', job.data);
    const message = { tenantId: data.tenantId, subject: data.subject, event: data.event, uniqueId: job.id };
    switch (data.kind) {
      case 'intake_recover':
        return this.sender.sendIntakeEvent(message);
      case 'password_reset':
        return this.sender.sendPasswordReset(message);
      case 'order_claim':
        return this.sender.sendOrderClaim(message);
      case 'care_team_alert':
        return this.sender.sendCareTeamAlert(message);
    }
  }
}

function brandNameOf(tenant: TenantEntity): string {
  return tenant.brandConfig.configurations.brandName || tenant.slug;
}
