import type { AnswerValue, Question, StartData, StartDataEntry, ValueRef } from '@telehealth/schemas';

import { answerCandidates } from './witness.js';
import { checkAnswer, optionTexts } from '../flow/answer-validity.js';
import { FINAL, answerKeys } from '../flow/answer-space.js';
import type { FlowIndex } from '../flow/flow-index.js';
import type { RouteResult } from '../flow/routing.js';
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

/** Every height (whole inches), nearest an everyday 5 ft 6 in first, so witnesses read naturally. */
const HEIGHTS: readonly number[] = Array.from(
  { length: HEIGHT.max - HEIGHT.min + 1 },
  (_, at) => HEIGHT.min + at,
).sort((a, b) => Math.abs(a - 66) - Math.abs(b - 66) || a - b);

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
  /** Per value reference, the comparisons that read it, prepared for `thresholdsOf`. */
  formsOf: Map<ValueRef, readonly Prepared[]>;
  /** Candidates already worked out, per question and per thresholds they were cut at. */
  cache: Map<Question, Map<string, Candidate[]>>;
}

/** A comparison as `thresholdsOf` reads it for one of its numbers: the others, and what each can be when unknown. */
interface Prepared {
  coefficient: number;
  constant: number;
  others: readonly {
    ref: ValueRef;
    coefficient: number;
    /** The question it reads, or the questions of the total it reads (undefined: no such total). */
    id: number | undefined;
    total: readonly number[] | undefined;
    /** Its values when its answer is not given yet: every score or total, else projected thresholds and bounds. */
    unknown: readonly number[];
  }[];
}

export function planCandidates(index: FlowIndex, asOf: string): CandidatePlan {
  const conditions = [
    ...rulesOf(index).map((rule) => rule.condition),
    ...(index.flow.assertions ?? []).map((assertion) => assertion.never),
    // Eligibility rules decide the carts an assertion about orders is judged on: their thresholds split answers too.
    ...(index.flow.eligibility ?? []).flatMap((rule) => (rule.if ? [rule.if] : [])),
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

  const finite = new Map<ValueRef, number[] | undefined>();
  const finiteOf = (ref: ValueRef) => {
    if (!finite.has(ref)) finite.set(ref, finiteValues(index, ref));
    return finite.get(ref);
  };
  const projected = new Map<ValueRef, number[]>();
  const valuesOf = (ref: ValueRef): number[] => {
    const values = finiteOf(ref);
    if (values) return values;
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
  // A comparison of one number with constants only projects nothing onto others: its thresholds are found once.
  const seen = new Map<ValueRef, Set<number>>();
  // Two rounds carry a threshold across a chain of three comparisons (a < b, b < c), enough for written protocols.
  for (let round = 0; round < 3; round += 1) {
    for (const form of forms) {
      if (round > 0 && form.terms.size === 1) continue;
      for (const ref of form.terms.keys()) {
        if (finiteOf(ref)) continue;
        let list = projected.get(ref);
        let known = seen.get(ref);
        if (!list || !known) {
          projected.set(ref, (list = []));
          seen.set(ref, (known = new Set()));
        }
        for (const t of project(form, ref)) {
          if (known.has(t) || list.length >= MAX_VALUES) continue;
          known.add(t);
          list.push(t);
        }
      }
    }
  }

  const plan: CandidatePlan = {
    index,
    asOf,
    forms,
    projected,
    named,
    unprovable,
    formsOf: new Map(),
    cache: new Map(),
  };
  for (const form of forms) {
    for (const [ref, coefficient] of form.terms) {
      const others = [...form.terms].flatMap(([other, c]) => {
        if (other === ref) return [];
        const parsed = parseRef(other);
        return [
          {
            ref: other,
            coefficient: c,
            id: parsed.id,
            total: parsed.id === undefined ? index.totals.get(parsed.name)?.questions : undefined,
            unknown: finiteOf(other) ?? valuesWithBounds(plan, other),
          },
        ];
      });
      const list = (plan.formsOf.get(ref) ?? []) as Prepared[];
      list.push({ coefficient, constant: form.constant, others });
      plan.formsOf.set(ref, list);
    }
  }
  return plan;
}

/**
 * The thresholds of `ref` (a number of the question being answered) given the path's earlier answers: each
 * comparison that reads it, with the values of earlier answers put in and later ones projected.
 */
function thresholdsOf(plan: CandidatePlan, ref: ValueRef, questionId: number, earlier: StartData): number[] {
  const scope = { index: plan.index, answers: earlier, asOf: plan.asOf };
  const found = new Set<number>(plan.projected.get(ref) ?? []);
  for (const form of plan.formsOf.get(ref) ?? []) {
    let partial = [form.constant];
    let sameQuestion = false;
    for (const other of form.others) {
      if (other.id === questionId) sameQuestion = true;
      const answeredBefore =
        other.id !== undefined
          ? earlier[String(other.id)] !== undefined
          : other.total !== undefined && other.total.every((id) => earlier[String(id)] !== undefined);
      const known = answeredBefore ? valueOf(scope, other.ref) : undefined;
      const values = known !== undefined ? [known] : other.unknown;
      const next: number[] = [];
      for (const sum of partial) for (const value of values) next.push(sum + other.coefficient * value);
      partial = next.slice(0, MAX_COMBINATIONS);
    }
    // Two numbers of one answer compared with each other (a weight with its own BMI) split nothing here.
    if (sameQuestion) continue;
    for (const sum of partial) found.add(-sum / form.coefficient);
  }
  return [...found].filter(Number.isFinite).sort((a, b) => a - b);
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
  /** The answer as the machine records it (set by the explorer on first use). */
  entry?: StartDataEntry;
  /** Where it leads from a question whose routing reads no earlier answer (set by the explorer on first use). */
  route?: RouteResult;
}

/**
 * The candidate answers of a question after the path's earlier answers, one per class, valid ones only. The earlier
 * answers matter only through the thresholds they put on this question's numbers, so the candidates are worked out
 * once per question and thresholds (the array returned is shared: read it, never change it).
 */
export function candidatesFor(plan: CandidatePlan, question: Question, earlier: StartData): Candidate[] {
  let byCut = plan.cache.get(question);
  if (!byCut) plan.cache.set(question, (byCut = new Map()));
  // A question whose numbers no comparison ties to another question's has the same thresholds on every path.
  const fixed = byCut.get(FIXED);
  if (fixed) return fixed;
  const id = question.id;
  let cut: number[][] = [];
  switch (question.type) {
    case 'number':
      cut = [thresholdsOf(plan, `answer.${id}`, id, earlier)];
      break;
    case 'date_of_birth':
      cut = [thresholdsOf(plan, `age.${id}`, id, earlier)];
      break;
    case 'height_weight':
      cut = [
        thresholdsOf(plan, `height.${id}`, id, earlier),
        thresholdsOf(plan, `weight.${id}`, id, earlier),
        thresholdsOf(plan, `bmi.${id}`, id, earlier),
      ];
      break;
  }
  const key = cut.map((list) => list.join(',')).join('|');
  let found = byCut.get(key);
  if (!found) {
    found = candidatesCut(plan, question, cut);
    byCut.set(key, found);
    if (byCut.size === 1 && !readsOthers(plan, question)) byCut.set(FIXED, found);
  }
  return found;
}

/** The key under which the candidates of a question whose thresholds never change are kept. */
const FIXED = '\u0000fixed';

/** Whether a comparison ties one of the question's numbers to another question's answer or to a total. */
export function readsOthers(plan: CandidatePlan, question: Question): boolean {
  const id = question.id;
  const refs: ValueRef[] =
    question.type === 'number'
      ? [`answer.${id}`]
      : question.type === 'date_of_birth'
        ? [`age.${id}`]
        : question.type === 'height_weight'
          ? [`height.${id}`, `weight.${id}`, `bmi.${id}`]
          : [];
  return refs.some((ref) =>
    (plan.formsOf.get(ref) ?? []).some((form) => form.others.some((other) => other.id !== id)),
  );
}

function candidatesCut(plan: CandidatePlan, question: Question, cut: number[][]): Candidate[] {
  const { asOf } = plan;
  const out: Candidate[] = [];
  const seen = new Set<string>();
  const offer = (value: AnswerValue, cls?: string) => {
    // A class already offered needs no other answer (validating one costs more than naming its class).
    if (cls !== undefined && seen.has(cls)) return;
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
  const keys = [...Object.keys(question.next_question_map), ...(question.hard_stop_response ?? [])];
  const numericKeys = keys
    .filter((key) => key !== FINAL)
    .map(Number)
    .filter(Number.isFinite);
  const named = plan.named.get(id) ?? new Set<string>();
  // Answers whose keys no map, stop or condition names are all treated alike: one of them stands for the rest.
  const told = new Set([...named, ...keys.filter((key) => key !== FINAL)]);
  const classOf = (value: AnswerValue) => {
    if (told.size === 0) return 'other';
    const checked = checkAnswer(question, value, asOf);
    return checked.ok && !answerKeys(checked.value).some((key) => told.has(key)) ? 'other' : undefined;
  };

  switch (question.type) {
    case 'number': {
      const ref: ValueRef = `answer.${id}`;
      const thresholds = [...(cut[0] ?? []), ...legacyBounds('value'), ...numericKeys].sort((a, b) => a - b);
      const variable = variableOf(plan.index, ref) as Variable;
      for (const value of representatives(thresholds, variable))
        offer(value, `n:${cellOf(value, thresholds)}`);
      return out;
    }
    case 'date_of_birth': {
      const thresholds = [...(cut[0] ?? []), ...legacyBounds('age')].sort((a, b) => a - b);
      for (const age of representatives(thresholds, { ...AGE_RANGE, whole: true })) {
        const date = bornYearsAgo(asOf, age);
        if (date) offer(date, `age:${cellOf(age, thresholds)}`);
      }
      // Dates a map or a stop names route by their text.
      for (const key of keys) if (parseIsoDate(key)) offer(key);
      return out;
    }
    case 'height_weight': {
      const [heights = [], weights = [], bmis = []] = cut;
      return heightWeightCandidates(
        heights,
        weights,
        [...bmis, ...legacyBounds('bmi')].sort((a, b) => a - b),
        offer,
        out,
      );
    }
    case 'single_choice': {
      // An option no rule, map, stop or score tells apart from another routes and reads alike.
      const scored = (text: string) => optionScore(question, text) !== 0;
      for (const option of optionTexts(question))
        offer(option, told.has(option) || scored(option) ? undefined : 'other');
      return out;
    }
    case 'multiple_choice':
      for (const chosen of optionSets(plan, question)) offer(chosen);
      return out;
    default: {
      for (const value of [...named, ...answerCandidates(question, asOf)]) offer(value, classOf(value));
      return out;
    }
  }
}

function heightWeightCandidates(
  heights: readonly number[],
  weights: readonly number[],
  bmis: readonly number[],
  offer: (value: AnswerValue, cls?: string) => void,
  out: Candidate[],
): Candidate[] {
  // Classes by number first: most of the thousand (height, weight) pairs tried fall in a class already offered.
  const cells = { weight: 2 * weights.length + 2, bmi: 2 * bmis.length + 2 };
  const most = (2 * heights.length + 1) * (cells.weight - 1) * (cells.bmi - 1);
  // The classes offered, by number (one byte each: there are at most a few thousand).
  const offered = new Uint8Array((2 * heights.length + 2) * cells.weight * cells.bmi);
  // Room for every threshold and the bounds, and a weight between each two.
  const points = new Float64Array(weights.length + bmis.length + 2);
  const pounds = new Float64Array(2 * points.length);
  for (const h of HEIGHTS) {
    // Every class found: no later height can add one (without thresholds, the first valid answer is the only class).
    if (out.length >= most) break;
    const heightCell = cellOf(h, heights);
    const count = weightsAt(h, weights, bmis, points, pounds);
    for (let at = 0; at < count; at += 1) {
      const weight = pounds[at] as number;
      // `cellOf` of the weight and of its BMI, worked out in place (this loop runs a thousand times a question).
      let weightCell = -1;
      for (let i = 0; i < weights.length; i += 1) {
        const t = weights[i] as number;
        if (weight === t) {
          weightCell = 2 * i;
          break;
        }
        if (weight > t) weightCell = 2 * i + 1;
      }
      const bmi = (703 * weight) / (h * h);
      let bmiCell = -1;
      for (let i = 0; i < bmis.length; i += 1) {
        const t = bmis[i] as number;
        if (bmi === t) {
          bmiCell = 2 * i;
          break;
        }
        if (bmi > t) bmiCell = 2 * i + 1;
      }
      const number = ((heightCell + 1) * cells.weight + weightCell + 1) * cells.bmi + bmiCell + 1;
      if (offered[number] === 1) continue;
      const before = out.length;
      offer(
        { feet: Math.floor(h / 12), inches: h % 12, pounds: weight },
        `hw:${heightCell}:${weightCell}:${bmiCell}`,
      );
      // A class is taken once an answer of it is valid; an invalid one leaves it open.
      if (out.length > before) offered[number] = 1;
    }
  }
  return out;
}

/**
 * The weights tried at height `h`, into `pounds` (their count returned; `points` its scratch): `representatives` of
 * the weight thresholds and of each BMI threshold's weight at this height, worked out without a set, a sort or an
 * array per height (every height is tried while a class of answers may still be missing).
 */
function weightsAt(
  h: number,
  weights: readonly number[],
  bmis: readonly number[],
  points: Float64Array,
  pounds: Float64Array,
): number {
  const { min, max } = HEIGHT_WEIGHT_BOUNDS.pounds;
  let count = 0;
  for (let i = 0; i < weights.length + bmis.length + 2; i += 1) {
    const n =
      i < weights.length
        ? (weights[i] as number)
        : i < weights.length + bmis.length
          ? ((bmis[i - weights.length] as number) * h * h) / 703
          : i === weights.length + bmis.length
            ? min
            : max;
    if (!(n >= min && n <= max)) continue;
    // Into the sorted points, each value once.
    let at = count;
    while (at > 0 && (points[at - 1] as number) > n) at -= 1;
    if (at > 0 && points[at - 1] === n) continue;
    points.copyWithin(at + 1, at, count);
    points[at] = n;
    count += 1;
  }
  for (let i = 0; i < count; i += 1) pounds[i] = points[i] as number;
  let total = count;
  for (let i = 1; i < count; i += 1) {
    const a = points[i - 1] as number;
    const b = points[i] as number;
    const middle = between(a, b);
    if (!(middle > a && middle < b)) {
      // Two thresholds a float apart: the general case, as it was.
      const fromBmi = bmis.map((bmi) => (bmi * h * h) / 703);
      const values = representatives([...weights, ...fromBmi], { min, max, whole: false });
      pounds.set(values);
      return values.length;
    }
    pounds[total] = middle;
    total += 1;
  }
  return total;
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
