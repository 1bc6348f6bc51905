import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@telehealth/engine';
import type { AdminUser, Role } from '@telehealth/schemas';
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

const PAGE_SIZE = 20;
const ROLE_VALUES = ROLE_FILTERS.map((option) => option.value);

/**
 * /admin/users: the tenant's users, newest first, searchable by email or id and filtered by role. An agent's list is
 * "Customers": the API answers customers only, so no role filter is offered.
 */
export function UsersPage() {
  const api = useAdminApi();
  const agent = useAdminStaff().role !== 0;
  const [search, setSearch] = useSearchParams();
  const query = readListQuery(search, 'role', agent ? [] : ROLE_VALUES);
  const setQuery = (next: ListQuery) => setSearch(writeListQuery(next, 'role'));
  const users = useQuery({
    queryKey: ['admin', 'users', query],
    queryFn: () => api.call('GET /api/admin/users', { query: apiListQuery(query, 'role', PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="admin-users-heading">
      <h1 id="admin-users-heading">{agent ? 'Customers' : 'Users'}</h1>
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
                    <th scope="col">Role</th>
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
                      <td>{roleName(user.role)}</td>
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

/** /admin/user/:id: one user, with a role change (PATCH /api/admin/users/:id, admins only). */
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
          <dl className="admin-details">
            <dt>Id</dt>
            <dd>{user.data.id}</dd>
            <dt>Role</dt>
            <dd>{roleName(user.data.role)}</dd>
            <dt>Orders</dt>
            <dd>
              {user.data.orderCount}{' '}
              {user.data.orderCount > 0 ? (
                <Link to={`/admin/orders?q=${encodeURIComponent(user.data.email)}`}>(find their orders)</Link>
              ) : null}
            </dd>
            <dt>Created</dt>
            <dd>{formatDateTime(user.data.createdAt)}</dd>
          </dl>
          {agent ? null : (
            <>
              <h2>Role</h2>
              <RoleForm key={user.data.role} user={user.data} />
            </>
          )}
        </>
      ) : null}
    </section>
  );
}
