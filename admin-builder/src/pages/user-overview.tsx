import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  subscriptionActions,
  subscriptionPhase,
} from '@telehealth/engine';
import type {
  AdminTimelineEntry,
  AdminUserOverviewResponse,
  CancellationReason,
  FollowupState,
  Subscription,
  SubscriptionAction,
} from '@telehealth/schemas';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { useAdminApi } from '../api/admin-api';
import { useAdminStaff } from '../api/admin-staff';
import { failureMessage } from '../api/failure';
import { billingText } from './format';
import { QueryStatus } from './status-views';
import { timelineText } from './user-timeline';

/** The reasons staff can record for a cancellation on the customer's behalf (CancellationReason). */
const CANCELLATION_REASONS: readonly { value: CancellationReason; label: string }[] = [
  { value: 'too_expensive', label: 'Too expensive' },
  { value: 'travelling', label: 'Traveling or away' },
  { value: 'not_seeing_results', label: 'Not seeing results' },
  { value: 'side_effects', label: 'Side effects' },
  { value: 'reached_my_goal', label: 'Reached their goal' },
  { value: 'prefer_another_treatment', label: 'Prefers another treatment' },
  { value: 'switching_provider', label: 'Switching provider' },
  { value: 'clinician_advised', label: 'Clinician advised to stop' },
  { value: 'other', label: 'Another reason' },
];

type StaffAction = Extract<SubscriptionAction, 'pause' | 'resume' | 'skip' | 'cancel'>;

const ACTION_LABELS: Record<StaffAction, { button: string; pending: string; done: string }> = {
  pause: { button: 'Pause', pending: 'Pausing…', done: 'Paused.' },
  resume: { button: 'Resume', pending: 'Resuming…', done: 'Resumed.' },
  skip: { button: 'Skip next shipment', pending: 'Skipping…', done: 'The next shipment is skipped.' },
  cancel: { button: 'Cancel subscription', pending: 'Cancelling…', done: 'Cancelled.' },
};

const STAFF_ACTIONS = Object.keys(ACTION_LABELS) as StaffAction[];

const FOLLOWUP_PHASES: Record<FollowupState['phase'], string> = {
  none: 'None asked',
  upcoming: 'Upcoming',
  due: 'Due',
  overdue: 'Overdue',
  under_review: 'Under clinician review',
  completed: 'Done',
};

export const overviewKey = (userId: string) => ['admin', 'user', userId, 'overview'] as const;

/** The customer's part of the user page: subscriptions (with staff actions), orders, chat, follow-ups, timeline. */
export function CustomerOverview({ userId }: { userId: string }) {
  const api = useAdminApi();
  const overview = useQuery({
    queryKey: overviewKey(userId),
    queryFn: () => api.call('GET /api/admin/users/{id}/overview', { params: { id: userId } }),
  });
  if (!overview.data) return <QueryStatus query={overview} what="customer's orders and subscriptions" />;
  const data = overview.data;
  return (
    <>
      <section aria-labelledby="user-subscriptions-heading">
        <h2 id="user-subscriptions-heading">Subscriptions</h2>
        {data.subscriptions.length === 0 ? <p>No subscriptions.</p> : null}
        {data.subscriptions.map((subscription) => (
          <SubscriptionCard key={subscription.orderId} userId={userId} subscription={subscription} />
        ))}
      </section>
      <OrdersSection userId={userId} orders={data.orders} />
      <section aria-labelledby="user-chat-heading">
        <h2 id="user-chat-heading">Chat</h2>
        {data.threads.length === 0 ? (
          <p>No conversations.</p>
        ) : (
          <ul>
            {data.threads.map((thread) => (
              <li key={thread.id}>
                <Link to={`/admin/inbox/${thread.id}`}>{thread.subject}</Link> — last message{' '}
                {formatDateTime(thread.lastMessageAt)}
                {thread.unreadCount > 0 ? ` (${thread.unreadCount} unread)` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="user-followups-heading">
        <h2 id="user-followups-heading">Follow-up visits</h2>
        {data.followups.length === 0 ? (
          <p>No follow-ups.</p>
        ) : (
          <ul>
            {data.followups.map((followup) => (
              <li key={followup.orderId}>
                Order <Link to={`/admin/order/${followup.orderId}`}>{followup.orderId}</Link>:{' '}
                {FOLLOWUP_PHASES[followup.phase]}
                {followup.billDate ? ` (refill ${formatDate(followup.billDate)})` : ''}
                {followup.phase === 'upcoming' && followup.opensOn
                  ? `, opens ${formatDate(followup.opensOn)}`
                  : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Timeline entries={data.timeline} />
    </>
  );
}

/** Refund a paid order (admins; the API refuses agents): asks first, then shows what the ledger did or why not. */
function RefundButton({ userId, orderId }: { userId: string; orderId: string }) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refund = useMutation({
    mutationFn: () => api.call('POST /api/admin/orders/{id}/refund', { params: { id: orderId } }),
    onSuccess: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: overviewKey(userId) });
    },
  });
  if (refund.isSuccess) {
    return (
      <span role="status">
        {refund.data.kind === 'void' ? 'Hold released' : 'Refunded'} {formatMoney(refund.data.amount)}
      </span>
    );
  }
  return (
    <div className="admin-actions">
      {confirming ? (
        <>
          <button
            type="button"
            className="admin-button admin-button--primary"
            disabled={refund.isPending}
            onClick={() => refund.mutate()}
          >
            Confirm refund of order {orderId}
          </button>
          <button type="button" className="admin-button" onClick={() => setConfirming(false)}>
            Keep
          </button>
        </>
      ) : (
        <button type="button" className="admin-button" onClick={() => setConfirming(true)}>
          Refund
        </button>
      )}
      {refund.isError ? (
        <span className="admin-alert admin-alert--error" role="alert">
          {failureMessage(refund.error)}
        </span>
      ) : null}
    </div>
  );
}

function OrdersSection({ userId, orders }: { userId: string; orders: AdminUserOverviewResponse['orders'] }) {
  // Refunds are admins' (the API refuses agents); an agent reads whether the order is paid.
  const admin = useAdminStaff().role === 0;
  return (
    <section aria-labelledby="user-orders-heading">
      <h2 id="user-orders-heading">Orders</h2>
      {orders.length === 0 ? (
        <p>No orders.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="admin-visually-hidden">The customer's orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Status</th>
                <th scope="col">Created</th>
                <th scope="col">Money</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.orderId}>
                  <th scope="row">
                    <Link to={`/admin/order/${order.orderId}`}>{order.orderId}</Link>
                  </th>
                  <td>{order.paid ? order.displayStatus.label : 'Intake not paid'}</td>
                  <td>{formatDateTime(order.createdAt)}</td>
                  <td>
                    {!order.paid ? (
                      '—'
                    ) : admin ? (
                      <RefundButton userId={userId} orderId={order.orderId} />
                    ) : (
                      'Paid'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Timeline({ entries }: { entries: AdminTimelineEntry[] }) {
  return (
    <section aria-labelledby="user-timeline-heading">
      <h2 id="user-timeline-heading">Timeline</h2>
      {entries.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <ol className="user-timeline" aria-label="Newest first">
          {entries.map((entry, index) => (
            <li key={`${entry.kind}-${entry.orderId}-${entry.occurredAt}-${index}`}>
              <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>{' '}
              {timelineText(entry)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** One subscription with the buttons the engine's rule offers in its phase (as the customer's page shows them). */
function SubscriptionCard({ userId, subscription }: { userId: string; subscription: Subscription }) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState<CancellationReason | ''>('');
  const [details, setDetails] = useState('');
  const offered = subscriptionActions(subscriptionPhase(subscription)).filter(
    (action): action is StaffAction => (STAFF_ACTIONS as readonly string[]).includes(action),
  );
  const act = useMutation({
    mutationFn: async (action: StaffAction) => {
      const params = { orderId: subscription.orderId };
      switch (action) {
        case 'pause':
          return api.call('POST /api/subscriptions/{orderId}/pause', { params });
        case 'resume':
          return api.call('POST /api/subscriptions/{orderId}/resume', { params });
        case 'skip':
          return api.call('POST /api/subscriptions/{orderId}/skip', { params });
        case 'cancel':
          return api.call('POST /api/subscriptions/{orderId}/cancel', {
            params,
            body: {
              reason: reason as CancellationReason,
              ...(details.trim() ? { details: details.trim() } : {}),
            },
          });
      }
    },
    onSuccess: async () => {
      setCancelling(false);
      await queryClient.invalidateQueries({ queryKey: overviewKey(userId) });
    },
  });
  const product = subscription.selectedProduct.map((item) => item.name).join(', ');
  const onCancel = (event: FormEvent) => {
    event.preventDefault();
    if (reason === '' || (reason === 'other' && details.trim() === '')) return;
    act.mutate('cancel');
  };
  return (
    <article className="admin-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        Order <Link to={`/admin/order/${subscription.orderId}`}>{subscription.orderId}</Link>
        {product ? ` — ${product}` : ''}
      </h3>
      <p>
        <span className="admin-badge">{subscription.displayStatus.label}</span>{' '}
        {billingText(subscription.purchaseData)}
      </p>
      {offered.length > 0 ? (
        <div className="admin-actions">
          {offered
            .filter((action) => action !== 'cancel')
            .map((action) => (
              <button
                key={action}
                type="button"
                className="admin-button"
                disabled={act.isPending}
                onClick={() => act.mutate(action)}
              >
                {ACTION_LABELS[action].button}
              </button>
            ))}
          {offered.includes('cancel') && !cancelling ? (
            <button
              type="button"
              className="admin-button"
              disabled={act.isPending}
              onClick={() => setCancelling(true)}
            >
              {ACTION_LABELS.cancel.button}
            </button>
          ) : null}
        </div>
      ) : null}
      {cancelling ? (
        <form className="admin-form" onSubmit={onCancel} aria-labelledby={`${id}-cancel`}>
          <p id={`${id}-cancel`}>
            <strong>Cancel this subscription on the customer's behalf?</strong> Nothing more is billed and the
            customer is emailed.
          </p>
          <div className="admin-field">
            <label htmlFor={`${id}-reason`}>The customer's reason</label>
            <select
              id={`${id}-reason`}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value as CancellationReason | '')}
            >
              <option value="">Choose a reason</option>
              {CANCELLATION_REASONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-details`}>In their words{reason === 'other' ? '' : ' (optional)'}</label>
            <textarea
              id={`${id}-details`}
              maxLength={1000}
              required={reason === 'other'}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
            />
          </div>
          <div className="admin-actions">
            <button type="submit" className="admin-button admin-button--primary" disabled={act.isPending}>
              Confirm cancellation
            </button>
            <button type="button" className="admin-button" onClick={() => setCancelling(false)}>
              Keep the subscription
            </button>
          </div>
        </form>
      ) : null}
      <p role="status" className="admin-status">
        {act.isPending && act.variables ? ACTION_LABELS[act.variables].pending : ''}
        {act.isSuccess && act.variables ? ACTION_LABELS[act.variables].done : ''}
      </p>
      {act.isError ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {failureMessage(act.error)}
        </p>
      ) : null}
    </article>
  );
}
