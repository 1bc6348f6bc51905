import type { FlowStep, FlowTotal, FlowVersion, Question } from '@telehealth/schemas';

/** State keys of the compiled machine. */
export const LEAD_QUALIFY = 'leadQualify';
export const LEAD_INTRO = 'leadIntro';
export const CHECKOUT = 'checkout';
export const questionState = (id: number): string => `q${id}`;
export const hardStopState = (id: number): string => `stop${id}`;

/** The question id of a `q<id>` or `stop<id>` state key, or undefined for the lead steps and checkout. */
export function questionIdOf(state: string): number | undefined {
  const match = /^(?:q|stop)(\d+)$/.exec(state);
  return match ? Number(match[1]) : undefined;
}

export const isHardStopState = (state: string): boolean => /^stop\d+$/.test(state);

/**
 * A flow version prepared for the engine: questions by id and the steps that matter to the machine. Building it
 * never throws on a broken graph (duplicate ids keep the first question; analysis reports the rest), so a draft
 * with errors can still be previewed.
 */
export interface FlowIndex {
  flow: FlowVersion;
  questions: ReadonlyMap<number, Question>;
  /** Questions in document order (duplicates dropped). */
  ordered: readonly Question[];
  firstQuestionId: number;
  /** Whether the flow starts with the two lead steps (lead-qualify, lead-intro) before its questions. */
  hasLeadSteps: boolean;
  checkoutStep: FlowStep | undefined;
  /** The flow's totals by name (duplicates keep the first; analysis reports the rest). */
  totals: ReadonlyMap<string, FlowTotal>;
}

/** The state an intake starts in: lead-qualify when the flow has lead steps, else its first question. */
export const initialState = (index: FlowIndex): string =>
  index.hasLeadSteps ? LEAD_QUALIFY : questionState(index.firstQuestionId);

export function indexFlow(flow: FlowVersion): FlowIndex {
  const questions = new Map<number, Question>();
  for (const question of flow.questions) {
    if (!questions.has(question.id)) questions.set(question.id, question);
  }
  const totals = new Map<string, FlowTotal>();
  for (const total of flow.totals ?? []) if (!totals.has(total.name)) totals.set(total.name, total);
  const kinds = new Set(flow.steps.map((step) => step.kind));
  return {
    flow,
    questions,
    ordered: [...questions.values()],
    firstQuestionId: flow.first_question_id,
    hasLeadSteps: kinds.has('lead-qualify') && kinds.has('lead-intro'),
    checkoutStep: flow.steps.find((step) => step.kind === 'checkout'),
    totals,
  };
}
