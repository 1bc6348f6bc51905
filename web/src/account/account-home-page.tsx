import { useQuery } from '@tanstack/react-query';
import type { OrdersByUserResponse } from '@telehealth/schemas';
import { useNavigate } from 'react-router-dom';

import { useApi } from '../api/api-context';
import { getCookie } from '../cookies/cookies';
import { accountOrderRows } from './account-orders';
import { clearSession } from '../auth/session';
import { FormError } from '../ui/form-error';

/**
 * The account home (/accountv2): the customer's orders with their display status. A first, small version; the
 * account area's own pages (profile, subscriptions, chat, support) come with the account area.
 */
export function AccountHomePage() {
  const api = useApi();
  const navigate = useNavigate();
  const userId = getCookie('userId');
  const orders = useQuery({
    queryKey: ['orders-by-user', api.tenantId, userId],
    // Asked by userId, the route answers the user's orders (its other answer is an intake's, asked by created).
    queryFn: () =>
      api.call('GET /api/order/created', {
        query: { userId: userId ?? '' },
      }) as Promise<OrdersByUserResponse>,
    enabled: Boolean(userId),
  });

  function logOut() {
    clearSession();
    void navigate('/login', { replace: true });
  }

  return (
    <section className="account-home" aria-labelledby="account-heading">
      <div className="account-home__header">
        <h1 id="account-heading">Your account</h1>
        <button type="button" className="button button--secondary" onClick={logOut}>
          Log out
        </button>
      </div>
      <h2>Your orders</h2>
      {!userId ? (
        <FormError>We could not tell who is logged in. Please log out and log in again.</FormError>
      ) : orders.isPending ? (
        <p role="status">Loading your orders…</p>
      ) : orders.isError ? (
        <FormError>We could not load your orders. Please try again in a moment.</FormError>
      ) : (
        <OrderList orders={orders.data} />
      )}
    </section>
  );
}

function OrderList({ orders }: { orders: OrdersByUserResponse }) {
  const rows = accountOrderRows(orders);
  if (rows.length === 0) return <p>You have no orders yet.</p>;
  return (
    <ul className="order-list">
      {rows.map((row) => (
        <li key={row.orderId} className="order-card" data-testid="order-card">
          <p className="order-card__title">
            Order {row.orderId}
            {row.current ? <span className="order-card__current"> (current)</span> : null}
          </p>
          <p className="order-card__meta">
            {row.date} · {row.products}
          </p>
          <p className={`status-badge status-badge--${row.color}`}>{row.status}</p>
          <p className="order-card__meta" data-testid="order-payment">
            {row.payment}
          </p>
        </li>
      ))}
    </ul>
  );
}
