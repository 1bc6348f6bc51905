import type { StartData } from '@telehealth/schemas';

import type { CompiledFlow } from '../compile/compile-flow.js';
import { decide, type IntakeContext, type IntakeEvent } from '../compile/decide.js';
import { CHECKOUT, LEAD_INTRO, LEAD_QUALIFY, initialState, isHardStopState } from '../flow/flow-index.js';
import { answersToEvents, type AnswerChangeRefusal } from '../resume/answers-to-events.js';
import { walkAnswers } from '../flow/walk-answers.js';
import type { RecordedEvent } from './replay-intake.js';

/**
 * What an intake log entry of a machine event records: `create` (the first step of a new intake), `continue`,
 * `back`, and for an answer where it led: `checkout`, `hard_stop`, or `answer`.
 */
export const INTAKE_LOG_KINDS = ['create', 'continue', 'answer', 'back', 'hard_stop', 'checkout'] as const;
export type IntakeLogKind = (typeof INTAKE_LOG_KINDS)[number];

/** One step of an intake as its event log records it: the machine event and where it left the intake. */
export interface IntakeLogEntry {
  kind: IntakeLogKind;
  /** The question answered, for an ANSWER. */
  questionId: number | null;
  /** The event as the flow machine takes it; replaying these events gives each entry's state and answers. */
  machineEvent: IntakeEvent;
  /** The machine's state after the event. */
  state: string;
  /** The answers after the event. */
  answers: StartData;
}

/**
 * The log of a new intake: the lead steps (an order is created when the patient leaves lead-intro) and any
 * content screens before the first question, ending where the first answer is due. The first entry is `create`.
 */
export function logNewIntake(compiled: CompiledFlow, asOf: string): IntakeLogEntry[] {
  const walk = walkAnswers(compiled.index, {}, asOf);
  const events: IntakeEvent[] = [
    ...(compiled.index.hasLeadSteps ? [{ type: 'CONTINUE' } as const, { type: 'CONTINUE' } as const] : []),
    ...walk.visited.map(() => ({ type: 'CONTINUE' }) as const),
  ];
  const context: IntakeContext = { answers: {}, history: [], asOf, hardStop: null };
  return fold(compiled, initialState(compiled.index), context, events).map((entry, i) =>
    i === 0 ? { ...entry, kind: 'create' } : entry,
  );
}

export type AnswerSaveLog =
  | { ok: true; entries: IntakeLogEntry[]; state: string; answers: StartData }
  | { ok: false; refusal: AnswerChangeRefusal };

/**
 * The log of a save of the whole answer set: the steps from the stored answers to the new ones (the engine's
 * `answersToEvents`: BACK for each answered screen left behind, then ANSWER or CONTINUE along the new path), each
 * carrying the state and answers it led to, plus where the new answers stand. Refused as `answersToEvents` refuses.
 */
export function logAnswerSave(
  compiled: CompiledFlow,
  stored: StartData,
  next: StartData,
  asOf: string,
): AnswerSaveLog {
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
  const entries = fold(compiled, before.state, context, change.events);
  return { ok: true, entries, state: change.walk.state, answers: change.walk.answers };
}

/** A log entry as replay reads it: its event, with the state and answers recorded after it to compare with. */
export function recordedEvent(
  entry: Pick<IntakeLogEntry, 'machineEvent' | 'state' | 'answers'>,
): RecordedEvent {
  return { event: entry.machineEvent, recorded: { state: entry.state, answers: entry.answers } };
}

/** Runs the events through the machine's decision function, one log entry per event. */
function fold(
  compiled: CompiledFlow,
  from: string,
  context: IntakeContext,
  events: readonly IntakeEvent[],
): IntakeLogEntry[] {
  const entries: IntakeLogEntry[] = [];
  let state = from;
  let current = context;
  for (const event of events) {
    const decision = decide(compiled.index, state, current, event);
    if (!decision.ok) {
      // answersToEvents only produces events the machine accepts (property-tested beside it and here).
      throw new Error(`flow machine refused ${JSON.stringify(event)} in ${state}: ${decision.reason}`);
    }
    state = decision.to;
    current = decision.context;
    entries.push({
      kind: kindOf(event, state),
      questionId: event.type === 'ANSWER' ? event.questionId : null,
      machineEvent: event,
      state,
      answers: current.answers,
    });
  }
  return entries;
}

function kindOf(event: IntakeEvent, state: string): IntakeLogKind {
  if (event.type === 'BACK') return 'back';
  if (event.type === 'CONTINUE') return 'continue';
  if (state === CHECKOUT) return 'checkout';
  if (isHardStopState(state)) return 'hard_stop';
  return 'answer';
}
