import { randomUUID } from 'node:crypto';

import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
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
/** The job that sends again the emails whose attempt died (`sending` past its lease); it queues its next run. */
export const EMAIL_SWEEP_JOB = 'email.sweep';
export const EMAIL_SWEEP_EVERY_SECONDS = 60;

/** How long the send job may run before it is taken to have died (pg-boss's expiry; the SMTP timeouts are 10 + 30 s). */
const SEND_JOB_EXPIRE_SECONDS = 120;
/**
 * How long an attempt holds its `sending` row: twice the job's expiry, so an attempt still running always ends
 * (or is expired by pg-boss) first. Past it the attempt died — its process crashed or lost the database — and the
 * email is sent again, with the same Message-ID.
 */
export const EMAIL_SENDING_LEASE_SECONDS = 2 * SEND_JOB_EXPIRE_SECONDS;

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
 * - An attempt holds its `sending` row for a lease (`EMAIL_SENDING_LEASE_SECONDS`, from `claimed_at`). A row still
 *   `sending` past it was left by an attempt that died (the process crashed, or lost the database, between the
 *   claim and the outcome): the `email.sweep` job (every minute, and at start-up) queues it again and it is sent
 *   again with the same Message-ID (at least once; docs/decisions.md). A job that finds its row `sending` within
 *   the lease leaves it to that attempt. A row already `sent` or `failed` is left.
 */
@Injectable()
export class EmailService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
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
    // EMAIL_CONCURRENCY emails at a time (the SMTP sender keeps as many connections and bounds the rate).
    await this.jobs.work<unknown>(EMAIL_SEND_JOB, (job) => this.deliver(job), {
      concurrency: this.config.email.concurrency,
      retryLimit: this.config.email.retryLimit,
      retryDelaySeconds: this.config.email.retryDelaySeconds,
      retryBackoff: true,
      // Far above the SMTP timeouts (10 s to connect, 30 s of silence), so an attempt ends before its job expires.
      expireInSeconds: SEND_JOB_EXPIRE_SECONDS,
    });
    await this.jobs.work(
      EMAIL_SWEEP_JOB,
      async () => {
        try {
          await this.sendAgainAfterLease();
        } finally {
          await this.scheduleSweep(EMAIL_SWEEP_EVERY_SECONDS);
        }
      },
      { policy: 'short', retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 300 },
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.scheduleSweep(0);
  }

  /**
   * Queues again every email whose attempt died: `sending` past its lease. Each goes back to `queued` with a new
   * `email.send` job naming its row (`outboxId`), in one transaction, so a row is queued again once however many
   * processes sweep. Answers how many.
   */
  async sendAgainAfterLease(): Promise<number> {
    const rows = await this.dataSource.transaction(async (manager) => {
      const [stale] = (await manager.query(
        `UPDATE outbound_emails
            SET status = 'queued',
                last_error = 'an attempt ended without recording whether the mail server accepted it; sent again'
          WHERE status = 'sending' AND claimed_at < now() - make_interval(secs => $1)
          RETURNING tenant_id, unique_id, kind, subject, payload, message_id`,
        [EMAIL_SENDING_LEASE_SECONDS],
      )) as [StaleEmail[], number];
      for (const row of stale) {
        const data: EmailJobData = {
          tenantId: row.tenant_id,
          kind: row.kind,
          subject: row.subject,
          event: row.payload,
          outboxId: row.unique_id,
        };
        await this.jobs.send(EMAIL_SEND_JOB, data, { transaction: manager });
      }
      return stale;
    });
    for (const row of rows) {
      this.logger.warn(
        `${row.kind} email ${row.message_id} was still sending after ${EMAIL_SENDING_LEASE_SECONDS} s (its attempt died): sent again with the same Message-ID`,
      );
    }
    return rows.length;
  }

  /** Queues the next sweep (the `short` policy keeps one queued run for all processes). */
  private async scheduleSweep(afterSeconds: number): Promise<void> {
    try {
      await this.jobs.send(EMAIL_SWEEP_JOB, {}, { startAfterSeconds: afterSeconds, singletonKey: 'outbox' });
    } catch (error) {
      // Stopping: the next start queues it again.
      this.logger.debug(`next outbox sweep not queued: ${String(error)}`);
    }
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
   * Marks the job's email `sending` (claimed now) when it is `queued`, or `sending` past its lease (the attempt that
   * held it died), and answers it; null when there is nothing to send: sent, failed, or held by a live attempt. The
   * row is the job's (`unique_id` = the job id), or the one a job sending it again names (`outboxId`). A job queued
   * before the outbox existed (no row) gets its row here.
   */
  private async claim(data: EmailJobData, jobId: string): Promise<OutboundEmailEntity | null> {
    const uniqueId = data.outboxId ?? jobId;
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
      `UPDATE outbound_emails SET status = 'sending', attempts = attempts + 1, claimed_at = now()
        WHERE tenant_id = $1 AND unique_id = $2
          AND (status = 'queued'
               OR (status = 'sending' AND claimed_at < now() - make_interval(secs => $3)))
        RETURNING id`,
      [data.tenantId, uniqueId, EMAIL_SENDING_LEASE_SECONDS],
    )) as [{ id: string }[], number];
    if (claimed.length === 0) return null;
    return this.dataSource
      .getRepository(OutboundEmailEntity)
      .findOneByOrFail({ tenantId: data.tenantId, id: claimed[0]!.id });
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

/** An outbox row left `sending` past its lease, as the sweep queues it again. */
interface StaleEmail {
  tenant_id: number;
  unique_id: string;
  kind: OutboundEmailKind;
  subject: string;
  payload: EmailJobData['event'];
  message_id: string;
}

function brandNameOf(tenant: TenantEntity): string {
  return tenant.brandConfig.configurations.brandName || tenant.slug;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
