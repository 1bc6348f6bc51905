import type { AnswerValue, HardStopCondition, Question } from '@telehealth/schemas';

import { ageOn, bodyMassIndex } from './measures.js';
import { CHECKOUT, hardStopState, isContent, questionState, type FlowIndex } from './flow-index.js';

/** Where an answer takes the patient. */
export type Destination =
  { kind: 'question'; id: number } | { kind: 'checkout' } | { kind: 'stop'; questionId: number };

export type RouteResult = { ok: true; to: Destination } | { ok: false; reason: string };

export function destinationState(destination: Destination): string {
  switch (destination.kind) {
    case 'question':
      return questionState(destination.id);
    case 'checkout':
      return CHECKOUT;
    case 'stop':
      return hardStopState(destination.questionId);
  }
}

/** The map value 0 and the `Final` key both mean checkout. */
const FINAL = 'Final';
const toTarget = (id: number): Destination => (id === 0 ? { kind: 'checkout' } : { kind: 'question', id });

/** The question type each measure of a measured hard stop is computed from. */
const MEASURE_QUESTION_TYPE = { bmi: 'height_weight', age: 'date_of_birth', value: 'number' } as const;

/**
 * Whether a (valid, normalised) answer ends the intake at this question: `is_hard_stop` with the answer among
 * `hard_stop_response`, or the measure of `hard_stop_when` below `below` / above `above`. The measure is compared
 * exactly as computed (an unrounded BMI, whole years of age), and only on the question type it is computed from.
 */
export function hitsHardStop(question: Question, value: AnswerValue, asOf: string): boolean {
  if (!question.is_hard_stop) return false;
  const responses = question.hard_stop_response ?? [];
  const given = Array.isArray(value) ? value.map(String) : [String(value)];
  if (given.some((answer) => responses.includes(answer))) return true;

  const when = question.hard_stop_when;
  if (!when || MEASURE_QUESTION_TYPE[when.measure] !== question.type) return false;
  const measure = measureOf(when.measure, value, asOf);
  if (measure === undefined) return false;
  return (
    (when.below !== undefined && measure < when.below) || (when.above !== undefined && measure > when.above)
  );
}

/** The exact measure of an answer: the number itself, the unrounded BMI of a height and weight, age in years. */
function measureOf(kind: HardStopCondition['measure'], value: AnswerValue, asOf: string): number | undefined {
  switch (kind) {
    case 'value':
      return typeof value === 'number' ? value : undefined;
    case 'bmi': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
      const { feet, inches, pounds } = value;
      return bodyMassIndex({ feet, inches, pounds });
    }
    case 'age':
      return typeof value === 'string' ? ageOn(value, asOf) : undefined;
  }
}

/**
 * Where a valid, normalised answer leads (DESIGN "flow model"): a hard stop first; then the map entry of the answer
 * (for multiple choice, of the first chosen option that has one, in option order); then `Final`; then `next`.
 * Refused when the way on names a question that does not exist or there is none (a dead end).
 */
export function routeAnswer(
  index: FlowIndex,
  question: Question,
  value: AnswerValue,
  asOf: string,
): RouteResult {
  if (hitsHardStop(question, value, asOf)) return { ok: true, to: { kind: 'stop', questionId: question.id } };
  const map = question.next_question_map;
  const chosen = Array.isArray(value) ? value.map(String) : [String(value)];
  const key = chosen.find((answer) => answer !== FINAL && Object.hasOwn(map, answer));
  const mapped = key !== undefined ? map[key] : map[FINAL];
  if (mapped !== undefined) return checked(index, question, toTarget(mapped));
  if (question.next !== null) return checked(index, question, toTarget(question.next));
  return { ok: false, reason: `question ${question.id} has no way on for this answer` };
}

/** Where a content screen (type image) leads when the patient continues. */
export function routeContent(index: FlowIndex, question: Question): RouteResult {
  const final = question.next_question_map[FINAL];
  if (final !== undefined) return { ok: true, to: { kind: 'checkout' } };
  if (question.next !== null) return checked(index, question, toTarget(question.next));
  return { ok: false, reason: `screen ${question.id} has no way on` };
}

function checked(index: FlowIndex, question: Question, to: Destination): RouteResult {
  if (to.kind === 'question' && !index.questions.has(to.id)) {
    return { ok: false, reason: `question ${question.id} leads to question ${to.id}, which does not exist` };
  }
  return { ok: true, to };
}

/** One way out of a question as written in the document, whether or not its target exists. */
export type Edge =
  | { via: 'answer'; answer: string; target: number }
  | { via: 'final'; target: 0 }
  | { via: 'next'; target: number };

export function edgesOf(question: Question): Edge[] {
  const edges: Edge[] = [];
  for (const [answer, target] of Object.entries(question.next_question_map)) {
    if (target === undefined) continue;
    edges.push(answer === FINAL ? { via: 'final', target: 0 } : { via: 'answer', answer, target });
  }
  if (question.next !== null) edges.push({ via: 'next', target: question.next });
  return edges;
}

/** Whether the question can end the intake (hard stop configured). */
export const canHardStop = (question: Question): boolean =>
  question.is_hard_stop &&
  ((question.hard_stop_response?.length ?? 0) > 0 || question.hard_stop_when !== undefined);

/**
 * Every destination an answer (or, for content, continuing) can reach, in a stable order: hard stop, map targets,
 * `Final`, `next`. Targets that do not exist are left out (analysis reports them). A map entry only counts when
 * some answer can select it, and `next` only when some answer can fall through to it.
 */
export function possibleDestinations(index: FlowIndex, question: Question): readonly Destination[] {
  let cache = destinationCache.get(index);
  if (!cache) destinationCache.set(index, (cache = new Map()));
  let destinations = cache.get(question);
  if (!destinations) cache.set(question, (destinations = computeDestinations(index, question)));
  return destinations;
}

/** Destinations depend only on the flow, so each is computed once per index (compile and analysis share them). */
const destinationCache = new WeakMap<FlowIndex, Map<Question, readonly Destination[]>>();

function computeDestinations(index: FlowIndex, question: Question): Destination[] {
  const found = new Map<string, Destination>();
  const add = (destination: Destination) => {
    if (destination.kind === 'question' && !index.questions.has(destination.id)) return;
    found.set(destinationState(destination), destination);
  };
  if (!isContent(question) && canHardStop(question)) add({ kind: 'stop', questionId: question.id });

  const map = question.next_question_map;
  const isChoice = question.type === 'single_choice' || question.type === 'multiple_choice';
  // Answers that always stop never reach the map or `next`.
  const stopping = new Set(question.is_hard_stop ? (question.hard_stop_response ?? []) : []);
  const options = question.QuestionOptions.map((o) => o.option_text).filter((o) => !stopping.has(o));
  const hasFinal = map[FINAL] !== undefined;
  if (!isContent(question)) {
    for (const [answer, target] of Object.entries(map)) {
      if (answer === FINAL || target === undefined) continue;
      if (isChoice ? options.includes(answer) : true) add(toTarget(target));
    }
  }
  if (hasFinal) add({ kind: 'checkout' });
  // Without Final, `next` applies to every answer that has no map entry of its own.
  const someAnswerFallsThrough = !isChoice || options.some((o) => !Object.hasOwn(map, o));
  if (!hasFinal && question.next !== null && (isContent(question) || someAnswerFallsThrough))
    add(toTarget(question.next));
  return [...found.values()];
}
