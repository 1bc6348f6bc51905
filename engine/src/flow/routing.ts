import type { AnswerValue, Question, StartData } from '@telehealth/schemas';

import { FINAL, answerKeys, answerSpace, type AnswerSpace } from './answer-space.js';
import { CHECKOUT, hardStopState, questionState, type FlowIndex } from './flow-index.js';
import { canHardStop, isContent } from './question-kind.js';
import { boundsHold, totalValue } from './totals.js';
import { askedIn, holds, measureOf, type RuleScope, scopeWith } from './conditions.js';

/** Where an answer takes the patient. */
export type Destination =
  { kind: 'question'; id: number } | { kind: 'checkout' } | { kind: 'stop'; questionId: number };

/** `passed`: the questions passed over on the way (their `ask_if` did not hold), in order. */
export type RouteResult =
  { ok: true; to: Destination; passed?: readonly number[] } | { ok: false; reason: string };

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
const toTarget = (id: number): Destination => (id === 0 ? { kind: 'checkout' } : { kind: 'question', id });

/** The value of a total of the flow as the current answer makes it (undefined when the flow has no such total). */
export type TotalLookup = (name: string) => number | undefined;

/**
 * Whether a (valid, normalised) answer ends the intake at this question: `is_hard_stop` with the answer among
 * `hard_stop_response`, or the measure of `hard_stop_when` below `below` / above `above`. The measure is compared
 * exactly as computed (an unrounded BMI, whole years of age), and only on the question type it is computed from. A
 * total (`measure: total`) is read through `total` (the answers so far, this one included): it stops when any of its
 * bounds holds (`at_least` and `at_most` included); without `total`, or for a total the flow lacks, it never stops.
 */
export function hitsHardStop(
  question: Question,
  value: AnswerValue,
  asOf: string,
  total?: TotalLookup,
): boolean {
  if (!question.is_hard_stop) return false;
  const responses = question.hard_stop_response ?? [];
  if (answerKeys(value).some((answer) => responses.includes(answer))) return true;

  const when = question.hard_stop_when;
  if (!when) return false;
  if (when.measure === 'total') {
    const sum = when.total === undefined || isContent(question) ? undefined : total?.(when.total);
    return sum !== undefined && boundsHold(when, sum);
  }
  const measure = measureOf(when.measure, question, value, asOf);
  if (measure === undefined) return false;
  return (
    (when.below !== undefined && measure < when.below) || (when.above !== undefined && measure > when.above)
  );
}

/**
 * Where a valid, normalised answer leads (DESIGN "flow model"): a hard stop first (a stopping answer, a measure, a
 * total, then `hard_stop_if`); then the first branch of `next_when` whose total meets its condition; then the first
 * branch of `next_if` whose condition holds; then the map entry of the answer (for multiple choice, of the first
 * chosen option that has one, in option order); then `Final`; then `next`. Totals and conditions read `earlier`
 * (the answers of the path so far) and this answer. A question whose `ask_if` does not hold is passed over to where
 * it would lead a patient who continued past it (`enter`). Refused when the way on names a question that does not
 * exist or there is none (a dead end).
 */
export function routeAnswer(
  index: FlowIndex,
  question: Question,
  value: AnswerValue,
  asOf: string,
  earlier: StartData = {},
): RouteResult {
  const total: TotalLookup = (name) => totalValue(index, name, earlier, { question, value });
  const scope = scopeWith(index, earlier, asOf, { question, value });
  if (
    hitsHardStop(question, value, asOf, total) ||
    (question.is_hard_stop && question.hard_stop_if !== undefined && holds(scope, question.hard_stop_if))
  )
    return { ok: true, to: { kind: 'stop', questionId: question.id } };
  const enterAfter = (to: Destination) => enter(index, question, to, scope);
  for (const branch of question.next_when ?? []) {
    const sum = total(branch.total);
    if (sum !== undefined && boundsHold(branch, sum)) return enterAfter(toTarget(branch.next));
  }
  for (const branch of question.next_if ?? []) {
    if (holds(scope, branch.if)) return enterAfter(toTarget(branch.next));
  }
  const map = question.next_question_map;
  const chosen = answerKeys(value);
  const key = chosen.find((answer) => answer !== FINAL && Object.hasOwn(map, answer));
  const mapped = key !== undefined ? map[key] : map[FINAL];
  if (mapped !== undefined) return enterAfter(toTarget(mapped));
  if (question.next !== null) return enterAfter(toTarget(question.next));
  return { ok: false, reason: `question ${question.id} has no way on for this answer` };
}

/**
 * Where a content screen (type image) leads when the patient continues, or a question passed over (its `ask_if`
 * does not hold): `Final`, else `next`. `answers` are the path's answers, which decide whether the question it
 * leads to is asked.
 */
export function routeContent(
  index: FlowIndex,
  question: Question,
  answers: StartData = {},
  asOf = '',
): RouteResult {
  const final = question.next_question_map[FINAL];
  if (final !== undefined) return { ok: true, to: { kind: 'checkout' } };
  if (question.next !== null)
    return enter(index, question, toTarget(question.next), { index, answers, asOf });
  return { ok: false, reason: `screen ${question.id} has no way on` };
}

/**
 * Arrive at `to` from `from`: a question whose `ask_if` does not hold for the path's answers is passed over, as a
 * content screen is, to where it leads (and so on). The graph has no loop (analysis refuses one), but a draft
 * might: a question met twice ends the passing over with a refusal.
 */
function enter(index: FlowIndex, from: Question, to: Destination, scope: RuleScope): RouteResult {
  const passed: number[] = [];
  for (;;) {
    const result = checked(index, from, to);
    const target = result.ok && result.to.kind === 'question' ? index.questions.get(result.to.id) : undefined;
    if (!target || askedIn(scope, target))
      return result.ok && passed.length > 0 ? { ...result, passed } : result;
    const onward = target.next_question_map[FINAL] === undefined ? target.next : 0;
    // A loop of questions passed over (a broken draft) leads nowhere either.
    if (onward === null || passed.includes(target.id))
      return { ok: false, reason: `question ${target.id} is passed over and leads nowhere` };
    passed.push(target.id);
    from = target;
    to = toTarget(onward);
  }
}

function checked(index: FlowIndex, question: Question, to: Destination): RouteResult {
  if (to.kind === 'question' && !index.questions.has(to.id)) {
    return { ok: false, reason: `question ${question.id} leads to question ${to.id}, which does not exist` };
  }
  return { ok: true, to };
}

/** One way out of a question as written in the document, whether or not its target exists. */
export type Edge =
  | { via: 'total'; branch: number; total: string; target: number }
  | { via: 'answer'; answer: string; target: number }
  | { via: 'final'; target: 0 }
  | { via: 'next'; target: number };

export function edgesOf(question: Question): Edge[] {
  const edges: Edge[] = [];
  (question.next_when ?? []).forEach((branch, at) =>
    edges.push({ via: 'total', branch: at, total: branch.total, target: branch.next }),
  );
  for (const [answer, target] of Object.entries(question.next_question_map)) {
    if (target === undefined) continue;
    edges.push(answer === FINAL ? { via: 'final', target: 0 } : { via: 'answer', answer, target });
  }
  if (question.next !== null) edges.push({ via: 'next', target: question.next });
  return edges;
}

/**
 * Every destination some answer (or, for content, continuing) reaches, in a stable order: hard stop, branches on a
 * total, map targets, `Final`, `next`. Targets that do not exist are left out (analysis reports them). Only what an
 * answer can do counts: the hard stop when some valid answer triggers it, a map entry when some valid answer that
 * does not stop selects it, `Final` or `next` when some such answer has no entry of its own. A question no answer is
 * valid for leads nowhere. A question that reads a total keeps every way the total could take (its stop, each
 * branch, and the ways of its answers): which of them a patient takes depends on the earlier answers of the path, so
 * the machine needs them all; the path count (`enumeratePaths`) follows the totals of each path exactly.
 */
export function possibleDestinations(index: FlowIndex, question: Question): readonly Destination[] {
  return routesIn(index)(question).destinations;
}

/**
 * What the valid answers to a (non-content) question can do (`answerSpace`), computed once per index and question:
 * the destinations, the analysis and the path count all read it.
 */
export function answerSpaceOf(index: FlowIndex, question: Question): AnswerSpace {
  return routesIn(index)(question).space ?? answerSpace(question);
}

/** A question's ways on, as `possibleDestinations` lists them, with the machine state of each. */
export interface Routes {
  destinations: readonly Destination[];
  /** `destinationState` of each destination, in the same order. */
  states: readonly string[];
  /** Undefined for content screens, which take no answer. */
  space: AnswerSpace | undefined;
}

/** Routes depend only on the flow, so each question's are computed once per index (compile and analysis share them). */
const routeCache = new WeakMap<FlowIndex, (question: Question) => Routes>();

/**
 * The routes of any question of `index`, each computed once. Code that visits every question takes this lookup
 * once, rather than finding the index's cache for each question.
 */
export function routesIn(index: FlowIndex): (question: Question) => Routes {
  let lookup = routeCache.get(index);
  if (!lookup) {
    const cache = new Map<Question, Routes>();
    lookup = (question) => {
      let routes = cache.get(question);
      if (!routes) cache.set(question, (routes = computeRoutes(index, question)));
      return routes;
    };
    routeCache.set(index, lookup);
  }
  return lookup;
}

function computeRoutes(index: FlowIndex, question: Question): Routes {
  const destinations: Destination[] = [];
  const states: string[] = [];
  const add = (destination: Destination, passing: ReadonlySet<number> = new Set()) => {
    if (destination.kind === 'question' && !index.questions.has(destination.id)) return;
    const state = destinationState(destination);
    // Two answers may lead to the same state: it is listed once, where it first appears.
    if (!states.includes(state)) {
      destinations.push(destination);
      states.push(state);
    }
    // A question asked only when its condition holds may be passed over to wherever it leads.
    const target = destination.kind === 'question' ? index.questions.get(destination.id) : undefined;
    if (!target || target.ask_if === undefined || passing.has(target.id)) return;
    const onward = new Set([...passing, target.id]);
    if (target.next_question_map[FINAL] !== undefined) add({ kind: 'checkout' }, onward);
    else if (target.next !== null) add(toTarget(target.next), onward);
  };
  const map = question.next_question_map;
  const onward = () => {
    if (map[FINAL] !== undefined) add({ kind: 'checkout' });
    else if (question.next !== null) add(toTarget(question.next));
  };
  if (isContent(question)) {
    onward();
    return { destinations, states, space: undefined };
  }
  const space = answerSpace(question);
  const when = question.hard_stop_when;
  if (space.canStop || (canHardStop(question) && when?.measure === 'total' && space.answerable)) {
    add({ kind: 'stop', questionId: question.id });
  }
  if (space.answerable && question.is_hard_stop && question.hard_stop_if !== undefined)
    add({ kind: 'stop', questionId: question.id });
  if (space.answerable) for (const branch of question.next_when ?? []) add(toTarget(branch.next));
  if (space.answerable) for (const branch of question.next_if ?? []) add(toTarget(branch.next));
  for (const key of space.liveKeys) add(toTarget(map[key] as number));
  if (space.fallsThrough) onward();
  return { destinations, states, space };
}
