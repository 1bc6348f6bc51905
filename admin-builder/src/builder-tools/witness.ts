import {
  ANALYSIS_DATE,
  bodyMassIndex,
  questionIdOf,
  replayIntake,
  type FlowIndex,
  type IntakeEvent,
  type Witness,
} from '@telehealth/engine';
import type { AnswerValue, FlowVersion } from '@telehealth/schemas';
import { initialTransition } from 'xstate';

import { nodeIdOfState } from '../model';
import { formatAnswer, stateLabel } from './path-list';
import { compileForPreview } from './preview-state';

/**
 * A witness of the analysis (the answers of a path that shows a finding) walked through the draft's compiled
 * machine: the states it passes, for the canvas to highlight, and its steps in words, for the problems panel and
 * the preview's replay. Dated as the analysis dates its answers, so ages come out as the analysis judged them.
 */
export interface WitnessWalk {
  /** The machine states in order, the first (before any event) included; repeated states are kept once. */
  states: string[];
  /** The graph nodes of those states (`q:4`, `stop:6`, `checkout`). */
  nodeIds: string[];
  /** The event that leaves each state but the last, in words. */
  steps: { state: string; label: string; action: string }[];
  /** The first event the machine refused (the draft changed since the analysis), with its reason. */
  refused?: { at: number; reason: string };
}

export const WITNESS_DATE = ANALYSIS_DATE;

/** An answer as the witness lists it: a weight to 0.1 lb with its BMI, the rest as the path list writes it. */
export function witnessAnswerText(value: AnswerValue | unknown): string {
  if (typeof value === 'object' && value !== null && 'pounds' in value) {
    const { feet, inches, pounds } = value as { feet: number; inches: number; pounds: number };
    const bmi = bodyMassIndex({ feet, inches, pounds });
    return `${feet} ft ${inches} in, ${round(pounds)} lb (BMI ${round(bmi)})`;
  }
  return formatAnswer(value);
}

const round = (n: number) => String(Math.round(n * 10) / 10);

export function eventText(event: IntakeEvent): string {
  switch (event.type) {
    case 'ANSWER':
      return `answers ${witnessAnswerText(event.value)}`;
    case 'CONTINUE':
      return 'continues';
    case 'BACK':
      return 'goes back';
    case 'RESUME':
      return 'resumes';
  }
}

/** A step of a witness in the words of the rule forms: "Q4 What is your height and weight?", "Lead introduction". */
function stepLabel(index: FlowIndex, state: string): string {
  const id = /^q\d+$/.test(state) ? questionIdOf(state) : undefined;
  const question = id === undefined ? undefined : index.questions.get(id);
  return question ? `Q${question.id} ${question.title}` : stateLabel(index, state);
}

/** The witness's events folded through the draft's machine; undefined when the draft does not compile. */
export function walkWitness(doc: FlowVersion, witness: Pick<Witness, 'events'>): WitnessWalk | undefined {
  const compilation = compileForPreview(doc);
  if (!compilation.ok) return undefined;
  const { compiled } = compilation;
  const [initial] = initialTransition(compiled.machine, { asOf: WITNESS_DATE });
  const replay = replayIntake(compiled, {
    asOf: WITNESS_DATE,
    events: witness.events.map((event) => ({ event })),
  });
  const states = [initial.value as string];
  const steps: WitnessWalk['steps'] = [];
  for (const step of replay.steps) {
    if (!step.accepted) break;
    const from = states.at(-1) as string;
    steps.push({ state: from, label: stepLabel(compiled.index, from), action: eventText(step.event) });
    if (step.state !== from) states.push(step.state);
  }
  const nodeIds = states.flatMap((state) => {
    try {
      return [nodeIdOfState(state)];
    } catch {
      return [];
    }
  });
  return {
    states,
    nodeIds,
    steps,
    ...(replay.firstRejected
      ? { refused: { at: replay.firstRejected.index, reason: replay.firstRejected.reason } }
      : {}),
  };
}
