import type { CancellationReason, Subscription } from '@telehealth/schemas';
import { useState, type FormEvent } from 'react';

import { apiErrorMessage } from '../api/client';
import { FormError } from '../ui/form-error';
import { SelectField, TextAreaField } from '../ui/text-field';
import { useSubscriptions, useSubscriptionAction } from './account-queries';
import { LoadFailed, Loading, StatusBadge } from './account-ui';
import {
  ACTION_DONE,
  CANCELLATION_REASONS,
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

const PENDING_LABELS: Record<SubscriptionButton, string> = {
  pause: 'Pausing your subscription…',
  resume: 'Resuming your subscription…',
  skip: 'Skipping your next shipment…',
  cancel: 'Cancelling your subscription…',
};

/**
 * /account/subscriptions and /accountv2/subscriptions: each subscription with product, dosage, price, next bill
 * date and status, and the actions its status allows (pause, resume, skip the next shipment, cancel with a reason).
 */
export function SubscriptionsPage() {
  const subscriptions = useSubscriptions();
  return (
    <section className="account-page" aria-labelledby="subscriptions-heading">
      <h1 id="subscriptions-heading">Your subscriptions</h1>
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
  const [cancelling, setCancelling] = useState(false);
  const headingId = `subscription-${card.orderId}`;

  function run(button: SubscriptionButton, cancel?: { reason: CancellationReason; details?: string }) {
    setDone(null);
    action.mutate(
      { orderId: card.orderId, action: button, ...(cancel ? { cancel } : {}) },
      {
        onSuccess: () => {
          setDone(button);
          setCancelling(false);
        },
      },
    );
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
      {cancelling ? (
        <CancelForm
          disabled={action.isPending}
          onConfirm={(reason, details) => run('cancel', { reason, ...(details ? { details } : {}) })}
          onKeep={() => setCancelling(false)}
        />
      ) : card.actions.length > 0 ? (
        <div className="subscription-card__actions">
          {card.actions.map((button) => (
            <button
              key={button}
              type="button"
              className={button === 'cancel' ? 'button button--link' : 'button button--secondary'}
              disabled={action.isPending}
              onClick={() => (button === 'cancel' ? setCancelling(true) : run(button))}
            >
              {BUTTON_LABELS[button]}
            </button>
          ))}
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

/** Cancel in place: a reason (and, for "Another reason", the customer's words), then a confirmation. */
function CancelForm({
  disabled,
  onConfirm,
  onKeep,
}: {
  disabled: boolean;
  onConfirm: (reason: CancellationReason, details: string | null) => void;
  onKeep: () => void;
}) {
  const [reason, setReason] = useState<CancellationReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (reason === '') found.reason = 'Choose why you are cancelling.';
    if (reason === 'other' && details.trim() === '') found.details = 'Tell us the reason in a few words.';
    else if (details.length > 1000) found.details = 'Use at most 1000 characters.';
    setErrors(found);
    if (found.reason) document.getElementById('cancel-reason')?.focus();
    else if (found.details) document.getElementById('cancel-details')?.focus();
    else if (reason !== '') onConfirm(reason, details.trim() || null);
  }

  return (
    <form className="cancel-form" onSubmit={submit} noValidate aria-label="Cancel this subscription">
      <SelectField
        id="cancel-reason"
        label="Why are you cancelling?"
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value as CancellationReason | '')}
      >
        <option value="">Choose a reason</option>
        {CANCELLATION_REASONS.map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="cancel-details"
        label={reason === 'other' ? 'Your reason' : 'Anything else we should know? (optional)'}
        value={details}
        error={errors.details}
        rows={3}
        maxLength={1000}
        onChange={(event) => setDetails(event.target.value)}
      />
      <p>Cancelling stops all future shipments and bills. You can start a new visit at any time.</p>
      <div className="subscription-card__actions">
        <button type="submit" className="button button--danger" disabled={disabled}>
          Confirm cancellation
        </button>
        <button type="button" className="button button--secondary" onClick={onKeep} disabled={disabled}>
          Keep my subscription
        </button>
      </div>
    </form>
  );
}
