import { INTAKE_LOG_KINDS, type IntakeEvent } from '@telehealth/engine';
import type { StartData } from '@telehealth/schemas';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { ReferencesInTenant } from '../database/references.decorator.js';
import { TenantOwnedEntity } from '../tenant/tenant-owned.entity.js';
import { OrderEntity } from './order.entity.js';

/**
 * What an intake event records: the engine's log kinds of machine events (`answer` that lands on a hard stop is
 * `hard_stop`), and the changes the machine does not see (an agent's completion, quiz data, the payment).
 */
export const INTAKE_EVENT_KINDS = [...INTAKE_LOG_KINDS, 'agent', 'quiz', 'payment'] as const;
export type IntakeEventKind = (typeof INTAKE_EVENT_KINDS)[number];

/**
 * One step of an intake, appended and never changed (a trigger refuses UPDATE, DELETE and TRUNCATE). Replaying
 * the `machine_event`s of an order through its flow version's machine must give each row's `state` and `answers`.
 */
@Entity({ name: 'intake_events' })
@Index('intake_events_order_id_idx', { synchronize: false })
@Index('intake_events_hard_stop_idx', { synchronize: false })
@Check('intake_events_kind_check', `kind IN (${INTAKE_EVENT_KINDS.map((kind) => `'${kind}'`).join(', ')})`)
export class IntakeEventEntity extends TenantOwnedEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ name: 'order_id', type: 'integer' })
  orderId!: number;

  @Column({ type: 'text' })
  kind!: IntakeEventKind;

  @Column({ name: 'question_id', type: 'integer', nullable: true })
  questionId!: number | null;

  /** The event as the flow machine takes it; null for events the machine does not see (payment, agent). */
  @Column({ name: 'machine_event', type: 'jsonb', nullable: true })
  machineEvent!: IntakeEvent | null;

  /** The machine state after the event (q3, checkout, stop7, ...). */
  @Column({ type: 'text' })
  state!: string;

  /** The stored answers after the event. */
  @Column({ type: 'jsonb' })
  answers!: StartData;

  @Column({ name: 'flow_version', type: 'integer' })
  flowVersion!: number;

  /** The logged-in user who sent the request, if any. */
  @Column({ name: 'actor_user_id', type: 'integer', nullable: true })
  actorUserId!: number | null;

  /** The agent acting for the patient (mask token), if any. */
  @Column({ name: 'agent_id', type: 'integer', nullable: true })
  agentId!: number | null;

  @Column({ name: 'occurred_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  occurredAt!: Date;

  @ReferencesInTenant(() => OrderEntity, 'order_id')
  order?: OrderEntity;
}
