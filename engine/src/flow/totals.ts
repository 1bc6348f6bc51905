import type { AnswerValue, Question, StartData, TotalBranch } from '@telehealth/schemas';

import { optionTexts } from './answer-validity.js';
import { FINAL, answerKeys, type AnswerSpace } from './answer-space.js';
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

/**
 * A set of valid answers to a question that route alike when totals are left aside: they all stop on the
 * question's own answers (`stops`), or they all go on by the map key `key` (undefined: by `Final`, else `next`).
 * `scores` are the scores those answers add (each once; `[0]` for questions that are not choices).
 */
export interface AnswerClass {
  stops: boolean;
  key: string | undefined;
  scores: readonly number[];
}

/** The set of sums of `a` and `b` (each pair), each once. */
export function addSets(a: readonly number[], b: readonly number[]): number[] {
  const sums = new Set<number>();
  for (const x of a) for (const y of b) sums.add(settle(x + y));
  return [...sums];
}

/** The sums of every subset of `scores`, the empty one (0) included. */
function subsetSums(scores: readonly number[]): number[] {
  let sums = [0];
  for (const score of scores) sums = [...new Set([...sums, ...sums.map((s) => settle(s + score))])];
  return sums;
}

/**
 * The answer classes of a question: exact for choices (a multiple choice's every valid combination of options, by
 * the first chosen option with a map entry, as routing decides); for other questions the ways its answer space
 * says some answer takes, each adding nothing to a total.
 */
export function answerClasses(question: Question, space: AnswerSpace): AnswerClass[] {
  if (!isChoice(question)) {
    const classes: AnswerClass[] = [];
    if (space.canStop) classes.push({ stops: true, key: undefined, scores: [0] });
    for (const key of space.liveKeys) classes.push({ stops: false, key, scores: [0] });
    if (space.fallsThrough) classes.push({ stops: false, key: undefined, scores: [0] });
    return classes;
  }
  const map = question.next_question_map;
  const stopsOn = (option: string) =>
    question.is_hard_stop && (question.hard_stop_response ?? []).includes(option);
  const mapped = (option: string) =>
    option !== FINAL && Object.hasOwn(map, option) && map[option] !== undefined;
  const classes = new Map<string, { stops: boolean; key: string | undefined; scores: Set<number> }>();
  const add = (stops: boolean, key: string | undefined, scores: readonly number[]) => {
    const id = stops ? 'stop' : `key:${key ?? ''}:${key === undefined ? 'none' : 'some'}`;
    let entry = classes.get(id);
    if (!entry) classes.set(id, (entry = { stops, key: stops ? undefined : key, scores: new Set() }));
    for (const score of scores) entry.scores.add(score);
  };
  const texts = [...new Set(optionTexts(question))];
  const exclusive = new Set(question.QuestionOptions.filter((o) => o.exclusive).map((o) => o.option_text));
  const single = question.type === 'single_choice';
  // A single choice, or an exclusive option of a multiple choice, is chosen alone.
  for (const option of texts.filter((text) => single || exclusive.has(text))) {
    if (stopsOn(option)) add(true, undefined, [0]);
    else add(false, mapped(option) ? option : undefined, [optionScore(question, option)]);
  }
  if (!single) {
    const together = texts.filter((text) => !exclusive.has(text));
    if (together.some(stopsOn)) add(true, undefined, [0]);
    // Combinations without a stopping option, by their first option with a map entry.
    const going = together.filter((text) => !stopsOn(text));
    const score = (option: string) => optionScore(question, option);
    for (let i = 0; i < going.length; i += 1) {
      const option = going[i] as string;
      const before = going.slice(0, i).filter((text) => !mapped(text));
      if (mapped(option)) {
        const sums = addSets(subsetSums(before.map(score)), subsetSums(going.slice(i + 1).map(score)));
        add(false, option, addSets([score(option)], sums));
      } else {
        // The first chosen option is this one, and no option with a map entry is chosen.
        const after = going.slice(i + 1).filter((text) => !mapped(text));
        add(false, undefined, addSets([score(option)], subsetSums(after.map(score))));
      }
    }
  }
  return [...classes.values()].map(({ stops, key, scores }) => ({ stops, key, scores: [...scores] }));
}
