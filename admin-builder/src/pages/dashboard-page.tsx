import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatMoney, INTAKE_STATE_LABELS, INTAKE_STATES } from '@telehealth/engine';
import type { AdminDashboardWindow } from '@telehealth/schemas';
import { Link } from 'react-router-dom';

import { useAdminApi } from '../api/admin-api';
import { QueryStatus } from './status-views';

const WINDOWS: { key: 'today' | 'last7Days' | 'last30Days'; label: string }[] = [
  { key: 'today', label: 'Today' },
  { key: 'last7Days', label: 'Last 7 days' },
  { key: 'last30Days', label: 'Last 30 days' },
];

function WindowFigures({ label, window }: { label: string; window: AdminDashboardWindow }) {
  const id = `admin-window-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h3 id={id}>{label}</h3>
      <dl className="admin-figures">
        <div>
          <dt>Orders started</dt>
          <dd>{window.ordersStarted}</dd>
        </div>
        <div>
          <dt>Paid orders</dt>
          <dd>{window.paidOrders}</dd>
        </div>
        <div>
          <dt>Revenue</dt>
          <dd>{formatMoney(window.revenue)}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * /admin/dashboard: the tenant's figures (GET /api/admin/dashboard), each intake state linked to the order list
 * filtered by it (the same rule counts both, so the list's total is the figure).
 */
export function DashboardPage() {
  const api = useAdminApi();
  const dashboard = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => api.call('GET /api/admin/dashboard'),
  });

  return (
    <section aria-labelledby="admin-dashboard-heading">
      <h1 id="admin-dashboard-heading">Admin dashboard</h1>
      <QueryStatus query={dashboard} what="figures" />
      {dashboard.data ? (
        <>
          <p className="admin-muted">As of {formatDateTime(dashboard.data.generatedAt)}</p>
          <h2>Orders</h2>
          <div className="admin-cards">
            {WINDOWS.map(({ key, label }) => (
              <WindowFigures key={key} label={label} window={dashboard.data[key]} />
            ))}
          </div>
          <h2>Intakes and care</h2>
          <dl className="admin-figures admin-figures--wide" data-testid="intake-states">
            {INTAKE_STATES.map((state) => (
              <div key={state}>
                <dt>
                  <Link to={`/admin/orders?status=${state}`}>{INTAKE_STATE_LABELS[state].label}</Link>
                </dt>
                <dd data-state={state}>{dashboard.data.intakeStates[state]}</dd>
              </div>
            ))}
            <div>
              <dt>
                <Link to="/admin/users?role=1">Customers</Link>
              </dt>
              <dd>{dashboard.data.customers}</dd>
            </div>
          </dl>
          <h2>Subscriptions</h2>
          <dl className="admin-figures admin-figures--wide">
            <div>
              <dt>Active</dt>
              <dd>{dashboard.data.subscriptions.active}</dd>
            </div>
            <div>
              <dt>Paused</dt>
              <dd>{dashboard.data.subscriptions.paused}</dd>
            </div>
            <div>
              <dt>Cancelled</dt>
              <dd>{dashboard.data.subscriptions.cancelled}</dd>
            </div>
          </dl>
        </>
      ) : null}
    </section>
  );
}
