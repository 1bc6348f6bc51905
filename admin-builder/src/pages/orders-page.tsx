import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDateTime, formatMoney } from '@telehealth/engine';
import { Link, useSearchParams } from 'react-router-dom';

import { useAdminApi } from '../api/admin-api';
import { QueryStatus } from './status-views';
import { ListFilters, Pager } from './list-controls';
import {
  apiListQuery,
  ORDER_STATUS_FILTERS,
  readListQuery,
  writeListQuery,
  type ListQuery,
} from './list-query';

const PAGE_SIZE = 20;
const STATUS_VALUES = ORDER_STATUS_FILTERS.map((option) => option.value);

/** /admin/orders: search (created value, email, order id), a status filter and pages, newest first. */
export function OrdersPage() {
  const api = useAdminApi();
  const [search, setSearch] = useSearchParams();
  const query = readListQuery(search, 'status', STATUS_VALUES);
  const setQuery = (next: ListQuery) => setSearch(writeListQuery(next, 'status'));
  const orders = useQuery({
    queryKey: ['admin', 'orders', query],
    queryFn: () => api.call('GET /api/admin/orders', { query: apiListQuery(query, 'status', PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="admin-orders-heading">
      <h1 id="admin-orders-heading">Orders</h1>
      <ListFilters
        key={search.toString()}
        query={query}
        searchLabel="Search by created value, email or order id"
        filterLabel="Status"
        filterOptions={ORDER_STATUS_FILTERS}
        onChange={setQuery}
      />
      <QueryStatus query={orders} what="orders" />
      {orders.data ? (
        orders.data.items.length === 0 ? (
          <p role="status">No orders match.</p>
        ) : (
          <>
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="admin-visually-hidden">Orders, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Started</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Status</th>
                    <th scope="col">Intake state</th>
                    <th scope="col">Flow</th>
                    <th scope="col">Price</th>
                  </tr>
                </thead>
                <tbody>
                  {orders.data.items.map((order) => (
                    <tr key={order.orderId}>
                      <th scope="row">
                        <Link to={`/admin/order/${order.orderId}`}>{order.orderId}</Link>
                        <div className="admin-muted admin-mono">{order.created}</div>
                      </th>
                      <td>{formatDateTime(order.createdAt)}</td>
                      <td>
                        {order.customerName ?? '—'}
                        <div className="admin-muted">{order.customerEmail ?? 'no email yet'}</div>
                      </td>
                      <td>
                        <span className={`admin-badge admin-badge--${order.displayStatus.color}`}>
                          {order.displayStatus.label}
                        </span>
                        {order.paid ? null : <div className="admin-muted">not paid</div>}
                        {order.openReviewFlags > 0 ? (
                          <div>
                            <span className="admin-badge admin-badge--red">
                              Clinician review ({order.openReviewFlags} open)
                            </span>
                          </div>
                        ) : null}
                      </td>
                      <td className="admin-mono">{order.state ?? '—'}</td>
                      <td>v{order.flowVersion}</td>
                      <td>{formatMoney(order.price)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={orders.data.page}
              total={orders.data.total}
              pageSize={orders.data.pageSize}
              label="Order pages"
              onPage={(page) => setQuery({ ...query, page })}
            />
          </>
        )
      ) : null}
    </section>
  );
}
