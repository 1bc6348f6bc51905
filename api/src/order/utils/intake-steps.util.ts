import {
  answersToEvents,
  decide,
  LEAD_INTRO,
  LEAD_QUALIFY,
  walkAnswers,
  type AnswerChangeRefusal,
  type CompiledFlow,
  type IntakeContext,
  type IntakeEvent,
} from '@telehealth/engine';
import type { StartData } from '@telehealth/schemas';

import type { IntakeEventKind } from '../intake-event.entity.js';

/** One machine step of an intake, as the event log records it. */
export interface IntakeStep {
  kind: IntakeEventKind;
  questionId: number | null;
  /** The event as the flow machine takes it; null for a change the machine does not see (quiz, agent). */
  machineEvent: IntakeEvent | null;
  /** The machine's state after the event. */
  state: string;
  /** The answers after the event. */
  answers: StartData;
}

/**
 * The steps of a new intake: the lead steps (the order is created when the patient leaves lead-intro) and any
 * content screens before the first question, ending where the first answer is due.
 */
export function initialSteps(compiled: CompiledFlow, asOf: string): IntakeStep[] {
  const walk = walkAnswers(compiled.index, {}, asOf);
  const events: IntakeEvent[] = [
    ...(compiled.index.hasLeadSteps ? [{ type: 'CONTINUE' } as const, { type: 'CONTINUE' } as const] : []),
    ...walk.visited.map(() => ({ type: 'CONTINUE' }) as const),
  ];
  const context: IntakeContext = { answers: {}, history: [], asOf, hardStop: null };
  const from = compiled.index.hasLeadSteps ? LEAD_QUALIFY : walk.state;
  return fold(compiled, from, context, events).map((step, i) =>
    i === 0 ? { ...step, kind: 'create' } : step,
  );
}

export type AnswerSteps =
  | { ok: true; steps: IntakeStep[]; state: string; answers: StartData }
  | { ok: false; refusal: AnswerChangeRefusal };

/**
 * The steps from the stored answers to a newly saved answer set (engine `answersToEvents`), each run through the
 * flow's decision function so that every logged step carries the state and answers it led to.
 */
export function stepsForAnswers(
  compiled: CompiledFlow,
  stored: StartData,
  next: StartData,
  asOf: string,
): AnswerSteps {
  const change = answersToEvents(compiled.index, stored, next, asOf);
  if (!change.ok) return change;
  const before = walkAnswers(compiled.index, stored, asOf);
  const lead = compiled.index.hasLeadSteps ? [LEAD_QUALIFY, LEAD_INTRO] : [];
  const context: IntakeContext = {
    answers: before.answers,
    history: [...lead, ...before.visited],
    asOf,
    hardStop: before.hardStop,
  };
  const steps = fold(compiled, before.state, context, change.events);
  return { ok: true, steps, state: change.walk.state, answers: change.walk.answers };
}

/** Where stored answers stand on the flow: the state they lead to and the answers on that path. */
export function intakeState(compiled: CompiledFlow, answers: StartData, asOf: string) {
  return walkAnswers(compiled.index, answers, asOf);
}

function fold(
  compiled: CompiledFlow,
  from: string,
  context: IntakeContext,
  events: readonly IntakeEvent[],
): IntakeStep[] {
  const steps: IntakeStep[] = [];
  let state = from;
  let current = context;
  for (const event of events) {
    const decision = decide(compiled.index, state, current, event);
    if (!decision.ok) {
      // answersToEvents only produces events the machine accepts (property-tested in the engine).
      throw new Error(`flow machine refused ${JSON.stringify(event)} in ${state}: ${decision.reason}`);
    }
    state = decision.to;
    current = decision.context;
    steps.push({
      kind: kindOf(event, state),
      questionId: event.type === 'ANSWER' ? event.questionId : null,
      machineEvent: event,
      state,
      answers: current.answers,
    });
  }
  return steps;
}

function kindOf(event: IntakeEvent, state: string): IntakeEventKind {
  if (event.type === 'BACK') return 'back';
  if (event.type === 'CONTINUE') return 'continue';
  if (state === 'checkout') return 'checkout';
  if (state.startsWith('stop')) return 'hard_stop';
  return 'answer';
}
