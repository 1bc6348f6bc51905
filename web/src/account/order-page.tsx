import { Link, useParams } from 'react-router-dom';

import { ApiError } from '../api/client';
import { FollowupNotice } from '../followup/followup-notice';
import { DoseSchedule } from '../ui/dose-schedule';
import { orderDetail } from './account-orders';
import { useAccountOrder } from './account-queries';
import { LoadFailed, Loading, StatusBadge, useAccountPaths } from './account-ui';

/** /accountv2/orders/{orderId}: one order — items, price, shipping, payment (masked), the clinician's decision. */
export function OrderPage() {
  const orderId = useParams().orderId ?? '';
  const order = useAccountOrder(orderId);
  const paths = useAccountPaths();

  return (
    <section className="account-page" aria-labelledby="order-heading">
      <p className="account-back">
        <Link to={paths.orders}>← All orders</Link>
      </p>
      <h1 id="order-heading">Order {orderId}</h1>
      {order.isPending ? (
        <Loading what="this order" />
      ) : order.isError ? (
        order.error instanceof ApiError && order.error.status === 404 ? (
          <p role="alert">We could not find this order in your account.</p>
        ) : (
          <LoadFailed what="this order" error={order.error} retry={() => void order.refetch()} />
        )
      ) : (
        <>
          <FollowupNotice orderId={orderId} />
          <OrderDetailView detail={orderDetail(order.data)} />
        </>
      )}
    </section>
  );
}

function OrderDetailView({ detail }: { detail: ReturnType<typeof orderDetail> }) {
  return (
    <div className="account-order">
      <p className="account-order__meta">
        Placed {detail.date} · <StatusBadge color={detail.color}>{detail.status}</StatusBadge>
      </p>
      {detail.nextBillDate ? (
        <p className="account-order__meta">
          Next bill date: <span data-testid="order-next-bill-date">{detail.nextBillDate}</span>
        </p>
      ) : null}
      <section className="account-panel" aria-labelledby="order-decision">
        <h2 id="order-decision">Clinician&apos;s decision</h2>
        <p className="account-order__decision" data-testid="clinician-decision">
          <strong>{detail.decision.title}</strong>
        </p>
        {detail.decision.details.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
      <section className="account-panel" aria-labelledby="order-items">
        <h2 id="order-items">Items</h2>
        <ul className="account-items">
          {detail.items.map((item) => (
            <li key={`${item.name}-${item.dosage ?? ''}`} data-testid="order-item">
              <div>
                {item.name}
                <DoseSchedule dosage={item.dosage} schedule={item.schedule} />
              </div>
              <span>{item.price}</span>
            </li>
          ))}
        </ul>
        {detail.items.some((item) => item.schedule) ? (
          <p className="account-muted">Your clinician confirms or adjusts each dose.</p>
        ) : null}
        <p className="account-items__total">
          <span>Order total</span> <strong>{detail.total}</strong>
        </p>
        <p className="account-muted" data-testid="order-charge">
          {detail.charge}
        </p>
      </section>
      <div className="account-columns">
        <section className="account-panel" aria-labelledby="order-shipping">
          <h2 id="order-shipping">Shipping</h2>
          {detail.shipping.length > 0 ? (
            <address className="account-address">
              {detail.shipping.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          ) : (
            <p className="account-muted">No shipping address yet.</p>
          )}
        </section>
        <section className="account-panel" aria-labelledby="order-payment">
          <h2 id="order-payment">Payment</h2>
          <p data-testid="order-payment">{detail.payment}</p>
        </section>
      </div>
    </div>
  );
}
