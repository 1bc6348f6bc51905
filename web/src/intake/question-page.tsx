import {
  asOfForCreated,
  CHECKOUT,
  createProgress,
  isHardStopState,
  pathOfState,
  questionIdOf,
  ROUTE_PATHS,
  withMaskToken,
} from '@telehealth/engine';
import type { AnswerValue, OrderResume } from '@telehealth/schemas';
import { useQuery } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';

import { useApi } from '../api/api-context';
import { getCookie, removeCookie } from '../cookies/cookies';
import { FlowQuestion } from '../flow-runner/flow-question';
import { useUploadContext } from '../flow-runner/use-upload-context';
import { queryFromSearch } from '../navigation/landing-params';
import { track } from '../tracking/tracking';
import { useIntakeOutline, type IntakeOutline } from './intake-flow';
import { createDeferredIntake } from './deferred-intake';
import { carryStepsBefore, stepsBeforeOf } from './steps-before';
import { GENERIC_HARD_STOP_MESSAGE } from './hard-stop-message';
import { onFirstIntent } from '../ui/first-intent';
import { usePageTitle } from '../ui/page-title-detail';
import { agentColumns, intakeApi, isLoginRequired } from './order-api';

const STOP_HEADING = "We can't continue your visit online";

/** Help the answers called for (the flow's alerts): its code loads only with a flow that has alerts. */
const IntakeAlerts = lazy(async () => ({ default: (await import('./intake-alerts')).IntakeAlerts }));

/** The ways on after a hard stop: its code loads only for a patient who is stopped. */
const HardStopHelp = lazy(async () => ({ default: (await import('./hard-stop-help')).HardStopHelp }));

/**
 * /question/{id}: the intake questionnaire. The order (GET /api/order/created) gives the answers so far and the flow
 * version it is pinned to; that version's compiled machine, resumed with those answers, decides what is asked. The
 * page paints from the engine's resume of the answers; the session that runs the machine and saves the answers
 * loads when the patient begins to use the page (deferred-intake.ts).
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
  const { outline: flow, error: flowError } = useIntakeOutline(resume?.flowVersion, Boolean(resume));

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
  flow: IntakeOutline;
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
  const [session] = useState(() => {
    const asOf = asOfForCreated(created, Date.now());
    return createDeferredIntake({
      index: flow.index,
      startData: order.startData,
      asOf,
      created,
      load: () =>
        import('./intake-session').then(({ createIntakeSession }) =>
          createIntakeSession({
            api,
            flow: flow.flow,
            asOf,
            order,
            created,
            agentColumns: () => agentColumns(getCookie('agentId'), Date.now()),
          }),
        ),
    });
  });
  const { state, answers, hardStop, history } = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    session.getSnapshot,
  );
  const progressOf = useMemo(() => createProgress(flow.index), [flow.index]);
  // The quiz's pages, when the patient came from it: the count goes on from there (steps-before.ts).
  const [stepsBefore] = useState(() => stepsBeforeOf(location.state));
  const { busy, notice, rejection } = useSyncExternalStore(
    session.subscribe,
    session.getView,
    session.getView,
  );
  const upload = useUploadContext(session.created);

  // The session (the machine and the saves) loads once the patient begins to use the page (a press, a key, an edit),
  // so it is there by the time the answer is sent; an answer sent sooner waits for it.
  useEffect(() => onFirstIntent(document, () => session.prepare()), [session]);

  const go = useCallback(
    (to: string, replace = false) =>
      void navigate(
        withMaskToken(
          pathOfState(flow.flow, to) ?? ROUTE_PATHS.leadQualify,
          queryFromSearch(location.search),
        ),
        { replace, state: carryStepsBefore(stepsBefore) },
      ),
    [navigate, location.search, flow.flow, stepsBefore],
  );

  // The URL follows the machine. Going back in history to an earlier question of the path is the spec's "Back":
  // each step back clears the answer of the question returned to. The page first opened, or any other question id,
  // shows where the intake stands (a bookmark of question 1 never erases later answers).
  const urlId = Number(params.id);
  const mountKey = useRef<string | null>(location.key);
  useEffect(() => {
    const opened = mountKey.current === location.key;
    if (!opened) mountKey.current = null;
    if (questionIdOf(session.getSnapshot().state) === urlId) return;
    if (!opened && session.passed(urlId)) {
      void session.backTo(urlId).then((returned) => {
        if (!returned) go(session.getSnapshot().state, true);
      });
      return;
    }
    go(session.getSnapshot().state, true);
    // Only a navigation starts this; moves of the machine navigate themselves.
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps

  const onAnswer = async (questionId: number, value: AnswerValue, detail: string | undefined) => {
    const result = await session.answer(questionId, value, detail);
    if (result.saved) track('question', { created: session.created, questionId });
    if (result.next) go(result.next);
  };

  const onContinue = async () => {
    const next = await session.continueOn();
    if (next) go(next);
  };

  const questionId = questionIdOf(state);
  const question = questionId === undefined ? undefined : flow.index.questions.get(questionId);
  const progress = progressOf(state, history, { before: stepsBefore });
  const stopped = isHardStopState(state);
  const alerts = flow.flow.questions.some((q) => q.alerts) ? (
    <Suspense fallback={null}>
      <IntakeAlerts index={flow.index} answers={answers} asOf={session.asOf} />
    </Suspense>
  ) : null;
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
        {alerts}
        <Suspense fallback={null}>
          <HardStopHelp />
        </Suspense>
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
      alerts={alerts}
      question={question}
      answers={answers}
      asOf={session.asOf}
      progress={progress}
      upload={upload}
      busy={busy}
      notice={notice}
      error={rejection}
      onAnswer={(value, detail) => void onAnswer(question.id, value, detail)}
      onContinue={() => void onContinue()}
      onBack={() => void session.back().then((to) => go(to))}
    />
  );
}
