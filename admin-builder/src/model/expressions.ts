import type { Expression, Operand } from '@telehealth/schemas';

/**
 * A calculation's expression as the flow-rules panel builds it: every place in it (a slot) holds a number, a value
 * read from the answers, or an operation (+, −, ×, ÷) over further slots. Pure; every expression built here is one
 * the schema accepts (a sum has a part, a difference and a product two or more, a quotient exactly two).
 */

export type Operation = 'sum' | 'difference' | 'product' | 'quotient';

export const OPERATIONS: readonly { op: Operation; label: string; symbol: string }[] = [
  { op: 'sum', label: 'add up (+)', symbol: '+' },
  { op: 'difference', label: 'subtract (−)', symbol: '−' },
  { op: 'product', label: 'multiply (×)', symbol: '×' },
  { op: 'quotient', label: 'divide (÷)', symbol: '÷' },
];

const FEWEST: Record<Operation, number> = { sum: 1, difference: 2, product: 2, quotient: 2 };

/** The operation and its parts, or undefined for a number or a value. */
export function operationOf(expression: Expression): { op: Operation; parts: Expression[] } | undefined {
  if (typeof expression !== 'object' || expression === null) return undefined;
  const [op, parts] = Object.entries(expression)[0] as [Operation, Expression[]];
  return { op, parts };
}

export function operation(op: Operation, parts: readonly Expression[]): Expression {
  return { [op]: parts } as unknown as Expression;
}

/** The operation `op` over the parts of `expression` (or over it and 0 when it is a number or a value). */
export function withOperation(expression: Expression, op: Operation): Expression {
  const current = operationOf(expression);
  let parts = current ? [...current.parts] : [expression, op === 'product' || op === 'quotient' ? 1 : 0];
  if (op === 'quotient') parts = parts.length >= 2 ? parts.slice(0, 2) : [...parts, 1];
  while (parts.length < FEWEST[op]) parts.push(op === 'product' ? 1 : 0);
  return operation(op, parts);
}

/** The operation with one more part (0, or 1 for a product); a quotient takes no third part. */
export function addTerm(expression: Expression, term?: Operand): Expression {
  const current = operationOf(expression);
  if (!current) return withOperation(expression, 'sum');
  if (current.op === 'quotient') return expression;
  return operation(current.op, [...current.parts, term ?? (current.op === 'product' ? 1 : 0)]);
}

/** The operation without part `at`; an operation left with too few parts gives way to its remaining part. */
export function removeTerm(expression: Expression, at: number): Expression {
  const current = operationOf(expression);
  if (!current) return expression;
  const parts = current.parts.filter((_, i) => i !== at);
  if (parts.length < FEWEST[current.op]) return parts[0] ?? 0;
  return operation(current.op, parts);
}

/** The operation with part `at` replaced. */
export function replaceTerm(expression: Expression, at: number, part: Expression): Expression {
  const current = operationOf(expression);
  if (!current) return part;
  return operation(
    current.op,
    current.parts.map((p, i) => (i === at ? part : p)),
  );
}
