import type { StartData } from '@telehealth/schemas';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';

import { FlowVersionEntity } from '../flow/flow-version.entity.js';
import { OrderEntity } from '../order/order.entity.js';
import { TenantEntity } from '../tenant/tenant.entity.js';
import { UserEntity } from '../user/user.entity.js';

/**
 * A submitted follow-up visit: the answers to the tenant's published follow-up flow (checked to reach its end),
 * pinned to that flow version. At most one per order.
 */
@Entity({ name: 'followup_visits' })
@Unique('followup_visits_order_id_key', ['orderId'])
export class FollowupVisitEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'followup_visits_pkey' })
  id!: string;

  @Column({ name: 'tenant_id', type: 'integer' })
  tenantId!: number;

  @Column({ name: 'order_id', type: 'integer' })
  orderId!: number;

  @Column({ name: 'flow_version_id', type: 'uuid' })
  flowVersionId!: string;

  /** The answers on the path to the end of the flow, normalised by the engine. */
  @Column({ type: 'jsonb' })
  answers!: StartData;

  @Column({ name: 'submitted_at', type: 'timestamptz', default: () => 'now()' })
  submittedAt!: Date;

  /** The customer who submitted it (an agent's mask token acts as the customer). */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @ManyToOne(() => TenantEntity, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'tenant_id', foreignKeyConstraintName: 'followup_visits_tenant_id_fkey' })
  tenant?: TenantEntity;

  @ManyToOne(() => OrderEntity, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'followup_visits_order_id_fkey' })
  order?: OrderEntity;

  @ManyToOne(() => FlowVersionEntity, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'flow_version_id', foreignKeyConstraintName: 'followup_visits_flow_version_id_fkey' })
  flowVersion?: FlowVersionEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'followup_visits_user_id_fkey' })
  user?: UserEntity | null;
}
