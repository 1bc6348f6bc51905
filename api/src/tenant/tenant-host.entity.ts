import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

import { TenantDisposableEntity } from './tenant-owned.entity.js';

export const TENANT_HOST_KINDS = ['production', 'staging', 'local'] as const;
export type TenantHostKind = (typeof TENANT_HOST_KINDS)[number];

/** A host name a tenant's storefront is reached on, stored lower-case without port. */
@Entity({ name: 'tenant_hosts' })
@Index('tenant_hosts_tenant_id_idx', ['tenantId'])
@Check('tenant_hosts_kind_check', `kind IN ('production', 'staging', 'local')`)
@Check('tenant_hosts_host_check', 'host = lower(host)')
export class TenantHostEntity extends TenantDisposableEntity {
  @PrimaryColumn({ type: 'text' })
  host!: string;

  @Column({ type: 'text' })
  kind!: TenantHostKind;
}
