import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

import { References } from '../../database/references.decorator.js';
import { TenantEntity } from '../../tenant/tenant.entity.js';
import type { ChargeResult } from './payment-gateway.js';

/**
 * What the sandbox processor remembers of each call it received, per merchant account (tenant) and idempotency
 * key: the first answer, given again to a repeated key. A real processor keeps this on its side; the sandbox keeps
 * it in PostgreSQL, so every API process shares it.
 */
@Entity({ name: 'sandbox_gateway_operations' })
@Index('sandbox_gateway_operations_charge_idx', { synchronize: false })
@Check('sandbox_gateway_operations_kind_check', `kind IN ('charge', 'capture', 'void', 'refund')`)
@Check('sandbox_gateway_operations_charge_check', `(kind = 'charge') = (charge_transaction_id IS NULL)`)
export class SandboxGatewayOperationEntity {
  @PrimaryColumn({ name: 'tenant_id', type: 'integer' })
  tenantId!: number;

  @PrimaryColumn({ name: 'idempotency_key', type: 'text' })
  idempotencyKey!: string;

  @Column({ type: 'text' })
  kind!: 'charge' | 'capture' | 'void' | 'refund';

  /** The charge's, capture's, void's or refund's own id; null for a declined charge. */
  @Column({ name: 'transaction_id', type: 'text', nullable: true })
  transactionId!: string | null;

  /** For a capture, void or refund: the charge it takes or reverses. */
  @Column({ name: 'charge_transaction_id', type: 'text', nullable: true })
  chargeTransactionId!: string | null;

  @Column({ type: 'numeric', precision: 10, scale: 2 })
  amount!: string;

  @Column({ type: 'jsonb' })
  result!: ChargeResult | { captureId: string } | { voidId: string } | { refundId: string };

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @References(() => TenantEntity, 'tenant_id')
  tenant?: TenantEntity;
}
