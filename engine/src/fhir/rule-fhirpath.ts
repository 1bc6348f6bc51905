import type { Condition, Expression, FlowTotal, Question, ValueRef } from '@telehealth/schemas';

import { calculationNamed, comparisonOf, parseRef, type Comparison } from '../flow/conditions.js';
import type { FlowIndex } from '../flow/flow-index.js';
import { isChoice, isContent } from '../flow/question-kind.js';
import { optionCoding } from './option-coding.js';

/**
 * The rule language as FHIRPath over a QuestionnaireResponse of our export (the SDC expressions other systems
 * evaluate: enableWhenExpression, calculatedExpression, targetConstraint). Written in the style SDC forms use,
 * `%resource.item.where(linkId='5').answer.value`, and with the engine's meaning (flow/conditions.ts):
 * - a value of a question not answered is empty, and arithmetic on empty is empty (FHIRPath does both);
 * - every condition is two-valued: a comparison is `(x.exists() and x < 200)`, false when a value is missing, so
 *   `not()` of it is true, as in the engine (FHIRPath alone would give empty, which a renderer reads as false);
 * - age is whole years on the day the expression is evaluated (`today()`), where the engine uses the intake's day.
 */

/** A FHIRPath string literal. */
export const literal = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A FHIRPath number: decimal notation (FHIRPath has no exponent), a negative one in parentheses. */
export function numberLiteral(value: number): string {
  const text = Math.abs(value).toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  return value < 0 ? `(-${text})` : text;
}

/** The response item of a linkId of our export: a question at the top, a height or weight under its question. */
export function itemPath(linkId: string): string {
  const child = /^(\d+)\.(height|weight|bmi)$/.exec(linkId);
  const top = `%resource.item.where(linkId=${literal(child ? (child[1] as string) : linkId)})`;
  return child ? `${top}.item.where(linkId=${literal(linkId)})` : top;
}

/** The linkId whose answer says a question was answered (a height and weight: its weight). */
export const answerLinkId = (question: Question): string =>
  question.type === 'height_weight' ? `${question.id}.weight` : String(question.id);

/** True when the question was answered (false for a content screen, which takes no answer). */
export const answeredPath = (question: Question): string =>
  isContent(question) ? 'false' : `${itemPath(answerLinkId(question))}.answer.exists()`;

/** The sum of the ordinal values (scores) of the options chosen at a total's questions: 0 when none is answered. */
export const totalPath = (total: Pick<FlowTotal, 'questions'>): string =>
  `%resource.repeat(item).where(linkId in (${total.questions.map((id) => literal(String(id))).join(' | ')})).answer.value.ordinal().sum()`;

const OPERATOR: Record<Comparison, string> = {
  below: '<',
  above: '>',
  at_least: '>=',
  at_most: '<=',
  equals: '=',
  not_equals: '!=',
};

/** The FHIRPath operator of a comparison of the rule language. */
export const operatorOf = (op: Comparison): string => OPERATOR[op];

/**
 * Whole years between a date answer and today, as `ageOn` counts them (a birthday not reached this year takes one
 * off), from the `YYYY-MM-DD` texts: empty when the date is.
 */
function agePath(date: string): string {
  const year = (d: string) => `${d}.toString().substring(0, 4).toInteger()`;
  const monthDay = (d: string) => `${d}.toString().substring(5, 5)`;
  return `(${year('today()')} - ${year(date)} - iif(${monthDay('today()')} < ${monthDay(date)}, 1, 0))`;
}

/** The FHIRPath number a value reference names (empty when it is missing). */
export function refPath(
  index: FlowIndex,
  ref: ValueRef,
  calculating: ReadonlySet<string> = new Set(),
): string {
  const parsed = parseRef(ref);
  if (parsed.kind === 'total') {
    const total = index.totals.get(parsed.name);
    return total ? totalPath(total) : '{}';
  }
  if (parsed.kind === 'calc') {
    const calculation = calculationNamed(index, parsed.name);
    if (!calculation || calculating.has(parsed.name)) return '{}';
    return expressionPath(index, calculation.value, new Set([...calculating, parsed.name]));
  }
  const question = parsed.id === undefined ? undefined : index.questions.get(parsed.id);
  if (!question) return '{}';
  const id = question.id;
  switch (parsed.kind) {
    case 'answer':
      return question.type === 'number' ? `${itemPath(String(id))}.answer.value` : '{}';
    case 'weight':
    case 'height':
      return question.type === 'height_weight'
        ? `${itemPath(`${id}.${parsed.kind}`)}.answer.value.value`
        : '{}';
    case 'bmi': {
      if (question.type !== 'height_weight') return '{}';
      const height = refPath(index, `height.${id}`);
      return `(703 * ${refPath(index, `weight.${id}`)} / (${height} * ${height}))`;
    }
    case 'age':
      return question.type === 'date_of_birth' ? agePath(`${itemPath(String(id))}.answer.value`) : '{}';
    case 'score': {
      if (!isChoice(question)) return '{}';
      const answers = `${itemPath(String(id))}.answer`;
      return `iif(${answers}.exists(), ${answers}.value.ordinal().sum(), {})`;
    }
  }
}

/** An expression of the rule language as FHIRPath arithmetic: empty when a value it reads is, or on division by 0. */
export function expressionPath(
  index: FlowIndex,
  expression: Expression,
  calculating: ReadonlySet<string> = new Set(),
): string {
  if (typeof expression === 'number') return numberLiteral(expression);
  if (typeof expression === 'string') return refPath(index, expression, calculating);
  const join = (parts: readonly Expression[], operator: string) =>
    `(${parts.map((part) => expressionPath(index, part, calculating)).join(` ${operator} `)})`;
  if ('sum' in expression) return join(expression.sum, '+');
  if ('difference' in expression) return join(expression.difference, '-');
  if ('product' in expression) return join(expression.product, '*');
  return join(expression.quotient, '/');
}

/** A value that is always there (a constant) needs no `exists()` guard. */
const guard = (path: string, operand: number | ValueRef) =>
  typeof operand === 'number' ? [] : [`${path}.exists()`];

/** The coding test of one option of a choice question (its system, when it has one, and code). */
function optionTest(question: Question, optionText: string): string {
  const option = question.QuestionOptions.find((o) => o.option_text === optionText) ?? {
    option_text: optionText,
  };
  const coding = optionCoding(option);
  const code = `code = ${literal(coding.code as string)}`;
  return coding.system === undefined ? code : `(system = ${literal(coding.system)} and ${code})`;
}

/** Whether an answer of `question` has `key` among its keys (`answerKeys`: an option, `5`, `true`, a text). */
function keyTest(question: Question, key: string): string {
  const value = `${itemPath(String(question.id))}.answer.value`;
  if (isChoice(question)) return `${value}.where(${optionTest(question, key)}).exists()`;
  switch (question.type) {
    case 'number':
      return Number.isFinite(Number(key)) && key.trim() !== ''
        ? `${value}.where($this = ${numberLiteral(Number(key))}).exists()`
        : 'false';
    case 'consent':
      return key === 'true' || key === 'false' ? `${value}.where($this = ${key}).exists()` : 'false';
    case 'date_of_birth':
    case 'text':
    case 'email':
    case 'phone':
      return `${value}.where($this.toString() = ${literal(key)}).exists()`;
    default:
      return 'false';
  }
}

/**
 * A condition as a FHIRPath boolean that is never empty, true exactly when `holds` is. Conditions the rule language
 * keeps for protocol assertions (alerts, orders) are written as far as an answer can say: an alert as its raising
 * question answered and its condition holding; anything else as false.
 */
export function conditionPath(
  index: FlowIndex,
  condition: Condition,
  alerts: ReadonlySet<string> = new Set(),
): string {
  if ('all' in condition)
    return `(${condition.all.map((part) => conditionPath(index, part, alerts)).join(' and ')})`;
  if ('any' in condition)
    return `(${condition.any.map((part) => conditionPath(index, part, alerts)).join(' or ')})`;
  if ('not' in condition) return `${conditionPath(index, condition.not, alerts)}.not()`;
  if ('value' in condition) {
    const { op, operand } = comparisonOf(condition);
    const left = refPath(index, condition.value);
    const right = typeof operand === 'number' ? numberLiteral(operand) : refPath(index, operand);
    const guards = [`${left}.exists()`, ...guard(right, operand)];
    return `(${[...guards, `${left} ${OPERATOR[op]} ${right}`].join(' and ')})`;
  }
  if ('question' in condition) {
    const question = index.questions.get(condition.question);
    if (!question) return condition.answered === false ? 'true' : 'false';
    if (condition.answered !== undefined)
      return condition.answered ? answeredPath(question) : `${answeredPath(question)}.not()`;
    const named = condition.any_of ?? condition.all_of ?? [];
    const tests = named.map((key) => keyTest(question, key));
    return `(${tests.join(condition.any_of ? ' or ' : ' and ')})`;
  }
  if ('alert' in condition) {
    const raising = index.ordered.find((q) => q.alerts?.some((alert) => alert.name === condition.alert));
    const alert = raising?.alerts?.find((a) => a.name === condition.alert);
    if (!raising || !alert || alerts.has(alert.name)) return 'false';
    const inner = conditionPath(index, alert.if, new Set([...alerts, alert.name]));
    return `(${answeredPath(raising)} and ${inner})`;
  }
  return 'false';
}
