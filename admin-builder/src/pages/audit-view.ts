import { formatDateTime } from '@telehealth/engine';
import {
  ROLE_NAMES,
  type AuditLogEntry,
  type AuditLogQuery,
  type AuditMasqueradeSession,
} from '@telehealth/schemas';

/** The audit page's filters, as its URL holds them (the names of GET /api/admin/audit's query where they match). */
export interface AuditFilters {
  /** A user id (`?subject=` is how the user page links here). */
  subject: string;
  subjectEmail: string;
  actor: string;
  actorEmail: string;
  action: '' | 'read' | 'write';
  resource: string;
  masquerade: boolean;
  session: string;
  from: string;
  to: string;
}

const DIGITS = /^[1-9][0-9]{0,9}$/;
const DAY = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
const RESOURCE = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const SESSION = /^[0-9a-f]{32}$/;
const EMAIL_MAX = 320;

/** The filters of a URL; values the API would refuse are dropped (an unknown action, a bad day or id). */
export function readAuditFilters(search: URLSearchParams): AuditFilters {
  const get = (name: string, pattern?: RegExp) => {
    const value = (search.get(name) ?? '').trim();
    return pattern && !pattern.test(value) ? '' : value;
  };
  const action = get('action');
  return {
    subject: get('subject', DIGITS),
    subjectEmail: get('subjectEmail').slice(0, EMAIL_MAX),
    actor: get('actor', DIGITS),
    actorEmail: get('actorEmail').slice(0, EMAIL_MAX),
    action: action === 'read' || action === 'write' ? action : '',
    resource: get('resource', RESOURCE),
    masquerade: search.get('masquerade') === 'true',
    session: get('session', SESSION),
    from: get('from', DAY),
    to: get('to', DAY),
  };
}

/** The URL search of the filters; empty ones are left out. */
export function writeAuditFilters(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value === '' || value === false) continue;
    search.set(name, value === true ? 'true' : String(value).trim());
  }
  return search;
}

/** GET /api/admin/audit's query for the filters and a keyset page. */
export function auditApiQuery(filters: AuditFilters, before: string | null, limit: number): AuditLogQuery {
  const query: AuditLogQuery = { limit: String(limit) };
  if (filters.subject) query.subjectUserId = filters.subject;
  if (filters.subjectEmail) query.subjectEmail = filters.subjectEmail;
  if (filters.actor) query.actorUserId = filters.actor;
  if (filters.actorEmail) query.actorEmail = filters.actorEmail;
  if (filters.action) query.action = filters.action;
  if (filters.resource) query.resource = filters.resource;
  if (filters.masquerade) query.masquerade = 'true';
  if (filters.session) query.session = filters.session;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (before) query.before = before;
  return query;
}

/** One line of the log: an entry on its own, or a masquerade session's entries together. */
export type AuditRow =
  | { kind: 'entry'; entry: AuditLogEntry }
  | { kind: 'session'; key: string; session: AuditMasqueradeSession | undefined; entries: AuditLogEntry[] };

/**
 * The entries (newest first) as rows: the entries of one masquerade session gathered in one row, placed where its
 * newest entry is; other entries each on their own.
 */
export function groupAuditEntries(
  entries: readonly AuditLogEntry[],
  sessions: readonly AuditMasqueradeSession[],
): AuditRow[] {
  const rows: AuditRow[] = [];
  const groups = new Map<string, Extract<AuditRow, { kind: 'session' }>>();
  const byKey = new Map(sessions.map((session) => [session.key, session]));
  for (const entry of entries) {
    const key = entry.masqueradeSession;
    if (key === null) {
      rows.push({ kind: 'entry', entry });
      continue;
    }
    const group = groups.get(key);
    if (group) group.entries.push(entry);
    else {
      const created = { kind: 'session' as const, key, session: byKey.get(key), entries: [entry] };
      groups.set(key, created);
      rows.push(created);
    }
  }
  return rows;
}

/** `agent@example.com (agent)`, or the id when the user is gone. */
export function actorText(entry: Pick<AuditLogEntry, 'actorEmail' | 'actorUserId' | 'actorRole'>): string {
  return `${entry.actorEmail ?? `user ${entry.actorUserId}`} (${(ROLE_NAMES as Record<number, string>)[entry.actorRole] ?? entry.actorRole})`;
}

/** `agent@… as customer@…, 11/24/2026, 14:02–14:09 UTC, 12 requests`. */
export function sessionTitle(session: AuditMasqueradeSession): string {
  const who = session.actorEmail ?? `user ${session.actorUserId}`;
  const whom =
    session.subjectEmail ?? (session.subjectUserId === null ? 'a customer' : `user ${session.subjectUserId}`);
  const first = formatDateTime(session.firstAt);
  const last = formatDateTime(session.lastAt);
  const sameDay = first.slice(0, 10) === last.slice(0, 10);
  const range = sameDay ? `${first.replace(/ UTC$/, '')}–${last.slice(12)}` : `${first} – ${last}`;
  const requests = session.requests === 1 ? '1 request' : `${session.requests} requests`;
  return `${who} as ${whom}, ${range}, ${requests}`;
}
