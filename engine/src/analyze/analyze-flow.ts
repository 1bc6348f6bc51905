import type { FlowVersion, HardStopCondition, Product, Question } from '@telehealth/schemas';

import {
  FINAL,
  MEASURE_QUESTION_TYPE,
  keyCanMatch,
  measureRange,
  passes,
  type AnswerMeasure,
  type AnswerSpace,
  type MeasureRange,
} from '../flow/answer-space.js';
import { indexFlow, type FlowIndex } from '../flow/flow-index.js';
import { isChoice, isContent } from '../flow/question-kind.js';
import { answerSpaceOf, routesIn, type Routes } from '../flow/routing.js';
import { totalOutcomes } from '../flow/total-routes.js';
import { totalsRead } from '../flow/totals.js';
import { questionGraph, type QuestionGraph } from './question-graph.js';
import { ANALYSIS_DATE, type Witness } from './explore.js';
import { protocolFindings, type ProtocolFindingCode } from './protocol-findings.js';
import { hasRules } from './rules-of-flow.js';

export type Severity = 'error' | 'warning';

export type FindingCode =
  | 'duplicate-id'
  | 'unknown-first-question'
  | 'missing-checkout-step'
  | 'unknown-target'
  | 'unknown-prev'
  | 'unknown-map-key'
  | 'option-leads-nowhere'
  | 'dead-end'
  | 'unreachable'
  | 'cycle'
  | 'no-checkout-path'
  | 'hard-stop-without-message'
  | 'hard-stop-without-trigger'
  | 'unknown-hard-stop-response'
  | 'hard-stop-measure-mismatch'
  | 'hard-stop-never-triggers'
  | 'every-answer-stops'
  | 'unanswerable'
  | 'branch-without-checkout'
  | 'hard-stop-ignored'
  | 'end-without-outcome'
  | 'outcome-not-at-end'
  | 'outcome-outside-cancellation'
  | 'no-cancel-outcome'
  | 'hard-stop-in-cancellation'
  | 'duplicate-total'
  | 'total-unknown-question'
  | 'total-not-scored'
  | 'unknown-total'
  | 'total-read-early'
  | 'total-on-content'
  | 'branch-never-taken'
  | 'branch-always-taken'
  | ProtocolFindingCode;

/** One problem of a flow: how bad, what kind, where, and a sentence an admin can act on. */
export interface Finding {
  severity: Severity;
  code: FindingCode;
  questionId?: number;
  message: string;
  /** Answers of a path that shows the finding (rules and assertions), which the preview can replay. */
  witness?: Witness;
}

/** Errors block publishing; warnings are shown but do not. */
export const hasErrors = (findings: readonly Finding[]): boolean =>
  findings.some((f) => f.severity === 'error');

/**
 * Static analysis of a flow version: everything that would strand a patient or surprise an admin. Runs on a
 * document that passed the schema (see compileFlow); never throws on a broken graph. Pass the compiled flow's
 * index to reuse what compiling already worked out.
 */
export function analyzeFlow(
  flow: FlowVersion,
  index: FlowIndex = indexFlow(flow),
  { asOf = ANALYSIS_DATE, products }: { asOf?: string; products?: readonly Product[] } = {},
): Finding[] {
  const findings: Finding[] = [];
  const error = (code: FindingCode, message: string, questionId?: number) =>
    findings.push({ severity: 'error', code, message, ...(questionId === undefined ? {} : { questionId }) });
  const warning = (code: FindingCode, message: string, questionId?: number) =>
    findings.push({
      severity: 'warning',
      code,
      message,
      ...(questionId === undefined ? {} : { questionId }),
    });

  // The index keeps the first question of each id: only a flow with more questions than ids has duplicates.
  if (index.ordered.length !== flow.questions.length) {
    const seen = new Set<number>();
    for (const question of flow.questions) {
      if (seen.has(question.id))
        error('duplicate-id', `Two questions have the id ${question.id}.`, question.id);
      seen.add(question.id);
    }
  }
  if (!index.questions.has(flow.first_question_id)) {
    error('unknown-first-question', `The first question ${flow.first_question_id} does not exist.`);
  }
  if (!index.checkoutStep)
    error('missing-checkout-step', 'The flow has no checkout step for Final: 0 to lead to.');

  const routes = routesIn(index);
  for (const question of index.ordered) checkQuestion(index, routes, question, error, warning);

  if (index.questions.has(flow.first_question_id)) checkGraph(index, error, warning);
  checkTotals(index, error, warning);
  checkOutcomes(index, error);
  if (
    index.questions.has(flow.first_question_id) &&
    (hasRules(index) || (flow.calculations?.length ?? 0) > 0)
  )
    findings.push(...protocolFindings(index, questionGraph(index), asOf, products));
  return findings;
}

/**
 * Outcomes (DESIGN "cancellation flow"): in a cancellation flow every way to its end names an outcome and only those
 * do, so the API always knows what to apply; some end cancels, or customers could never leave. Other flows name none.
 */
function checkOutcomes(index: FlowIndex, error: Report): void {
  const cancellation = index.flow.key === 'cancellation';
  let cancels = false;
  for (const question of index.ordered) {
    if (!cancellation) {
      for (const option of question.QuestionOptions) {
        if (option.outcome !== undefined || option.reason !== undefined) {
          error(
            'outcome-outside-cancellation',
            `Question ${question.id}: the answer "${option.option_text}" names an outcome or a reason, which only a cancellation flow uses.`,
            question.id,
          );
        }
      }
      continue;
    }
    if (question.is_hard_stop) {
      error(
        'hard-stop-in-cancellation',
        `Question ${question.id} is a hard stop: a cancellation flow ends only with an outcome.`,
        question.id,
      );
    }
    if (!isChoice(question)) {
      if (endsFlow(question, undefined)) {
        error(
          'end-without-outcome',
          `Question ${question.id} ends the flow but is not a choice, so it cannot name an outcome.`,
          question.id,
        );
      }
      continue;
    }
    for (const option of question.QuestionOptions) {
      const ends = endsFlow(question, option.option_text);
      if (option.outcome === 'cancel' && ends) cancels = true;
      if (ends && option.outcome === undefined) {
        error(
          'end-without-outcome',
          `Question ${question.id}: the answer "${option.option_text}" ends the flow without naming an outcome (cancel, pause, skip, accept offer, contact support or keep).`,
          question.id,
        );
      } else if (!ends && option.outcome !== undefined) {
        error(
          'outcome-not-at-end',
          `Question ${question.id}: the answer "${option.option_text}" names the outcome ${option.outcome} but does not end the flow.`,
          question.id,
        );
      }
    }
  }
  if (cancellation && !cancels) {
    error(
      'no-cancel-outcome',
      'No answer ends the flow with the outcome cancel: customers could never cancel.',
    );
  }
}

/** Whether an answer (an option's text; undefined for any answer) ends the flow: its map entry, Final or next is 0. */
function endsFlow(question: Question, answer: string | undefined): boolean {
  const map = question.next_question_map;
  const mapped = answer !== undefined && answer !== FINAL ? map[answer] : undefined;
  const target = mapped ?? map[FINAL] ?? question.next;
  return target === 0;
}

/** A hard stop on a measure of the question's own answer. */
type MeasuredCondition = HardStopCondition & { measure: AnswerMeasure };

type Report = (code: FindingCode, message: string, questionId?: number) => void;

function checkQuestion(
  index: FlowIndex,
  routes: (question: Question) => Routes,
  question: Question,
  error: Report,
  warning: Report,
): void {
  const id = question.id;
  const map = question.next_question_map;
  const keys = Object.keys(map);
  // The ways out as written (`edgesOf`): map entries in map order, then next.
  for (const key of keys) {
    const target = map[key];
    if (target === undefined || key === FINAL || target === 0 || index.questions.has(target)) continue;
    error(
      'unknown-target',
      `Question ${id} sends the answer "${key}" to question ${target}, which does not exist.`,
      id,
    );
  }
  if (question.next !== null && question.next !== 0 && !index.questions.has(question.next)) {
    error(
      'unknown-target',
      `Question ${id} sends next to question ${question.next}, which does not exist.`,
      id,
    );
  }
  if (question.prev !== null && !index.questions.has(question.prev)) {
    warning(
      'unknown-prev',
      `Question ${id} names question ${question.prev} as prev, which does not exist.`,
      id,
    );
  }

  const choice = isChoice(question);
  for (const key of keys) {
    if (key === FINAL || keyCanMatch(question, key)) continue;
    if (choice)
      error('unknown-map-key', `Question ${id} maps "${key}", which is not one of its options.`, id);
    else
      warning(
        'unknown-map-key',
        `Question ${id} maps "${key}", which no answer matches: ${howMatched(question)}.`,
        id,
      );
  }

  if (choice) {
    const options = question.QuestionOptions;
    const stops = question.is_hard_stop ? (question.hard_stop_response ?? []) : [];
    if (options.length === 0) error('dead-end', `Question ${id} offers no options to choose from.`, id);
    for (const { option_text: option } of options) {
      if (stops.includes(option)) continue;
      if (map[option] === undefined && map['Final'] === undefined && question.next === null) {
        error(
          'option-leads-nowhere',
          `Question ${id}: the answer "${option}" leads nowhere (no map entry, no Final, no next).`,
          id,
        );
      }
    }
  } else if (map['Final'] === undefined && question.next === null) {
    error('dead-end', `Question ${id} is a dead end: nothing follows it (no next, no Final).`, id);
  }

  const configured =
    (question.hard_stop_response?.length ?? 0) > 0 ||
    question.hard_stop_when !== undefined ||
    question.hard_stop_if !== undefined;
  if (question.is_hard_stop) {
    if (!question.hard_stop_message?.trim()) {
      error(
        'hard-stop-without-message',
        `Question ${id} is a hard stop without a message for the patient.`,
        id,
      );
    }
    if (!configured) {
      error(
        'hard-stop-without-trigger',
        `Question ${id} is marked as a hard stop but names no answer or measure that stops.`,
        id,
      );
    }
    for (const response of question.hard_stop_response ?? []) {
      if (keyCanMatch(question, response)) continue;
      const why = choice
        ? 'which is not one of its options'
        : `which no answer matches: ${howMatched(question)}`;
      error('unknown-hard-stop-response', `Question ${id} stops on "${response}", ${why}.`, id);
    }
    const stopWhen = question.hard_stop_when;
    // A total is the flow's, not this answer's: `checkTotals` judges it.
    const when = stopWhen?.measure === 'total' ? undefined : (stopWhen as MeasuredCondition | undefined);
    if (when && MEASURE_QUESTION_TYPE[when.measure] !== question.type) {
      error(
        'hard-stop-measure-mismatch',
        `Question ${id} stops on ${when.measure}, which needs a ${MEASURE_QUESTION_TYPE[when.measure]} question, not ${question.type}.`,
        id,
      );
    }
    const range = when && measureRange(question, when.measure);
    if (when && range && range.min <= range.max) {
      const label = MEASURE_LABEL[when.measure];
      if (when.below !== undefined && !(range.min < when.below)) {
        error(
          'hard-stop-never-triggers',
          `Question ${id} stops when ${label} is below ${when.below}, which never happens: ${label} ${rangeText(range)}.`,
          id,
        );
      }
      if (when.above !== undefined && !(range.max > when.above)) {
        error(
          'hard-stop-never-triggers',
          `Question ${id} stops when ${label} is above ${when.above}, which never happens: ${label} ${rangeText(range)}.`,
          id,
        );
      }
    }
  } else if (configured) {
    warning(
      'hard-stop-ignored',
      `Question ${id} has hard-stop answers or a measure but is_hard_stop is false, so it never stops.`,
      id,
    );
  }

  for (const branch of question.next_when ?? []) {
    if (branch.next === 0 || index.questions.has(branch.next)) continue;
    error(
      'unknown-target',
      `Question ${id} sends the branch on the total "${branch.total}" to question ${branch.next}, which does not exist.`,
      id,
    );
  }

  (question.next_if ?? []).forEach((branch, at) => {
    if (branch.next === 0 || index.questions.has(branch.next)) return;
    error(
      'unknown-target',
      `Question ${id} sends branch ${at + 1} to question ${branch.next}, which does not exist.`,
      id,
    );
  });

  if (isContent(question)) return;
  const space = routes(question).space as AnswerSpace;
  const readsTotal = totalsRead(question).some((name) => index.totals.has(name));
  const goesOn = readsTotal ? totalOutcomes(index, question).passes : passes(space);
  const { min, max } = question.input ?? {};
  if (!space.answerable && question.type === 'number' && min !== undefined && max !== undefined) {
    error(
      'unanswerable',
      `Question ${id} accepts no answer: its minimum (${min}) is above its maximum (${max}), so every answer is refused.`,
      id,
    );
  } else if (space.answerable && !goesOn) {
    error(
      'every-answer-stops',
      `Question ${id} stops every answer: no patient who reaches it can go on (a dead branch).`,
      id,
    );
  }
}

const MEASURE_LABEL = { value: 'the answer', bmi: 'the BMI', age: 'the age' } as const;

/** A condition on a total as a phrase: "at least 20", "above 0 or below 3". */
function boundsText(bounds: { below?: number; above?: number; at_least?: number; at_most?: number }): string {
  const parts: string[] = [];
  if (bounds.at_least !== undefined) parts.push(`at least ${bounds.at_least}`);
  if (bounds.above !== undefined) parts.push(`above ${bounds.above}`);
  if (bounds.at_most !== undefined) parts.push(`at most ${bounds.at_most}`);
  if (bounds.below !== undefined) parts.push(`below ${bounds.below}`);
  return parts.join(' or ');
}

/**
 * Totals (scored instruments): each is defined once, over choice questions of the flow whose options all carry a
 * score; hard stops and branches name a defined total and read it once all its questions are answered (none can
 * come after the reader); a bound no combination of answers meets is an error, a stop every combination meets a dead
 * branch, a branch every combination takes a warning (what follows it is never used).
 */
function checkTotals(index: FlowIndex, error: Report, warning: Report): void {
  const seen = new Set<string>();
  for (const total of index.flow.totals ?? []) {
    if (seen.has(total.name)) {
      error('duplicate-total', `Two totals are named "${total.name}".`);
      continue;
    }
    seen.add(total.name);
    const counted = new Set<number>();
    for (const id of total.questions) {
      const question = index.questions.get(id);
      if (counted.has(id)) {
        error('duplicate-total', `The total "${total.name}" counts question ${id} twice.`, id);
        continue;
      }
      counted.add(id);
      if (!question) {
        error(
          'total-unknown-question',
          `The total "${total.name}" counts question ${id}, which does not exist.`,
        );
      } else if (!isChoice(question)) {
        error(
          'total-not-scored',
          `The total "${total.name}" counts question ${id}, which is not a choice: only chosen options carry scores.`,
          id,
        );
      } else {
        const unscored = question.QuestionOptions.filter((o) => o.score === undefined).map(
          (o) => `"${o.option_text}"`,
        );
        if (unscored.length > 0 || question.QuestionOptions.length === 0) {
          error(
            'total-not-scored',
            `The total "${total.name}" counts question ${id}, whose ${unscored.length > 0 ? `answers ${unscored.join(', ')} have` : 'question has'} no score.`,
            id,
          );
        }
      }
    }
  }

  const graph = questionGraph(index);
  for (const question of index.ordered) {
    const id = question.id;
    const names = totalsRead(question);
    if (names.length === 0) continue;
    if (isContent(question)) {
      error(
        'total-on-content',
        `Screen ${id} stops or branches on a total, but a content screen takes no answer and never reads one.`,
        id,
      );
      continue;
    }
    for (const name of names) {
      const total = index.totals.get(name);
      if (!total) {
        error(
          'unknown-total',
          `Question ${id} reads the total "${name}", which the flow does not define.`,
          id,
        );
        continue;
      }
      const later = total.questions.filter((q) => q !== id && reachableFrom(graph, id).has(q));
      if (later.length > 0) {
        error(
          'total-read-early',
          `Question ${id} reads the total "${name}" before question${later.length > 1 ? 's' : ''} ${later.join(', ')} of it can be answered: the total would be incomplete.`,
          id,
        );
      }
    }
    if (!graph.reachable.has(id)) continue;
    const outcomes = totalOutcomes(index, question);
    const when = question.hard_stop_when;
    if (outcomes.stop && when && !outcomes.stop.some) {
      error(
        'hard-stop-never-triggers',
        `Question ${id} stops when the total "${when.total}" is ${boundsText(when)}, which no combination of answers reaches.`,
        id,
      );
    }
    (question.next_when ?? []).forEach((branch, at) => {
      const reach = outcomes.branches[at];
      if (!reach) return;
      if (!reach.some) {
        error(
          'branch-never-taken',
          `Question ${id} branches to ${branch.next === 0 ? 'checkout' : `question ${branch.next}`} when the total "${branch.total}" is ${boundsText(branch)}, which no combination of answers that gets there reaches.`,
          id,
        );
      } else if (reach.all) {
        warning(
          'branch-always-taken',
          `Question ${id} branches to ${branch.next === 0 ? 'checkout' : `question ${branch.next}`} on every combination of answers that gets there (the total "${branch.total}" is always ${boundsText(branch)}), so its other ways on are never used.`,
          id,
        );
      }
    });
  }
}

/** The questions some path leads to from `id` (not `id` itself, unless a loop returns to it). */
function reachableFrom(graph: QuestionGraph, id: number): Set<number> {
  const seen = new Set<number>();
  const queue = [id];
  while (queue.length > 0) {
    for (const destination of graph.successors.get(queue.pop() as number) ?? []) {
      if (destination.kind !== 'question' || seen.has(destination.id)) continue;
      seen.add(destination.id);
      queue.push(destination.id);
    }
  }
  return seen;
}

/** The range of a measure as a sentence's end: "runs from 0 to 130". */
function rangeText({ min, max }: MeasureRange): string {
  const number = (n: number) => String(Math.round(n * 10) / 10);
  if (Number.isFinite(min) && Number.isFinite(max)) return `runs from ${number(min)} to ${number(max)}`;
  if (Number.isFinite(min)) return `is at least ${number(min)}`;
  return `is at most ${number(max)}`;
}

/** How the machine matches an answer of the question's type to a map key or a stopping answer. */
function howMatched(question: Question): string {
  const { min, max } = question.input ?? {};
  switch (question.type) {
    case 'number': {
      const range =
        min !== undefined && max !== undefined
          ? ` from ${min} to ${max}`
          : min !== undefined
            ? ` of ${min} or more`
            : max !== undefined
              ? ` of ${max} or less`
              : '';
      return `number answers${range} are matched as written plainly (5, 2.5, -1; not 5.0 or 05)`;
    }
    case 'text':
      return 'text answers are matched trimmed, and are never empty';
    case 'email':
      return 'email addresses are matched trimmed and in lower case';
    case 'phone':
      return 'phone numbers are matched as their 10 digits (5125550147)';
    case 'date_of_birth':
      return 'dates of birth are matched as YYYY-MM-DD';
    case 'consent':
      return 'a consent is matched as "true"';
    case 'image':
      return 'a content screen takes no answer';
    default:
      return `a ${question.type} answer is never matched by text`;
  }
}

function checkGraph(index: FlowIndex, error: Report, warning: Report): void {
  const graph = questionGraph(index);
  // Only questions of the flow are reachable: when as many are reachable as there are questions, all are.
  for (const question of graph.reachable.size === index.questions.size ? [] : index.ordered) {
    if (!graph.reachable.has(question.id)) {
      warning(
        'unreachable',
        `Question ${question.id} cannot be reached from the first question.`,
        question.id,
      );
    }
  }
  for (const cycle of graph.cycles) {
    const loop = [...cycle, cycle[0]].join(' → ');
    error('cycle', `Questions ${loop} form a loop: a patient could go round it forever.`, cycle[0]);
  }
  if (!graph.reachesCheckout) {
    error('no-checkout-path', 'No path from the first question reaches checkout.');
    return;
  }
  // A branch that cannot reach checkout: a question that can, sending some answers to one that cannot.
  const reaches = reachingCheckout(graph.successors);
  for (const [id, destinations] of graph.successors) {
    if (!reaches.has(id)) continue;
    const question = index.questions.get(id) as Question;
    for (const destination of destinations) {
      if (destination.kind !== 'question' || reaches.has(destination.id)) continue;
      warning(
        'branch-without-checkout',
        `Question ${id} sends ${answersTo(index, question, destination.id)} to question ${destination.id}, from which no path reaches checkout: every way on ends at a hard stop or a dead end.`,
        id,
      );
    }
  }
}

/** The questions from which some path reaches checkout (walking the graph backwards from checkout). */
function reachingCheckout(successors: QuestionGraph['successors']): Set<number> {
  const predecessors = new Map<number, number[]>();
  const reaches = new Set<number>();
  const queue: number[] = [];
  for (const [id, destinations] of successors) {
    for (const destination of destinations) {
      if (destination.kind === 'checkout' && !reaches.has(id)) {
        reaches.add(id);
        queue.push(id);
      }
      if (destination.kind === 'question') {
        const list = predecessors.get(destination.id);
        if (list) list.push(id);
        else predecessors.set(destination.id, [id]);
      }
    }
  }
  while (queue.length > 0) {
    for (const previous of predecessors.get(queue.pop() as number) ?? []) {
      if (reaches.has(previous)) continue;
      reaches.add(previous);
      queue.push(previous);
    }
  }
  return reaches;
}

/** Which answers of a question lead to `target`, for a sentence: `"Yes"`, `"Yes" and "Maybe"`, or `its answers`. */
function answersTo(index: FlowIndex, question: Question, target: number): string {
  const map = question.next_question_map;
  const space = answerSpaceOf(index, question);
  const mapped = space.liveKeys.filter((key) => map[key] === target).map((key) => `"${key}"`);
  const viaNext = space.fallsThrough && map[FINAL] === undefined && question.next === target;
  if (viaNext)
    mapped.push(mapped.length > 0 || space.liveKeys.length > 0 ? 'its other answers' : 'its answers');
  if (mapped.length <= 1) return mapped[0] ?? 'its answers';
  return `${mapped.slice(0, -1).join(', ')} and ${mapped.at(-1) as string}`;
}
