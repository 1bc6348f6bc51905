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

/** The answers a rule reads: the path's answers, with the answer being given (if any) in place. */
export interface RuleScope {
  index: FlowIndex;
  answers: StartData;
  asOf: string;
}

/** The scope of a rule checked as `question` is answered with `value` after the path's `earlier` answers. */
export function scopeWith(
  index: FlowIndex,
  earlier: StartData,
  asOf: string,
  current?: { question: Question; value: AnswerValue },
): RuleScope {
  if (!current) return { index, answers: earlier, asOf };
  const id = String(current.question.id);
  return {
    index,
    asOf,
    answers: { ...earlier, [id]: { value: current.value, question: current.question.title } },
  };
}

/** A parsed value reference: what kind of value, of which question (id) or named total / calculation. */
export type ParsedRef =
  | { kind: 'answer' | 'bmi' | 'weight' | 'height' | 'age' | 'score'; id: number; name?: undefined }
  | { kind: 'total' | 'calc'; name: string; id?: undefined };

export function parseRef(ref: ValueRef): ParsedRef {
  const dot = ref.indexOf('.');
  const kind = ref.slice(0, dot);
  const rest = ref.slice(dot + 1);
  if (kind === 'total' || kind === 'calc') return { kind, name: rest };
  return { kind: kind as Exclude<ParsedRef['kind'], 'total' | 'calc'>, id: Number(rest) };
}

/** The value a reference names for the answers of `scope`, or undefined when it is missing. */
export function valueOf(
  scope: RuleScope,
  ref: ValueRef,
  calculating: ReadonlySet<string> = new Set(),
): number | undefined {
  const parsed = parseRef(ref);
  switch (parsed.kind) {
    case 'total':
      return totalValue(scope.index, parsed.name, scope.answers);
    case 'calc': {
      const calculation = calculationNamed(scope.index, parsed.name);
      // A calculation that reads itself (analysis reports the loop) is missing rather than endless.
      if (!calculation || calculating.has(parsed.name)) return undefined;
      const value = expressionValue(scope, calculation.value, new Set([...calculating, parsed.name]));
      return value === undefined ? undefined : settle(value);
    }
    default: {
      const recorded = scope.answers[String(parsed.id)];
      const question = scope.index.questions.get(parsed.id);
      if (!recorded || !question) return undefined;
      return measureOfAnswer(parsed.kind, question, recorded.value, scope.asOf);
    }
  }
}

function measureOfAnswer(
  kind: 'answer' | 'bmi' | 'weight' | 'height' | 'age' | 'score',
  question: Question,
  value: AnswerValue,
  asOf: string,
): number | undefined {
  switch (kind) {
    case 'answer':
      return question.type === 'number' && typeof value === 'number' ? value : undefined;
    case 'score':
      return answerScore(question, value);
    case 'age':
      return question.type === 'date_of_birth' && typeof value === 'string' ? ageOn(value, asOf) : undefined;
    case 'bmi':
    case 'weight':
    case 'height': {
      if (
        question.type !== 'height_weight' ||
        typeof value !== 'object' ||
        value === null ||
        Array.isArray(value)
      )
        return undefined;
      const { feet, inches, pounds } = value;
      if (kind === 'weight') return pounds;
      if (kind === 'height') return feet * 12 + inches;
      return bodyMassIndex({ feet, inches, pounds });
    }
  }
}

const calculationsByIndex = new WeakMap<FlowIndex, Map<string, Calculation>>();

/** The flow's calculation named `name` (the first, when names repeat: analysis reports the rest). */
export function calculationNamed(index: FlowIndex, name: string): Calculation | undefined {
  let byName = calculationsByIndex.get(index);
  if (!byName) {
    byName = new Map();
    for (const calculation of index.flow.calculations ?? [])
      if (!byName.has(calculation.name)) byName.set(calculation.name, calculation);
    calculationsByIndex.set(index, byName);
  }
  return byName.get(name);
}

export function expressionValue(
  scope: RuleScope,
  expression: Expression,
  calculating: ReadonlySet<string> = new Set(),
): number | undefined {
  if (typeof expression === 'number') return expression;
  if (typeof expression === 'string') return valueOf(scope, expression, calculating);
  const parts = (list: readonly Expression[]) => {
    const values: number[] = [];
    for (const part of list) {
      const value = expressionValue(scope, part, calculating);
      if (value === undefined) return undefined;
      values.push(value);
    }
    return values;
  };
  if ('sum' in expression) return parts(expression.sum)?.reduce((a, b) => a + b, 0);
  if ('difference' in expression) {
    const values = parts(expression.difference);
    return values?.slice(1).reduce((a, b) => a - b, values[0] as number);
  }
  if ('product' in expression) return parts(expression.product)?.reduce((a, b) => a * b, 1);
  const values = parts(expression.quotient);
  if (!values || values[1] === 0) return undefined;
  return (values[0] as number) / (values[1] as number);
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
  for (const op of Object.keys(COMPARISONS) as Comparison[]) {
    const operand = condition[op];
    if (operand !== undefined) return { op, operand };
  }
  throw new Error('a comparison names no operator');
}

/**
 * Whether `condition` holds for the answers of `scope`. `alerts` are the alerts raised on the path (only protocol
 * assertions read them; elsewhere an alert condition reads the alerts raised by earlier answers).
 */
export function holds(scope: RuleScope, condition: Condition, alerts?: ReadonlySet<string>): boolean {
  if ('all' in condition) return condition.all.every((part) => holds(scope, part, alerts));
  if ('any' in condition) return condition.any.some((part) => holds(scope, part, alerts));
  if ('not' in condition) return !holds(scope, condition.not, alerts);
  if ('alert' in condition) return (alerts ?? alertsRaised(scope)).has(condition.alert);
  if ('value' in condition) {
    const { op, operand } = comparisonOf(condition);
    const left = valueOf(scope, condition.value);
    const right = typeof operand === 'number' ? operand : valueOf(scope, operand);
    return left !== undefined && right !== undefined && COMPARISONS[op](left, right);
  }
  const recorded = scope.answers[String(condition.question)];
  if (condition.answered !== undefined) return (recorded !== undefined) === condition.answered;
  if (!recorded) return false;
  const chosen = answerKeys(recorded.value);
  if (condition.any_of) return condition.any_of.some((option) => chosen.includes(option));
  return (condition.all_of ?? []).every((option) => chosen.includes(option));
}

/** An alert raised on a path: which question raised it, and the alert. */
export interface RaisedAlert {
  questionId: number;
  name: string;
  title: string;
  message: string;
  flag?: string;
}

/**
 * The alerts the answers of a path raise, in the flow's question order: each answered question's alerts whose
 * condition holds. Rules read only answers given before them (the analysis refuses a rule that reads a later
 * question), so judging every alert on the path's answers is judging it when its question was answered.
 */
export function raisedAlerts(index: FlowIndex, answers: StartData, asOf: string): RaisedAlert[] {
  const raised: RaisedAlert[] = [];
  const scope: RuleScope = { index, answers, asOf };
  for (const question of index.ordered) {
    if (!question.alerts || answers[String(question.id)] === undefined) continue;
    for (const alert of question.alerts) {
      // An alert reading other alerts sees those raised by earlier questions.
      const earlier = new Set(raised.map((r) => r.name));
      if (!holds(scope, alert.if, earlier)) continue;
      raised.push({
        questionId: question.id,
        name: alert.name,
        title: alert.title,
        message: alert.message,
        ...(alert.flag === undefined ? {} : { flag: alert.flag }),
      });
    }
  }
  return raised;
}

function alertsRaised(scope: RuleScope): Set<string> {
  return new Set(raisedAlerts(scope.index, scope.answers, scope.asOf).map((alert) => alert.name));
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
  return question.ask_if === undefined || holds({ index, answers: earlier, asOf }, question.ask_if);
}
