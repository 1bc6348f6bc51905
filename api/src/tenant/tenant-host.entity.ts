import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

import { References } from '../database/references.decorator.js';
import { TenantEntity } from './tenant.entity.js';

export const TENANT_HOST_KINDS = ['production', 'staging', 'local'] as const;
export type TenantHostKind = (typeof TENANT_HOST_KINDS)[number];

/**
 * A host name a tenant's storefront is reached on, stored lower-case without port. A reference table, not a tenant
 * table (REFERENCE_TABLES): a request's tenant is looked up by its host alone, so the key is the host; deleting the
 * tenant deletes its hosts.
 */
@Entity({ name: 'tenant_hosts' })
@Index('tenant_hosts_tenant_id_idx', ['tenantId'])
@Check('tenant_hosts_kind_check', `kind IN ('production', 'staging', 'local')`)
@Check('tenant_hosts_host_check', 'host = lower(host)')
export class TenantHostEntity {
  @PrimaryColumn({ type: 'text' })
  host!: string;

  @Column({ name: 'tenant_id', type: 'integer' })
  tenantId!: number;

  @References(() => TenantEntity, 'tenant_id', { onDelete: 'CASCADE' })
  tenant?: TenantEntity;

  @Column({ type: 'text' })
  kind!: TenantHostKind;
}
