import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@telehealth/engine';
import type { AdminCreateUserRequest, AdminUser, Role } from '@telehealth/schemas';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';

import { useAdminApi } from '../api/admin-api';
import { useAdminStaff } from '../api/admin-staff';
import { failureMessage } from '../api/failure';
import { ErrorAlert, Loading, QueryStatus } from './status-views';
import { roleName } from './format';
import { ListFilters, Pager } from './list-controls';
import { apiListQuery, readListQuery, ROLE_FILTERS, writeListQuery, type ListQuery } from './list-query';
import { ViewAsCustomerButton } from './view-as-customer-button';
import { AuditEntryView } from './audit-page';
import { CustomerOverview, overviewKey } from './user-overview';

const PAGE_SIZE = 20;
const ROLE_VALUES = ROLE_FILTERS.map((option) => option.value);
const STATUS_FILTERS = [
  { value: 'active', label: 'Active' },
  { value: 'deactivated', label: 'Deactivated' },
] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

/** A user's status as words: active, or since when deactivated. */
function statusText(user: AdminUser): string {
  return user.deactivatedAt ? `Deactivated ${formatDateTime(user.deactivatedAt)}` : 'Active';
}

/**
 * /admin/users: the tenant's users, newest first, searchable by email or id and filtered by role. An agent's list is
 * "Customers": the API answers customers only, so no role filter is offered.
 */
export function UsersPage() {
  const api = useAdminApi();
  const agent = useAdminStaff().role !== 0;
  const statusId = useId();
  const [search, setSearch] = useSearchParams();
  const query = readListQuery(search, 'role', agent ? [] : ROLE_VALUES);
  const rawStatus = search.get('status');
  const status: StatusFilter | '' = STATUS_FILTERS.find((option) => option.value === rawStatus)?.value ?? '';
  const write = (next: ListQuery, nextStatus: StatusFilter | '') => {
    const params = writeListQuery(next, 'role');
    if (nextStatus !== '') params.set('status', nextStatus);
    setSearch(params);
  };
  const setQuery = (next: ListQuery) => write(next, status);
  const users = useQuery({
    queryKey: ['admin', 'users', query, status],
    queryFn: () =>
      api.call('GET /api/admin/users', {
        query: { ...apiListQuery(query, 'role', PAGE_SIZE), ...(status ? { status } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="admin-users-heading">
      <h1 id="admin-users-heading">{agent ? 'Customers' : 'Users'}</h1>
      {agent ? null : <CreateUserForm />}
      {agent ? null : <h2>All users</h2>}
      <div className="admin-field admin-field--inline">
        <label htmlFor={`${statusId}-status`}>Status</label>
        <select
          id={`${statusId}-status`}
          value={status}
          onChange={(event) => write({ ...query, page: 1 }, event.target.value as StatusFilter | '')}
        >
          <option value="">All</option>
          {STATUS_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <ListFilters
        key={search.toString()}
        query={query}
        searchLabel="Search by email or id"
        filterLabel="Role"
        filterOptions={agent ? [] : ROLE_FILTERS}
        onChange={setQuery}
      />
      <QueryStatus query={users} what="users" />
      {users.data ? (
        users.data.items.length === 0 ? (
          <p role="status">No users match.</p>
        ) : (
          <>
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="admin-visually-hidden">Users, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Id</th>
                    <th scope="col">Email</th>
                    <th scope="col">Name</th>
                    <th scope="col">Role</th>
                    <th scope="col">Status</th>
                    <th scope="col">Orders</th>
                    <th scope="col">Created</th>
                  </tr>
                </thead>
                <tbody>
                  {users.data.items.map((user) => (
                    <tr key={user.id}>
                      <th scope="row">
                        <Link to={`/admin/user/${user.id}`}>{user.id}</Link>
                      </th>
                      <td>{user.email}</td>
                      <td>{user.name ?? '—'}</td>
                      <td>{roleName(user.role)}</td>
                      <td>{user.deactivatedAt ? 'Deactivated' : 'Active'}</td>
                      <td>{user.orderCount}</td>
                      <td>{formatDateTime(user.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={users.data.page}
              total={users.data.total}
              pageSize={users.data.pageSize}
              label="User pages"
              onPage={(page) => setQuery({ ...query, page })}
            />
          </>
        )
      ) : null}
    </section>
  );
}

/** Creates a customer or an agent, by default emailing them the tenant's set-password link (admins only). */
function CreateUserForm() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<AdminCreateUserRequest['role']>(2);
  const [sendLink, setSendLink] = useState(true);
  const create = useMutation({
    mutationFn: (body: AdminCreateUserRequest) => api.call('POST /api/admin/users', { body }),
    onSuccess: async () => {
      setEmail('');
      setName('');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({
      email: email.trim(),
      role,
      ...(name.trim() ? { name: name.trim() } : {}),
      sendSetPasswordLink: sendLink,
    });
  };
  return (
    <details className="admin-card" open={create.isSuccess ? true : undefined}>
      <summary>Create a user</summary>
      <form className="admin-form" onSubmit={onSubmit} aria-label="Create a user">
        <div className="admin-field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-name`}>Name (optional)</label>
          <input
            id={`${id}-name`}
            maxLength={200}
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(event) => setRole(Number(event.target.value) as AdminCreateUserRequest['role'])}
          >
            <option value={2}>Agent</option>
            <option value={1}>Customer</option>
          </select>
        </div>
        <div className="admin-check">
          <input
            id={`${id}-link`}
            type="checkbox"
            checked={sendLink}
            onChange={(event) => setSendLink(event.target.checked)}
          />
          <label htmlFor={`${id}-link`}>Email them a link to set their password</label>
        </div>
        <button type="submit" className="admin-button admin-button--primary" disabled={create.isPending}>
          Create user
        </button>
        {create.isError ? (
          <p className="admin-alert admin-alert--error" role="alert">
            {failureMessage(create.error)}
          </p>
        ) : null}
        {create.isSuccess ? (
          <p className="admin-alert" role="status">
            Created {roleName(create.data.role).toLowerCase()}{' '}
            <Link to={`/admin/user/${create.data.id}`}>{create.data.email}</Link>.
            {create.variables?.sendSetPasswordLink ? ' A set-password link is on its way to them.' : ''}
          </p>
        ) : null}
      </form>
    </details>
  );
}

function RoleForm({ user }: { user: AdminUser }) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [role, setRole] = useState(String(user.role));
  const change = useMutation({
    mutationFn: (next: Role) =>
      api.call('PATCH /api/admin/users/{id}', { params: { id: user.id }, body: { role: next } }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(['admin', 'user', String(updated.id)], updated);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The select offers only the roles (ROLE_FILTERS).
    change.mutate(Number(role) as Role);
  };
  return (
    <form className="admin-form admin-form--inline" onSubmit={onSubmit}>
      <div className="admin-field">
        <label htmlFor={`${id}-role`}>Role</label>
        <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value)}>
          {[0, 1, 2].map((value) => (
            <option key={value} value={value}>
              {roleName(value)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="admin-button admin-button--primary"
        disabled={change.isPending || role === String(user.role)}
      >
        Change role
      </button>
      {change.isError ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {failureMessage(change.error)}
        </p>
      ) : null}
      {change.isSuccess ? (
        <p className="admin-alert" role="status">
          The role is now {roleName(change.data.role)}.
        </p>
      ) : null}
    </form>
  );
}

/** The user page's actions: a set-password link (staff) and deactivate / reactivate (admins; the API decides). */
function UserActions({ user }: { user: AdminUser }) {
  const api = useAdminApi();
  const admin = useAdminStaff().role === 0;
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refresh = async (updated: AdminUser) => {
    queryClient.setQueryData(['admin', 'user', String(updated.id)], updated);
    await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    await queryClient.invalidateQueries({ queryKey: overviewKey(String(updated.id)) });
  };
  const link = useMutation({
    mutationFn: () => api.call('POST /api/admin/users/{id}/set-password-link', { params: { id: user.id } }),
  });
  const status = useMutation({
    mutationFn: (action: 'deactivate' | 'reactivate') =>
      action === 'deactivate'
        ? api.call('POST /api/admin/users/{id}/deactivate', { params: { id: user.id } })
        : api.call('POST /api/admin/users/{id}/reactivate', { params: { id: user.id } }),
    onSuccess: async (updated) => {
      setConfirming(false);
      await refresh(updated);
    },
  });
  return (
    <>
      <div className="admin-actions user-page__actions">
        {user.deactivatedAt ? null : (
          <button
            type="button"
            className="admin-button"
            disabled={link.isPending}
            onClick={() => link.mutate()}
          >
            Send set-password link
          </button>
        )}
        {!admin ? null : user.deactivatedAt ? (
          <button
            type="button"
            className="admin-button"
            disabled={status.isPending}
            onClick={() => status.mutate('reactivate')}
          >
            Reactivate
          </button>
        ) : confirming ? null : (
          <button type="button" className="admin-button" onClick={() => setConfirming(true)}>
            Deactivate
          </button>
        )}
      </div>
      {confirming && !user.deactivatedAt ? (
        <div className="admin-card" role="group" aria-label="Confirm deactivation">
          <p>
            Deactivate {user.email}? They are logged out at once and cannot log in, be viewed as, or get email
            until reactivated.
          </p>
          <div className="admin-actions">
            <button
              type="button"
              className="admin-button admin-button--primary"
              disabled={status.isPending}
              onClick={() => status.mutate('deactivate')}
            >
              Deactivate user
            </button>
            <button type="button" className="admin-button" onClick={() => setConfirming(false)}>
              Keep active
            </button>
          </div>
        </div>
      ) : null}
      {link.isSuccess ? (
        <p className="admin-alert" role="status">
          A set-password link was emailed to {link.data.email}.
        </p>
      ) : null}
      {status.isSuccess ? (
        <p className="admin-alert" role="status">
          {status.data.deactivatedAt ? 'The user is deactivated.' : 'The user is active again.'}
        </p>
      ) : null}
      {link.isError || status.isError ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {failureMessage(link.error ?? status.error)}
        </p>
      ) : null}
    </>
  );
}

/**
 * /admin/user/:id: one user, their actions (set-password link, deactivate / reactivate), a role change
 * (PATCH /api/admin/users/:id) and, for a customer, their subscriptions, orders, chat, follow-ups and timeline.
 */
export function UserPage() {
  const api = useAdminApi();
  const agent = useAdminStaff().role !== 0;
  const { id = '' } = useParams();
  const user = useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: () => api.call('GET /api/admin/users/{id}', { params: { id } }),
  });
  return (
    <section aria-labelledby="admin-user-heading">
      <p>
        <Link to="/admin/users">{agent ? '← All customers' : '← All users'}</Link>
      </p>
      <h1 id="admin-user-heading">{user.data ? user.data.email : `User ${id}`}</h1>
      {user.data ? <ViewAsCustomerButton user={user.data} /> : null}
      {user.isPending ? <Loading what="the user" /> : null}
      {user.isError ? <ErrorAlert error={user.error} what="The user could not be loaded" /> : null}
      {user.data ? (
        <>
          <UserActions key={user.data.id} user={user.data} />
          <dl className="admin-details">
            <dt>Id</dt>
            <dd>{user.data.id}</dd>
            <dt>Name</dt>
            <dd>{user.data.name ?? '—'}</dd>
            <dt>Role</dt>
            <dd>{roleName(user.data.role)}</dd>
            <dt>Status</dt>
            <dd>{statusText(user.data)}</dd>
            <dt>Orders</dt>
            <dd>{user.data.orderCount}</dd>
            <dt>Created</dt>
            <dd>{formatDateTime(user.data.createdAt)}</dd>
          </dl>
          {agent ? null : (
            <>
              <h2>Role</h2>
              <RoleForm key={user.data.role} user={user.data} />
            </>
          )}
          {user.data.role === 1 ? <CustomerOverview userId={String(user.data.id)} /> : null}
          {agent ? null : <AuditTrail userId={String(user.data.id)} />}
        </>
      ) : null}
    </section>
  );
}

/** How many of a user's latest audit entries their page shows. */
const AUDIT_TRAIL_SIZE = 10;

/**
 * The user's audit trail (admins; the audit log is theirs): the latest reads and changes of this user's data,
 * newest first, and the way to the whole trail on the audit page.
 */
function AuditTrail({ userId }: { userId: string }) {
  const api = useAdminApi();
  const trail = useQuery({
    queryKey: ['admin', 'audit', 'subject', userId],
    queryFn: () =>
      api.call('GET /api/admin/audit', {
        query: { subjectUserId: userId, limit: String(AUDIT_TRAIL_SIZE) },
      }),
  });
  return (
    <section aria-labelledby="user-audit-heading">
      <h2 id="user-audit-heading">Audit trail</h2>
      <p>
        Who read or changed this user&apos;s data, newest first.{' '}
        <Link to={`/admin/audit?subject=${userId}`}>The whole trail</Link>
      </p>
      {trail.data ? (
        trail.data.items.length === 0 ? (
          <p>Nothing recorded yet.</p>
        ) : (
          <ol className="audit-list" aria-label="Latest audit entries, newest first">
            {trail.data.items.map((entry) => (
              <li key={entry.id}>
                <AuditEntryView entry={entry} />
              </li>
            ))}
          </ol>
        )
      ) : (
        <QueryStatus query={trail} what="audit trail" />
      )}
    </section>
  );
}
