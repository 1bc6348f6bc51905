import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { TenantEntity } from './tenant.entity.js';

export const TENANT_HOST_KINDS = ['production', 'staging', 'local'] as const;
export type TenantHostKind = (typeof TENANT_HOST_KINDS)[number];

/** A host name a tenant's storefront is reached on, stored lower-case without port. */
@Entity({ name: 'tenant_hosts' })
@Check('tenant_hosts_kind_check', `kind IN ('production', 'staging', 'local')`)
@Check('tenant_hosts_host_check', 'host = lower(host)')
export class TenantHostEntity {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'tenant_hosts_pkey' })
  host!: string;

  @Index('tenant_hosts_tenant_id_idx')
  @Column({ name: 'tenant_id', type: 'integer' })
  tenantId!: number;

  @Column({ type: 'text' })
  kind!: TenantHostKind;

  @ManyToOne(() => TenantEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'tenant_id', foreignKeyConstraintName: 'tenant_hosts_tenant_id_fkey' })
  tenant?: TenantEntity;
}
