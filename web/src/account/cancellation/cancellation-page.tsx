import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  asOfDay,
  CHECKOUT,
  discountedPrice,
  formatDate,
  formatMoney,
  pathOfState,
  questionIdOf,
  questionIdOfPath,
  questionState,
  RETENTION_OFFER_ID,
  RETENTION_OFFERS,
  runCancellation,
  subscriptionPhase,
} from '@telehealth/engine';
import type { AnswerValue, CancellationFlowResponse, StartData, Subscription } from '@telehealth/schemas';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { apiErrorMessage, ApiError } from '../../api/client';
import { FlowQuestion } from '../../flow-runner/flow-question';
import { useRunnableFlow, type RunnableFlow } from '../../flow-runner/runnable-flow';
import { useFlowActor } from '../../flow-runner/use-flow-actor';
import { useUploadContext } from '../../flow-runner/use-upload-context';
import { LayoutBanner } from '../../layouts/layout-banner';
import { BrandMark } from '../../layouts/brand';
import { useAccountUser } from '../../auth/account-user';
import { accountKeys, useSubscriptions } from '../account-queries';
import { CANCELLATION_DONE, type CancellationNotice } from './cancellation-notice';

const SUBSCRIPTIONS = '/accountv2/subscriptions';

/**
 * /accountv2/cancel/reason|offer|skip|support|confirm (no layout): the tenant's published cancellation flow, one
 * question per page, run by the engine's machine like the quiz. `?subscription=` names the customer's own
 * subscription (checked against their list). At the flow's end the answers go to
 * POST /api/subscriptions/{orderId}/cancellation, which re-runs the flow and applies its outcome; the customer lands
 * on their subscriptions with what happened.
 */
export function CancellationPage() {
  const location = useLocation();
  const orderId = new URLSearchParams(location.search).get('subscription') ?? '';
  const subscriptions = useSubscriptions();
  const { flow, error, isPending } = useRunnableFlow('cancellation', { staleTime: 0 });
  const subscription = subscriptions.data?.find((s) => s.orderId === orderId);

  let body: ReactNode;
  if (isPending || subscriptions.isPending) body = <p role="status">Loading…</p>;
  else if (error || !flow || subscriptions.isError) {
    body = (
      <Problem title="We could not load this page">
        {apiErrorMessage(error ?? subscriptions.error)} Please try again in a moment.
      </Problem>
    );
  } else if (!subscription) {
    body = (
      <Problem title="We could not find that subscription">
        Choose the subscription to cancel from your subscriptions.
      </Problem>
    );
  } else if (subscriptionPhase(subscription) === 'cancelled') {
    body = <Problem title="This subscription is already cancelled">Nothing more will be billed.</Problem>;
  } else {
    body = (
      <CancellationRunner
        key={`${orderId}:${flow.compiled.flow.version}`}
        flow={flow}
        subscription={subscription}
      />
    );
  }
  return (
    <div className="layout layout--cancellation">
      <LayoutBanner />
      <header className="cancel-flow__header">
        <BrandMark size="compact" />
        <Link to={SUBSCRIPTIONS} className="cancel-flow__back">
          ← Back to your account
        </Link>
      </header>
      <main id="main" className="layout__main layout__main--narrow cancel-flow">
        {body}
      </main>
    </div>
  );
}

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="cancel-problem">
      <h1 id="cancel-problem">{title}</h1>
      <p role="alert">{children}</p>
      <Link className="button button--secondary" to={SUBSCRIPTIONS}>
        Your subscriptions
      </Link>
    </section>
  );
}

function CancellationRunner({ flow, subscription }: { flow: RunnableFlow; subscription: Subscription }) {
  const { compiled, progressOf } = flow;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { api, tenantId, userId } = useAccountUser();
  const [asOf] = useState(() => asOfDay(Date.now()));
  const { actorRef, snapshot } = useFlowActor(compiled, asOf);
  const upload = useUploadContext();
  const [error, setError] = useState<string | null>(null);
  const state = String(snapshot.value);
  const { answers, history } = snapshot.context;
  const currentQuestion = questionIdOf(state);
  const urlQuestion = questionIdOfPath(compiled.flow, location.pathname);
  const search = `?subscription=${encodeURIComponent(subscription.orderId)}`;

  const submit = useMutation({
    mutationFn: (recorded: StartData): Promise<CancellationFlowResponse> =>
      api.call('POST /api/subscriptions/{orderId}/cancellation', {
        params: { orderId: subscription.orderId },
        body: { key: 'cancellation', version: compiled.flow.version, answers: recorded },
      }),
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.subscriptions(tenantId, userId) }),
        queryClient.invalidateQueries({ queryKey: accountKeys.orders(tenantId, userId) }),
      ]);
      const notice: CancellationNotice = { outcome: result.outcome, chatThreadId: result.chatThreadId };
      void navigate(SUBSCRIPTIONS, { state: { cancellation: notice } });
    },
  });

  // The address follows the machine (as in the quiz): an answer moves to the next question's page, the browser's
  // back button goes back through the questions passed, and at the flow's end the answers are sent once.
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    const path = location.pathname;
    const addressMoved = lastPath.current !== path;
    lastPath.current = path;
    const live = actorRef.getSnapshot();
    const liveState = String(live.value);
    if (liveState === CHECKOUT) {
      if (submit.isIdle) submit.mutate(live.context.answers);
      return;
    }
    const wanted = questionIdOfPath(compiled.flow, path);
    if (wanted === questionIdOf(liveState)) return;
    if (addressMoved && wanted !== undefined && live.context.history.includes(questionState(wanted))) {
      while (String(actorRef.getSnapshot().value) !== questionState(wanted)) {
        const before = actorRef.getSnapshot();
        actorRef.send({ type: 'BACK' });
        if (actorRef.getSnapshot() === before) break;
      }
      return;
    }
    const currentPath = pathOfState(compiled.flow, liveState);
    if (currentPath && currentPath !== path) void navigate(currentPath + search, { replace: addressMoved });
    // Runs when the machine or the address moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, location.pathname]);

  function answer(value: AnswerValue, detail?: string) {
    if (currentQuestion === undefined) return;
    // The engine's own check of the end (runCancellation): "other" needs the customer's words.
    const question = compiled.index.questions.get(currentQuestion);
    const option = question?.QuestionOptions.find((o) => o.option_text === value);
    if (option?.reason === 'other' && !detail?.trim()) {
      setError(`Tell us in a few words${question?.free_field ? ` (${question.free_field})` : ''}.`);
      return;
    }
    setError(null);
    actorRef.send({ type: 'ANSWER', questionId: currentQuestion, value, ...(detail ? { detail } : {}) });
  }

  if (state === CHECKOUT) {
    const run = runCancellation(compiled.index, answers, asOf);
    return (
      <section aria-labelledby="cancel-sending">
        <h1 id="cancel-sending">{submit.isError ? 'That did not go through' : 'One moment…'}</h1>
        {submit.isError ? (
          <>
            <p role="alert">{apiErrorMessage(submit.error)}</p>
            {submit.error instanceof ApiError && submit.error.status >= 500 ? (
              <button type="button" className="button button--primary" onClick={() => submit.mutate(answers)}>
                Try again
              </button>
            ) : null}
            <Link className="button button--secondary" to={SUBSCRIPTIONS}>
              Back to your subscriptions
            </Link>
          </>
        ) : (
          <p role="status">{run.ok ? CANCELLATION_DONE[run.outcome].pending : 'Sending your answers…'}</p>
        )}
      </section>
    );
  }

  const question = currentQuestion === undefined ? undefined : compiled.index.questions.get(currentQuestion);
  if (!question || urlQuestion !== currentQuestion) return <p role="status">Loading…</p>;
  const previous = history.at(-1);
  const previousPath = previous === undefined ? null : pathOfState(compiled.flow, previous);
  const page = pathOfState(compiled.flow, state)?.split('/').at(-1);
  return (
    <FlowQuestion
      key={question.id}
      question={question}
      answers={answers}
      asOf={asOf}
      progress={progressOf(state, history)}
      upload={upload}
      busy={submit.isPending}
      error={error}
      onAnswer={(value, detail) => answer(value, detail)}
      onContinue={() => undefined}
      onBack={previousPath ? () => void navigate(previousPath + search) : undefined}
    >
      <PageFacts page={page} subscription={subscription} />
    </FlowQuestion>
  );
}

/** Days after a calendar date (YYYY-MM-DD). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** What each page of the spec adds from the subscription itself: the real offer, dates, the care team. */
function PageFacts({ page, subscription }: { page: string | undefined; subscription: Subscription }) {
  const { nextBillDate, billingIntervalDays } = subscription.purchaseData;
  switch (page) {
    case 'offer': {
      const offer = RETENTION_OFFERS[RETENTION_OFFER_ID];
      if (!subscription.retentionOfferAvailable) {
        return (
          <p className="cancel-facts">
            You have already used your offer on this subscription
            {subscription.retentionOffer ? ` (${subscription.retentionOffer.description})` : ''}.
          </p>
        );
      }
      return (
        <div className="cancel-facts cancel-facts--offer" data-testid="retention-offer">
          <p className="cancel-facts__headline">{offer.description}</p>
          {subscription.price !== null ? (
            <p>
              Your next shipment: <s>{formatMoney(subscription.price)}</s>{' '}
              <strong>{formatMoney(discountedPrice(subscription.price, offer.discountPercent))}</strong>
              {nextBillDate ? `, billed on ${formatDate(nextBillDate)}` : ''}. After that, your usual price.
            </p>
          ) : null}
        </div>
      );
    }
    case 'skip':
      return nextBillDate ? (
        <p className="cancel-facts" data-testid="skip-date">
          Your next shipment is billed on <strong>{formatDate(nextBillDate)}</strong>.
          {billingIntervalDays
            ? ` Skipping it moves your next bill to ${formatDate(addDays(nextBillDate, billingIntervalDays))}.`
            : ''}
        </p>
      ) : (
        <p className="cancel-facts">
          Your next shipment is not scheduled yet: it is set once your clinician approves.
        </p>
      );
    case 'support':
      return (
        <p className="cancel-facts">
          Choose to chat and we send your reason to the care team; they answer in{' '}
          <Link to="/accountv2/chat">Chat</Link>, usually within one business day.
        </p>
      );
    case 'confirm':
      return (
        <ul className="cancel-facts">
          <li>No further charges and no more shipments.</li>
          <li>
            {nextBillDate
              ? `Your current supply is yours to finish: your plan stays in place until ${formatDate(nextBillDate)}.`
              : 'Nothing has been billed for a shipment yet, so nothing more will be.'}
          </li>
          <li>Your orders and the chat with your care team stay in your account.</li>
        </ul>
      );
    default:
      return null;
  }
}
