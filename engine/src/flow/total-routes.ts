import type { Question } from '@telehealth/schemas';

import { optionTexts } from './answer-validity.js';
import { FINAL, type AnswerSpace } from './answer-space.js';
import type { FlowIndex } from './flow-index.js';
import { isChoice, isContent } from './question-kind.js';
import { answerSpaceOf, type Destination } from './routing.js';
import { addSets, boundsHold, optionScore, settle, totalsRead } from './totals.js';

/**
 * Where answers of a question lead once totals are known: what the analysis and the path count need of a question
 * that reads a total, kept beside routing (`routeAnswer` decides one answer; this decides a class of answers).
 */

/** The totals some question of the flow reads and the flow defines, in document order of their first reader. */
export function trackedTotals(index: FlowIndex): string[] {
  const names: string[] = [];
  for (const question of index.ordered) {
    if (isContent(question)) continue;
    for (const name of totalsRead(question)) {
      if (index.totals.has(name) && !names.includes(name)) names.push(name);
    }
  }
  return names;
}

/** The answer classes of a question as routing sees them (`answerClasses` over its answer space). */
export function classesOf(index: FlowIndex, question: Question): AnswerClass[] {
  return answerClasses(question, answerSpaceOf(index, question));
}

const toTarget = (id: number): Destination => (id === 0 ? { kind: 'checkout' } : { kind: 'question', id });

/**
 * Where an answer of the class `answer` leads when the totals are as `total` says (after this answer): its own
 * hard stop, the hard stop on a total, the first branch that holds, its map key, `Final`, `next`. Undefined when it
 * has no way on or names a question that does not exist (routing refuses such an answer).
 */
export function routeClass(
  index: FlowIndex,
  question: Question,
  answer: AnswerClass,
  total: (name: string) => number | undefined,
): Destination | undefined {
  const stop: Destination = { kind: 'stop', questionId: question.id };
  if (answer.stops) return stop;
  const when = question.hard_stop_when;
  if (question.is_hard_stop && when?.measure === 'total' && when.total !== undefined) {
    const sum = total(when.total);
    if (sum !== undefined && boundsHold(when, sum)) return stop;
  }
  let to: Destination | undefined;
  const branch = (question.next_when ?? []).find((b) => {
    const sum = total(b.total);
    return sum !== undefined && boundsHold(b, sum);
  });
  const map = question.next_question_map;
  if (branch) to = toTarget(branch.next);
  else if (answer.key !== undefined) to = toTarget(map[answer.key] as number);
  else if (map[FINAL] !== undefined) to = { kind: 'checkout' };
  else if (question.next !== null) to = toTarget(question.next);
  if (!to || (to.kind === 'question' && !index.questions.has(to.id))) return undefined;
  return to;
}

/** The scores a question can add to a total on a path that goes on from it (its answers that do not stop). */
function scoresGoingOn(index: FlowIndex, id: number): number[] {
  const question = index.questions.get(id);
  if (!question || !isChoice(question)) return [0];
  const scores = new Set(
    classesOf(index, question)
      .filter((c) => !c.stops)
      .flatMap((c) => c.scores),
  );
  return scores.size > 0 ? [...scores] : [0];
}

/**
 * The values the total `name` can take at `question` before its own answer is added, over every combination of
 * answers to its other questions (each answered, by an answer that goes on). Undefined for a total the flow lacks.
 */
export function valuesBefore(index: FlowIndex, name: string, question: Question): number[] | undefined {
  const total = index.totals.get(name);
  if (!total) return undefined;
  let values = [0];
  for (const id of total.questions)
    if (id !== question.id) values = addSets(values, scoresGoingOn(index, id));
  return values;
}

/** How often a condition on a total holds over the combinations that reach it: never, sometimes or always. */
export interface ConditionReach {
  /** Some combination of answers meets it (where it is checked). */
  some: boolean;
  /** Every combination that reaches it meets it (and at least one does). */
  all: boolean;
}

export interface TotalOutcomes {
  /** The hard stop on a total, when the question has one on a total the flow defines. */
  stop: ConditionReach | undefined;
  /** Each branch of `next_when` on a total the flow defines (undefined for one on an unknown total), in order. */
  branches: (ConditionReach | undefined)[];
  /** Some answer, in some combination, goes on from the question (neither stopping nor refused). */
  passes: boolean;
}

/**
 * What the totals a question reads do, over every combination of answers to the totals' questions (each judged on
 * its own when a question reads two totals): whether its stop and each branch is met never, sometimes or always.
 * The analysis reports bounds no combination meets, stops every combination meets, and branches taken always.
 */
export function totalOutcomes(index: FlowIndex, question: Question): TotalOutcomes {
  const names = totalsRead(question).filter((name) => index.totals.has(name));
  const when = question.hard_stop_when;
  const stopsOnTotal =
    question.is_hard_stop &&
    when?.measure === 'total' &&
    when.total !== undefined &&
    index.totals.has(when.total);
  const branches = question.next_when ?? [];
  const stop = { some: false, all: true, checked: false };
  const reach = branches.map(() => ({ some: false, all: true, checked: false }));
  let passes = false;

  for (const answer of classesOf(index, question)) {
    if (answer.stops) continue;
    // Every combination of the totals' values after this answer.
    let combos: Record<string, number>[] = [{}];
    for (const name of names) {
      const total = index.totals.get(name);
      const own = total?.questions.includes(question.id) ? answer.scores : [0];
      const values = addSets(valuesBefore(index, name, question) as number[], own);
      combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [name]: value })));
    }
    for (const combo of combos) {
      const lookup = (name: string) => combo[name];
      if (stopsOnTotal && when) {
        const holds = boundsHold(when, combo[when.total as string] as number);
        stop.checked = true;
        stop.some ||= holds;
        stop.all &&= holds;
        if (holds) continue;
      }
      let taken = false;
      branches.forEach((branch, at) => {
        const value = lookup(branch.total);
        const state = reach[at] as { some: boolean; all: boolean; checked: boolean };
        if (taken || value === undefined) return;
        const holds = boundsHold(branch, value);
        state.checked = true;
        state.some ||= holds;
        state.all &&= holds;
        taken = holds;
      });
      if (routeClass(index, question, answer, lookup)?.kind !== 'stop') passes = true;
    }
  }
  const result = (r: { some: boolean; all: boolean; checked: boolean }): ConditionReach => ({
    some: r.some,
    all: r.checked && r.all,
  });
  return {
    stop: stopsOnTotal ? result(stop) : undefined,
    branches: branches.map((branch, at) =>
      index.totals.has(branch.total) ? result(reach[at] as (typeof reach)[number]) : undefined,
    ),
    passes,
  };
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
