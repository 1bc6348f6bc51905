import type { AuditAction, Role } from '@telehealth/schemas';
import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';

import { TenantEntity } from '../tenant/tenant.entity.js';

/**
 * One audited request: who (actor) read or wrote what (resource) of whose data (subject), through which request
 * and with which outcome. Appended and never changed (a trigger refuses UPDATE, DELETE and TRUNCATE). User ids
 * are kept as recorded, without foreign keys, so the log never stands in the way of removing a user.
 */
@Entity({ name: 'audit_log' })
@Index('audit_log_tenant_id_id_idx', { synchronize: false })
@Index('audit_log_tenant_id_subject_user_id_idx', { synchronize: false })
@Index('audit_log_tenant_id_actor_user_id_idx', { synchronize: false })
@Check('audit_log_action_check', `action IN ('read', 'write')`)
@Check('audit_log_actor_role_check', 'actor_role IN (0, 1, 2)')
@Check('audit_log_status_code_check', 'status_code BETWEEN 100 AND 599')
@Check('audit_log_masquerade_session_check', 'masquerade_session IS NULL OR masquerade')
@Index('audit_log_tenant_id_masquerade_session_idx', { synchronize: false })
export class AuditLogEntity {
  /** First in the primary key, as in every tenant table (docs/scaling.md). */
  @PrimaryColumn({ name: 'tenant_id', type: 'integer' })
  tenantId!: number;

  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ name: 'occurred_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  occurredAt!: Date;

  /** Who sent the request: the staff user when masquerading. */
  @Column({ name: 'actor_user_id', type: 'integer' })
  actorUserId!: number;

  @Column({ name: 'actor_role', type: 'smallint' })
  actorRole!: Role;

  /** Whose data: the masqueraded customer, or what the handler named with setAuditSubject. */
  @Column({ name: 'subject_user_id', type: 'integer', nullable: true })
  subjectUserId!: number | null;

  /** The actor sent a mask token, acting as the subject. */
  @Column({ type: 'boolean' })
  masquerade!: boolean;

  /** The mask token's session (masqueradeSessionKey): every entry made with one mask token shares it. */
  @Column({ name: 'masquerade_session', type: 'text', nullable: true })
  masqueradeSession!: string | null;

  @Column({ type: 'text' })
  action!: AuditAction;

  /** What was touched: the @AuditPatientData resource, else the path's first segment after /api. */
  @Column({ type: 'text' })
  resource!: string;

  @Column({ name: 'resource_id', type: 'text', nullable: true })
  resourceId!: string | null;

  @Column({ type: 'text' })
  method!: string;

  /** The request path, without its query string. */
  @Column({ type: 'text' })
  path!: string;

  @Column({ name: 'status_code', type: 'smallint' })
  statusCode!: number;

  @Column({ type: 'text' })
  ip!: string;

  @ManyToOne(() => TenantEntity, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'tenant_id', foreignKeyConstraintName: 'audit_log_tenant_id_fkey' })
  tenant?: TenantEntity;
}
