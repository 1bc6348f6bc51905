import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { formatDateTime } from '@telehealth/engine';
import type { AuditLogEntry } from '@telehealth/schemas';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { useAdminApi } from '../api/admin-api';
import {
  actorText,
  auditApiQuery,
  groupAuditEntries,
  readAuditFilters,
  sessionTitle,
  writeAuditFilters,
  type AuditFilters,
} from './audit-view';
import { ErrorAlert, QueryStatus } from './status-views';

const PAGE_SIZE = 50;

/** One request: when, what (method, path, status; resource), who, whose data, from where. */
/** One audit entry: what (action, method, path, status), when, who, whose data, from where. */
export function AuditEntryView({ entry }: { entry: AuditLogEntry }) {
  return (
    <article className="audit-entry" data-testid="audit-entry">
      <p className="audit-entry__what">
        <span className={`admin-badge admin-badge--${entry.action === 'write' ? 'yellow' : 'neutral'}`}>
          {entry.action}
        </span>{' '}
        <span className="admin-mono admin-break">
          {entry.method} {entry.path}
        </span>{' '}
        <span className={entry.statusCode >= 400 ? 'audit-entry__status--refused' : undefined}>
          → {entry.statusCode}
        </span>
      </p>
      <dl className="audit-entry__facts">
        <div>
          <dt>When</dt>
          <dd>
            <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Who</dt>
          <dd className="admin-break">
            {actorText(entry)}
            {entry.masquerade ? ' as the customer' : ''}
          </dd>
        </div>
        <div>
          <dt>Whose data</dt>
          <dd className="admin-break">
            {entry.subjectUserId === null ? (
              '—'
            ) : (
              <Link to={`/admin/user/${entry.subjectUserId}`}>
                {entry.subjectEmail ?? `user ${entry.subjectUserId}`}
              </Link>
            )}
          </dd>
        </div>
        <div>
          <dt>Resource</dt>
          <dd className="admin-break">
            {entry.resource}
            {entry.resourceId ? ` ${entry.resourceId}` : ''}
          </dd>
        </div>
        <div>
          <dt>From</dt>
          <dd className="admin-mono">{entry.ip}</dd>
        </div>
      </dl>
    </article>
  );
}

function AuditFiltersForm({ filters, onChange }: { filters: AuditFilters; onChange(f: AuditFilters): void }) {
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const set = <K extends keyof AuditFilters>(name: K, value: AuditFilters[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  const text = (name: 'actorEmail' | 'subjectEmail' | 'resource', label: string, type = 'text') => (
    <div className="admin-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type={type}
        value={draft[name]}
        maxLength={320}
        onChange={(e) => set(name, e.target.value)}
      />
    </div>
  );
  return (
    <form
      className="admin-filters audit-filters"
      role="search"
      aria-label="Audit log filters"
      onSubmit={onSubmit}
    >
      {text('actorEmail', 'Actor email', 'email')}
      {text('subjectEmail', 'Customer email', 'email')}
      <div className="admin-field">
        <label htmlFor={`${id}-action`}>Action</label>
        <select
          id={`${id}-action`}
          value={draft.action}
          onChange={(e) => set('action', e.target.value as AuditFilters['action'])}
        >
          <option value="">Reads and writes</option>
          <option value="read">Reads</option>
          <option value="write">Writes</option>
        </select>
      </div>
      {text('resource', 'Resource')}
      <div className="admin-field">
        <label htmlFor={`${id}-from`}>From (UTC day)</label>
        <input
          id={`${id}-from`}
          type="date"
          value={draft.from}
          onChange={(e) => set('from', e.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-to`}>To (UTC day)</label>
        <input id={`${id}-to`} type="date" value={draft.to} onChange={(e) => set('to', e.target.value)} />
      </div>
      <div className="admin-field admin-field--check">
        <input
          id={`${id}-masquerade`}
          type="checkbox"
          checked={draft.masquerade}
          onChange={(e) => set('masquerade', e.target.checked)}
        />
        <label htmlFor={`${id}-masquerade`}>Masquerade only</label>
      </div>
      <button type="submit" className="admin-button admin-button--primary">
        Apply filters
      </button>
    </form>
  );
}

/**
 * /admin/audit (admins): who read or changed whose data, when, from where (GET /api/admin/audit), newest first, in
 * keyset pages ("Older entries"). The filters live in the URL (`?subject={user id}` is how a user's page links
 * here); the requests of one masquerade session are shown together under "agent as customer, when, how many".
 */
export function AuditPage() {
  const api = useAdminApi();
  const [search, setSearch] = useSearchParams();
  const filters = readAuditFilters(search);
  const log = useInfiniteQuery({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ pageParam }) =>
      api.call('GET /api/admin/audit', { query: auditApiQuery(filters, pageParam, PAGE_SIZE) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    placeholderData: keepPreviousData,
  });
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const sessions = log.data?.pages.flatMap((page) => page.sessions) ?? [];
  const rows = groupAuditEntries(entries, sessions);
  const filtered = search.toString() !== '';

  return (
    <section aria-labelledby="admin-audit-heading" className="audit-page">
      <h1 id="admin-audit-heading">Audit log</h1>
      <p className="admin-muted">
        Every read and write of a customer's data by staff, and everything done while viewing as a customer.
      </p>
      <AuditFiltersForm
        key={search.toString()}
        filters={filters}
        onChange={(next) => setSearch(writeAuditFilters(next))}
      />
      {filtered ? (
        <p>
          <Link to="/admin/audit">Clear the filters</Link>
          {filters.subject ? ` · Showing user ${filters.subject}'s data` : ''}
          {filters.session ? ' · Showing one masquerade session' : ''}
        </p>
      ) : null}
      <QueryStatus query={log} what="audit log" />
      {log.data ? (
        rows.length === 0 ? (
          <p role="status">No entries match.</p>
        ) : (
          <>
            <ol className="audit-list" aria-label="Audit entries, newest first">
              {rows.map((row) =>
                row.kind === 'entry' ? (
                  <li key={row.entry.id}>
                    <AuditEntryView entry={row.entry} />
                  </li>
                ) : (
                  <li
                    key={`session-${row.key}-${row.entries[0]?.id}`}
                    className="audit-session"
                    data-testid="audit-session"
                  >
                    <details>
                      <summary>
                        <span className="admin-badge admin-badge--skyBlue">Masquerade</span>{' '}
                        <span data-testid="audit-session-title">
                          {row.session ? sessionTitle(row.session) : `Session ${row.key.slice(0, 8)}`}
                        </span>
                      </summary>
                      {filters.session !== row.key ? (
                        <p>
                          <Link
                            to={`/admin/audit?${writeAuditFilters({ ...readAuditFilters(new URLSearchParams()), session: row.key }).toString()}`}
                          >
                            Only this session
                          </Link>
                        </p>
                      ) : null}
                      <ol className="audit-list">
                        {row.entries.map((entry) => (
                          <li key={entry.id}>
                            <AuditEntryView entry={entry} />
                          </li>
                        ))}
                      </ol>
                    </details>
                  </li>
                ),
              )}
            </ol>
            {log.isFetchNextPageError ? (
              <ErrorAlert error={log.error} what="Older entries could not be loaded" />
            ) : null}
            {log.hasNextPage ? (
              <button
                type="button"
                className="admin-button"
                disabled={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {log.isFetchingNextPage ? 'Loading older entries…' : 'Older entries'}
              </button>
            ) : (
              <p className="admin-muted">The end of the log.</p>
            )}
          </>
        )
      ) : null}
    </section>
  );
}
