import type { AuditLogEntry, AuditMasqueradeSession } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import {
  actorText,
  auditApiQuery,
  groupAuditEntries,
  readAuditFilters,
  sessionTitle,
  writeAuditFilters,
} from './audit-view';

const KEY_A = 'a'.repeat(32);
const KEY_B = 'b'.repeat(32);

const entry = (id: number, session: string | null): AuditLogEntry => ({
  id: String(id),
  occurredAt: '2026-11-24T14:02:00.000Z',
  actorUserId: 3,
  actorRole: 2,
  subjectUserId: 9,
  masquerade: session !== null,
  action: 'read',
  resource: 'auth',
  resourceId: null,
  method: 'GET',
  path: '/api/auth/me',
  statusCode: 200,
  ip: '10.0.0.1',
  actorEmail: 'agent@example.com',
  subjectEmail: 'customer@example.com',
  masqueradeSession: session,
});

const session = (key: string, requests: number): AuditMasqueradeSession => ({
  key,
  actorUserId: 3,
  actorEmail: 'agent@example.com',
  subjectUserId: 9,
  subjectEmail: 'customer@example.com',
  firstAt: '2026-11-24T14:02:00.000Z',
  lastAt: '2026-11-24T14:09:30.000Z',
  requests,
});

describe('audit filters in the URL', () => {
  it('reads what the user page links to and drops what the API would refuse', () => {
    expect(readAuditFilters(new URLSearchParams('subject=42'))).toMatchObject({ subject: '42', action: '' });
    const bad = readAuditFilters(
      new URLSearchParams('subject=x&action=delete&from=2026-13-01&resource=A%20B&session=zz&masquerade=1'),
    );
    expect(bad).toMatchObject({
      subject: '',
      action: '',
      from: '',
      resource: '',
      session: '',
      masquerade: false,
    });
  });

  it('round-trips through the URL and becomes the API query with a keyset page', () => {
    const search = new URLSearchParams(
      'subject=42&actorEmail=agent%40example.com&action=write&resource=orders&masquerade=true&from=2026-11-01&to=2026-11-24',
    );
    const filters = readAuditFilters(search);
    expect(readAuditFilters(writeAuditFilters(filters))).toEqual(filters);
    expect(auditApiQuery(filters, '77', 50)).toEqual({
      subjectUserId: '42',
      actorEmail: 'agent@example.com',
      action: 'write',
      resource: 'orders',
      masquerade: 'true',
      from: '2026-11-01',
      to: '2026-11-24',
      before: '77',
      limit: '50',
    });
  });
});

describe('groupAuditEntries', () => {
  it("gathers a session's entries where its newest is, and keeps other entries apart", () => {
    const rows = groupAuditEntries(
      [entry(9, KEY_A), entry(8, null), entry(7, KEY_A), entry(6, KEY_B), entry(5, KEY_A)],
      [session(KEY_A, 12), session(KEY_B, 1)],
    );
    expect(
      rows.map((row) =>
        row.kind === 'entry' ? row.entry.id : `${row.key[0]}:${row.entries.map((e) => e.id)}`,
      ),
    ).toEqual(['a:9,7,5', '8', 'b:6']);
  });
});

describe('texts', () => {
  it('names the session as who as whom, when, how many', () => {
    expect(sessionTitle(session(KEY_A, 12))).toBe(
      'agent@example.com as customer@example.com, 11/24/2026, 14:02–14:09 UTC, 12 requests',
    );
    expect(actorText(entry(1, null))).toBe('agent@example.com (agent)');
    expect(actorText({ actorEmail: null, actorUserId: 5, actorRole: 0 })).toBe('user 5 (admin)');
  });
});
