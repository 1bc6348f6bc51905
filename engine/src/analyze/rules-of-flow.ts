import type { Condition, Expression, Question, ValueRef } from '@telehealth/schemas';

import type { FlowIndex } from '../flow/flow-index.js';
import { isContent } from '../flow/question-kind.js';
import { totalsRead } from '../flow/totals.js';
import { calculationNamed, comparisonOf, parseRef } from '../flow/conditions.js';

/**
 * The rules of a flow as the analysis sees them: where each is written, what it reads, and each comparison as a
 * linear form over the numbers a patient gives.
 */

/** Where a rule is written, and so when it is judged. */
export type RuleKind = 'stop' | 'branch' | 'ask' | 'check' | 'alert';

export interface FlowRule {
  kind: RuleKind;
  questionId: number;
  /** The branch, check or alert's position on its question (0 for a stop or an ask). */
  at: number;
  condition: Condition;
  /** How an admin names it: "the hard stop condition of question 4", "check 1 of question 5". */
  label: string;
}

const rulesByIndex = new WeakMap<FlowIndex, readonly FlowRule[]>();

/** Every rule written on the questions of a flow, in document order (listed once per index: read it, never change it). */
export function rulesOf(index: FlowIndex): readonly FlowRule[] {
  let rules = rulesByIndex.get(index);
  if (!rules) {
    const found: FlowRule[] = [];
    const { ordered } = index;
    for (let at = 0; at < ordered.length; at += 1) {
      const rules = rulesOfQuestion(ordered[at] as Question);
      for (let r = 0; r < rules.length; r += 1) found.push(rules[r] as FlowRule);
    }
    rulesByIndex.set(index, (rules = found));
  }
  return rules;
}

const rulesByQuestion = new WeakMap<Question, { written: readonly unknown[]; rules: readonly FlowRule[] }>();

const NO_RULES: readonly FlowRule[] = Object.freeze([]);

/**
 * The rules written on a question, in the order below: the same (read-only) objects on every call while its rule
 * fields are the same objects, so the analysis can key what it learns of a rule by the rule. A question with no rule
 * field (most of a long flow) shares one empty list, found without a lookup.
 */
export function rulesOfQuestion(question: Question): readonly FlowRule[] {
  const { ask_if, hard_stop_if, checks, next_if, alerts } = question;
  if (
    ask_if === undefined &&
    hard_stop_if === undefined &&
    checks === undefined &&
    next_if === undefined &&
    alerts === undefined
  )
    return NO_RULES;
  const known = rulesByQuestion.get(question);
  if (known) {
    const [a, b, c, d, e] = known.written;
    if (a === ask_if && b === hard_stop_if && c === checks && d === next_if && e === alerts)
      return known.rules;
  }
  const rules = writtenRules(question);
  rulesByQuestion.set(question, { written: [ask_if, hard_stop_if, checks, next_if, alerts], rules });
  return rules;
}

function writtenRules(question: Question): FlowRule[] {
  const id = question.id;
  const rules: FlowRule[] = [];
  if (question.ask_if)
    rules.push({
      kind: 'ask',
      questionId: id,
      at: 0,
      condition: question.ask_if,
      label: `the condition asking question ${id}`,
    });
  if (question.hard_stop_if)
    rules.push({
      kind: 'stop',
      questionId: id,
      at: 0,
      condition: question.hard_stop_if,
      label: `the hard stop condition of question ${id}`,
    });
  (question.checks ?? []).forEach((check, at) =>
    rules.push({
      kind: 'check',
      questionId: id,
      at,
      condition: check.require,
      label: `check ${at + 1} of question ${id}`,
    }),
  );
  (question.next_if ?? []).forEach((branch, at) =>
    rules.push({
      kind: 'branch',
      questionId: id,
      at,
      condition: branch.if,
      label: `branch ${at + 1} of question ${id}`,
    }),
  );
  (question.alerts ?? []).forEach((alert, at) =>
    rules.push({
      kind: 'alert',
      questionId: id,
      at,
      condition: alert.if,
      label: `the alert "${alert.name}" of question ${id}`,
    }),
  );
  return rules;
}

const rulesByIdOf = new WeakMap<FlowIndex, ReadonlyMap<number, readonly FlowRule[]>>();

/**
 * The rules of each question of a flow that has some (`rulesOfQuestion`), by question id, once per index: code that
 * visits every question looks a question up here rather than reading its five rule fields.
 */
export function rulesById(index: FlowIndex): ReadonlyMap<number, readonly FlowRule[]> {
  let byId = rulesByIdOf.get(index);
  if (!byId) {
    const found = new Map<number, FlowRule[]>();
    for (const rule of rulesOf(index)) {
      const rules = found.get(rule.questionId);
      if (rules) rules.push(rule);
      else found.set(rule.questionId, [rule]);
    }
    rulesByIdOf.set(index, (byId = found));
  }
  return byId;
}

/** Whether a flow uses the rule language anywhere (its path count and witnesses then go through the explorer). */
export function hasRules(index: FlowIndex): boolean {
  return (
    (index.flow.assertions?.length ?? 0) > 0 ||
    (index.flow.eligibility?.length ?? 0) > 0 ||
    index.ordered.some(
      (q) =>
        q.ask_if !== undefined ||
        q.hard_stop_if !== undefined ||
        q.next_if !== undefined ||
        q.checks !== undefined ||
        q.alerts !== undefined,
    )
  );
}

/** What a condition or expression reads. */
export interface Reads {
  /** Questions whose answers it reads, directly or through a total or a calculation. */
  questions: Set<number>;
  totals: Set<string>;
  calculations: Set<string>;
  alerts: Set<string>;
  /** Value references it names (calculations expanded into theirs). */
  refs: Set<ValueRef>;
}

const emptyReads = (): Reads => ({
  questions: new Set(),
  totals: new Set(),
  calculations: new Set(),
  alerts: new Set(),
  refs: new Set(),
});

export function readsOf(index: FlowIndex, rule: Condition | Expression, into: Reads = emptyReads()): Reads {
  const visit = (node: Condition | Expression): void => {
    if (typeof node === 'number') return;
    if (typeof node === 'string') return readRef(index, node, into);
    if ('all' in node) return node.all.forEach(visit);
    if ('any' in node) return node.any.forEach(visit);
    if ('not' in node) return visit(node.not);
    if ('alert' in node) {
      into.alerts.add(node.alert);
      return;
    }
    if ('order' in node) return;
    if ('question' in node) {
      into.questions.add(node.question);
      return;
    }
    if ('value' in node) {
      readRef(index, node.value, into);
      const { operand } = comparisonOf(node);
      if (typeof operand === 'string') readRef(index, operand, into);
      return;
    }
    if ('sum' in node) return node.sum.forEach(visit);
    if ('difference' in node) return node.difference.forEach(visit);
    if ('product' in node) return node.product.forEach(visit);
    node.quotient.forEach(visit);
  };
  visit(rule);
  return into;
}

function readRef(index: FlowIndex, ref: ValueRef, into: Reads): void {
  const parsed = parseRef(ref);
  if (parsed.kind === 'total') {
    into.totals.add(parsed.name);
    for (const id of index.totals.get(parsed.name)?.questions ?? []) into.questions.add(id);
    into.refs.add(ref);
    return;
  }
  if (parsed.kind === 'calc') {
    if (into.calculations.has(parsed.name)) return;
    into.calculations.add(parsed.name);
    const calculation = calculationNamed(index, parsed.name);
    if (calculation) readsOf(index, calculation.value, into);
    return;
  }
  if (parsed.id !== undefined) into.questions.add(parsed.id);
  into.refs.add(ref);
}

/**
 * The questions whose answers are read at a question when it is answered: its rules', and the totals its hard stop
 * and branches on totals read (legacy `hard_stop_when` / `next_when`).
 */
export function questionReads(index: FlowIndex, question: Question): Set<number> {
  const reads = emptyReads();
  for (const rule of rulesOfQuestion(question)) readsOf(index, rule.condition, reads);
  if (!isContent(question))
    for (const name of totalsRead(question))
      for (const id of index.totals.get(name)?.questions ?? []) reads.questions.add(id);
  return reads.questions;
}

/** A linear form: the sum of each variable (a value reference) times its coefficient, plus a constant. */
export interface Linear {
  terms: Map<ValueRef, number>;
  constant: number;
}

const constant = (value: number): Linear => ({ terms: new Map(), constant: value });

function combine(a: Linear, b: Linear, sign: 1 | -1): Linear {
  const terms = new Map(a.terms);
  for (const [ref, coefficient] of b.terms) {
    const sum = (terms.get(ref) ?? 0) + sign * coefficient;
    if (sum === 0) terms.delete(ref);
    else terms.set(ref, sum);
  }
  return { terms, constant: a.constant + sign * b.constant };
}

function scale(a: Linear, factor: number): Linear {
  if (factor === 0) return constant(0);
  return {
    terms: new Map([...a.terms].map(([ref, c]) => [ref, c * factor])),
    constant: a.constant * factor,
  };
}

/**
 * An expression as a linear form over the values it reads (calculations expanded), or undefined when it is not
 * linear (two read values multiplied, or divided by a read value): the analysis can only prove linear rules.
 */
export function linearOf(
  index: FlowIndex,
  expression: Expression,
  expanding: ReadonlySet<string> = new Set(),
): Linear | undefined {
  if (typeof expression === 'number') return constant(expression);
  if (typeof expression === 'string') {
    const parsed = parseRef(expression);
    if (parsed.kind !== 'calc') return { terms: new Map([[expression, 1]]), constant: 0 };
    const calculation = calculationNamed(index, parsed.name);
    if (!calculation || expanding.has(parsed.name)) return undefined;
    return linearOf(index, calculation.value, new Set([...expanding, parsed.name]));
  }
  const parts = (list: readonly Expression[]) => {
    const forms: Linear[] = [];
    for (const part of list) {
      const form = linearOf(index, part, expanding);
      if (!form) return undefined;
      forms.push(form);
    }
    return forms;
  };
  if ('sum' in expression) return parts(expression.sum)?.reduce((a, b) => combine(a, b, 1), constant(0));
  if ('difference' in expression) {
    const forms = parts(expression.difference);
    return forms?.slice(1).reduce((a, b) => combine(a, b, -1), forms[0] as Linear);
  }
  if ('product' in expression) {
    const forms = parts(expression.product);
    if (!forms) return undefined;
    let product = constant(1);
    for (const form of forms) {
      if (form.terms.size === 0) product = scale(product, form.constant);
      else if (product.terms.size === 0) product = scale(form, product.constant);
      else return undefined;
    }
    return product;
  }
  const forms = parts(expression.quotient);
  if (!forms) return undefined;
  const [dividend, divisor] = forms as [Linear, Linear];
  if (divisor.terms.size > 0 || divisor.constant === 0) return undefined;
  return scale(dividend, 1 / divisor.constant);
}

const comparisonsByIndex = new WeakMap<FlowIndex, Map<Condition, readonly (Linear | undefined)[]>>();

/**
 * Every comparison a condition makes, as linear forms (undefined entries: comparisons that are not linear), worked
 * out once per index and condition (the analysis checks them, the explorer's candidates read them): read them, never
 * change them.
 */
export function comparisonsOf(index: FlowIndex, condition: Condition): readonly (Linear | undefined)[] {
  let byCondition = comparisonsByIndex.get(index);
  if (!byCondition) comparisonsByIndex.set(index, (byCondition = new Map()));
  let found = byCondition.get(condition);
  if (!found) byCondition.set(condition, (found = linearComparisons(index, condition)));
  return found;
}

function linearComparisons(index: FlowIndex, condition: Condition): (Linear | undefined)[] {
  const found: (Linear | undefined)[] = [];
  const visit = (node: Condition): void => {
    if ('all' in node) return node.all.forEach(visit);
    if ('any' in node) return node.any.forEach(visit);
    if ('not' in node) return visit(node.not);
    if ('value' in node) {
      const { operand } = comparisonOf(node);
      const left = linearOf(index, node.value);
      const right = linearOf(index, operand);
      found.push(left && right ? combine(left, right, -1) : undefined);
    }
  };
  visit(condition);
  return found;
}

/** The options of each question a condition names in `any_of` / `all_of`. */
export function optionsNamed(
  condition: Condition,
  into = new Map<number, Set<string>>(),
): Map<number, Set<string>> {
  const visit = (node: Condition): void => {
    if ('all' in node) return node.all.forEach(visit);
    if ('any' in node) return node.any.forEach(visit);
    if ('not' in node) return visit(node.not);
    if ('question' in node) {
      const named = node.any_of ?? node.all_of;
      if (!named) return;
      let set = into.get(node.question);
      if (!set) into.set(node.question, (set = new Set()));
      for (const option of named) set.add(option);
    }
  };
  visit(condition);
  return into;
}
