import { Link } from 'react-router-dom';

import { FollowupNotice } from '../followup/followup-notice';
import { useTenant } from '../tenant/tenant-context';
import { accountOrderList, type AccountOrderRow } from './account-orders';
import { useAccountOrders, useSubscriptions } from './account-queries';
import { LoadFailed, Loading, StatusBadge, useAccountPaths } from './account-ui';
import { OrderCard } from './order-card';
import { HELD_NOTE, subscriptionCard, type SubscriptionCard } from './subscription-view';

/**
 * The account overview (/account in layout `account`, /accountv2 in `panelv2`): the current subscription, the
 * latest order and its status, the next step, and links to the other pages.
 */
export function OverviewPage() {
  const orders = useAccountOrders();
  const subscriptions = useSubscriptions();
  const paths = useAccountPaths();

  return (
    <section className="account-page" aria-labelledby="account-heading">
      <h1 id="account-heading">Your account</h1>
      <FollowupNotice />
      {orders.isPending || subscriptions.isPending ? (
        <Loading what="your account" />
      ) : orders.isError ? (
        <LoadFailed what="your orders" error={orders.error} retry={() => void orders.refetch()} />
      ) : subscriptions.isError ? (
        <LoadFailed
          what="your subscriptions"
          error={subscriptions.error}
          retry={() => void subscriptions.refetch()}
        />
      ) : (
        <Overview
          latest={accountOrderList(orders.data).rows[0] ?? null}
          current={subscriptions.data[0] ? subscriptionCard(subscriptions.data[0]) : null}
        />
      )}
      <nav aria-label="Shortcuts" className="account-links">
        <ul>
          <li>
            <Link to={paths.orders}>All orders</Link>
          </li>
          <li>
            <Link to={paths.subscriptions}>Manage subscriptions</Link>
          </li>
          <li>
            <Link to={paths.profile}>Profile and password</Link>
          </li>
          <li>
            <Link to={paths.support}>Help and contact</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}

function Overview({ latest, current }: { latest: AccountOrderRow | null; current: SubscriptionCard | null }) {
  const paths = useAccountPaths();
  return (
    <div className="account-overview">
      <NextStep latest={latest} current={current} />
      <section className="account-panel" aria-labelledby="current-subscription">
        <h2 id="current-subscription">Current subscription</h2>
        {current ? (
          <dl className="account-facts">
            <dt>Treatment</dt>
            <dd>{current.product}</dd>
            <dt>Status</dt>
            <dd>
              <StatusBadge color={current.color}>{current.status}</StatusBadge>
            </dd>
            <dt>Next bill date</dt>
            <dd>{current.nextBillDate}</dd>
          </dl>
        ) : (
          <p className="account-muted">You have no subscription yet.</p>
        )}
        {current ? <Link to={paths.subscriptions}>Pause, skip or cancel</Link> : null}
      </section>
      <section className="account-panel" aria-labelledby="latest-order">
        <h2 id="latest-order">Latest order</h2>
        {latest ? <OrderCard row={latest} /> : <p className="account-muted">You have no orders yet.</p>}
      </section>
    </div>
  );
}

/** The one thing to do next, from the latest order and the current subscription. */
function NextStep({ latest, current }: { latest: AccountOrderRow | null; current: SubscriptionCard | null }) {
  const paths = useAccountPaths();
  const homePage = useTenant().brandConfig.configurations?.homePage ?? '/start/lead-qualify';
  let text: string;
  let link: { to: string; label: string };
  if (!latest) {
    text = 'Start a short online visit: a licensed clinician reviews it and decides what is right for you.';
    link = { to: homePage, label: 'Start your visit' };
  } else if (current?.phase === 'pending' || latest.color === 'skyBlue') {
    text =
      'A clinician is reviewing your visit, usually within one business day. We will email you the decision.';
    link = { to: paths.order(latest.orderId), label: 'See your order' };
  } else if (current?.phase === 'held') {
    text = HELD_NOTE;
    link = { to: paths.subscriptions, label: 'See your subscription' };
  } else if (current?.phase === 'paused') {
    text = 'Your subscription is paused: nothing ships or is billed until you resume it.';
    link = { to: paths.subscriptions, label: 'Resume your subscription' };
  } else if (current?.phase === 'active') {
    text = `Your next shipment is billed on ${current.nextBillDate}.`;
    link = { to: paths.subscriptions, label: 'Manage your subscription' };
  } else {
    text = 'You have no active treatment. A new visit lets a clinician check what is right for you now.';
    link = { to: homePage, label: 'Start a new visit' };
  }
  return (
    <section className="account-panel account-panel--next" aria-labelledby="next-step">
      <h2 id="next-step">Next step</h2>
      <p>{text}</p>
      <Link to={link.to} className="button button--primary">
        {link.label}
      </Link>
    </section>
  );
}
