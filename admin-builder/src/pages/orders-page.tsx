import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDateTime, formatMoney, INTAKE_STATE_LABELS } from '@telehealth/engine';
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

/**
 * /admin/orders: search (created value, email, order id), a status filter and pages, newest first. Each row
 * shows the order's intake state (the engine's rule, the same the filter and the dashboard count by) and a marker
 * when its answers raise a clinician flag (the filter "Clinician flag raised" lists those); below 720 px the rows
 * become cards, each cell named by its column.
 */
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
            <p className="admin-muted" role="status" data-testid="orders-total">
              {orders.data.total === 1 ? '1 order' : `${orders.data.total} orders`}
            </p>
            <div className="admin-table-wrap">
              <table className="admin-table admin-table--cards">
                <caption className="admin-visually-hidden">Orders, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Status</th>
                    <th scope="col">Price</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Started</th>
                    <th scope="col">Intake state</th>
                    <th scope="col">Flow</th>
                  </tr>
                </thead>
                <tbody>
                  {orders.data.items.map((order) => {
                    const state = INTAKE_STATE_LABELS[order.intakeState];
                    return (
                      <tr key={order.orderId} data-testid="order-row" data-intake-state={order.intakeState}>
                        <th scope="row" data-label="Order">
                          <div>
                            <Link to={`/admin/order/${order.orderId}`}>{order.orderId}</Link>
                            <div className="admin-muted admin-mono admin-break">{order.created}</div>
                          </div>
                        </th>
                        <td data-label="Status">
                          <div>
                            <span
                              className={`admin-badge admin-badge--${state.color}`}
                              data-testid="order-state"
                            >
                              {state.label}
                            </span>
                            {order.paid ? (
                              <div className="admin-muted">Customer sees: {order.displayStatus.label}</div>
                            ) : null}
                            {order.clinicianFlags > 0 ? (
                              <div>
                                <span
                                  className="admin-badge admin-badge--red"
                                  data-testid="order-clinician-flags"
                                >
                                  {order.clinicianFlags === 1
                                    ? 'Clinician flag'
                                    : `${order.clinicianFlags} clinician flags`}
                                </span>
                              </div>
                            ) : null}
                            {order.openReviewFlags > 0 ? (
                              <div>
                                <span className="admin-badge admin-badge--red">
                                  Clinician review ({order.openReviewFlags} open)
                                </span>
                              </div>
                            ) : null}
                          </div>
                        </td>
                        <td data-label="Price" data-testid="order-price">
                          {formatMoney(order.price)}
                        </td>
                        <td data-label="Customer">
                          <div>
                            {order.customerName ?? '—'}
                            <div className="admin-muted admin-break">
                              {order.customerEmail ?? 'no email yet'}
                            </div>
                          </div>
                        </td>
                        <td data-label="Started">{formatDateTime(order.createdAt)}</td>
                        <td data-label="Intake state" className="admin-mono">
                          {order.state ?? '—'}
                        </td>
                        <td data-label="Flow">v{order.flowVersion}</td>
                      </tr>
                    );
                  })}
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
