import type { StartData } from '@telehealth/schemas';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { ReferencesInTenant } from '../database/references.decorator.js';
import { FlowVersionEntity } from '../flow/flow-version.entity.js';
import { OrderEntity } from '../order/order.entity.js';
import { TenantOwnedEntity } from '../tenant/tenant-owned.entity.js';
import { UserEntity } from '../user/user.entity.js';

/** What became of a submitted follow-up: it reached the flow's end, or it stopped at a hard stop. */
export const FOLLOWUP_VISIT_STATUSES = ['completed', 'hard_stopped'] as const;
export type FollowupVisitStatus = (typeof FOLLOWUP_VISIT_STATUSES)[number];

/**
 * A submitted follow-up visit, pinned to the tenant's published follow-up flow version and to the refill cycle it
 * was for (`bill_date`): `completed` (the answers reach its end; at most one per order and cycle) or
 * `hard_stopped` (the answers up to the question that stopped it, with that question's id and message, kept for
 * the care team; any number per order).
 */
@Entity({ name: 'followup_visits' })
@Index('followup_visits_completed_cycle_key', { synchronize: false })
@Index('followup_visits_tenant_id_order_id_idx', { synchronize: false })
@Check('followup_visits_status_check', `status IN ('completed', 'hard_stopped')`)
@Check(
  'followup_visits_hard_stop_check',
  `(status = 'hard_stopped') = (hard_stop_question_id IS NOT NULL AND hard_stop_message IS NOT NULL)`,
)
export class FollowupVisitEntity extends TenantOwnedEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'order_id', type: 'integer' })
  orderId!: number;

  @Column({ name: 'flow_version_id', type: 'uuid' })
  flowVersionId!: string;

  /**
   * The bill date (YYYY-MM-DD) of the refill this visit was for: the subscription's next bill date when it was
   * submitted. Null for visits from before follow-ups had cycles.
   */
  @Column({ name: 'bill_date', type: 'date', nullable: true })
  billDate!: string | null;

  /** The answers on the path (to the end of the flow, or to the hard stop), normalised by the engine. */
  @Column({ type: 'jsonb' })
  answers!: StartData;

  @Column({ type: 'text', default: 'completed' })
  status!: FollowupVisitStatus;

  /** The question whose answer stopped the follow-up (hard_stopped only). */
  @Column({ name: 'hard_stop_question_id', type: 'integer', nullable: true })
  hardStopQuestionId!: number | null;

  /** That question's hard stop message, as the patient saw it (hard_stopped only). */
  @Column({ name: 'hard_stop_message', type: 'text', nullable: true })
  hardStopMessage!: string | null;

  @Column({ name: 'submitted_at', type: 'timestamptz', default: () => 'now()' })
  submittedAt!: Date;

  /** The customer who submitted it (an agent's mask token acts as the customer). */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @ReferencesInTenant(() => OrderEntity, 'order_id')
  order?: OrderEntity;

  @ReferencesInTenant(() => FlowVersionEntity, 'flow_version_id')
  flowVersion?: FlowVersionEntity;

  @ReferencesInTenant(() => UserEntity, 'user_id', { nullable: true })
  user?: UserEntity | null;
}
