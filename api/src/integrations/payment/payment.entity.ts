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

import { moneyTransformer } from '../../database/money.transformer.js';
import { ReferencesInTenant } from '../../database/references.decorator.js';
import { OrderEntity } from '../../order/order.entity.js';
import { TenantOwnedEntity } from '../../tenant/tenant-owned.entity.js';

/**
 * `charge`: the authorisation made at checkout (the amount held on the card, nothing taken); `capture`: taking
 * it, when the clinician prescribes; `void`: releasing it (a decline, or the compensation); `refund`: giving back
 * what a capture took.
 */
export type PaymentKind = 'charge' | 'capture' | 'void' | 'refund';

/**
 * `pending`: written (and committed) before the gateway is called, so a call whose answer was lost is still on
 * record; `approved` / `declined`: the gateway's answer; `failed`: the call never reached the gateway (or it
 * refused the request itself); `voided`: an approved charge that a void released.
 */
export type PaymentStatus = 'pending' | 'approved' | 'declined' | 'failed' | 'voided';

/**
 * One call to the payment gateway (the ledger, `payments`): a charge (authorisation) of an order, or the capture,
 * void or refund of such a charge (`reversesPaymentId`). Rows are never deleted. A charge is `settledAt` in the transaction that records
 * its order as paid; one that is approved and not settled is either being recorded right now or must be voided
 * (the compensation, at once or by the reconciliation job).
 */
@Entity({ name: 'payments' })
@Unique('payments_tenant_id_idempotency_key_key', ['tenantId', 'idempotencyKey'])
@Index('payments_tenant_id_order_id_idx', { synchronize: false })
@Index('payments_one_open_charge_idx', { synchronize: false })
@Index('payments_one_settled_charge_idx', { synchronize: false })
@Index('payments_unsettled_idx', { synchronize: false })
@Check('payments_kind_check', `kind IN ('charge', 'capture', 'void', 'refund')`)
@Check('payments_status_check', `status IN ('pending', 'approved', 'declined', 'failed', 'voided')`)
@Check('payments_amount_check', 'amount >= 0')
@Check('payments_currency_check', `currency ~ '^[A-Z]{3}$'`)
@Check('payments_reverses_check', `(kind = 'charge') = (reverses_payment_id IS NULL)`)
@Check('payments_voided_check', `status <> 'voided' OR kind = 'charge'`)
@Check(
  'payments_transaction_check',
  `status NOT IN ('approved', 'voided') OR gateway_transaction_id IS NOT NULL`,
)
@Check(
  'payments_settled_check',
  `settled_at IS NULL OR (kind = 'charge' AND status IN ('approved', 'voided'))`,
)
@Check('payments_void_requested_check', `void_requested_at IS NULL OR kind = 'charge'`)
export class PaymentEntity extends TenantOwnedEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ name: 'order_id', type: 'integer' })
  orderId!: number;

  @Column({ type: 'text' })
  kind!: PaymentKind;

  @Column({ type: 'text', default: 'pending' })
  status!: PaymentStatus;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: moneyTransformer })
  amount!: number;

  @Column({ type: 'text', default: 'USD' })
  currency!: string;

  /** Sent with the gateway call; a retry of the same call sends it again, so the gateway does the work once. */
  @Column({ name: 'idempotency_key', type: 'text' })
  idempotencyKey!: string;

  /** The gateway's name (`PAYMENT_GATEWAY`). */
  @Column({ type: 'text' })
  gateway!: string;

  /** The gateway's id of the charge, void or refund, once approved. */
  @Column({ name: 'gateway_transaction_id', type: 'text', nullable: true })
  gatewayTransactionId!: string | null;

  /** For a capture, void or refund: the charge it takes or reverses. */
  @Column({ name: 'reverses_payment_id', type: 'bigint', nullable: true })
  reversesPaymentId!: string | null;

  /** For an approved charge: the masked card (brand, last4, expiry), never the number. */
  @Column({ type: 'jsonb', nullable: true })
  card!: { brand: string; last4: string; expiry: string } | null;

  /** Why the call was declined or failed. */
  @Column({ type: 'text', nullable: true })
  error!: string | null;

  /** When a void of this charge was decided (it can then no longer be settled). */
  /** The staff member who asked for it (a refund from the admin area); null when checkout or a job did. */
  @Column({ name: 'requested_by_user_id', type: 'integer', nullable: true })
  requestedByUserId!: number | null;

  @Column({ name: 'void_requested_at', type: 'timestamptz', nullable: true })
  voidRequestedAt!: Date | null;

  /** When the order was recorded as paid with this charge (same transaction). */
  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @ReferencesInTenant(() => OrderEntity, 'order_id')
  order?: OrderEntity;

  @ReferencesInTenant(() => PaymentEntity, 'reverses_payment_id', { nullable: true })
  reverses?: PaymentEntity | null;
}
