import type { EmailEvent, OutboundEmailKind } from '@telehealth/schemas';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

import { TenantDisposableEntity } from '../tenant/tenant-owned.entity.js';

/** Every kind of email the API sends (the `OutboundEmailKind` schema). */
export const OUTBOUND_EMAIL_KINDS = [
  'intake_recover',
  'password_reset',
  'order_claim',
  'care_team_alert',
  'account_setup',
  'order_confirmation',
  'clinician_decision',
  'subscription_changed',
  'chat_reply',
  'followup_due',
] as const satisfies readonly OutboundEmailKind[];

/**
 * What became of an email: `queued` (waiting for its job, or for a retry), `sending` (an attempt is talking to the
 * mail server; past its lease the attempt is taken to have died and the email is sent again), `sent` (the server
 * accepted it), `failed` (refused for good, or out of retries). `unconfirmed` was recorded before sending rows got a
 * lease (an attempt that ended without recording its outcome; see docs/decisions.md); nothing records it now.
 */
export const OUTBOUND_EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'unconfirmed'] as const;
export type OutboundEmailStatus = (typeof OUTBOUND_EMAIL_STATUSES)[number];

/**
 * The outbox: one row per email, written in the transaction of the fact it reports, together with its
 * `email.send` job (whose id is `unique_id`); the job sends it and records the outcome here.
 */
@Entity({ name: 'outbound_emails' })
@Unique('outbound_emails_tenant_id_unique_id_key', ['tenantId', 'uniqueId'])
@Unique('outbound_emails_tenant_id_message_id_key', ['tenantId', 'messageId'])
@Index('outbound_emails_tenant_id_to_idx', { synchronize: false })
@Check(
  'outbound_emails_kind_check',
  `kind IN (${OUTBOUND_EMAIL_KINDS.map((kind) => `'${kind}'`).join(', ')})`,
)
@Check(
  'outbound_emails_status_check',
  `status IN (${OUTBOUND_EMAIL_STATUSES.map((status) => `'${status}'`).join(', ')})`,
)
@Check('outbound_emails_attempts_check', 'attempts >= 0')
export class OutboundEmailEntity extends TenantDisposableEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  /** The recipient's address. */
  @Column({ name: 'to', type: 'text' })
  to!: string;

  @Column({ type: 'text' })
  kind!: OutboundEmailKind;

  @Column({ type: 'text' })
  subject!: string;

  /** The Klaviyo-shaped event: metric, profile, properties (what the template shows, the links it carries). */
  @Column({ type: 'jsonb' })
  payload!: EmailEvent;

  /** The id of the `email.send` job that sends it. */
  @Column({ name: 'unique_id', type: 'text' })
  uniqueId!: string;

  /** The Message-ID header every attempt sends, fixed when the email is queued. */
  @Column({ name: 'message_id', type: 'text' })
  messageId!: string;

  @Column({ type: 'text', default: 'queued' })
  status!: OutboundEmailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** Why the last attempt did not send it (the mail server's answer or the connection error). */
  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'queued_at', type: 'timestamptz', default: () => 'now()' })
  queuedAt!: Date;

  /** When the current (or last) attempt claimed it, marking it `sending`: the start of its lease. */
  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt!: Date | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt!: Date | null;
}
