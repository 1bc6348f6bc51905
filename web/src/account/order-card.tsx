import { Link } from 'react-router-dom';

import type { AccountOrderRow } from './account-orders';
import { StatusBadge, useAccountPaths } from './account-ui';

/** One order in a list: number, date, products, status; the number links to its page. */
export function OrderCard({ row }: { row: AccountOrderRow }) {
  const paths = useAccountPaths();
  return (
    <article className="order-card" data-testid="order-card">
      <p className="order-card__title">
        <Link to={paths.order(row.orderId)}>Order {row.orderId}</Link>
        {row.current ? <span className="order-card__current"> (current)</span> : null}
      </p>
      <p className="order-card__meta">
        {row.date} · {row.products}
      </p>
      <StatusBadge color={row.color}>{row.status}</StatusBadge>
      <p className="order-card__meta" data-testid="order-payment">
        {row.payment}
      </p>
    </article>
  );
}
