import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

import { ReferencesInTenant } from '../database/references.decorator.js';
import { WithSingleUseLink } from '../database/single-use-link.entity.js';
import { OrderEntity } from '../order/order.entity.js';
import { TenantOwnedEntity } from '../tenant/tenant-owned.entity.js';
import { UserEntity } from '../user/user.entity.js';

/**
 * A held order's invitation to join an account: an order paid anonymously with the email of an existing customer
 * keeps no `user_id` until that customer opens the emailed single-use link. Only the token's sha256 is kept.
 */
@Entity({ name: 'order_claims' })
@Unique('order_claims_tenant_id_token_hash_key', ['tenantId', 'tokenHash'])
@Index('order_claims_tenant_id_order_id_idx', { synchronize: false })
@Check('order_claims_token_hash_check', `token_hash ~ '^[0-9a-f]{64}$'`)
export class OrderClaimEntity extends WithSingleUseLink(TenantOwnedEntity) {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ name: 'order_id', type: 'integer' })
  orderId!: number;

  /** The customer whose email paid the order, who alone can claim it. */
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ReferencesInTenant(() => OrderEntity, 'order_id')
  order?: OrderEntity;

  @ReferencesInTenant(() => UserEntity, 'user_id', { onDelete: 'CASCADE' })
  user?: UserEntity;
}
