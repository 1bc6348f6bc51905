import { asOfDay, type CompiledFlow, type IntakeMachine } from '@telehealth/engine';
import type { AnswerValue, FlowVersion, StartData } from '@telehealth/schemas';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useEffectEvent, useId, useState } from 'react';
import { createActor } from 'xstate';

import { nodeIdOfState } from '../model';
import {
  answersWithoutLast,
  compileForPreview,
  previewScreen,
  sameBehaviour,
  type PreviewScreen,
} from './preview-state';
import type { QuestionViewComponent } from './question-view';
import './builder-tools.css';

export interface PreviewPanelProps {
  doc: FlowVersion;
  /** The storefront's question renderer, so the preview shows what a patient sees. */
  QuestionView: QuestionViewComponent;
  /** The graph node the preview stands on (null when nothing runs), for the canvas to highlight. */
  onCurrentNodeChange(nodeId: string | null): void;
}

/** Each compiled draft gets a number: the runner restarts (resuming its answers) when the draft changes. */
const compiledIds = new WeakMap<CompiledFlow, number>();
let nextCompiledId = 1;
function compiledId(compiled: CompiledFlow): number {
  let id = compiledIds.get(compiled);
  if (id === undefined) compiledIds.set(compiled, (id = nextCompiledId++));
  return id;
}

/**
 * Runs the draft's compiled machine as a patient would: lead steps, each question in the storefront's own
 * components, Back, hard stops and checkout. Editing the draft keeps the answers given so far (the new machine
 * resumes them); Restart clears them. A draft that does not compile shows why.
 */
export function PreviewPanel({ doc, QuestionView, onCurrentNodeChange }: PreviewPanelProps) {
  const headingId = useId();
  // A drag changes only positions: keep the document (and the running machine) the preview already has.
  const [flow, setFlow] = useState(doc);
  if (flow !== doc && !sameBehaviour(flow, doc)) setFlow(doc);
  const [compilation, setCompilation] = useState(() => ({ flow, result: compileForPreview(flow) }));
  if (compilation.flow !== flow) setCompilation({ flow, result: compileForPreview(flow) });
  const result = compilation.result;

  const [asOf] = useState(() => asOfDay(Date.now()));
  const [run, setRun] = useState(0);
  // The answers of the running machine, carried into the next one.
  const [answers, setAnswers] = useState<StartData>({});

  const restartWith = useCallback((carried: StartData) => {
    setAnswers(carried);
    setRun((count) => count + 1);
  }, []);

  // The callback may be a new function on every render of the page: effects call its latest version.
  const reportNode = useEffectEvent((nodeId: string | null) => onCurrentNodeChange(nodeId));
  useEffect(() => {
    if (!result.ok) reportNode(null);
  }, [result]);
  useEffect(() => () => reportNode(null), []);

  return (
    <section className="builder-tools builder-tools__preview" aria-labelledby={headingId}>
      <div className="builder-tools__toolbar">
        <h2 id={headingId}>Preview</h2>
        <button
          type="button"
          className="builder-tools__button"
          onClick={() => restartWith({})}
          disabled={!result.ok}
        >
          Restart
        </button>
      </div>
      {result.ok ? (
        <PreviewRunner
          // A new draft or a restart starts a new machine, resuming the answers carried over.
          key={`${compiledId(result.compiled)}:${run}`}
          compiled={result.compiled}
          asOf={asOf}
          initialAnswers={answers}
          QuestionView={QuestionView}
          onAnswersChange={setAnswers}
          onRestartWith={restartWith}
          onCurrentNodeChange={onCurrentNodeChange}
        />
      ) : (
        <div role="alert" className="builder-tools__error">
          <p>{result.message}</p>
          {result.issues.length > 0 ? (
            <ul>
              {result.issues.map((issue, i) => (
                <li key={i}>
                  <code>{issue.path}</code> {issue.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </section>
  );
}

interface RunnerProps {
  compiled: CompiledFlow;
  asOf: string;
  initialAnswers: StartData;
  QuestionView: QuestionViewComponent;
  onAnswersChange(answers: StartData): void;
  onRestartWith(answers: StartData): void;
  onCurrentNodeChange(nodeId: string | null): void;
}

function startActor(machine: IntakeMachine, asOf: string, answers: StartData) {
  const actor = createActor(machine, { input: { asOf } });
  actor.start();
  if (Object.keys(answers).length > 0) actor.send({ type: 'RESUME', startData: answers });
  return actor;
}

function PreviewRunner({
  compiled,
  asOf,
  initialAnswers,
  QuestionView,
  onAnswersChange,
  onRestartWith,
  onCurrentNodeChange,
}: RunnerProps) {
  const [actor] = useState(() => startActor(compiled.machine, asOf, initialAnswers));
  const state = useSelector(actor, (snapshot) => snapshot.value as string);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const [rejection, setRejection] = useState<string | null>(null);
  const screen = previewScreen(compiled.index, state, context);

  useEffect(() => {
    const subscription = actor.on('REJECTED', (event) => setRejection(event.reason));
    return () => subscription.unsubscribe();
  }, [actor]);
  const reportAnswers = useEffectEvent((answers: StartData) => onAnswersChange(answers));
  const reportNode = useEffectEvent((nodeId: string | null) => onCurrentNodeChange(nodeId));
  useEffect(() => reportAnswers(context.answers), [context.answers]);
  useEffect(() => {
    let nodeId: string | null;
    try {
      nodeId = nodeIdOfState(state);
    } catch {
      nodeId = null; // a state the graph has no node for: highlight nothing
    }
    reportNode(nodeId);
  }, [state]);

  const send = (event: Parameters<typeof actor.send>[0]) => {
    setRejection(null);
    actor.send(event);
  };
  const back = () => {
    if (actor.getSnapshot().status === 'done') {
      const { history, answers } = actor.getSnapshot().context;
      onRestartWith(answersWithoutLast(compiled.index, history, answers));
    } else {
      send({ type: 'BACK' });
    }
  };

  return (
    <div className="builder-tools__screen" data-preview-state={state}>
      <ScreenView
        screen={screen}
        QuestionView={QuestionView}
        onContinue={() => send({ type: 'CONTINUE' })}
        onAnswer={(questionId, value) => send({ type: 'ANSWER', questionId, value: value as AnswerValue })}
        onBack={context.history.length > 0 ? back : undefined}
      />
      {rejection ? (
        <p role="alert" className="builder-tools__error">
          The answer was not taken: {rejection}
        </p>
      ) : null}
    </div>
  );
}

function ScreenView({
  screen,
  QuestionView,
  onContinue,
  onAnswer,
  onBack,
}: {
  screen: PreviewScreen;
  QuestionView: QuestionViewComponent;
  onContinue(): void;
  onAnswer(questionId: number, value: unknown): void;
  onBack: (() => void) | undefined;
}) {
  const backButton = onBack ? (
    <button type="button" className="builder-tools__button" onClick={onBack}>
      Back
    </button>
  ) : null;
  switch (screen.kind) {
    case 'lead':
      return (
        <div className="builder-tools__lead">
          <h3>{screen.title}</h3>
          <p>
            {screen.step === 'qualify'
              ? 'The patient picks a product and answers the qualifying step here.'
              : 'The patient reads the introduction and starts the visit here.'}
          </p>
          <div className="builder-tools__actions">
            {backButton}
            <button
              type="button"
              className="builder-tools__button builder-tools__button--primary"
              onClick={onContinue}
            >
              Continue
            </button>
          </div>
        </div>
      );
    case 'question':
      return (
        <QuestionView
          key={screen.question.id}
          question={screen.question}
          value={screen.value}
          onAnswer={(value) => onAnswer(screen.question.id, value)}
          {...(onBack ? { onBack } : {})}
        />
      );
    case 'content':
      // Content screens take no answer: whatever the view reports continues.
      return (
        <QuestionView
          key={screen.question.id}
          question={screen.question}
          value={undefined}
          onAnswer={onContinue}
          {...(onBack ? { onBack } : {})}
        />
      );
    case 'hard-stop':
      return (
        <div className="builder-tools__stop">
          <h3>The intake ends here (question {screen.questionId})</h3>
          <p role="status">{screen.message}</p>
          <div className="builder-tools__actions">{backButton}</div>
        </div>
      );
    case 'checkout':
      return (
        <div className="builder-tools__checkout">
          <h3>Checkout reached</h3>
          <p role="status">
            The patient goes on to checkout with {screen.answered}{' '}
            {screen.answered === 1 ? 'answer' : 'answers'}.
          </p>
          <div className="builder-tools__actions">{backButton}</div>
        </div>
      );
    case 'unknown':
      return (
        <p role="alert" className="builder-tools__error">
          {screen.message}
        </p>
      );
  }
}
