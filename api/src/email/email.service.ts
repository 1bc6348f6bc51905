import { randomUUID } from 'node:crypto';

import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { assertValid, type EmailJobData, type EmailLine, type OutboundEmailKind } from '@telehealth/schemas';
import { DataSource, type EntityManager } from 'typeorm';

import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobQueue, type QueuedJob } from '../jobs/job-queue.service.js';
import { TenantEntity } from '../tenant/tenant.entity.js';
import { EMAIL_SENDER, isPermanentFailure, type EmailSender, type OutgoingEmail } from './email-sender.js';
import { OutboundEmailEntity } from './outbound-email.entity.js';
import { emailContent } from './templates/email-content.js';
import { emailLogo } from './templates/email-logo.js';
import { emailBrand, renderEmail } from './templates/render-email.js';

/** The job that sends one email. */
export const EMAIL_SEND_JOB = 'email.send';

/** Klaviyo metric names of the events the API sends. */
export const EMAIL_METRICS = {
  intakeRecover: 'Resume Intake',
  passwordReset: 'Password Reset Requested',
  orderClaim: 'Order Claim Requested',
  careTeamAlert: 'Clinical Review Needed',
  accountSetup: 'Account Setup Requested',
  orderConfirmation: 'Placed Order',
  clinicianDecision: 'Clinician Decision',
  subscriptionChanged: 'Subscription Changed',
  chatReply: 'Care Team Replied',
  followupDue: 'Follow-up Due',
} as const;

/** An email to queue: its kind, metric, subject (from the brand's name) and template values. */
export interface EmailToQueue {
  kind: OutboundEmailKind;
  metric: string;
  subject: (brandName: string) => string;
  properties: Record<string, string>;
  /** A table the email shows (an order's items). */
  lines?: EmailLine[];
}

/**
 * The outbox of the API's emails. Queuing one writes its `outbound_emails` row and its `email.send` job in the
 * caller's transaction, so the email exists exactly when the fact it reports does. The job renders it for the
 * tenant and hands it to the configured EmailSender, recording on the row what became of it:
 *
 * - `queued` → `sending` (claimed, attempts + 1) → `sent`.
 * - A mail server's 5xx answer is permanent: `failed` at once. Anything else (4xx, connection refused, timeout)
 *   goes back to `queued` and the job is retried (`EMAIL_RETRY_LIMIT` times, from `EMAIL_RETRY_DELAY_SECONDS`,
 *   doubling); after the last retry, `failed`. The error is kept in `last_error`.
 * - A job that finds its row still `sending` comes after an attempt that never recorded its outcome (the process
 *   died, or lost the database, between the mail server and the row): the email may have gone, so it is not sent
 *   again but recorded `unconfirmed` (docs/decisions.md). A row already `sent`, `failed` or `unconfirmed` is left.
 */
@Injectable()
export class EmailService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Email');

  constructor(
    private readonly jobs: JobQueue,
    private readonly dataSource: DataSource,
    @Inject(EMAIL_SENDER) private readonly sender: EmailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.isProduction && this.sender.provider === 'sandbox') {
      this.logger.warn('EMAIL_PROVIDER is sandbox: emails are recorded in outbound_emails, not sent');
    }
    await this.jobs.work<unknown>(EMAIL_SEND_JOB, (job) => this.deliver(job), {
      retryLimit: this.config.email.retryLimit,
      retryDelaySeconds: this.config.email.retryDelaySeconds,
      retryBackoff: true,
      // Far above the SMTP timeouts (10 s to connect, 30 s of silence), so an attempt ends before its job expires.
      expireInSeconds: 120,
    });
  }

  onApplicationShutdown(): void {
    this.sender.close();
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

  /**
   * Queues one email of the tenant to `to`: its outbox row and its job, in `transaction` (or a transaction of its
   * own). Answers the job id, which is also the row's `unique_id`.
   */
  async queueTo(
    tenant: TenantEntity,
    to: string,
    email: EmailToQueue,
    transaction?: EntityManager,
  ): Promise<string | null> {
    if (!transaction) {
      return this.dataSource.transaction((manager) => this.queueTo(tenant, to, email, manager));
    }
    const brandName = brandNameOf(tenant);
    const data: EmailJobData = {
      tenantId: tenant.id,
      kind: email.kind,
      subject: email.subject(brandName),
      event: {
        metric: { name: email.metric },
        profile: { email: to },
        properties: { brandName, ...email.properties },
        ...(email.lines ? { lines: email.lines } : {}),
      },
    };
    assertValid('EmailJobData', data);
    const id = randomUUID();
    await transaction.insert(OutboundEmailEntity, {
      tenantId: tenant.id,
      to,
      kind: data.kind,
      subject: data.subject,
      payload: data.event,
      uniqueId: id,
      messageId: this.messageIdFor(id),
    });
    return this.jobs.send(EMAIL_SEND_JOB, data, { transaction, id });
  }

  /** The Message-ID of an email: its unique id at the domain of the sender address. */
  private messageIdFor(uniqueId: string): string {
    const domain = this.config.email.fromAddress.split('@')[1] ?? 'localhost';
    return `<${uniqueId}@${domain}>`;
  }

  /** The `email.send` handler. */
  private async deliver(job: QueuedJob<unknown>): Promise<void> {
    const data = assertValid('EmailJobData', job.data);
    const row = await this.claim(data, job.id);
    if (!row) return;
    const tenant = await this.dataSource.getRepository(TenantEntity).findOneBy({ id: row.tenantId });
    let response: string;
    try {
      if (!tenant) throw new Error(`tenant ${row.tenantId} does not exist`);
      response = await this.sender.send(await this.outgoing(tenant, row));
    } catch (error) {
      const reason = describe(error);
      const final = isPermanentFailure(error) || job.retryCount >= this.config.email.retryLimit;
      await this.dataSource.query(
        `UPDATE outbound_emails
            SET status = $3, last_error = $4, failed_at = CASE WHEN $3 = 'failed' THEN now() END
          WHERE tenant_id = $1 AND id = $2`,
        [row.tenantId, row.id, final ? 'failed' : 'queued', reason.slice(0, 2000)],
      );
      if (final) {
        this.logger.error(
          `${row.kind} email ${row.messageId} failed after ${row.attempts} attempt(s): ${reason}`,
        );
        return;
      }
      throw error;
    }
    await this.dataSource.query(
      `UPDATE outbound_emails SET status = 'sent', sent_at = now(), last_error = NULL
        WHERE tenant_id = $1 AND id = $2`,
      [row.tenantId, row.id],
    );
    this.logger.log(`${row.kind} email ${row.messageId} sent (${this.sender.provider}: ${response})`);
  }

  /**
   * Marks the job's email `sending` when it is `queued` and answers it; null when there is nothing to send. A row
   * still `sending` is an earlier attempt that never recorded its outcome: it becomes `unconfirmed`, not resent.
   * A job queued before the outbox existed (no row) gets its row here.
   */
  private async claim(data: EmailJobData, uniqueId: string): Promise<OutboundEmailEntity | null> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(OutboundEmailEntity)
      .values({
        tenantId: data.tenantId,
        to: data.event.profile.email,
        kind: data.kind,
        subject: data.subject,
        payload: data.event,
        uniqueId,
        messageId: this.messageIdFor(uniqueId),
      })
      .orIgnore()
      .execute();
    const [claimed] = (await this.dataSource.query(
      `UPDATE outbound_emails SET status = 'sending', attempts = attempts + 1
        WHERE tenant_id = $1 AND unique_id = $2 AND status = 'queued'
        RETURNING id`,
      [data.tenantId, uniqueId],
    )) as [{ id: string }[], number];
    if (claimed.length > 0) {
      return this.dataSource
        .getRepository(OutboundEmailEntity)
        .findOneByOrFail({ tenantId: data.tenantId, id: claimed[0]!.id });
    }
    const [unfinished] = (await this.dataSource.query(
      `UPDATE outbound_emails
          SET status = 'unconfirmed', last_error = 'an earlier attempt ended without recording whether the mail server accepted it'
        WHERE tenant_id = $1 AND unique_id = $2 AND status = 'sending'
        RETURNING kind, message_id`,
      [data.tenantId, uniqueId],
    )) as [{ kind: string; message_id: string }[], number];
    const left = unfinished[0];
    if (left) {
      this.logger.error(
        `${left.kind} email ${left.message_id} is unconfirmed: an earlier attempt ended without recording its outcome, so it is not sent again; the mail server's log tells whether it went`,
      );
    }
    return null;
  }

  /** The email as the sender sends it: rendered for the tenant, from its brand, replies to its contact. */
  private async outgoing(
    tenant: TenantEntity,
    row: Pick<OutboundEmailEntity, 'kind' | 'to' | 'subject' | 'payload' | 'messageId' | 'queuedAt'>,
  ): Promise<OutgoingEmail> {
    const configurations = tenant.brandConfig.configurations;
    const logo = await emailLogo(configurations.logos?.primary);
    const brand = emailBrand(tenant.brandConfig, tenant.slug, logo?.cid ?? null);
    const content = emailContent(row.kind, row.payload, brand.name, row.queuedAt);
    const rendered = await renderEmail(row.subject, content, brand);
    return {
      from: { name: brand.name, address: this.config.email.fromAddress },
      replyTo: configurations.contact?.email,
      to: row.to,
      subject: row.subject,
      html: rendered.html,
      text: rendered.text,
      messageId: row.messageId,
      attachments: logo ? [logo] : [],
    };
  }
}

function brandNameOf(tenant: TenantEntity): string {
  return tenant.brandConfig.configurations.brandName || tenant.slug;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
