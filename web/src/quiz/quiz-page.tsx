import { useMutation } from '@tanstack/react-query';
import {
  asOfDay,
  CHECKOUT,
  createProgress,
  isFinalState,
  LEAD_QUALIFY,
  pathOfState,
  questionIdOf,
  questionIdOfPath,
  questionState,
} from '@telehealth/engine';
import type { AnswerValue, QuizData, UpdateOrderRequest } from '@telehealth/schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useApi } from '../api/api-context';
import { ApiError } from '../api/client';
import { getCookie, setJsonCookie } from '../cookies/cookies';
import { FlowQuestion } from '../flow-runner/flow-question';
import { useRunnableFlow, type RunnableFlow } from '../flow-runner/runnable-flow';
import { useFlowActor } from '../flow-runner/use-flow-actor';
import { useUploadContext } from '../flow-runner/use-upload-context';
import { useIntakeOutline } from '../intake/intake-flow';
import { carryStepsBefore } from '../intake/steps-before';
import { parseQuizCookie, quizDataOf, quizStartData } from './quiz-data';

/** /quiz/*: the tenant's quiz, one question per page, answers kept in dQuizData (spec sections 2 and 3). */
export function QuizPage() {
  const { flow, error, isPending } = useRunnableFlow('quiz');

  if (isPending) return <p role="status">Loading the quiz…</p>;
  if (error || !flow) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <section role="alert">
        <h1>{missing ? 'This quiz is not available' : 'We could not load the quiz'}</h1>
        <p>{missing ? 'Please start your visit instead.' : 'Please check your connection and try again.'}</p>
      </section>
    );
  }
  return <QuizRunner key={flow.compiled.flow.version} flow={flow} />;
}

function QuizRunner({ flow }: { flow: RunnableFlow }) {
  const { compiled, progressOf } = flow;
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [asOf] = useState(() => asOfDay(Date.now()));
  const stored = useMemo(() => parseQuizCookie(getCookie('quizData')), []);
  const { actorRef, snapshot } = useFlowActor(
    compiled,
    asOf,
    stored ? quizStartData(stored, compiled.flow) : undefined,
  );
  const upload = useUploadContext(getCookie('created'));
  // The quiz ends at lead-qualify: its count goes on into the intake's, so its total includes the intake's way.
  const intake = useIntakeOutline();
  const stepsAfter = useMemo(
    () => (intake.outline ? createProgress(intake.outline.index)(LEAD_QUALIFY).totalSteps : 0),
    [intake.outline],
  );
  const state = String(snapshot.value);
  const { answers, history, hardStop } = snapshot.context;
  const urlQuestion = questionIdOfPath(compiled.flow, location.pathname);
  const currentQuestion = questionIdOf(state);

  // When an order exists, the quiz answers are saved on it too (POST /api/order/update, columns.quizData).
  const save = useMutation({
    mutationFn: (body: UpdateOrderRequest) => api.call('POST /api/order/update', { body }),
    // Spec section 8: most fetch failures are only logged; the answers stay in the cookie.
    onError: (error) => console.error(error),
  });

  function persist(quizData: QuizData) {
    setJsonCookie('quizData', quizData);
    const created = getCookie('created');
    if (created) save.mutate({ created, columns: { quizData } });
  }

  // The address and the machine stay in step. When the machine moves on (an answer), the page goes to its
  // question's address (a new history entry, so the browser's back button works). When the address moves (back
  // button, a typed address), the machine follows if that question was passed (BACK clears the answers from there
  // on, spec section 4); an address it cannot show is replaced by the current question's.
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    const path = location.pathname;
    const addressMoved = lastPath.current !== path;
    lastPath.current = path;
    const live = actorRef.getSnapshot();
    const liveState = String(live.value);
    if (liveState === CHECKOUT) {
      const checkoutPath = pathOfState(compiled.flow, CHECKOUT);
      if (checkoutPath) void navigate(checkoutPath, { state: carryStepsBefore(live.context.history.length) });
      return;
    }
    if (isFinalState(liveState)) return;
    const wanted = questionIdOfPath(compiled.flow, path);
    if (wanted === questionIdOf(liveState)) return;
    if (addressMoved && wanted !== undefined && live.context.history.includes(questionState(wanted))) {
      while (String(actorRef.getSnapshot().value) !== questionState(wanted)) {
        const before = actorRef.getSnapshot();
        actorRef.send({ type: 'BACK' });
        if (actorRef.getSnapshot() === before) break;
      }
      persist(quizDataOf(actorRef.getSnapshot().context.answers));
      return;
    }
    const currentPath = pathOfState(compiled.flow, liveState);
    if (currentPath && currentPath !== path) void navigate(currentPath, { replace: addressMoved });
    // Runs when the machine or the address moves; persist and navigate do not change what it decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, location.pathname]);

  function answer(value: AnswerValue | undefined, detail?: string) {
    if (currentQuestion === undefined) return;
    if (value === undefined) actorRef.send({ type: 'CONTINUE' });
    else actorRef.send({ type: 'ANSWER', questionId: currentQuestion, value, ...(detail ? { detail } : {}) });
    // The effect above takes the page to where the machine went.
    persist(quizDataOf(actorRef.getSnapshot().context.answers));
  }

  if (hardStop) {
    return (
      <section aria-labelledby="quiz-stop-heading">
        <h1 id="quiz-stop-heading">We cannot continue</h1>
        <p role="alert">{hardStop.message}</p>
      </section>
    );
  }
  const question = currentQuestion === undefined ? undefined : compiled.index.questions.get(currentQuestion);
  if (!question || urlQuestion !== currentQuestion) return <p role="status">Loading…</p>;
  const previous = history.at(-1);
  // Going back: the earlier question's page, where the machine clears its answer (the effect above).
  const previousPath = previous === undefined ? null : pathOfState(compiled.flow, previous);
  return (
    <FlowQuestion
      question={question}
      answers={answers}
      asOf={asOf}
      progress={intake.isPending ? undefined : progressOf(state, history, { after: stepsAfter })}
      upload={upload}
      onAnswer={(value, detail) => answer(value, detail)}
      onContinue={() => answer(undefined)}
      onBack={previousPath ? () => void navigate(previousPath) : undefined}
    />
  );
}
