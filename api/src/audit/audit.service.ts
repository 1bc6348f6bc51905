import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  AuditAction,
  AuditLogEntry,
  AuditLogResponse,
  AuditMasqueradeSession,
  Role,
} from '@telehealth/schemas';
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
  /** The mask token's session (masqueradeSessionKey); null without a mask token. */
  masqueradeSession: string | null;
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
  subjectEmail?: string;
  actorEmail?: string;
  action?: AuditAction;
  resource?: string;
  masqueradeOnly?: boolean;
  session?: string;
  /** First UTC day included, YYYY-MM-DD. */
  from?: string;
  /** Last UTC day included, YYYY-MM-DD. */
  to?: string;
  /** Only entries with a smaller id (keyset paging). */
  before?: string;
  limit: number;
}

interface AuditListRow {
  id: string;
  occurred_at: Date;
  actor_user_id: number;
  actor_role: Role;
  subject_user_id: number | null;
  masquerade: boolean;
  masquerade_session: string | null;
  action: AuditAction;
  resource: string;
  resource_id: string | null;
  method: string;
  path: string;
  status_code: number;
  ip: string;
  actor_email: string | null;
  subject_email: string | null;
}

interface SessionRow {
  key: string;
  actor_user_id: number;
  subject_user_id: number | null;
  actor_email: string | null;
  subject_email: string | null;
  first_at: Date;
  last_at: Date;
  requests: number;
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

  /**
   * The tenant's entries matching the filter, newest first, one keyset page (`before`), with the emails of the
   * actor and subject as the users table has them now, and the masquerade sessions of the page's entries counted
   * over the whole log.
   */
  async list(tenantId: number, filter: AuditListFilter): Promise<AuditLogResponse> {
    const params: unknown[] = [tenantId];
    const where = ['a.tenant_id = $1'];
    const add = (sql: (p: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (filter.subjectUserId !== undefined) add((p) => `a.subject_user_id = ${p}`, filter.subjectUserId);
    if (filter.actorUserId !== undefined) add((p) => `a.actor_user_id = ${p}`, filter.actorUserId);
    if (filter.subjectEmail !== undefined)
      add((p) => `lower(subject.email) = lower(${p})`, filter.subjectEmail);
    if (filter.actorEmail !== undefined) add((p) => `lower(actor.email) = lower(${p})`, filter.actorEmail);
    if (filter.action !== undefined) add((p) => `a.action = ${p}`, filter.action);
    if (filter.resource !== undefined) add((p) => `a.resource = ${p}`, filter.resource);
    if (filter.masqueradeOnly) where.push('a.masquerade');
    if (filter.session !== undefined) add((p) => `a.masquerade_session = ${p}`, filter.session);
    if (filter.from !== undefined)
      add((p) => `a.occurred_at >= (${p}::date AT TIME ZONE 'UTC')`, filter.from);
    if (filter.to !== undefined) {
      add((p) => `a.occurred_at < ((${p}::date + 1) AT TIME ZONE 'UTC')`, filter.to);
    }
    if (filter.before !== undefined) add((p) => `a.id < ${p}::bigint`, filter.before);
    params.push(filter.limit + 1);
    const rows = (await this.entries.manager.query(
      `SELECT a.id::text AS id, a.occurred_at, a.actor_user_id, a.actor_role, a.subject_user_id, a.masquerade,
              a.masquerade_session, a.action, a.resource, a.resource_id, a.method, a.path, a.status_code, a.ip,
              actor.email AS actor_email, subject.email AS subject_email
         FROM audit_log a
         LEFT JOIN users actor ON actor.tenant_id = a.tenant_id AND actor.id = a.actor_user_id
         LEFT JOIN users subject ON subject.tenant_id = a.tenant_id AND subject.id = a.subject_user_id
        WHERE ${where.join(' AND ')}
        ORDER BY a.id DESC
        LIMIT $${params.length}`,
      params,
    )) as AuditListRow[];
    const page = rows.slice(0, filter.limit);
    const items = page.map(rowToEntry);
    const keys = [...new Set(page.map((row) => row.masquerade_session).filter((key) => key !== null))];
    return {
      items,
      sessions: keys.length === 0 ? [] : await this.sessions(tenantId, keys),
      nextBefore: rows.length > filter.limit ? (page.at(-1)?.id ?? null) : null,
    };
  }

  /** The masquerade sessions named, each over the whole log: who as whom, first and last request, how many. */
  private async sessions(tenantId: number, keys: string[]): Promise<AuditMasqueradeSession[]> {
    const rows = (await this.entries.manager.query(
      `SELECT s.key, s.actor_user_id, s.subject_user_id, s.first_at, s.last_at, s.requests,
              actor.email AS actor_email, subject.email AS subject_email
         FROM (
           SELECT a.masquerade_session AS key, min(a.actor_user_id) AS actor_user_id,
                  min(a.subject_user_id) AS subject_user_id, min(a.occurred_at) AS first_at,
                  max(a.occurred_at) AS last_at, count(*)::int AS requests
             FROM audit_log a
            WHERE a.tenant_id = $1 AND a.masquerade_session = ANY($2::text[])
            GROUP BY a.masquerade_session
         ) s
         LEFT JOIN users actor ON actor.tenant_id = $1 AND actor.id = s.actor_user_id
         LEFT JOIN users subject ON subject.tenant_id = $1 AND subject.id = s.subject_user_id
        ORDER BY s.last_at DESC`,
      [tenantId, keys],
    )) as SessionRow[];
    return rows.map((row) => ({
      key: row.key,
      actorUserId: row.actor_user_id,
      actorEmail: row.actor_email,
      subjectUserId: row.subject_user_id,
      subjectEmail: row.subject_email,
      firstAt: row.first_at.toISOString(),
      lastAt: row.last_at.toISOString(),
      requests: row.requests,
    }));
  }
}

function rowToEntry(row: AuditListRow): AuditLogEntry {
  return {
    id: row.id,
    occurredAt: row.occurred_at.toISOString(),
    actorUserId: row.actor_user_id,
    actorRole: row.actor_role,
    subjectUserId: row.subject_user_id,
    masquerade: row.masquerade,
    action: row.action,
    resource: row.resource,
    resourceId: row.resource_id,
    method: row.method,
    path: row.path,
    statusCode: row.status_code,
    ip: row.ip,
    actorEmail: row.actor_email,
    subjectEmail: row.subject_email,
    masqueradeSession: row.masquerade_session,
  };
}
