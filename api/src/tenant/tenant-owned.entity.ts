import { PrimaryColumn } from 'typeorm';

import { References } from '../database/references.decorator.js';
import { TenantEntity } from './tenant.entity.js';

/**
 * The start of every tenant-owned row: `tenant_id` with its foreign key to tenants, first in the primary key (the
 * entity's own key follows it), so the table can be distributed by tenant (docs/scaling.md). A tenant that still
 * owns rows cannot be deleted.
 */
export abstract class TenantOwnedEntity {
  @PrimaryColumn({ name: 'tenant_id', type: 'integer' })
  tenantId!: number;

  @References(() => TenantEntity, 'tenant_id')
  tenant?: TenantEntity;
}

/** A tenant-owned row that goes with its tenant (a reset link, a recorded email): deleting the tenant deletes it. */
export abstract class TenantDisposableEntity {
  @PrimaryColumn({ name: 'tenant_id', type: 'integer' })
  tenantId!: number;

  @References(() => TenantEntity, 'tenant_id', { onDelete: 'CASCADE' })
  tenant?: TenantEntity;
}
