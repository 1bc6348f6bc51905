import type { SubscriptionAction } from '@telehealth/schemas';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { ReferencesInTenant } from '../database/references.decorator.js';
import { OrderEntity } from '../order/order.entity.js';
import { TenantOwnedEntity } from '../tenant/tenant-owned.entity.js';
import { UserEntity } from '../user/user.entity.js';

/** Every action a subscription event can record, in the order a customer usually meets them. */
export const SUBSCRIPTION_ACTIONS = [
  'pause',
  'resume',
  'skip',
  'retention_offer',
  'cancel',
  'cancellation_flow',
] as const satisfies readonly SubscriptionEventAction[];

/**
 * An action of the log: a subscription action, or `cancellation_flow`, a completed cancellation flow (its version,
 * path, reason and outcome; the action it applied, if any, is its own event).
 */
export type SubscriptionEventAction = SubscriptionAction | 'cancellation_flow';

/**
 * One change to a subscription, appended and never changed (a trigger refuses UPDATE, DELETE and TRUNCATE).
 * `user_id` is the customer whose subscription it is; `actor_user_id` who did it (the customer, a staff member, or
 * the agent behind a mask token).
 */
@Entity({ name: 'subscription_events' })
@Index('subscription_events_tenant_id_order_id_idx', { synchronize: false })
@Check(
  'subscription_events_action_check',
  `action IN (${SUBSCRIPTION_ACTIONS.map((action) => `'${action}'`).join(', ')})`,
)
export class SubscriptionEventEntity extends TenantOwnedEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ name: 'order_id', type: 'integer' })
  orderId!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'actor_user_id', type: 'integer' })
  actorUserId!: number;

  @Column({ type: 'text' })
  action!: SubscriptionEventAction;

  /** The cancellation reason (cancel, cancellation_flow) or the offer id (retention_offer); null otherwise. */
  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  /** What changed: purchase data before and after, the offer's terms, the customer's own words. */
  @Column({ type: 'jsonb', default: () => `'{}'` })
  details!: Record<string, unknown>;

  @Column({ name: 'occurred_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  occurredAt!: Date;

  @ReferencesInTenant(() => OrderEntity, 'order_id')
  order?: OrderEntity;

  @ReferencesInTenant(() => UserEntity, 'user_id')
  user?: UserEntity;

  @ReferencesInTenant(() => UserEntity, 'actor_user_id')
  actor?: UserEntity;
}
