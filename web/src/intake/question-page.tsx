import {
  asOfForCreated,
  CHECKOUT,
  isHardStopState,
  pathOfState,
  questionIdOf,
  ROUTE_PATHS,
  withMaskToken,
} from '@telehealth/engine';
import type { AnswerValue, OrderResume } from '@telehealth/schemas';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';

import { useApi } from '../api/api-context';
import { getCookie, removeCookie } from '../cookies/cookies';
import { FlowQuestion } from '../flow-runner/flow-question';
import { useRunnableFlow, type RunnableFlow } from '../flow-runner/runnable-flow';
import { useUploadContext } from '../flow-runner/use-upload-context';
import { queryFromSearch } from '../navigation/landing-params';
import { track } from '../tracking/tracking';
import { useIntakeOutline } from './intake-flow';
import { createIntakeSession } from './intake-session';
import { startIntake } from './start-intake';
import { carryStepsBefore, stepsBeforeOf } from './steps-before';
import { GENERIC_HARD_STOP_MESSAGE, HardStopHelp } from './hard-stop-help';
import { usePageTitle } from '../ui/page-title-detail';
import { agentColumns, intakeApi, isLoginRequired } from './order-api';

const STOP_HEADING = "We can't continue your visit online";

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
  // The published intake, asked for beside the order: the order is most likely pinned to it (flow-document.ts), so
  // the page waits for one round trip, not two in a row. The lead pages' copy serves when the patient came that way.
  useIntakeOutline(undefined, Boolean(created));
  // An order of a customer account this visitor is not logged in to: the API shows nothing of it.
  const resume = order.data && !isLoginRequired(order.data) ? order.data : undefined;
  const { flow, error: flowError } = useRunnableFlow('intake', {
    version: resume?.flowVersion,
    enabled: Boolean(resume),
  });

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
  flow: RunnableFlow;
  order: OrderResume;
  created: string;
}

/** The questionnaire's screen: a view of the intake session (intake-session.ts), which runs and saves the intake. */
function QuestionRunner({ flow, order, created }: RunnerProps) {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const headingId = useId();
  const [session] = useState(() =>
    createIntakeSession({
      api,
      machine: flow.compiled.machine,
      asOf: asOfForCreated(created, Date.now()),
      order,
      created,
      startNewOrder: () => startIntake(api, Date.now()),
      agentColumns: () => agentColumns(getCookie('agentId'), Date.now()),
    }),
  );
  const { actor } = session;
  const state = useSelector(actor, (snapshot) => snapshot.value as string);
  const answers = useSelector(actor, (snapshot) => snapshot.context.answers);
  const hardStop = useSelector(actor, (snapshot) => snapshot.context.hardStop);
  const history = useSelector(actor, (snapshot) => snapshot.context.history);
  // The quiz's pages, when the patient came from it: the count goes on from there (steps-before.ts).
  const [stepsBefore] = useState(() => stepsBeforeOf(location.state));
  const { busy, notice, rejection } = useSyncExternalStore(
    session.subscribe,
    session.getView,
    session.getView,
  );
  const upload = useUploadContext(session.created);

  const go = useCallback(
    (to: string, replace = false) =>
      void navigate(
        withMaskToken(
          pathOfState(flow.compiled.flow, to) ?? ROUTE_PATHS.leadQualify,
          queryFromSearch(location.search),
        ),
        { replace, state: carryStepsBefore(stepsBefore) },
      ),
    [navigate, location.search, flow.compiled.flow, stepsBefore],
  );

  // The URL follows the machine. Going back in history to an earlier question of the path is the spec's "Back":
  // each step back clears the answer of the question returned to. The page first opened, or any other question id,
  // shows where the intake stands (a bookmark of question 1 never erases later answers).
  const urlId = Number(params.id);
  const mountKey = useRef<string | null>(location.key);
  useEffect(() => {
    const opened = mountKey.current === location.key;
    if (!opened) mountKey.current = null;
    if (questionIdOf(actor.getSnapshot().value as string) === urlId) return;
    if (!opened && session.backTo(urlId)) return;
    go(actor.getSnapshot().value as string, true);
    // Only a navigation starts this; moves of the machine navigate themselves.
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps

  const onAnswer = async (questionId: number, value: AnswerValue, detail: string | undefined) => {
    const result = await session.answer(questionId, value, detail);
    if (result.saved) track('question', { created: session.created, questionId });
    if (result.next) go(result.next);
  };

  const onContinue = () => {
    const next = session.continueOn();
    if (next) go(next);
  };

  const questionId = questionIdOf(state);
  const question = questionId === undefined ? undefined : flow.compiled.index.questions.get(questionId);
  const progress = flow.progressOf(state, history, { before: stepsBefore });
  const stopped = isHardStopState(state);
  usePageTitle(stopped ? STOP_HEADING : null);

  if (state === CHECKOUT) {
    return (
      <p className="intake-loading" role="status">
        Taking you to checkout…
      </p>
    );
  }

  if (stopped && question) {
    // The visit ends here: no progress bar (there is no step after this one), and ways on that help.
    return (
      <section className="intake-step intake-step--stop" aria-labelledby={headingId}>
        <h1 id={headingId}>{STOP_HEADING}</h1>
        <p className="hard-stop" role="alert" data-testid="hard-stop">
          {hardStop?.message || question.hard_stop_message || GENERIC_HARD_STOP_MESSAGE}
        </p>
        <HardStopHelp />
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
    <FlowQuestion
      question={question}
      answers={answers}
      asOf={session.asOf}
      progress={progress}
      upload={upload}
      busy={busy}
      notice={notice}
      error={rejection}
      onAnswer={(value, detail) => void onAnswer(question.id, value, detail)}
      onContinue={onContinue}
      onBack={() => void session.back().then((to) => go(to))}
    />
  );
}
