import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuditAction, AuditLogEntry, Role } from '@telehealth/schemas';
import type { EntityManager, Repository } from 'typeorm';

import { storableText } from '../common/utils/storable-text.util.js';
import { AuditLogEntity } from './audit-log.entity.js';

/** What is recorded for one audited request (audit_log without id and occurred_at). */
export interface AuditRecord {
  tenantId: number;
  actorUserId: number;
  actorRole: Role;
  subjectUserId: number | null;
  masquerade: boolean;
  action: AuditAction;
  resource: string;
  resourceId: string | null;
  method: string;
  path: string;
  statusCode: number;
  ip: string;
}

export interface AuditListFilter {
  subjectUserId?: number;
  actorUserId?: number;
  limit: number;
}

/** The read (GET, HEAD) or write (any other method) an HTTP method stands for. */
export function auditActionOf(method: string): AuditAction {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

/** Appends to and lists the audit log (table audit_log, append-only). */
@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditLogEntity) private readonly entries: Repository<AuditLogEntity>) {}

  /**
   * Appends one entry. Throws when the database refuses it; pass `manager` to write it inside the caller's
   * transaction, so the entry and the change it describes are committed (or rolled back) together.
   */
  async record(entry: AuditRecord, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(AuditLogEntity) : this.entries;
    await repository.insert({
      ...entry,
      resource: storableText(entry.resource),
      resourceId: entry.resourceId === null ? null : storableText(entry.resourceId),
      path: storableText(entry.path),
    });
  }

  /** The customer of the tenant's order with this created value; null for none (or a value no order can have). */
  async customerOfOrder(tenantId: number, created: string): Promise<number | null> {
    if (storableText(created) !== created) return null;
    const rows = (await this.entries.manager.query(
      `SELECT user_id FROM orders WHERE tenant_id = $1 AND created = $2`,
      [tenantId, created],
    )) as { user_id: number | null }[];
    return rows[0]?.user_id ?? null;
  }

  /** The tenant's entries matching the filter, newest first. */
  async list(tenantId: number, filter: AuditListFilter): Promise<AuditLogEntry[]> {
    const query = this.entries
      .createQueryBuilder('entry')
      .where('entry.tenant_id = :tenantId', { tenantId })
      .orderBy('entry.id', 'DESC')
      .limit(filter.limit);
    if (filter.subjectUserId !== undefined) {
      query.andWhere('entry.subject_user_id = :subject', { subject: filter.subjectUserId });
    }
    if (filter.actorUserId !== undefined) {
      query.andWhere('entry.actor_user_id = :actor', { actor: filter.actorUserId });
    }
    return (await query.getMany()).map(toAuditLogEntry);
  }
}

export function toAuditLogEntry(row: AuditLogEntity): AuditLogEntry {
  return {
    id: String(row.id),
    occurredAt: row.occurredAt.toISOString(),
    actorUserId: row.actorUserId,
    actorRole: row.actorRole,
    subjectUserId: row.subjectUserId,
    masquerade: row.masquerade,
    action: row.action,
    resource: row.resource,
    resourceId: row.resourceId,
    method: row.method,
    path: row.path,
    statusCode: row.statusCode,
    ip: row.ip,
  };
}
