import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatDateTime,
  formatMoney,
  orderDisplayStatus,
  paymentNotice,
  paymentStanding,
  scheduleSentence,
} from '@telehealth/engine';
import type {
  AdminOrderDetailResponse,
  AdminOrderReplayResponse,
  AdminReplayStep,
  ReviewFlag,
} from '@telehealth/schemas';
import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router-dom';

import { useAdminStaff } from '../api/admin-staff';
import { useAdminApi } from '../api/admin-api';
import { FlowCanvas } from '../builder';
import { flowToGraph } from '../model';
import { failureMessage } from '../api/failure';
import { OrderFhirDownload } from './fhir-actions';
import { ErrorAlert, Loading } from './status-views';
import { billingText, formatAnswer } from './format';
import {
  answerRows,
  clampStep,
  describeEvent,
  nodeOfState,
  pathUpTo,
  stepDifferences,
  stepForKey,
} from './replay-view';
import { matchedByText, resolutionNote, REVIEW_FLAG_KINDS, sortReviewFlags } from './review-flags';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function OrderSummary({ detail }: { detail: AdminOrderDetailResponse }) {
  const { order } = detail;
  const email = order.shipping?.email ?? null;
  return (
    <dl className="admin-details">
      <dt>Created value</dt>
      <dd className="admin-mono">{order.created}</dd>
      <dt>Started</dt>
      <dd>{formatDateTime(order.createdAt)}</dd>
      <dt>Customer</dt>
      <dd>
        {order.userId === null ? (
          'anonymous intake'
        ) : (
          <Link to={`/admin/user/${order.userId}`}>user {order.userId}</Link>
        )}
        {email ? ` · ${email}` : ''}
      </dd>
      <dt>Order status</dt>
      <dd>
        {order.orderData?.orderStatus ?? '—'} · {orderDisplayStatus(order).label}
      </dd>
      <dt>Treatment</dt>
      <dd data-testid="admin-order-treatment">
        {order.selectedProduct.length === 0
          ? '—'
          : order.selectedProduct.map((product) => (
              <div key={product.med}>
                {product.name}
                {product.dosage ? ` · starting dose ${product.dosage}` : ''}
                {product.schedule && product.schedule.length > 1 ? (
                  <div className="admin-muted">By refill: {scheduleSentence(product.schedule)}</div>
                ) : null}
              </div>
            ))}
      </dd>
      {detail.calculatedValues.length > 0 ? (
        <>
          <dt>From the answers</dt>
          <dd data-testid="admin-order-calculated">
            {detail.calculatedValues.map((value) => (
              <div key={value.name}>
                {value.title}: <strong>{value.text}</strong>
              </div>
            ))}
          </dd>
        </>
      ) : null}
      <dt>Price</dt>
      <dd>{formatMoney(order.price)}</dd>
      <dt>Payment</dt>
      <dd data-testid="admin-order-payment">
        {paymentNotice(paymentStanding(order.orderData?.items ?? []), order.price)}
      </dd>
      <dt>Billing</dt>
      <dd data-testid="admin-order-billing">
        {billingText(order.purchaseData)}
        {order.originalOrderId ? (
          <>
            {' '}
            (recurring order of{' '}
            <Link to={`/admin/order/${order.originalOrderId}`}>order {order.originalOrderId}</Link>)
          </>
        ) : null}
      </dd>
      <dt>Intake flow version</dt>
      <dd>v{order.flowVersion}</dd>
    </dl>
  );
}

/**
 * The alerts with a flag that the order's answers raise (crisis resources after an answer about self-harm, …): each
 * flag's text for the clinician, the question whose answer raised it and when; above the order's details.
 */
function ClinicianFlags({ flags }: { flags: AdminOrderDetailResponse['clinicianFlags'] }) {
  if (flags.length === 0) return null;
  return (
    <section
      className="admin-clinician-flags"
      aria-labelledby="admin-clinician-flags-heading"
      data-testid="clinician-flags"
    >
      <h2 id="admin-clinician-flags-heading">Clinician flags</h2>
      <ul>
        {flags.map((flag) => (
          <li key={`${flag.questionId}:${flag.alert}`} data-testid="clinician-flag">
            <p>
              <strong>{flag.text}</strong>
            </p>
            <p className="admin-muted">
              From question {flag.questionId}
              {flag.question ? `: ${flag.question}` : ''} · raised {formatDateTime(flag.raisedAt)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A clinician resolves an open flag with a note (who reviewed it, what they decided). */
function ResolveForm({ flag, orderId }: { flag: ReviewFlag; orderId: string }) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const note = resolutionNote(text);
  const resolve = useMutation({
    mutationFn: (value: string) =>
      api.call('POST /api/admin/review-flags/{id}/resolve', {
        params: { id: flag.id },
        body: { note: value },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'order', orderId] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (note !== null) resolve.mutate(note);
  };
  return (
    <form className="admin-form" onSubmit={onSubmit}>
      <div className="admin-field">
        <label htmlFor={`${id}-note`}>Clinician's note (who reviewed it, what was decided)</label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button
        type="submit"
        className="admin-button admin-button--primary"
        disabled={note === null || resolve.isPending}
      >
        Resolve flag {flag.id}
      </button>
      {resolve.isError ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {failureMessage(resolve.error)}
        </p>
      ) : null}
    </form>
  );
}

/** The order's clinical review flags: open ones first, each with what it holds and, when open, the resolve form. */
function ReviewFlags({ detail, readOnly }: { detail: AdminOrderDetailResponse; readOnly: boolean }) {
  if (detail.reviewFlags.length === 0) return <p>No clinical review flags.</p>;
  return (
    <ul className="admin-review-flags">
      {sortReviewFlags(detail.reviewFlags).map((flag) => {
        const kind = REVIEW_FLAG_KINDS[flag.kind];
        return (
          <li key={flag.id} data-testid={`review-flag-${flag.id}`}>
            <p>
              <span className={`admin-badge admin-badge--${flag.resolvedAt === null ? 'red' : 'grey'}`}>
                {flag.resolvedAt === null ? 'Open' : 'Resolved'}
              </span>{' '}
              <strong>{kind.label}</strong> · flagged {formatDateTime(flag.createdAt)}
            </p>
            <p>{flag.reason}</p>
            {flag.details.stoppedOrders && flag.details.stoppedOrders.length > 0 ? (
              <ul>
                {flag.details.stoppedOrders.map((stopped) => (
                  <li key={stopped.orderId}>
                    <Link to={`/admin/order/${stopped.orderId}`}>Order {stopped.orderId}</Link> stopped at
                    question {stopped.questionId} on {formatDateTime(stopped.stoppedAt)} (
                    {matchedByText(stopped.matchedBy)})
                    {stopped.message ? <div className="admin-muted">{stopped.message}</div> : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {flag.details.questionId !== undefined && !flag.details.stoppedOrders ? (
              <p className="admin-muted">
                Question {flag.details.questionId}: {flag.details.message}
              </p>
            ) : null}
            {flag.resolvedAt === null ? (
              <>
                <p>{kind.holds}</p>
                {readOnly ? null : <ResolveForm flag={flag} orderId={detail.order.orderId} />}
              </>
            ) : (
              <p>
                Resolved {formatDateTime(flag.resolvedAt)} by{' '}
                <Link to={`/admin/user/${flag.resolvedByUserId}`}>user {flag.resolvedByUserId}</Link>:{' '}
                {flag.resolutionNote}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Timeline({ detail }: { detail: AdminOrderDetailResponse }) {
  if (detail.timeline.length === 0) return <p>No intake events are recorded for this order.</p>;
  // Wider than a phone: the table scrolls in a region the keyboard can reach.
  return (
    <div className="admin-table-wrap" role="region" aria-label="Intake events" tabIndex={0}>
      <table className="admin-table">
        <caption className="admin-visually-hidden">Intake events, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Kind</th>
            <th scope="col">Question</th>
            <th scope="col">State after</th>
            <th scope="col">When</th>
            <th scope="col">By</th>
          </tr>
        </thead>
        <tbody>
          {detail.timeline.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">#{entry.id}</th>
              <td>{entry.kind}</td>
              <td>{entry.questionId ?? '—'}</td>
              <td className="admin-mono">{entry.state}</td>
              <td>{formatDateTime(entry.occurredAt)}</td>
              <td>
                {entry.agentId !== null
                  ? `agent ${entry.agentId}`
                  : entry.actorUserId !== null
                    ? `user ${entry.actorUserId}`
                    : 'patient'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReplayFindings({ replay }: { replay: AdminOrderReplayResponse }) {
  return (
    <>
      <dl className="admin-details">
        <dt>Replayed on</dt>
        <dd>
          flow v{replay.flowVersion}, as of {replay.asOf}
        </dd>
        <dt>Events replayed</dt>
        <dd>
          {replay.eventsReplayed} ({replay.eventsWithoutMachineEvent} recorded events are not machine events)
        </dd>
        <dt>Final state (replay)</dt>
        <dd className="admin-mono" data-testid="replay-final-state">
          {replay.finalState} ({replay.finalStatus})
        </dd>
        <dt>Stored state</dt>
        <dd className="admin-mono" data-testid="replay-stored-state">
          {replay.storedState ?? 'none recorded'}
        </dd>
        <dt>Final state matches the stored one</dt>
        <dd>{yesNo(replay.finalStateMatchesStored)}</dd>
        <dt>Replayed answers match the order</dt>
        <dd>{yesNo(replay.finalAnswersMatchOrder)}</dd>
      </dl>
      {replay.firstRejected ? (
        <p className="admin-alert admin-alert--error" role="alert">
          Step {replay.firstRejected.index + 1} (event #{replay.firstRejected.eventId}) was rejected by the
          machine: {replay.firstRejected.reason}
        </p>
      ) : null}
      {replay.firstDivergence ? (
        <p className="admin-alert admin-alert--error" role="alert">
          From step {replay.firstDivergence.index + 1} (event #{replay.firstDivergence.eventId}) the{' '}
          {replay.firstDivergence.field} differ from what was stored: expected{' '}
          <code>{JSON.stringify(replay.firstDivergence.expected)}</code>, found{' '}
          <code>{JSON.stringify(replay.firstDivergence.actual)}</code>.
        </p>
      ) : null}
      {!replay.firstRejected && !replay.firstDivergence && replay.finalStateMatchesStored ? (
        <p className="admin-alert" role="status">
          The replay agrees with what was stored at every step.
        </p>
      ) : null}
    </>
  );
}

function StepDetail({ step, replay }: { step: AdminReplayStep; replay: AdminOrderReplayResponse }) {
  const differences = stepDifferences(step);
  const rows = answerRows(step);
  const isFirstRejected = replay.firstRejected?.index === step.index;
  const isFirstDivergence = replay.firstDivergence?.index === step.index;
  return (
    <div className="admin-replay__detail">
      <dl className="admin-details">
        <dt>Event</dt>
        <dd className="admin-mono">
          {describeEvent(step.event as AdminReplayStep['event'] & Record<string, unknown>)}
        </dd>
        <dt>Recorded as</dt>
        <dd>
          #{step.eventId} {step.kind}, {formatDateTime(step.occurredAt)}
        </dd>
        <dt>Machine</dt>
        <dd className={step.accepted ? undefined : 'admin-danger'}>
          {step.accepted ? 'accepted' : `rejected: ${step.reason ?? 'no reason given'}`}
          {isFirstRejected ? ' (the first rejected event)' : ''}
        </dd>
        <dt>State after this event</dt>
        <dd className="admin-mono" data-testid="replay-step-state">
          {step.state} ({step.status})
        </dd>
        <dt>Recorded state</dt>
        <dd className={differences.includes('state') ? 'admin-mono admin-danger' : 'admin-mono'}>
          {step.recorded.state}
          {differences.includes('state') ? ' (differs from the replay)' : ''}
        </dd>
      </dl>
      {isFirstDivergence ? (
        <p className="admin-danger">The replay first diverges from what was stored at this step.</p>
      ) : null}
      {rows.length === 0 ? (
        <p>No answers yet.</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-label="Answers after this event" tabIndex={0}>
          <table className="admin-table">
            <caption>Answers after this event</caption>
            <thead>
              <tr>
                <th scope="col">Question</th>
                <th scope="col">Replayed answer</th>
                <th scope="col">Recorded answer</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.questionId} className={row.differs ? 'admin-row--differs' : undefined}>
                  <th scope="row">
                    {row.questionId}. {row.question}
                  </th>
                  <td>{formatAnswer(row.replayed)}</td>
                  <td>
                    {formatAnswer(row.recorded)}
                    {row.differs ? <span className="admin-danger"> (differs)</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function ReplayGraph({
  version,
  path,
  current,
}: {
  version: number;
  path: string[];
  current: string | null;
}) {
  const api = useAdminApi();
  const flow = useQuery({
    queryKey: ['admin', 'flow-version', 'intake', version],
    queryFn: () =>
      api.call('GET /api/admin/flows/{key}/versions/{version}', { params: { key: 'intake', version } }),
    staleTime: Infinity,
  });
  const graph = useMemo(() => (flow.data ? flowToGraph(flow.data.document) : null), [flow.data]);
  if (flow.isPending) return <Loading what={`flow v${version}`} />;
  if (flow.isError) return <ErrorAlert error={flow.error} what={`Flow v${version} could not be loaded`} />;
  if (!graph) return null;
  return (
    <div className="admin-replay__canvas">
      <FlowCanvas
        graph={graph}
        readOnly
        highlightNodeIds={path}
        currentNodeId={current}
        focusNodeId={current}
        ariaLabel={`Intake flow v${version}: the replayed path highlighted`}
      />
    </div>
  );
}

function Replay({ replay }: { replay: AdminOrderReplayResponse }) {
  const count = replay.steps.length;
  const [index, setIndex] = useState(0);
  const at = clampStep(index, count);
  const step = replay.steps[at];
  const path = useMemo(() => pathUpTo(replay.steps, at), [replay.steps, at]);
  const go = (next: number) => setIndex(clampStep(next, count));
  const onKeyDown = (event: KeyboardEvent) => {
    const next = stepForKey(event.key, at, count);
    if (next === null) return;
    event.preventDefault();
    go(next);
  };

  return (
    <>
      <ReplayFindings replay={replay} />
      {step ? (
        <div className="admin-replay">
          <div
            className="admin-replay__stepper"
            role="group"
            aria-label="Replay steps (arrow keys step, Home and End jump)"
            tabIndex={0}
            onKeyDown={onKeyDown}
          >
            <div className="admin-actions">
              <button type="button" className="admin-button" disabled={at === 0} onClick={() => go(0)}>
                First
              </button>
              <button type="button" className="admin-button" disabled={at === 0} onClick={() => go(at - 1)}>
                Previous
              </button>
              <span aria-live="polite" data-testid="replay-position">
                Step {at + 1} of {count}
              </span>
              <button
                type="button"
                className="admin-button"
                disabled={at >= count - 1}
                onClick={() => go(at + 1)}
              >
                Next
              </button>
              <button
                type="button"
                className="admin-button"
                disabled={at >= count - 1}
                onClick={() => go(count - 1)}
              >
                Last
              </button>
            </div>
            <ol className="admin-replay__steps">
              {replay.steps.map((item) => {
                const marks = [
                  item.accepted ? null : 'rejected',
                  stepDifferences(item).length > 0 ? 'differs' : null,
                ].filter(Boolean);
                return (
                  <li key={item.eventId}>
                    <button
                      type="button"
                      className={`admin-replay__step${marks.length > 0 ? ' admin-replay__step--problem' : ''}`}
                      aria-current={item.index === at ? 'step' : undefined}
                      onClick={() => go(item.index)}
                    >
                      {item.index + 1}. {item.event.type} → {item.state}
                      {marks.length > 0 ? ` (${marks.join(', ')})` : ''}
                    </button>
                  </li>
                );
              })}
            </ol>
          </div>
          <StepDetail step={step} replay={replay} />
        </div>
      ) : (
        <p>No machine events are recorded for this order, so there is nothing to replay.</p>
      )}
      <h3>Flow v{replay.flowVersion}</h3>
      <ReplayGraph version={replay.flowVersion} path={path} current={step ? nodeOfState(step.state) : null} />
    </>
  );
}

/**
 * /admin/order/:id: the clinician flags its answers raise (first, when there are any), the order, its intake timeline
 * and the replay of its machine events on its pinned flow. An agent reads the flags, the order and its timeline only
 * (the replay and resolving a review flag are admins').
 */
export function OrderPage() {
  const api = useAdminApi();
  const admin = useAdminStaff().role === 0;
  const { id = '' } = useParams();
  const detail = useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: () => api.call('GET /api/admin/orders/{id}', { params: { id } }),
  });
  const replay = useQuery({
    queryKey: ['admin', 'order-replay', id],
    queryFn: () => api.call('GET /api/admin/orders/{id}/replay', { params: { id } }),
    enabled: detail.isSuccess && admin,
  });
  return (
    <section aria-labelledby="admin-order-heading">
      <p>
        <Link to="/admin/orders">← All orders</Link>
      </p>
      <h1 id="admin-order-heading">Order {id}</h1>
      {detail.isPending ? <Loading what="the order" /> : null}
      {detail.isError ? <ErrorAlert error={detail.error} what="The order could not be loaded" /> : null}
      {detail.data ? (
        <>
          <ClinicianFlags flags={detail.data.clinicianFlags} />
          <OrderSummary detail={detail.data} />
          <OrderFhirDownload orderId={id} />
          <h2>Clinical review</h2>
          <ReviewFlags detail={detail.data} readOnly={!admin} />
          <h2>Intake timeline</h2>
          <Timeline detail={detail.data} />
          {admin ? (
            <>
              <h2>Replay</h2>
              {replay.isPending ? <Loading what="the replay" /> : null}
              {replay.isError ? <ErrorAlert error={replay.error} what="The replay failed" /> : null}
              {replay.data ? <Replay replay={replay.data} /> : null}
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
