import type { Subscription } from '@telehealth/schemas';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { apiErrorMessage } from '../api/client';
import { FormError } from '../ui/form-error';
import { useSubscriptions, useSubscriptionAction } from './account-queries';
import { LoadFailed, Loading, StatusBadge } from './account-ui';
import { CANCELLATION_DONE, cancellationNotice } from './cancellation/cancellation-notice';
import {
  ACTION_DONE,
  subscriptionCard,
  type SubscriptionButton,
  type SubscriptionCard,
} from './subscription-view';

const BUTTON_LABELS: Record<SubscriptionButton, string> = {
  pause: 'Pause',
  resume: 'Resume',
  skip: 'Skip next shipment',
  cancel: 'Cancel subscription',
};

const PENDING_LABELS: Record<Exclude<SubscriptionButton, 'cancel'>, string> = {
  pause: 'Pausing your subscription…',
  resume: 'Resuming your subscription…',
  skip: 'Skipping your next shipment…',
};

/**
 * /account/subscriptions and /accountv2/subscriptions: each subscription with product, dosage, price, next bill
 * date and status, and the actions its status allows (pause, resume, skip the next shipment); cancelling is the
 * cancellation flow (/accountv2/cancel/reason?subscription=), which comes back here with what it did.
 */
export function SubscriptionsPage() {
  const subscriptions = useSubscriptions();
  const notice = cancellationNotice(useLocation().state);
  return (
    <section className="account-page" aria-labelledby="subscriptions-heading">
      <h1 id="subscriptions-heading">Your subscriptions</h1>
      {notice ? (
        <p role="status" className="account-success" data-testid="cancellation-notice">
          {CANCELLATION_DONE[notice.outcome].done}
          {notice.outcome === 'contact_support' ? (
            <>
              {' '}
              <Link to="/accountv2/chat">Open Chat</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {subscriptions.isPending ? (
        <Loading what="your subscriptions" />
      ) : subscriptions.isError ? (
        <LoadFailed
          what="your subscriptions"
          error={subscriptions.error}
          retry={() => void subscriptions.refetch()}
        />
      ) : subscriptions.data.length === 0 ? (
        <p>You have no subscriptions yet. A subscription starts when you pay for a treatment.</p>
      ) : (
        <ul className="subscription-list">
          {subscriptions.data.map((subscription) => (
            <li key={subscription.orderId}>
              <SubscriptionItem subscription={subscription} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SubscriptionItem({ subscription }: { subscription: Subscription }) {
  const card = subscriptionCard(subscription);
  const action = useSubscriptionAction();
  const [done, setDone] = useState<SubscriptionButton | null>(null);
  const headingId = `subscription-${card.orderId}`;

  function run(button: Exclude<SubscriptionButton, 'cancel'>) {
    setDone(null);
    action.mutate({ orderId: card.orderId, action: button }, { onSuccess: () => setDone(button) });
  }

  return (
    <article className="subscription-card" aria-labelledby={headingId} data-testid="subscription-card">
      <h2 id={headingId} className="subscription-card__title">
        {card.product}
      </h2>
      <SubscriptionFacts card={card} />
      {card.note ? <p className="account-muted">{card.note}</p> : null}
      <div aria-live="polite" className="subscription-card__live">
        {action.isPending && action.variables ? (
          <p role="status">{PENDING_LABELS[action.variables.action]}</p>
        ) : done ? (
          <p role="status" className="account-success">
            {ACTION_DONE[done]}
          </p>
        ) : null}
      </div>
      {action.isError ? <FormError>{apiErrorMessage(action.error)}</FormError> : null}
      {card.actions.length > 0 ? (
        <div className="subscription-card__actions">
          {card.actions.map((button) =>
            button === 'cancel' ? (
              <Link
                key={button}
                className="button button--link"
                to={`/accountv2/cancel/reason?subscription=${encodeURIComponent(card.orderId)}`}
              >
                {BUTTON_LABELS[button]}
              </Link>
            ) : (
              <button
                key={button}
                type="button"
                className="button button--secondary"
                disabled={action.isPending}
                onClick={() => run(button)}
              >
                {BUTTON_LABELS[button]}
              </button>
            ),
          )}
        </div>
      ) : null}
    </article>
  );
}

function SubscriptionFacts({ card }: { card: SubscriptionCard }) {
  return (
    <dl className="account-facts">
      <dt>Status</dt>
      <dd>
        <StatusBadge color={card.color}>{card.status}</StatusBadge>
      </dd>
      <dt>Dosage</dt>
      <dd>{card.dosage}</dd>
      <dt>Price</dt>
      <dd>{card.price}</dd>
      <dt>Next bill date</dt>
      <dd data-testid="next-bill-date">{card.nextBillDate}</dd>
    </dl>
  );
}
