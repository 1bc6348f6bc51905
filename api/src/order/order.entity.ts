import type {
  AdvData,
  ClinicianFlag,
  ClinicianVisit,
  OrderData,
  PaymentSummary,
  Prescription,
  PurchaseData,
  QuizData,
  SelectedProducts,
  Shipping,
  StartData,
} from '@telehealth/schemas';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

import { moneyTransformer } from '../database/money.transformer.js';
import { ReferencesInTenant } from '../database/references.decorator.js';
import { FlowVersionEntity } from '../flow/flow-version.entity.js';
import { TenantOwnedEntity } from '../tenant/tenant-owned.entity.js';
import { UserEntity } from '../user/user.entity.js';

/**
 * One intake and what became of it (the Order of @telehealth/schemas). Keyed per tenant by `created`; pinned to
 * the flow version it started on; `revision` grows with every write, so concurrent writers can detect each other.
 */
@Entity({ name: 'orders' })
@Unique('orders_tenant_id_created_key', ['tenantId', 'created'])
@Index('orders_tenant_id_user_id_idx', { synchronize: false })
@Index('orders_flow_version_id_idx', { synchronize: false })
@Index('orders_tenant_id_flagged_idx', { synchronize: false })
@Check('orders_price_check', 'price IS NULL OR price >= 0')
@Check('orders_revision_check', 'revision > 0')
@Check('orders_agent_check', '(agent_id IS NULL) = (agent_completion_date IS NULL)')
@Check('orders_paid_check', 'paid_at IS NULL OR (price IS NOT NULL AND payment IS NOT NULL)')
@Check('orders_clinician_flags_check', `jsonb_typeof(clinician_flags) = 'array'`)
export class OrderEntity extends TenantOwnedEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id!: number;

  @Column({ type: 'text' })
  created!: string;

  @Column({ name: 'flow_version_id', type: 'uuid' })
  flowVersionId!: string;

  /** The number of that flow version (denormalised: every response carries it). */
  @Column({ name: 'flow_version', type: 'integer' })
  flowVersion!: number;

  @Column({ name: 'adv_data', type: 'jsonb' })
  advData!: AdvData;

  @Column({ name: 'start_data', type: 'jsonb', default: () => `'{}'` })
  startData!: StartData;

  /**
   * The alerts with a flag that the answers raise (ClinicianFlags): written with the answers by every save
   * (OrderService) and again by the checkout, so they never disagree with `startData`.
   */
  @Column({ name: 'clinician_flags', type: 'jsonb', default: () => `'[]'` })
  clinicianFlags!: ClinicianFlag[];

  @Column({ name: 'quiz_data', type: 'jsonb', default: () => `'{}'` })
  quizData!: QuizData;

  @Column({ name: 'selected_product', type: 'jsonb', default: () => `'[]'` })
  selectedProduct!: SelectedProducts;

  @Column({ type: 'jsonb', nullable: true })
  payment!: PaymentSummary | null;

  @Column({ type: 'jsonb', nullable: true })
  shipping!: Shipping | null;

  @Column({ type: 'jsonb', nullable: true })
  beluga!: ClinicianVisit | null;

  @Column({ type: 'jsonb', nullable: true })
  prescription!: Prescription | null;

  @Column({ name: 'order_data', type: 'jsonb', default: () => `'{"items": [], "orderStatus": "PENDING"}'` })
  orderData!: OrderData;

  @Column({ name: 'purchase_data', type: 'jsonb', nullable: true })
  purchaseData!: PurchaseData | null;

  /** 1: the subscription was reactivated. */
  @Column({ type: 'smallint', nullable: true })
  status!: number | null;

  @Column({ name: 'original_order_id', type: 'integer', nullable: true })
  originalOrderId!: number | null;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: moneyTransformer })
  price!: number | null;

  @Column({ name: 'agent_id', type: 'integer', nullable: true })
  agentId!: number | null;

  @Column({ name: 'agent_completion_date', type: 'timestamptz', nullable: true })
  agentCompletionDate!: Date | null;

  /** When the payment was approved; null while the intake is unpaid (in flight). */
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  /** Grows by one with every write (optimistic concurrency). */
  @Column({ type: 'integer', default: 1 })
  revision!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @ReferencesInTenant(() => FlowVersionEntity, 'flow_version_id')
  flowVersionRow?: FlowVersionEntity;

  @ReferencesInTenant(() => UserEntity, 'user_id', { nullable: true })
  user?: UserEntity | null;

  @ReferencesInTenant(() => UserEntity, 'agent_id', { nullable: true })
  agent?: UserEntity | null;

  @ReferencesInTenant(() => OrderEntity, 'original_order_id', { nullable: true })
  originalOrder?: OrderEntity | null;
}
