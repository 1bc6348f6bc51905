import type { AnswerValue, Question, StartData, ValueRef } from '@telehealth/schemas';

import { answerCandidates } from './witness.js';
import { checkAnswer, optionTexts } from '../flow/answer-validity.js';
import { FINAL } from '../flow/answer-space.js';
import type { FlowIndex } from '../flow/flow-index.js';
import { AGE_RANGE, HEIGHT_WEIGHT_BOUNDS, parseIsoDate } from '../flow/measures.js';
import { addSets, optionScore } from '../flow/totals.js';
import { parseRef, valueOf } from '../flow/conditions.js';
import { comparisonsOf, linearOf, optionsNamed, rulesOf, type Linear } from './rules-of-flow.js';

/**
 * The answers the explorer tries at a question: one answer per class of answers that every rule of the flow treats
 * alike, given the concrete answers before it. Exact for the language the analysis accepts (linear comparisons of
 * at most three of the patient's numbers): every comparison that reads a number of this question splits its range
 * at a threshold (a constant, or a value of an earlier answer, or one a later answer's thresholds project back), and
 * one answer is tried at each threshold and in each gap. Options of a choice are tried alone and, for a multiple
 * choice, in every combination of the options any rule, route or score tells apart.
 */

/** A number a patient gives, with its range and whether it is whole. */
interface Variable {
  min: number;
  max: number;
  whole: boolean;
}

const HEIGHT = {
  min: HEIGHT_WEIGHT_BOUNDS.feet.min * 12,
  max: HEIGHT_WEIGHT_BOUNDS.feet.max * 12 + HEIGHT_WEIGHT_BOUNDS.inches.max,
};

/** The range of a numeric value reference over every valid answer (undefined: not a number a patient gives). */
function variableOf(index: FlowIndex, ref: ValueRef): Variable | undefined {
  const parsed = parseRef(ref);
  if (parsed.id === undefined || parsed.kind === 'score') return undefined;
  const question = index.questions.get(parsed.id);
  if (!question) return undefined;
  switch (parsed.kind) {
    case 'answer':
      return question.type === 'number'
        ? {
            min: question.input?.min ?? Number.NEGATIVE_INFINITY,
            max: question.input?.max ?? Number.POSITIVE_INFINITY,
            whole: false,
          }
        : undefined;
    case 'age':
      return question.type === 'date_of_birth' ? { ...AGE_RANGE, whole: true } : undefined;
    case 'height':
      return question.type === 'height_weight' ? { ...HEIGHT, whole: true } : undefined;
    case 'weight':
      return question.type === 'height_weight' ? { ...HEIGHT_WEIGHT_BOUNDS.pounds, whole: false } : undefined;
    case 'bmi':
      // Derived from height and weight: its thresholds become weights, height by height.
      return question.type === 'height_weight'
        ? { min: 0, max: Number.POSITIVE_INFINITY, whole: false }
        : undefined;
  }
}

/** The values a score or total can take (every combination of options), undefined for other references. */
function finiteValues(index: FlowIndex, ref: ValueRef): number[] | undefined {
  const parsed = parseRef(ref);
  if (parsed.kind === 'score') {
    const question = index.questions.get(parsed.id);
    return question ? scoresOf(question) : [0];
  }
  if (parsed.kind === 'total') {
    let values = [0];
    for (const id of index.totals.get(parsed.name)?.questions ?? []) {
      const question = index.questions.get(id);
      // A question off the patient's path adds nothing.
      if (question) values = addSets(values, [0, ...scoresOf(question)]);
    }
    return values;
  }
  return undefined;
}

function scoresOf(question: Question): number[] {
  if (question.type === 'single_choice')
    return [...new Set(question.QuestionOptions.map((o) => o.score ?? 0))];
  if (question.type !== 'multiple_choice') return [0];
  let sums = [0];
  for (const option of question.QuestionOptions) sums = addSets(sums, [0, option.score ?? 0]);
  return sums;
}

/** Caps that keep the exploration finite on adversarial documents (the analysis says when it hit one). */
const MAX_VALUES = 64;
const MAX_COMBINATIONS = 256;

/** What the candidate generator knows of a flow: its comparisons and, per number, the values that matter to it. */
export interface CandidatePlan {
  index: FlowIndex;
  asOf: string;
  forms: Linear[];
  /** Per value reference, the thresholds that later comparisons project onto it (closed under projection). */
  projected: Map<ValueRef, number[]>;
  /** Options of each question that some condition names. */
  named: Map<number, Set<string>>;
  /** Comparisons that are not linear or read more than three numbers: the analysis cannot prove them. */
  unprovable: number;
}

export function planCandidates(index: FlowIndex, asOf: string): CandidatePlan {
  const conditions = [
    ...rulesOf(index).map((rule) => rule.condition),
    ...(index.flow.assertions ?? []).map((assertion) => assertion.never),
  ];
  const forms: Linear[] = [];
  const named = new Map<number, Set<string>>();
  let unprovable = 0;
  for (const condition of conditions) {
    for (const form of comparisonsOf(index, condition)) {
      if (!form || form.terms.size > 3) unprovable += 1;
      else forms.push(form);
    }
    optionsNamed(condition, named);
  }
  // Calculations shown in review but read by no rule still count as linear or not only when read.
  for (const calculation of index.flow.calculations ?? []) linearOf(index, calculation.value);

  const projected = new Map<ValueRef, number[]>();
  const valuesOf = (ref: ValueRef): number[] => {
    const finite = finiteValues(index, ref);
    if (finite) return finite;
    const variable = variableOf(index, ref);
    const own = projected.get(ref) ?? [];
    const bounds = variable ? [variable.min, variable.max].filter(Number.isFinite) : [];
    return [...own, ...bounds];
  };
  // Thresholds of one number from one comparison, given values for the others.
  const project = (form: Linear, ref: ValueRef): number[] => {
    const coefficient = form.terms.get(ref) as number;
    let partial = [form.constant];
    for (const [other, c] of form.terms) {
      if (other === ref) continue;
      const values = valuesOf(other);
      const next: number[] = [];
      for (const sum of partial) for (const value of values) next.push(sum + c * value);
      partial = next.slice(0, MAX_COMBINATIONS);
    }
    return partial.map((sum) => -sum / coefficient);
  };
  // Two rounds carry a threshold across a chain of three comparisons (a < b, b < c), enough for written protocols.
  for (let round = 0; round < 3; round += 1) {
    for (const form of forms) {
      for (const ref of form.terms.keys()) {
        if (finiteValues(index, ref)) continue;
        const list = projected.get(ref) ?? [];
        for (const t of project(form, ref)) if (!list.includes(t) && list.length < MAX_VALUES) list.push(t);
        projected.set(ref, list);
      }
    }
  }
  return { index, asOf, forms, projected, named, unprovable };
}

/**
 * The thresholds of `ref` (a number of the question being answered) given the path's earlier answers: each
 * comparison that reads it, with the values of earlier answers put in and later ones projected.
 */
function thresholdsOf(plan: CandidatePlan, ref: ValueRef, questionId: number, earlier: StartData): number[] {
  const { index } = plan;
  const scope = { index, answers: earlier, asOf: plan.asOf };
  const found = new Set<number>(plan.projected.get(ref) ?? []);
  for (const form of plan.forms) {
    const coefficient = form.terms.get(ref);
    if (coefficient === undefined) continue;
    let partial = [form.constant];
    let sameQuestion = false;
    for (const [other, c] of form.terms) {
      if (other === ref) continue;
      const parsed = parseRef(other);
      if (parsed.id === questionId) sameQuestion = true;
      const answeredBefore =
        parsed.id !== undefined
          ? earlier[String(parsed.id)] !== undefined
          : totalKnown(index, parsed.name, earlier);
      const known = answeredBefore ? valueOf(scope, other) : undefined;
      const values =
        known !== undefined ? [known] : (finiteValues(index, other) ?? valuesWithBounds(plan, other));
      const next: number[] = [];
      for (const sum of partial) for (const value of values) next.push(sum + c * value);
      partial = next.slice(0, MAX_COMBINATIONS);
    }
    // Two numbers of one answer compared with each other (a weight with its own BMI) split nothing here.
    if (sameQuestion) continue;
    for (const sum of partial) found.add(-sum / coefficient);
  }
  return [...found].filter(Number.isFinite).sort((a, b) => a - b);
}

function totalKnown(index: FlowIndex, name: string, earlier: StartData): boolean {
  const total = index.totals.get(name);
  return total !== undefined && total.questions.every((id) => earlier[String(id)] !== undefined);
}

function valuesWithBounds(plan: CandidatePlan, ref: ValueRef): number[] {
  const variable = variableOf(plan.index, ref);
  const bounds = variable ? [variable.min, variable.max].filter(Number.isFinite) : [];
  return [...(plan.projected.get(ref) ?? []), ...bounds];
}

/** The shortest decimal strictly between a and b (both finite, a < b). */
function between(a: number, b: number): number {
  for (let decimals = 0; decimals <= 6; decimals += 1) {
    const factor = 10 ** decimals;
    const candidate = Math.round(((a + b) / 2) * factor) / factor;
    if (candidate > a && candidate < b) return candidate;
  }
  return (a + b) / 2;
}

/**
 * One value at each threshold within the range and one in each gap between them (and beyond the outermost, for an
 * open range), whole numbers only for a whole variable.
 */
export function representatives(thresholds: readonly number[], variable: Variable): number[] {
  const { min, max, whole } = variable;
  const inside = (n: number) => n >= min && n <= max && (!whole || Number.isInteger(n));
  const points = new Set<number>();
  for (const t of thresholds) {
    if (whole) {
      points.add(Math.floor(t));
      points.add(Math.ceil(t));
    } else points.add(t);
  }
  if (Number.isFinite(min)) points.add(min);
  if (Number.isFinite(max)) points.add(max);
  const sorted = [...points].filter(inside).sort((a, b) => a - b);
  if (sorted.length === 0) {
    if (min > max) return [];
    const start = Number.isFinite(min) ? min : Number.isFinite(max) ? max : 0;
    return [start];
  }
  const values = [...sorted];
  if (!Number.isFinite(min)) values.push((sorted[0] as number) - 1);
  if (!Number.isFinite(max)) values.push((sorted[sorted.length - 1] as number) + 1);
  for (let i = 1; i < sorted.length; i += 1) {
    const a = sorted[i - 1] as number;
    const b = sorted[i] as number;
    if (whole) {
      if (b - a >= 2) values.push(Math.floor((a + b) / 2) > a ? Math.floor((a + b) / 2) : a + 1);
    } else values.push(between(a, b));
  }
  return [...new Set(values)].filter(inside);
}

/** Where a number falls among sorted thresholds: 2i at the i-th, 2i + 1 just after it (-1 before the first). */
function cellOf(value: number, sorted: readonly number[]): number {
  let cell = -1;
  for (let i = 0; i < sorted.length; i += 1) {
    const t = sorted[i] as number;
    if (value === t) return 2 * i;
    if (value > t) cell = 2 * i + 1;
  }
  return cell;
}

/** A candidate answer and the class it stands for (answers of one class are treated alike by every rule). */
export interface Candidate {
  value: AnswerValue;
  cls: string;
}

/** The candidate answers of a question after the path's earlier answers, one per class, valid ones only. */
export function candidatesFor(plan: CandidatePlan, question: Question, earlier: StartData): Candidate[] {
  const { asOf } = plan;
  const out: Candidate[] = [];
  const seen = new Set<string>();
  const offer = (value: AnswerValue, cls?: string) => {
    const checked = checkAnswer(question, value, asOf);
    if (!checked.ok) return;
    const key = cls ?? JSON.stringify(checked.value);
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ value: checked.value, cls: key });
  };
  const id = question.id;
  const legacy = question.is_hard_stop ? question.hard_stop_when : undefined;
  const legacyBounds = (measure: string) =>
    legacy && legacy.measure === measure
      ? [legacy.below, legacy.above].filter((n): n is number => n !== undefined)
      : [];
  const numericKeys = [...Object.keys(question.next_question_map), ...(question.hard_stop_response ?? [])]
    .filter((key) => key !== FINAL)
    .map(Number)
    .filter(Number.isFinite);

  switch (question.type) {
    case 'number': {
      const ref: ValueRef = `answer.${id}`;
      const thresholds = [
        ...thresholdsOf(plan, ref, id, earlier),
        ...legacyBounds('value'),
        ...numericKeys,
      ].sort((a, b) => a - b);
      const variable = variableOf(plan.index, ref) as Variable;
      for (const value of representatives(thresholds, variable))
        offer(value, `n:${cellOf(value, thresholds)}`);
      return out;
    }
    case 'date_of_birth': {
      const ref: ValueRef = `age.${id}`;
      const thresholds = [...thresholdsOf(plan, ref, id, earlier), ...legacyBounds('age')].sort(
        (a, b) => a - b,
      );
      for (const age of representatives(thresholds, { ...AGE_RANGE, whole: true })) {
        const date = bornYearsAgo(asOf, age);
        if (date) offer(date, `age:${cellOf(age, thresholds)}`);
      }
      // Dates a map or a stop names route by their text.
      for (const key of [...Object.keys(question.next_question_map), ...(question.hard_stop_response ?? [])])
        if (parseIsoDate(key)) offer(key);
      return out;
    }
    case 'height_weight':
      return heightWeightCandidates(plan, question, earlier, legacyBounds('bmi'), offer, out);
    case 'single_choice':
      for (const option of optionTexts(question)) offer(option);
      return out;
    case 'multiple_choice':
      for (const chosen of optionSets(plan, question)) offer(chosen);
      return out;
    default: {
      const named = [...(plan.named.get(id) ?? [])];
      for (const value of [...named, ...answerCandidates(question, asOf)]) offer(value);
      return out;
    }
  }
}

function heightWeightCandidates(
  plan: CandidatePlan,
  question: Question,
  earlier: StartData,
  bmiBounds: number[],
  offer: (value: AnswerValue, cls?: string) => void,
  out: Candidate[],
): Candidate[] {
  const id = question.id;
  const heights = thresholdsOf(plan, `height.${id}`, id, earlier);
  const weights = thresholdsOf(plan, `weight.${id}`, id, earlier);
  const bmis = [...thresholdsOf(plan, `bmi.${id}`, id, earlier), ...bmiBounds].sort((a, b) => a - b);
  // Every height (whole inches), nearest an everyday 5 ft 6 in first, so witnesses read naturally.
  const all: number[] = [];
  for (let h = HEIGHT.min; h <= HEIGHT.max; h += 1) all.push(h);
  all.sort((a, b) => Math.abs(a - 66) - Math.abs(b - 66) || a - b);
  for (const h of all) {
    const fromBmi = bmis.map((bmi) => (bmi * h * h) / 703);
    const pounds = representatives([...weights, ...fromBmi], {
      ...HEIGHT_WEIGHT_BOUNDS.pounds,
      whole: false,
    });
    for (const weight of pounds) {
      const bmi = (703 * weight) / (h * h);
      const cls = `hw:${cellOf(h, heights)}:${cellOf(weight, weights)}:${cellOf(bmi, bmis)}`;
      offer({ feet: Math.floor(h / 12), inches: h % 12, pounds: weight }, cls);
    }
  }
  return out;
}

/** A date of birth `age` years before `asOf` (the birthday today), or undefined when out of range. */
function bornYearsAgo(asOf: string, age: number): string | undefined {
  const year = Number(asOf.slice(0, 4)) - age;
  if (year < 1) return undefined;
  const date = `${String(year).padStart(4, '0')}${asOf.slice(4)}`;
  // 29 February in a year without one: born on the 28th, the birthday has passed.
  return parseIsoDate(date) ? date : `${String(year).padStart(4, '0')}-02-28`;
}

/**
 * The option sets of a multiple choice worth trying: exclusive options alone; every combination of the options
 * that something tells apart (a condition names it, a map or stop uses it, it carries a score), with and without
 * one of the others, which no rule tells apart.
 */
function optionSets(plan: CandidatePlan, question: Question): string[][] {
  const map = question.next_question_map;
  const stops = new Set(question.hard_stop_response ?? []);
  const named = plan.named.get(question.id) ?? new Set<string>();
  const exclusive = new Set(question.QuestionOptions.filter((o) => o.exclusive).map((o) => o.option_text));
  const texts = [...new Set(optionTexts(question))];
  const told = (text: string) =>
    named.has(text) || Object.hasOwn(map, text) || stops.has(text) || optionScore(question, text) !== 0;
  const relevant = texts.filter((text) => !exclusive.has(text) && told(text)).slice(0, 12);
  const other = texts.find((text) => !exclusive.has(text) && !relevant.includes(text));
  const sets: string[][] = [...exclusive].map((text) => [text]);
  for (let mask = 0; mask < 1 << relevant.length; mask += 1) {
    const chosen = relevant.filter((_, at) => (mask >> at) & 1);
    if (chosen.length > 0) sets.push(chosen);
    if (other !== undefined) sets.push([...chosen, other]);
  }
  return sets;
}
