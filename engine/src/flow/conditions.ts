import type {
  AnswerValue,
  Calculation,
  Condition,
  Expression,
  Question,
  StartData,
  ValueRef,
} from '@telehealth/schemas';

import { answerKeys } from './answer-space.js';
import type { FlowIndex } from './flow-index.js';
import { ageOn, bodyMassIndex } from './measures.js';
import { answerScore, settle, totalValue } from './totals.js';

/**
 * The flow's rule language, evaluated (the one home of what a condition means; the analysis explores answers with
 * this same function, so what it proves is what a patient meets).
 *
 * Values are read from the answers of the path so far: a value of a question not answered on the path is missing,
 * and a comparison with a missing value never holds (so `not` of it does). Arithmetic on a missing value, and a
 * division by zero, is missing. Calculated values and totals are kept to 9 decimals, as totals always were, so a
 * threshold is compared with the number a clinician writes; measures (BMI, age) are compared exactly.
 */

/**
 * The answers a rule reads: the path's answers and, while a question is being answered, that answer (`current`,
 * which replaces any recorded answer of its question). The answer being given is kept beside the path's answers,
 * not copied into them, so judging an answer costs the same on the 5th question as on the 5,000th.
 */
export interface RuleScope {
  index: FlowIndex;
  answers: StartData;
  asOf: string;
  current?: { question: Question; value: AnswerValue } | undefined;
}

/** The scope of a rule checked as `question` is answered with `value` after the path's `earlier` answers. */
export function scopeWith(
  index: FlowIndex,
  earlier: StartData,
  asOf: string,
  current?: { question: Question; value: AnswerValue },
): RuleScope {
  return { index, answers: earlier, asOf, current };
}

/** The answer of question `id` a rule of `scope` reads: the one being given, else the path's. */
function answerIn(scope: RuleScope, id: number): { value: AnswerValue } | undefined {
  const { current } = scope;
  return current && current.question.id === id ? current : scope.answers[String(id)];
}

/** A parsed value reference: what kind of value, of which question (id) or named total / calculation. */
export type ParsedRef =
  | { kind: 'answer' | 'bmi' | 'weight' | 'height' | 'age' | 'score'; id: number; name?: undefined }
  | { kind: 'total' | 'calc'; name: string; id?: undefined };

export function parseRef(ref: ValueRef): ParsedRef {
  const [kind, name] = ref.split('.') as [string, string];
  return (kind === 'total' || kind === 'calc' ? { kind, name } : { kind, id: Number(name) }) as ParsedRef;
}

/** The value a reference names for the answers of `scope`, or undefined when it is missing. */
export function valueOf(
  scope: RuleScope,
  ref: ValueRef,
  calculating: ReadonlySet<string> = new Set(),
): number | undefined {
  const parsed = parseRef(ref);
  const { kind } = parsed;
  if (parsed.name !== undefined) {
    const name = parsed.name;
    if (kind === 'total') return totalValue(scope.index, name, scope.answers, scope.current);
    const calculation = calculationNamed(scope.index, name);
    // A calculation that reads itself (analysis reports the loop) is missing rather than endless.
    if (!calculation || calculating.has(name)) return undefined;
    const value = expressionValue(scope, calculation.value, new Set(calculating).add(name));
    return value === undefined ? undefined : settle(value);
  }
  const value = answerIn(scope, parsed.id)?.value;
  const question = scope.index.questions.get(parsed.id);
  if (value === undefined || !question) return undefined;
  return kind === 'score'
    ? answerScore(question, value)
    : measureOf(kind as Exclude<typeof kind, 'total' | 'calc' | 'score'>, question, value, scope.asOf);
}

/**
 * A number of one answer, exactly as computed (an unrounded BMI, whole years of age), or undefined when the question
 * is not of the type it is computed from: the number answered, the BMI, weight (lb) or height (in) of a height and
 * weight, the age of a date of birth. Hard stops on a measure (`hard_stop_when`) read it too.
 */
export function measureOf(
  kind: 'answer' | 'value' | 'bmi' | 'weight' | 'height' | 'age',
  question: Question,
  value: AnswerValue,
  asOf: string,
): number | undefined {
  const type = question.type;
  if (kind === 'answer' || kind === 'value')
    return type === 'number' && typeof value === 'number' ? value : undefined;
  if (kind === 'age')
    return type === 'date_of_birth' && typeof value === 'string' ? ageOn(value, asOf) : undefined;
  if (type !== 'height_weight' || typeof value !== 'object' || value === null || Array.isArray(value))
    return undefined;
  const { feet, inches, pounds } = value;
  return kind === 'weight'
    ? pounds
    : kind === 'height'
      ? feet * 12 + inches
      : bodyMassIndex({ feet, inches, pounds });
}

/** The flow's calculation named `name` (the first, when names repeat: analysis reports the rest). */
export const calculationNamed = (index: FlowIndex, name: string): Calculation | undefined =>
  index.flow.calculations?.find((calculation) => calculation.name === name);

export function expressionValue(
  scope: RuleScope,
  expression: Expression,
  calculating: ReadonlySet<string> = new Set(),
): number | undefined {
  if (typeof expression === 'number') return expression;
  if (typeof expression === 'string') return valueOf(scope, expression, calculating);
  const [op, parts] = Object.entries(expression)[0] as [string, Expression[]];
  const values = parts.map((part) => expressionValue(scope, part, calculating));
  if (values.includes(undefined)) return undefined;
  const [first, ...rest] = values as [number, ...number[]];
  if (op === 'sum') return values.reduce((a = 0, b = 0) => a + b, 0);
  if (op === 'product') return values.reduce((a = 1, b = 1) => a * b, 1);
  if (op === 'difference') return rest.reduce((a, b) => a - b, first);
  return rest[0] === 0 ? undefined : first / (rest[0] as number);
}

/** The comparison operators of the language and what each means. */
export const COMPARISONS = {
  below: (a: number, b: number) => a < b,
  above: (a: number, b: number) => a > b,
  at_least: (a: number, b: number) => a >= b,
  at_most: (a: number, b: number) => a <= b,
  equals: (a: number, b: number) => a === b,
  not_equals: (a: number, b: number) => a !== b,
} as const;

export type Comparison = keyof typeof COMPARISONS;

/** The operator and operand of a comparison condition (it has exactly one, the schema says). */
export function comparisonOf(condition: Extract<Condition, { value: ValueRef }>): {
  op: Comparison;
  operand: number | ValueRef;
} {
  // The schema allows `value` and exactly one operator beside it.
  const op = Object.keys(condition).find((key) => key !== 'value') as Comparison;
  return { op, operand: condition[op] as number | ValueRef };
}

/** A test of an order's products (protocol assertions only): `eligibility.ts` judges it for a cart. */
export type OrderTest = Extract<Condition, { order: unknown }>;

/**
 * Whether `condition` holds for the answers of `scope`. Assertions, judged at the end of a path, also read the
 * alerts raised on it and test the products of an order (`order` judges a test for one cart).
 */
export function holds(
  scope: RuleScope,
  condition: Condition,
  alerts?: ReadonlySet<string>,
  order?: (test: OrderTest) => boolean,
): boolean {
  if ('all' in condition) return condition.all.every((part) => holds(scope, part, alerts, order));
  if ('any' in condition) return condition.any.some((part) => holds(scope, part, alerts, order));
  if ('not' in condition) return !holds(scope, condition.not, alerts, order);
  if ('order' in condition) return order?.(condition) ?? false;
  // Alerts are judged over a whole path: only protocol assertions test them (the analysis refuses other rules that do).
  if ('alert' in condition) return alerts?.has(condition.alert) ?? false;
  if ('value' in condition) {
    const { op, operand } = comparisonOf(condition);
    const left = valueOf(scope, condition.value);
    const right = typeof operand === 'number' ? operand : valueOf(scope, operand);
    return left !== undefined && right !== undefined && COMPARISONS[op](left, right);
  }
  const recorded = answerIn(scope, condition.question);
  if (condition.answered !== undefined) return (recorded !== undefined) === condition.answered;
  if (!recorded) return false;
  const chosen = answerKeys(recorded.value);
  if (condition.any_of) return condition.any_of.some((option) => chosen.includes(option));
  return (condition.all_of ?? []).every((option) => chosen.includes(option));
}

/**
 * The first check an answer fails, with its message; undefined when it passes every check of its question.
 * `earlier` are the answers of the path before it.
 */
export function failedCheck(
  index: FlowIndex,
  question: Question,
  value: AnswerValue,
  earlier: StartData,
  asOf: string,
): string | undefined {
  if (!question.checks) return undefined;
  const scope = scopeWith(index, earlier, asOf, { question, value });
  return question.checks.find((check) => !holds(scope, check.require))?.message;
}

/** Whether a question is asked after the answers `earlier` (it has no `ask_if`, or its condition holds). */
export function isAsked(index: FlowIndex, question: Question, earlier: StartData, asOf: string): boolean {
  return askedIn({ index, answers: earlier, asOf }, question);
}

/** Whether a question is asked after the answers of `scope` (the answer being given among them). */
export function askedIn(scope: RuleScope, question: Question): boolean {
  return question.ask_if === undefined || holds(scope, question.ask_if);
}
