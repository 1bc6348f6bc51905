import type { ReviewFlagDetails, ReviewFlagKind } from '@telehealth/schemas';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { ReferencesInTenant } from '../database/references.decorator.js';
import { OrderEntity } from '../order/order.entity.js';
import { TenantOwnedEntity } from '../tenant/tenant-owned.entity.js';
import { UserEntity } from '../user/user.entity.js';

/** Every kind of review flag (the `ReviewFlagKind` schema). */
export const REVIEW_FLAG_KINDS = [
  'followup_hard_stop',
  'repeat_after_hard_stop',
] as const satisfies readonly ReviewFlagKind[];

/**
 * An order flagged for a clinician. Open (`resolved_at` null) until a clinician resolves it with a note; while
 * open, the order's next clinical step is held (its clinician visit is not created, a new follow-up is refused).
 */
@Entity({ name: 'clinical_review_flags' })
@Index('clinical_review_flags_tenant_id_order_id_idx', { synchronize: false })
@Index('clinical_review_flags_open_idx', { synchronize: false })
@Check(
  'clinical_review_flags_kind_check',
  `kind IN (${REVIEW_FLAG_KINDS.map((kind) => `'${kind}'`).join(', ')})`,
)
@Check('clinical_review_flags_reason_check', 'char_length(reason) BETWEEN 1 AND 2000')
@Check(
  'clinical_review_flags_resolved_check',
  `(resolved_at IS NULL AND resolved_by_user_id IS NULL AND resolution_note IS NULL)
          OR (resolved_at IS NOT NULL AND resolved_by_user_id IS NOT NULL
              AND char_length(resolution_note) BETWEEN 1 AND 2000)`,
)
export class ReviewFlagEntity extends TenantOwnedEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id!: number;

  @Column({ name: 'order_id', type: 'integer' })
  orderId!: number;

  /** The patient's account, when the order has one. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @Column({ type: 'text' })
  kind!: ReviewFlagKind;

  /** What the clinician is asked to look at, in one sentence. */
  @Column({ type: 'text' })
  reason!: string;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  details!: ReviewFlagDetails;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;

  @Column({ name: 'resolved_by_user_id', type: 'integer', nullable: true })
  resolvedByUserId!: number | null;

  /** The clinician's note: who reviewed the order and what they decided. */
  @Column({ name: 'resolution_note', type: 'text', nullable: true })
  resolutionNote!: string | null;

  @ReferencesInTenant(() => OrderEntity, 'order_id')
  order?: OrderEntity;

  @ReferencesInTenant(() => UserEntity, 'user_id', { nullable: true })
  user?: UserEntity | null;

  @ReferencesInTenant(() => UserEntity, 'resolved_by_user_id', { nullable: true })
  resolvedBy?: UserEntity | null;
}
