import type { Product } from '@telehealth/schemas';
import { Check, Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

import { References } from '../database/references.decorator.js';
import { TenantEntity } from '../tenant/tenant.entity.js';

/** A product a tenant sells; `document` is the Product of @telehealth/schemas. */
@Entity({ name: 'products' })
@Check('products_med_check', 'med > 0')
export class ProductEntity {
  @PrimaryColumn({ name: 'tenant_id', type: 'integer' })
  tenantId!: number;

  @PrimaryColumn({ type: 'integer' })
  med!: number;

  @Column({ type: 'jsonb' })
  document!: Product;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @References(() => TenantEntity, 'tenant_id')
  tenant?: TenantEntity;
}
