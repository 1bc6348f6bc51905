import type { EmailEvent, OutboundEmailKind } from '@telehealth/schemas';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

import { TenantDisposableEntity } from '../tenant/tenant-owned.entity.js';

/** Every kind of email the API sends (the `OutboundEmailKind` schema). */
export const OUTBOUND_EMAIL_KINDS = [
  'intake_recover',
  'password_reset',
  'order_claim',
  'care_team_alert',
] as const satisfies readonly OutboundEmailKind[];

/**
 * An email the sandbox provider recorded instead of sending it; development and tests read them here. One row per
 * `(tenant_id, unique_id)`, so a job that runs again after a failure does not record its email twice.
 */
@Entity({ name: 'outbound_emails' })
@Unique('outbound_emails_tenant_id_unique_id_key', ['tenantId', 'uniqueId'])
@Index('outbound_emails_tenant_id_to_idx', { synchronize: false })
@Check(
  'outbound_emails_kind_check',
  `kind IN (${OUTBOUND_EMAIL_KINDS.map((kind) => `'${kind}'`).join(', ')})`,
)
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

  /** The Klaviyo-shaped event: metric, profile, properties (the links the email carries). */
  @Column({ type: 'jsonb' })
  payload!: EmailEvent;

  /** What makes a send idempotent: the id of the job that sent it. */
  @Column({ name: 'unique_id', type: 'text' })
  uniqueId!: string;

  @Column({ name: 'sent_at', type: 'timestamptz', default: () => 'now()' })
  sentAt!: Date;
}
