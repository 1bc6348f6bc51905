import type { Condition, Expression, Operand } from '@telehealth/schemas';

import {
  COMPARISON_OPS,
  comparisonOf,
  isAnswerTest,
  isComparison,
  isOrderTest,
  valueLabel,
} from './condition-leaves';
import { groupOf, isNot } from './condition-tree';
import { operationOf } from './expressions';

/**
 * Conditions and calculations in plain words, for summaries, edge labels and the problems panel:
 * "BMI of Q4 below 30 and not (Q6 is one of “High blood pressure”, “Type 2 diabetes” and 5 more)".
 */

export interface DescribeOptions {
  /** Most options named in an option test before "and N more" (all by default). */
  maxOptions?: number;
}

const quoted = (text: string) => `“${text}”`;

function optionList(options: readonly string[], last: 'or' | 'and', maxOptions = Infinity): string {
  const shown = options.slice(0, Math.max(1, maxOptions));
  const more = options.length - shown.length;
  const named = shown.map(quoted);
  if (more > 0) return `${named.join(', ')} and ${more} more`;
  if (named.length <= 1) return named.join('');
  return `${named.slice(0, -1).join(', ')} ${last} ${named.at(-1) as string}`;
}

const operandText = (operand: Operand): string =>
  typeof operand === 'number' ? String(operand) : valueLabel(operand);

export function describeCondition(condition: Condition, options: DescribeOptions = {}): string {
  const group = groupOf(condition);
  if (group) {
    const joiner = group.kind === 'all' ? ' and ' : ' or ';
    return group.parts
      .map((part) => {
        const text = describeCondition(part, options);
        const inner = groupOf(part);
        return inner && inner.parts.length > 1 ? `(${text})` : text;
      })
      .join(joiner);
  }
  if (isNot(condition)) return `not (${describeCondition(condition.not, options)})`;
  if (isComparison(condition)) {
    const { op, operand } = comparisonOf(condition);
    const label = COMPARISON_OPS.find((o) => o.op === op)?.label ?? op;
    return `${valueLabel(condition.value)} ${label} ${operandText(operand)}`;
  }
  if (isAnswerTest(condition)) {
    const q = `Q${condition.question}`;
    if (condition.any_of) return `${q} is one of ${optionList(condition.any_of, 'or', options.maxOptions)}`;
    if (condition.all_of)
      return `${q} includes all of ${optionList(condition.all_of, 'and', options.maxOptions)}`;
    return condition.answered === false ? `${q} is not answered` : `${q} is answered`;
  }
  if (isOrderTest(condition)) {
    const products = productsText(condition.order);
    if (condition.starting_step_above !== undefined)
      return `the order starts ${products} above dose step ${condition.starting_step_above}`;
    return `the order holds at least ${condition.at_least ?? 1} of ${products}`;
  }
  return 'alert' in condition ? `the alert ${quoted(condition.alert)} was raised` : '';
}

/** The products an order test selects, in words: "products with semaglutide or tirzepatide, injectable". */
function productsText(order: { meds?: number[]; ingredients?: string[]; forms?: string[] }): string {
  const parts: string[] = [];
  if (order.ingredients) parts.push(`with ${order.ingredients.join(' or ')}`);
  if (order.forms) parts.push(`of form ${order.forms.join(' or ')}`);
  if (order.meds) parts.push(`med ${order.meds.join(' or ')}`);
  return `products ${parts.join(', ')}`;
}

const SYMBOLS = { sum: ' + ', difference: ' − ', product: ' × ', quotient: ' ÷ ' } as const;

/** A calculation's expression in symbols: "(weight of Q4 − answer of Q5) ÷ weight of Q4 × 100" reads as written. */
export function describeExpression(expression: Expression): string {
  if (typeof expression === 'number') return String(expression);
  if (typeof expression === 'string') return valueLabel(expression);
  const { op, parts } = operationOf(expression) as { op: keyof typeof SYMBOLS; parts: Expression[] };
  return parts
    .map((part) => {
      const text = describeExpression(part);
      const inner = operationOf(part);
      return inner && inner.parts.length > 1 ? `(${text})` : text;
    })
    .join(SYMBOLS[op]);
}
