import {
  asOfDay,
  raisedAlerts,
  type CompiledFlow,
  type FlowIndex,
  type IntakeEvent,
  type IntakeMachine,
} from '@telehealth/engine';
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
import { WITNESS_DATE, eventText } from './witness';
import './builder-tools.css';

/** Events for the preview to walk one by one: the answers of a path the analysis found (a witness). */
export interface PreviewReplay {
  /** What the path shows ("The assertion … is broken"). */
  title: string;
  events: readonly IntakeEvent[];
}

export interface PreviewPanelProps {
  doc: FlowVersion;
  /** The storefront's question renderer, so the preview shows what a patient sees. */
  QuestionView: QuestionViewComponent;
  /** The graph node the preview stands on (null when nothing runs), for the canvas to highlight. */
  onCurrentNodeChange(nodeId: string | null): void;
  /** A path to replay; a new `id` starts it over from the beginning. */
  replay?: (PreviewReplay & { id: number }) | null;
  /** The replay was left (Restart, or "Stop replaying"). */
  onReplayEnd?(): void;
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
 * components, Back, hard stops and checkout, with the alerts the answers raised above each step and a check's
 * message when an answer fails it. Editing the draft keeps the answers given so far (the new machine resumes them);
 * Restart clears them. A replay (a witness of the analysis) starts over and walks its events one step at a time,
 * dated as the analysis dated them. A draft that does not compile shows why.
 */
export function PreviewPanel({
  doc,
  QuestionView,
  onCurrentNodeChange,
  replay = null,
  onReplayEnd,
}: PreviewPanelProps) {
  const headingId = useId();
  // A drag changes only positions: keep the document (and the running machine) the preview already has.
  const [flow, setFlow] = useState(doc);
  if (flow !== doc && !sameBehaviour(flow, doc)) setFlow(doc);
  const [compilation, setCompilation] = useState(() => ({ flow, result: compileForPreview(flow) }));
  if (compilation.flow !== flow) setCompilation({ flow, result: compileForPreview(flow) });
  const result = compilation.result;

  const [today] = useState(() => asOfDay(Date.now()));
  const [asOf, setAsOf] = useState(today);
  const [run, setRun] = useState(0);
  // The answers of the running machine, carried into the next one.
  const [answers, setAnswers] = useState<StartData>({});
  // The replay being walked, and the runner it runs in (a new draft or a restart ends it).
  const [walking, setWalking] = useState<{ id: number; runner: string } | null>(null);
  const runnerKey = result.ok ? `${compiledId(result.compiled)}:${run}` : '';
  if (replay && replay.id !== walking?.id) {
    setWalking({ id: replay.id, runner: `${result.ok ? compiledId(result.compiled) : 0}:${run + 1}` });
    setAsOf(WITNESS_DATE);
    setAnswers({});
    setRun(run + 1);
  }
  const replaying = replay && walking?.id === replay.id && walking.runner === runnerKey ? replay : null;

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
          onClick={() => {
            setAsOf(today);
            onReplayEnd?.();
            restartWith({});
          }}
          disabled={!result.ok}
        >
          Restart
        </button>
      </div>
      {result.ok ? (
        <PreviewRunner
          // A new draft or a restart starts a new machine, resuming the answers carried over.
          key={runnerKey}
          compiled={result.compiled}
          asOf={asOf}
          initialAnswers={answers}
          QuestionView={QuestionView}
          replay={replaying}
          onReplayEnd={onReplayEnd}
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
  replay: PreviewReplay | null;
  onReplayEnd: (() => void) | undefined;
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
  replay,
  onReplayEnd,
  onAnswersChange,
  onRestartWith,
  onCurrentNodeChange,
}: RunnerProps) {
  const [actor] = useState(() => startActor(compiled.machine, asOf, initialAnswers));
  // How many of the replay's events were sent; null once the admin stops replaying (the run goes on as it is).
  const [played, setPlayed] = useState<number | null>(0);
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
  /** Sends the replay's next events (up to `count` of them), stopping at the first the machine refuses. */
  const play = (count: number) => {
    if (!replay || played === null) return;
    setRejection(null);
    let at = played;
    for (; at < Math.min(replay.events.length, played + count); at += 1) {
      const before = actor.getSnapshot();
      actor.send(replay.events[at] as IntakeEvent);
      if (actor.getSnapshot() === before) break;
    }
    setPlayed(at);
  };
  const back = () => {
    if (actor.getSnapshot().status === 'done') {
      const { history, answers } = actor.getSnapshot().context;
      onRestartWith(answersWithoutLast(compiled.index, history, answers));
    } else {
      send({ type: 'BACK' });
    }
  };

  const check =
    rejection !== null && screen.kind === 'question'
      ? screen.question.checks?.find((c) => c.message === rejection)
      : undefined;

  return (
    <div className="builder-tools__screen" data-preview-state={state}>
      {replay && played !== null ? (
        <ReplayBar
          replay={replay}
          played={played}
          onStep={() => play(1)}
          onPlayAll={() => play(Infinity)}
          onStop={() => {
            setPlayed(null);
            onReplayEnd?.();
          }}
        />
      ) : null}
      {screen.kind !== 'lead' ? (
        <PreviewAlerts index={compiled.index} answers={context.answers} asOf={asOf} />
      ) : null}
      <ScreenView
        screen={screen}
        QuestionView={QuestionView}
        onContinue={() => send({ type: 'CONTINUE' })}
        onAnswer={(questionId, value) => send({ type: 'ANSWER', questionId, value: value as AnswerValue })}
        onBack={context.history.length > 0 ? back : undefined}
      />
      {check ? (
        <p role="alert" className="builder-tools__error">
          A check refused the answer. The patient reads: “{check.message}”
        </p>
      ) : rejection ? (
        <p role="alert" className="builder-tools__error">
          The answer was not taken: {rejection}
        </p>
      ) : null}
    </div>
  );
}

/** Where a replay stands: the path it walks, the step, the next event, and the buttons to walk it. */
function ReplayBar(props: {
  replay: PreviewReplay;
  played: number;
  onStep(): void;
  onPlayAll(): void;
  onStop(): void;
}) {
  const { replay, played, onStep, onPlayAll, onStop } = props;
  const total = replay.events.length;
  const next = replay.events[played];
  return (
    <div className="builder-tools__replay" role="region" aria-label="Replay">
      <p>
        <strong>Replaying:</strong> {replay.title}
      </p>
      <p role="status">
        Step {played} of {total}
        {next ? `. Next, the patient ${eventText(next)}.` : '. The path is walked to its end.'}
      </p>
      <div className="builder-tools__actions">
        <button type="button" className="builder-tools__button" onClick={onStep} disabled={!next}>
          Next step
        </button>
        <button type="button" className="builder-tools__button" onClick={onPlayAll} disabled={!next}>
          Play to the end
        </button>
        <button type="button" className="builder-tools__button" onClick={onStop}>
          Stop replaying
        </button>
      </div>
    </div>
  );
}

/**
 * The alerts the answers so far raised, as the storefront shows them above every later step (title and message in
 * the patient's words), with the clinician flag, which patients do not see, marked for the admin.
 */
function PreviewAlerts({ index, answers, asOf }: { index: FlowIndex; answers: StartData; asOf: string }) {
  const baseId = useId();
  const alerts = raisedAlerts(index, answers, asOf);
  if (alerts.length === 0) return null;
  return (
    <div className="intake-alerts builder-tools__alerts" data-testid="preview-alerts">
      {alerts.map((alert, at) => (
        <section key={alert.name} className="intake-alert" aria-labelledby={`${baseId}-${at}`}>
          <h3 id={`${baseId}-${at}`}>{alert.title}</h3>
          <p>{alert.message}</p>
          {alert.flag ? (
            <p className="builder-tools__flag">
              Not shown to the patient: flags the intake for a clinician with “{alert.flag}”
            </p>
          ) : null}
        </section>
      ))}
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
