import { useDisplayTimeZone } from '../ui/hydration';
import { accountOrderList } from './account-orders';
import { useAccountOrders } from './account-queries';
import { LoadFailed, Loading } from './account-ui';
import { OrderCard } from './order-card';

/** /accountv2/orders: every order of the customer, newest first (rebills hidden), each linking to its page. */
export function OrdersPage() {
  const orders = useAccountOrders();
  return (
    <section className="account-page" aria-labelledby="orders-heading">
      <h1 id="orders-heading">Your orders</h1>
      {orders.isPending ? (
        <Loading what="your orders" />
      ) : orders.isError ? (
        <LoadFailed what="your orders" error={orders.error} retry={() => void orders.refetch()} />
      ) : (
        <OrderList orders={orders.data} />
      )}
    </section>
  );
}

function OrderList({ orders }: { orders: Parameters<typeof accountOrderList>[0] }) {
  const { rows } = accountOrderList(orders, useDisplayTimeZone());
  if (rows.length === 0) return <p>You have no orders yet.</p>;
  return (
    <ul className="order-list">
      {rows.map((row) => (
        <li key={row.orderId}>
          <OrderCard row={row} />
        </li>
      ))}
    </ul>
  );
}
