import type { FlowKey, FlowStatus, FlowVersion } from '@telehealth/schemas';
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

import { TenantOwnedEntity } from '../tenant/tenant-owned.entity.js';

/**
 * One version of a tenant's flow; `document` is the FlowVersion of @telehealth/schemas. A published version's
 * questions and steps are never changed (a trigger refuses it; only its status may become archived); at most one
 * version per (tenant, key) is published and at most one is a draft at a time.
 */
@Entity({ name: 'flow_versions' })
@Unique('flow_versions_tenant_id_key_version_key', ['tenantId', 'key', 'version'])
// Partial unique index (status = 'published'), created by the migration; TypeORM only needs to leave it alone.
@Index('flow_versions_one_published_idx', { synchronize: false })
@Index('flow_versions_one_draft_idx', { synchronize: false })
@Check('flow_versions_key_check', `key IN ('intake', 'followup', 'quiz', 'cancellation')`)
@Check('flow_versions_status_check', `status IN ('draft', 'published', 'archived')`)
@Check('flow_versions_version_check', 'version > 0')
@Check('flow_versions_published_at_check', `status <> 'published' OR published_at IS NOT NULL`)
@Check('flow_versions_revision_check', 'revision > 0')
export class FlowVersionEntity extends TenantOwnedEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  key!: FlowKey;

  @Column({ type: 'integer' })
  version!: number;

  @Column({ type: 'text' })
  status!: FlowStatus;

  @Column({ type: 'jsonb' })
  document!: FlowVersion;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  /** Grows by one with every save of a draft (the builder's autosave detects a concurrent editor with it). */
  @Column({ type: 'integer', default: 1 })
  revision!: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
