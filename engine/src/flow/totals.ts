import type { AnswerValue, Question, StartData, TotalBranch } from '@telehealth/schemas';

import { answerKeys } from './answer-space.js';
import type { FlowIndex } from './flow-index.js';
import { isChoice } from './question-kind.js';

/**
 * Scores and totals (scored instruments such as PHQ-9): an option may carry a `score`; a total of the flow sums the
 * scores of the options chosen at its questions. This module is the one home of that arithmetic: routing, the
 * analysis, the path count, the witnesses and the exports all read totals through it.
 */

/** The bounds of a condition on a total: it holds when any bound given holds. */
export type TotalBounds = Pick<TotalBranch, 'below' | 'above' | 'at_least' | 'at_most'>;

/** Whether a total meets a condition: below `below`, above `above`, at least `at_least` or at most `at_most`. */
export function boundsHold(bounds: TotalBounds, value: number): boolean {
  return (
    (bounds.below !== undefined && value < bounds.below) ||
    (bounds.above !== undefined && value > bounds.above) ||
    (bounds.at_least !== undefined && value >= bounds.at_least) ||
    (bounds.at_most !== undefined && value <= bounds.at_most)
  );
}

/**
 * Sums are kept to 9 decimals, so a total does not depend on the order its scores are added in (0.1 + 0.2 is 0.3
 * whichever comes first) and a threshold is compared with the number an admin would write.
 */
export const settle = (n: number): number => Math.round(n * 1e9) / 1e9;

/** The score of an option of a question (0 when it names none or is not an option). */
export function optionScore(question: Question, optionText: string): number {
  return question.QuestionOptions.find((o) => o.option_text === optionText)?.score ?? 0;
}

/** The score an answer adds: the sum of the scores of the chosen options (0 for answers that are not choices). */
export function answerScore(question: Question, value: AnswerValue): number {
  if (!isChoice(question)) return 0;
  return settle(answerKeys(value).reduce((sum, key) => sum + optionScore(question, key), 0));
}

/** The totals a question reads, once each: its hard stop's, then its branches'. */
export function totalsRead(question: Question): string[] {
  const names: string[] = [];
  const when = question.hard_stop_when;
  if (question.is_hard_stop && when?.measure === 'total' && when.total !== undefined) names.push(when.total);
  for (const branch of question.next_when ?? []) if (!names.includes(branch.total)) names.push(branch.total);
  return names;
}

/**
 * The value of the total `name` given the answers recorded so far and, optionally, the answer being given now
 * (which replaces any recorded answer of that question): the sum of the scores of the chosen options of its
 * questions; a question not answered adds nothing. Undefined when the flow has no such total.
 */
export function totalValue(
  index: FlowIndex,
  name: string,
  answers: StartData,
  current?: { question: Question; value: AnswerValue },
): number | undefined {
  const total = index.totals.get(name);
  if (!total) return undefined;
  let sum = 0;
  for (const id of total.questions) {
    if (current && id === current.question.id) {
      sum += answerScore(current.question, current.value);
      continue;
    }
    const recorded = answers[String(id)];
    const question = index.questions.get(id);
    if (recorded && question) sum += answerScore(question, recorded.value);
  }
  return settle(sum);
}

/** Every total of a flow with its value for the given answers (the intake log, the replay and exports show these). */
export function totalsOf(
  index: FlowIndex,
  answers: StartData,
): { name: string; title: string | undefined; value: number }[] {
  return [...index.totals.values()].map((total) => ({
    name: total.name,
    title: total.title,
    value: totalValue(index, total.name, answers) as number,
  }));
}

/** The set of sums of `a` and `b` (each pair), each once. */
export function addSets(a: readonly number[], b: readonly number[]): number[] {
  const sums = new Set<number>();
  for (const x of a) for (const y of b) sums.add(settle(x + y));
  return [...sums];
}
