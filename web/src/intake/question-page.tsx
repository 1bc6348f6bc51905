import {
  CHECKOUT,
  isHardStopState,
  questionIdOf,
  questionState,
  withMaskToken,
  type IntakeMachine,
} from '@telehealth/engine';
import type { AnswerValue, OrderResume, StartData } from '@telehealth/schemas';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { createActor } from 'xstate';

import { useApi } from '../api/api-context';
import { ApiError, type ApiClient } from '../api/client';
import { track } from '../app/tracking';
import { getCookie, removeCookie } from '../cookies/cookies';
import { queryFromSearch } from '../navigation/landing-params';
import { asOfForCreated } from './created';
import { IntakeProgress } from './intake-progress';
import { useIntakeFlow, type IntakeFlow } from './intake-machine';
import { startIntake } from './lead-intro-page';
import { agentColumns, intakeApi, isOpenOrder, isLoginRequired } from './order-api';
import { pathOfState } from './intake-paths';
import { QuestionForm } from './question-fields';

/** Spec section 8: shown when saving answers fails; a new order is then created. */
export const ORDER_UPDATE_FAILED_MESSAGE = 'Failed to update order.';

/**
 * /question/{id}: the intake questionnaire. The order (GET /api/order/created) gives the answers so far and the flow
 * version it is pinned to; that version's compiled machine, resumed with those answers, decides what is asked.
 */
export function QuestionPage() {
  const api = useApi();
  const created = getCookie('created');
  const order = useQuery({
    queryKey: ['intake-order', api.tenantId, created],
    queryFn: () => intakeApi.orderByCreated(api, created ?? ''),
    enabled: Boolean(created),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: 2,
  });
  // An order of a customer account this visitor is not logged in to: the API shows nothing of it.
  const resume = order.data && !isLoginRequired(order.data) ? order.data : undefined;
  const { flow, error: flowError } = useIntakeFlow(resume?.flowVersion, Boolean(resume));

  if (!created || order.isError || flowError) {
    if (order.error || flowError) console.error('Could not load the intake', order.error ?? flowError);
    return <IntakeUnavailable />;
  }
  if (order.data && isLoginRequired(order.data)) return <Navigate to="/login" replace />;
  if (!resume || !flow) {
    return (
      <p className="intake-loading" role="status">
        Loading your questions…
      </p>
    );
  }
  return (
    <QuestionRunner key={`${created}:${resume.flowVersion}`} flow={flow} order={resume} created={created} />
  );
}

function IntakeUnavailable() {
  const onRestart = () => removeCookie('created');
  return (
    <section className="intake-step" role="alert">
      <h1>We could not load your visit</h1>
      <p>Your answers could not be found. You can start a new visit.</p>
      <Link className="button button--primary" to="/start/lead-intro" onClick={onRestart}>
        Start again
      </Link>
    </section>
  );
}

interface RunnerProps {
  flow: IntakeFlow;
  order: OrderResume;
  created: string;
}

function useIntakeActor(machine: IntakeMachine, asOf: string, startData: StartData) {
  const [actor] = useState(() => {
    const started = createActor(machine, { input: { asOf } });
    started.start();
    started.send({ type: 'RESUME', startData });
    return started;
  });
  return actor;
}

function QuestionRunner({ flow, order, created: initialCreated }: RunnerProps) {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const headingId = useId();
  const [asOf] = useState(() => asOfForCreated(initialCreated, Date.now()));
  const actor = useIntakeActor(flow.compiled.machine, asOf, order.startData);
  const state = useSelector(actor, (snapshot) => snapshot.value as string);
  const answers = useSelector(actor, (snapshot) => snapshot.context.answers);
  const hardStop = useSelector(actor, (snapshot) => snapshot.context.hardStop);
  const revision = useRef<number | undefined>(order.revision);
  const created = useRef(initialCreated);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const checkoutPath = flow.compiled.index.checkoutStep?.path ?? '/start/checkout';

  useEffect(() => {
    const subscription = actor.on('REJECTED', (event) => setRejection(event.reason));
    return () => subscription.unsubscribe();
  }, [actor]);

  const go = useCallback(
    (to: string, replace = false) =>
      void navigate(withMaskToken(to, queryFromSearch(location.search)), { replace }),
    [navigate, location.search],
  );

  const save = useCallback(
    (startData: StartData) => saveAnswers(api, created, revision, startData, setNotice),
    [api],
  );

  // The URL follows the machine. Going back in history to an earlier question of the path is the spec's "Back":
  // each step back clears the answer of the question returned to. The page first opened, or any other question id,
  // shows where the intake stands (a bookmark of question 1 never erases later answers).
  const urlId = Number(params.id);
  const mountKey = useRef<string | null>(location.key);
  useEffect(() => {
    const opened = mountKey.current === location.key;
    if (!opened) mountKey.current = null;
    const current = actor.getSnapshot().value as string;
    if (questionIdOf(current) === urlId) return;
    const target = questionState(urlId);
    if (!opened && actor.getSnapshot().context.history.includes(target)) {
      for (;;) {
        const before = actor.getSnapshot().value;
        if (before === target) break;
        actor.send({ type: 'BACK' });
        if (actor.getSnapshot().value === before) break; // a final state takes no BACK
      }
      if (actor.getSnapshot().value === target) {
        void save(actor.getSnapshot().context.answers);
        return;
      }
    }
    go(pathOfState(actor.getSnapshot().value as string, checkoutPath), true);
    // Only a navigation starts this; moves of the machine navigate themselves.
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps

  const afterMove = async (from: string, questionId: number | undefined) => {
    const snapshot = actor.getSnapshot();
    const to = snapshot.value as string;
    if (to === from) return; // rejected: the REJECTED event says why
    setRejection(null);
    setBusy(true);
    const saved = await save(snapshot.context.answers);
    setBusy(false);
    if (!saved.ok) {
      // The server did not take the answer: stay on the question.
      actor.send({ type: 'BACK' });
      setRejection(saved.message);
      return;
    }
    if (questionId !== undefined) track('question', { created: created.current, questionId });
    if (to === CHECKOUT) return go(checkoutPath);
    go(pathOfState(to, checkoutPath));
  };

  const onAnswer = (questionId: number, value: AnswerValue, detail: string | undefined) => {
    const from = actor.getSnapshot().value as string;
    actor.send({ type: 'ANSWER', questionId, value, ...(detail ? { detail } : {}) });
    void afterMove(from, questionId);
  };

  const onContinue = () => {
    const from = actor.getSnapshot().value as string;
    actor.send({ type: 'CONTINUE' });
    const to = actor.getSnapshot().value as string;
    if (to !== from) go(pathOfState(to, checkoutPath));
  };

  const onBack = async () => {
    actor.send({ type: 'BACK' });
    const snapshot = actor.getSnapshot();
    setBusy(true);
    await save(snapshot.context.answers);
    setBusy(false);
    go(pathOfState(snapshot.value as string, checkoutPath));
  };

  const questionId = questionIdOf(state);
  const question = questionId === undefined ? undefined : flow.compiled.index.questions.get(questionId);
  const progress = flow.progressOf(state);
  const upload = { api, created: created.current };

  if (state === CHECKOUT) {
    return (
      <p className="intake-loading" role="status">
        Taking you to checkout…
      </p>
    );
  }

  if (isHardStopState(state) && question) {
    return (
      <section className="intake-step intake-step--stop" aria-labelledby={headingId}>
        <IntakeProgress progress={progress} />
        <h1 id={headingId}>We can't continue your visit online</h1>
        <p className="hard-stop" role="alert" data-testid="hard-stop">
          {hardStop?.message ||
            question.hard_stop_message ||
            'Based on your answers, this treatment is not right for you.'}
        </p>
        <Link className="button button--secondary" to="/">
          Back to the home page
        </Link>
      </section>
    );
  }

  if (!question) {
    return (
      <p className="intake-loading" role="status">
        Loading your questions…
      </p>
    );
  }

  return (
    <section className="intake-step" aria-labelledby={headingId} data-question-id={question.id}>
      <IntakeProgress progress={progress} />
      <h1 id={headingId}>{question.title}</h1>
      {question.description ? <p className="question-description">{question.description}</p> : null}
      {notice ? (
        <p className="form-notice" role="status">
          {notice}
        </p>
      ) : null}
      <QuestionForm
        key={question.id}
        question={question}
        recorded={answers[String(question.id)]}
        asOf={asOf}
        busy={busy}
        headingId={headingId}
        upload={upload}
        onAnswer={(value, detail) => onAnswer(question.id, value, detail)}
        onContinue={onContinue}
      />
      {rejection ? (
        <p className="form-error" role="alert">
          {rejection}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--link intake-back"
        onClick={() => void onBack()}
        disabled={busy}
      >
        Back
      </button>
    </section>
  );
}

type SaveResult = { ok: true } | { ok: false; message: string };

/**
 * POST /api/order/update with the whole answer set and the last revision seen (spec section 4). A 409 reloads the
 * order: a newer revision (another tab saved) is taken and the save sent again. Any other failure shows
 * 'Failed to update order.' and starts a new order (spec section 8) that gets the answers. A 422 is the API
 * refusing the answer itself, which the patient can correct.
 */
async function saveAnswers(
  api: ApiClient,
  created: { current: string },
  revision: { current: number | undefined },
  startData: StartData,
  notify: (message: string | null) => void,
): Promise<SaveResult> {
  const agent = agentColumns(getCookie('agentId'), Date.now());
  try {
    const saved = await intakeApi.saveAnswers(api, created.current, revision.current, startData, agent);
    revision.current = saved.revision;
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      return { ok: false, message: error.apiMessage ?? 'This answer could not be saved. Please check it.' };
    }
    if (error instanceof ApiError && error.status === 409 && error.code === 'ORDER_REVISION_CONFLICT') {
      try {
        const fresh = await intakeApi.orderByCreated(api, created.current);
        if (isOpenOrder(fresh) && fresh.revision !== revision.current) {
          revision.current = fresh.revision;
          const saved = await intakeApi.saveAnswers(api, created.current, revision.current, startData, agent);
          revision.current = saved.revision;
          return { ok: true };
        }
      } catch (retryError) {
        console.error('Could not reload the order after a conflict', retryError);
      }
    }
    console.error(ORDER_UPDATE_FAILED_MESSAGE, error);
    notify(ORDER_UPDATE_FAILED_MESSAGE);
    try {
      const { created: fresh, revision: freshRevision } = await startIntake(api, Date.now());
      created.current = fresh;
      revision.current = freshRevision;
      const saved = await intakeApi.saveAnswers(api, fresh, freshRevision, startData, agent);
      revision.current = saved.revision;
      notify(null);
      return { ok: true };
    } catch (createError) {
      console.error('Could not start a new order', createError);
      return { ok: false, message: ORDER_UPDATE_FAILED_MESSAGE };
    }
  }
}
