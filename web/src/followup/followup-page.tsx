import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  asOfDay,
  CHECKOUT,
  FOLLOWUP_OPENS_DAYS_BEFORE_BILL,
  formatDate,
  isFollowupOpen,
  parseQuery,
  questionIdOf,
} from '@telehealth/engine';
import type { AnswerValue, FollowupState, FollowupSubmitRequest } from '@telehealth/schemas';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';

import { useAccountUser } from '../auth/account-user';
import { useApi } from '../api/api-context';
import { ApiError, apiErrorMessage } from '../api/client';
import { setCookie } from '../cookies/cookies';
import { FlowQuestion } from '../flow-runner/flow-question';
import { useRunnableFlow, type RunnableFlow } from '../flow-runner/runnable-flow';
import { useFlowActor } from '../flow-runner/use-flow-actor';
import { CareTeamContact } from '../intake/hard-stop-help';
import { useUploadContext } from '../flow-runner/use-upload-context';
import { followupPath } from './followup-notice';
import { followupsKey, useFollowups } from './followup-queries';
import {
  dueFollowup,
  FOLLOWUP_COMPLETED_MESSAGE,
  FOLLOWUP_ERROR_MESSAGE,
  FOLLOWUP_UNDER_REVIEW_MESSAGE,
  followupOrderId,
  followupSubmitOutcome,
  followupSummary,
  isFollowupCompleted,
  noFollowupReason,
  type FollowupSubmitOutcome,
} from './followup-rules';

/** The follow-up thanks page, used when the flow names none. */
const DEFAULT_THANKS_PATH = '/followup/thanks';

/** Help the answers called for (the flow's alerts), as the intake shows it: its code loads only for a flow with alerts. */
const IntakeAlerts = lazy(async () => ({ default: (await import('../intake/intake-alerts')).IntakeAlerts }));

function Completed() {
  return (
    <section aria-labelledby="followup-done-heading">
      <h1 id="followup-done-heading">Follow-up visit</h1>
      <p role="status" className="auth-notice">
        {FOLLOWUP_COMPLETED_MESSAGE}
      </p>
    </section>
  );
}

function UnderReview() {
  return (
    <section aria-labelledby="followup-review-heading">
      <h1 id="followup-review-heading">Your care team is reviewing your answers</h1>
      <p role="status" className="auth-notice">
        {FOLLOWUP_UNDER_REVIEW_MESSAGE}
      </p>
    </section>
  );
}

/**
 * A follow-up stopped by a safety question (a scored instrument's crisis stop, a side effect that needs a
 * clinician): the flow's message, whether the answers reached the care team, the care team's contact, and the way
 * back to the account and its messages. The answers are not reopened: a clinician reviews them first.
 */
function FollowupStopped({
  message,
  sent,
  alerts,
}: {
  message: string;
  sent: 'sending' | 'yes' | 'failed';
  alerts: ReactNode;
}) {
  return (
    <section aria-labelledby="followup-stop-heading" className="followup-stopped">
      <h1 id="followup-stop-heading">Please contact your care team</h1>
      <p role="alert">{message}</p>
      {alerts}
      {sent === 'yes' ? (
        <p role="status">
          Your answers were sent to your care team. A clinician will review them and contact you.
        </p>
      ) : sent === 'failed' ? (
        <p role="alert" className="form-error">
          Your answers could not be sent. Please call or email your care team.
        </p>
      ) : (
        <p role="status">Sending your answers to your care team…</p>
      )}
      <CareTeamContact intro="To talk this over, your care team is here" />
      <ul className="hard-stop-help__links">
        <li>
          <Link to="/accountv2/support">Message your care team</Link>
        </li>
        <li>
          <Link to="/accountv2">Go to your account</Link>
        </li>
      </ul>
    </section>
  );
}

function Failed({ message }: { message: string }) {
  return (
    <section aria-labelledby="followup-error-heading">
      <h1 id="followup-error-heading">Follow-up visit</h1>
      <p role="alert" className="form-error">
        {message}
      </p>
    </section>
  );
}

/** A follow-up that cannot be answered now (not open yet, or not asked for): why, and the way to the account. */
function NotOpen({ message }: { message: string }) {
  return (
    <section aria-labelledby="followup-closed-heading">
      <h1 id="followup-closed-heading">Follow-up visit</h1>
      <p role="status">{message}</p>
      <Link to="/accountv2" className="button button--primary">
        Go to your account
      </Link>
    </section>
  );
}

/** Why this order's follow-up cannot be answered now, from its state. */
function notOpenMessage(followup: FollowupState): string {
  if (followup.phase === 'none') return noFollowupReason(followup);
  return followupSummary(followup, (day) => formatDate(day))?.text ?? FOLLOWUP_ERROR_MESSAGE;
}

/**
 * Plain /followup: the customer's follow-up that is due (or waits for a clinician) opens; with none, the page says
 * so and leads to the account. The route's guard already sent a visitor without a login to /login and back here.
 */
function DueFollowup() {
  const followups = useFollowups();
  if (followups.isPending) return <p role="status">Looking for your follow-up visit…</p>;
  if (followups.isError) {
    console.error(followups.error);
    return <Failed message={`${FOLLOWUP_ERROR_MESSAGE} ${apiErrorMessage(followups.error)}`} />;
  }
  const due = dueFollowup(followups.data);
  if (due) return <Navigate to={followupPath(due.orderId)} replace />;
  const next = followups.data.find((followup) => followup.phase === 'upcoming');
  return (
    <NotOpen
      message={
        next
          ? `No follow-up visit is due right now. ${notOpenMessage(next)}`
          : `No follow-up visit is due right now. Follow-up visits open ${FOLLOWUP_OPENS_DAYS_BEFORE_BILL} days before each refill of a prescribed subscription.`
      }
    />
  );
}

/**
 * /followup/{orderId} (and /followup?p_followup={orderId}): the follow-up visit before the next refill of an order
 * the customer sees. This refill's follow-up already done says so (spec section 4, per refill); one not open yet or
 * not asked for says why; otherwise the follow-up questions are answered one at a time through the engine's
 * machine and submitted together (spec sections 2, 4 and 8). Plain /followup opens the customer's due follow-up.
 * The route needs a login (its loader sends visitors to /login and back).
 */
export function FollowupPage() {
  const params = useParams();
  const location = useLocation();
  const orderId = followupOrderId({ pathId: params.orderId, query: parseQuery(location.search) });
  if (!orderId) return <DueFollowup />;
  return <OrderFollowup key={orderId} orderId={orderId} />;
}

function OrderFollowup({ orderId }: { orderId: string }) {
  const api = useApi();

  useEffect(() => {
    setCookie('followup', orderId);
  }, [orderId]);

  const order = useQuery({
    queryKey: ['followup-order', api.tenantId, orderId],
    queryFn: () => api.call('GET /api/order/orderId/{id}', { params: { id: orderId } }),
  });
  const { flow, error: flowError, isPending: flowPending } = useRunnableFlow('followup');

  if (order.isPending || flowPending) return <p role="status">Loading your follow-up visit…</p>;
  if (order.isError) {
    console.error(order.error);
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <Failed
        message={missing ? 'We could not find this follow-up visit in your account.' : FOLLOWUP_ERROR_MESSAGE}
      />
    );
  }
  const { followup } = order.data;
  if (isFollowupCompleted(order.data)) return <Completed />;
  if (followup.phase === 'under_review') return <UnderReview />;
  if (!isFollowupOpen(followup)) return <NotOpen message={notOpenMessage(followup)} />;
  if (flowError || !flow) {
    console.error(flowError);
    return <Failed message={FOLLOWUP_ERROR_MESSAGE} />;
  }
  // The order the customer sees (an id of the order system's recurring order answers its sale).
  return <FollowupRunner orderId={order.data.orderId} flow={flow} />;
}

function FollowupRunner({ orderId, flow }: { orderId: string; flow: RunnableFlow }) {
  const { compiled, progressOf } = flow;
  const api = useApi();
  const navigate = useNavigate();
  const [asOf] = useState(() => asOfDay(Date.now()));
  const { actorRef, snapshot } = useFlowActor(compiled, asOf);
  const [outcome, setOutcome] = useState<FollowupSubmitOutcome | null>(null);
  const state = String(snapshot.value);
  const { answers, history, hardStop } = snapshot.context;
  const upload = useUploadContext();

  const queryClient = useQueryClient();
  const { tenantId, userId } = useAccountUser();
  const [refusal, setRefusal] = useState('');
  // Why the machine did not take the last answer (a check across answers), shown under the question.
  const [rejection, setRejection] = useState<string | null>(null);
  useEffect(() => {
    const subscription = actorRef.on('REJECTED', (event) => setRejection(event.reason));
    return () => subscription.unsubscribe();
  }, [actorRef]);
  const submit = useMutation({
    mutationFn: (body: FollowupSubmitRequest) =>
      api.call('POST /api/followup/{orderId}', { params: { orderId }, body }),
    onSuccess: () => {
      // The account shows this refill's follow-up completed.
      void queryClient.invalidateQueries({ queryKey: followupsKey(tenantId, userId) });
      void queryClient.invalidateQueries({ queryKey: ['followup-order', api.tenantId] });
      void navigate(compiled.index.checkoutStep?.path ?? DEFAULT_THANKS_PATH);
    },
    onError: (error) => {
      console.error(error);
      setRefusal(apiErrorMessage(error));
      setOutcome(followupSubmitOutcome(error));
    },
  });
  // Answers that stop at a safety question go to the API too: it keeps them, alerts the care team and holds the
  // follow-up for a clinician. It answers 422 with the hard stop, which the page already shows.
  const reportHardStop = useMutation({
    mutationFn: (body: FollowupSubmitRequest) =>
      api.call('POST /api/followup/{orderId}', { params: { orderId }, body }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) return;
      console.error(error);
      if (followupSubmitOutcome(error) === 'under-review') setOutcome('under-review');
    },
  });

  function answer(value: AnswerValue | undefined, detail?: string) {
    const questionId = questionIdOf(state);
    if (questionId === undefined) return;
    setRejection(null);
    if (value === undefined) actorRef.send({ type: 'CONTINUE' });
    else actorRef.send({ type: 'ANSWER', questionId, value, ...(detail ? { detail } : {}) });
    const next = actorRef.getSnapshot();
    // The last answer reaches the flow's end: the answers go to the clinician together.
    if (String(next.value) === CHECKOUT) submit.mutate({ startData: next.context.answers });
    else if (next.context.hardStop) reportHardStop.mutate({ startData: next.context.answers });
  }

  const alerts = compiled.flow.questions.some((q) => q.alerts?.length) ? (
    <Suspense fallback={null}>
      <IntakeAlerts index={compiled.index} answers={answers} asOf={asOf} />
    </Suspense>
  ) : null;

  if (outcome === 'completed') return <Completed />;
  if (outcome === 'under-review') return <UnderReview />;
  if (outcome === 'not-open') return <NotOpen message={refusal} />;
  if (outcome === 'error') return <Failed message={FOLLOWUP_ERROR_MESSAGE} />;
  if (hardStop) {
    // The API answers 422 when it has kept answers that stop: recorded, and held for a clinician.
    const recorded = reportHardStop.error instanceof ApiError && reportHardStop.error.status === 422;
    return (
      <FollowupStopped
        message={hardStop.message}
        sent={recorded ? 'yes' : reportHardStop.isError ? 'failed' : 'sending'}
        alerts={alerts}
      />
    );
  }
  if (state === CHECKOUT) {
    return (
      <section aria-labelledby="followup-sending-heading">
        <h1 id="followup-sending-heading">Sending your answers</h1>
        <p role="status">Sending your follow-up answers to your clinician…</p>
      </section>
    );
  }
  const questionId = questionIdOf(state);
  const question = questionId === undefined ? undefined : compiled.index.questions.get(questionId);
  if (!question) return <Failed message={FOLLOWUP_ERROR_MESSAGE} />;
  return (
    <FlowQuestion
      question={question}
      answers={answers}
      asOf={asOf}
      progress={progressOf(state, history)}
      upload={upload}
      busy={submit.isPending}
      alerts={alerts}
      error={rejection}
      onAnswer={(value, detail) => answer(value, detail)}
      onContinue={() => answer(undefined)}
      onBack={
        history.length > 0
          ? () => {
              setRejection(null);
              actorRef.send({ type: 'BACK' });
            }
          : undefined
      }
    />
  );
}
