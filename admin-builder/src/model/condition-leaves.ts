import { indexFlow, isChoice, isContent, questionGraph } from '@telehealth/engine';
import type { Condition, FlowVersion, Operand, Question, ValueRef } from '@telehealth/schemas';

import type {
  AlertCondition,
  AnswerCondition,
  ComparisonCondition,
  LeafCondition,
  OrderCondition,
} from './condition-tree';
import { someLeaf } from './condition-tree';

/**
 * The leaves of a condition as the condition editor offers them: what a leaf is about (its subject: a question, a
 * total, a calculation or an alert), what it tests (a comparison of a number the answer gives, the chosen options,
 * whether the question was answered, whether the alert was raised), and which subjects a rule may read (only
 * questions that can come before it on the graph). Pure; every leaf built here is one the schema accepts.
 */

export type Subject =
  | { kind: 'question'; id: number }
  | { kind: 'total'; name: string }
  | { kind: 'calc'; name: string }
  | { kind: 'alert'; name: string }
  | { kind: 'order' };

/** The kinds of number a question's answer gives (ValueRef prefixes). */
export type Measure = 'answer' | 'bmi' | 'weight' | 'height' | 'age' | 'score';

export type ComparisonOp = 'below' | 'above' | 'at_least' | 'at_most' | 'equals' | 'not_equals';

export const COMPARISON_OPS: readonly { op: ComparisonOp; label: string }[] = [
  { op: 'below', label: 'below' },
  { op: 'above', label: 'above' },
  { op: 'at_least', label: 'at least' },
  { op: 'at_most', label: 'at most' },
  { op: 'equals', label: 'equals' },
  { op: 'not_equals', label: 'is not' },
];

/** What a leaf about a question tests, as the editor's "test" field names it. */
export type QuestionTest = `measure:${Measure}` | 'any_of' | 'all_of' | 'answered' | 'not_answered';

const MEASURE_LABELS: Record<Measure, string> = {
  answer: 'the answer',
  bmi: 'BMI',
  weight: 'weight (lb)',
  height: 'height (in)',
  age: 'age',
  score: 'score',
};

/** The numbers a question's answer gives, in the order the editor offers them. */
export function measuresOf(question: Question): Measure[] {
  switch (question.type) {
    case 'number':
      return ['answer'];
    case 'height_weight':
      return ['bmi', 'weight', 'height'];
    case 'date_of_birth':
      return ['age'];
    case 'single_choice':
    case 'multiple_choice':
      return question.QuestionOptions.some((o) => o.score !== undefined) ? ['score'] : [];
    default:
      return [];
  }
}

/** The tests a leaf about `question` can make, with their labels. */
export function questionTests(question: Question): { test: QuestionTest; label: string }[] {
  const tests: { test: QuestionTest; label: string }[] = [];
  if (isChoice(question)) {
    tests.push({ test: 'any_of', label: 'is one of' });
    if (question.type === 'multiple_choice') tests.push({ test: 'all_of', label: 'includes all of' });
  }
  for (const measure of measuresOf(question))
    tests.push({ test: `measure:${measure}`, label: MEASURE_LABELS[measure] });
  tests.push({ test: 'answered', label: 'is answered' }, { test: 'not_answered', label: 'is not answered' });
  return tests;
}

export const isComparison = (c: Condition): c is ComparisonCondition => 'value' in c;
export const isAnswerTest = (c: Condition): c is AnswerCondition => 'question' in c;
export const isAlertTest = (c: Condition): c is AlertCondition => 'alert' in c;
export const isOrderTest = (c: Condition): c is OrderCondition => 'order' in c;

/** A value reference taken apart: `bmi.4` → measure bmi of question 4; `total.phq9` → the total phq9. */
export type ParsedValue = { kind: Measure; id: number } | { kind: 'total' | 'calc'; name: string };

export function parseValueRef(ref: ValueRef): ParsedValue {
  const dot = ref.indexOf('.');
  const kind = ref.slice(0, dot);
  const rest = ref.slice(dot + 1);
  if (kind === 'total' || kind === 'calc') return { kind, name: rest };
  return { kind: kind as Measure, id: Number(rest) };
}

export const valueRef = (value: ParsedValue): ValueRef =>
  'id' in value ? `${value.kind}.${value.id}` : `${value.kind}.${value.name}`;

/** What a leaf is about. */
export function subjectOf(leaf: LeafCondition): Subject {
  if (isOrderTest(leaf)) return { kind: 'order' };
  if (isAlertTest(leaf)) return { kind: 'alert', name: leaf.alert };
  if (isAnswerTest(leaf)) return { kind: 'question', id: leaf.question };
  const parsed = parseValueRef(leaf.value);
  if ('id' in parsed) return { kind: 'question', id: parsed.id };
  return { kind: parsed.kind, name: parsed.name };
}

/** The questions a condition reads (its comparisons' values and operands, its answer tests), in no order. */
export function questionsRead(condition: Condition): Set<number> {
  const read = new Set<number>();
  const addRef = (ref: Operand) => {
    if (typeof ref !== 'string') return;
    const parsed = parseValueRef(ref);
    if ('id' in parsed) read.add(parsed.id);
  };
  someLeaf(condition, (leaf) => {
    if (isAnswerTest(leaf)) read.add(leaf.question);
    if (isComparison(leaf)) {
      addRef(leaf.value);
      addRef(comparisonOf(leaf).operand);
    }
    return false;
  });
  return read;
}

/**
 * A subject as one string (the editor's select value): `q:4`, `total:phq9`, `calc:bmi_gap`, `alert:crisis`,
 * `order`.
 */
export function subjectKey(subject: Subject): string {
  if (subject.kind === 'order') return 'order';
  return subject.kind === 'question' ? `q:${subject.id}` : `${subject.kind}:${subject.name}`;
}

export function parseSubjectKey(key: string): Subject {
  if (key === 'order') return { kind: 'order' };
  const colon = key.indexOf(':');
  const kind = key.slice(0, colon);
  const rest = key.slice(colon + 1);
  if (kind === 'q') return { kind: 'question', id: Number(rest) };
  return { kind: kind as 'total' | 'calc' | 'alert', name: rest };
}

/** What an order test tests: how many of the products it selects, or the dose step one of them starts above. */
export type OrderTest = 'at_least' | 'starting_step_above';

export const ORDER_TESTS: readonly { test: OrderTest; label: string }[] = [
  { test: 'at_least', label: 'holds at least' },
  { test: 'starting_step_above', label: 'starts one above dose step' },
];

/** The order test's kind and number (the schema gives it exactly one). */
export function orderTestOf(leaf: OrderCondition): { test: OrderTest; count: number } {
  if (leaf.starting_step_above !== undefined)
    return { test: 'starting_step_above', count: leaf.starting_step_above };
  return { test: 'at_least', count: leaf.at_least ?? 1 };
}

/** The order test with its kind or number changed (a count below 1 is 1, as the schema asks). */
export function withOrderTest(leaf: OrderCondition, test: OrderTest, count: number): OrderCondition {
  return { order: leaf.order, [test]: Math.max(1, Math.round(count)) } as OrderCondition;
}

/**
 * The products an order test selects, from a list of ingredients as typed ("semaglutide, tirzepatide"): undefined
 * when a name is not an ingredient key (lower case letters, digits and dashes). Forms and med ids it had stay.
 */
export function withOrderIngredients(leaf: OrderCondition, text: string): OrderCondition | undefined {
  const names = text
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
  if (names.some((n) => !/^[a-z][a-z0-9-]*$/.test(n))) return undefined;
  const { ingredients: _old, ...rest } = leaf.order;
  const order = names.length > 0 ? { ...rest, ingredients: names as [string, ...string[]] } : rest;
  if (Object.keys(order).length === 0) return undefined;
  return { ...leaf, order };
}

/** What a leaf about a question tests (undefined for totals, calculations and alerts). */
export function questionTestOf(leaf: LeafCondition): QuestionTest | undefined {
  if (isComparison(leaf)) {
    const parsed = parseValueRef(leaf.value);
    return 'id' in parsed ? `measure:${parsed.kind}` : undefined;
  }
  if (!isAnswerTest(leaf)) return undefined;
  if (leaf.all_of) return 'all_of';
  if (leaf.any_of) return 'any_of';
  return leaf.answered === false ? 'not_answered' : 'answered';
}

/** The operator and operand of a comparison (the schema gives it exactly one). */
export function comparisonOf(leaf: ComparisonCondition): { op: ComparisonOp; operand: Operand } {
  for (const { op } of COMPARISON_OPS) {
    const operand = leaf[op];
    if (operand !== undefined) return { op, operand };
  }
  return { op: 'below', operand: 0 };
}

/** A comparison of `value` with `operand`. */
export function comparison(value: ValueRef, op: ComparisonOp, operand: Operand): ComparisonCondition {
  return { value, [op]: operand } as ComparisonCondition;
}

/** A number a first comparison of a measure starts from: one a clinician would likely write. */
function startingNumber(measure: Measure | 'total' | 'calc', question?: Question): number {
  switch (measure) {
    case 'bmi':
      return 30;
    case 'age':
      return 18;
    case 'weight':
      return 200;
    case 'height':
      return 60;
    case 'answer':
      return question?.input?.min ?? 0;
    default:
      return 0;
  }
}

/**
 * The leaf a new test of `question` starts as: the first option for an option test, a comparison of the measure
 * (keeping the operator and operand of `previous` when it was a comparison too), or answered / not answered.
 */
export function questionLeaf(
  question: Question,
  test: QuestionTest,
  previous?: LeafCondition,
): LeafCondition {
  const id = question.id;
  if (test === 'answered' || test === 'not_answered') return { question: id, answered: test === 'answered' };
  if (test === 'any_of' || test === 'all_of') {
    const kept =
      previous && isAnswerTest(previous) && previous.question === id
        ? (previous.any_of ?? previous.all_of)
        : undefined;
    const first = question.QuestionOptions[0]?.option_text;
    const options = kept ?? (first === undefined ? undefined : ([first] as [string]));
    if (!options) return { question: id, answered: true };
    return test === 'any_of' ? { question: id, any_of: options } : { question: id, all_of: options };
  }
  const measure = test.slice('measure:'.length) as Measure;
  const ref = valueRef({ kind: measure, id });
  if (previous && isComparison(previous)) {
    const { op, operand } = comparisonOf(previous);
    const sameKind = parseValueRef(previous.value).kind === measure;
    return comparison(ref, op, sameKind ? operand : startingNumber(measure, question));
  }
  return comparison(ref, 'below', startingNumber(measure, question));
}

/** The first leaf about a subject: its first test for a question, "below 0" for a total or calculation. */
export function leafFor(doc: FlowVersion, subject: Subject, previous?: LeafCondition): LeafCondition {
  switch (subject.kind) {
    case 'alert':
      return { alert: subject.name };
    case 'order':
      return { order: { forms: ['injectable'] }, at_least: 2 };
    case 'total':
    case 'calc': {
      const ref = valueRef({ kind: subject.kind, name: subject.name });
      if (previous && isComparison(previous)) {
        const { op, operand } = comparisonOf(previous);
        return comparison(ref, op, typeof operand === 'number' ? operand : 0);
      }
      return comparison(ref, 'below', 0);
    }
    case 'question': {
      const question = doc.questions.find((q) => q.id === subject.id);
      if (!question) return { question: subject.id, answered: true };
      const tests = questionTests(question);
      // A question with numbers starts on its first number; a choice on its options.
      const measure = tests.find((t) => t.test.startsWith('measure:'));
      const first = isChoice(question) ? tests[0] : (measure ?? tests[0]);
      return questionLeaf(question, (first as { test: QuestionTest }).test, previous);
    }
  }
}

/**
 * The leaf with one option chosen or not (an option test keeps at least one option: unchoosing the last is refused
 * with the reason).
 */
export function withOption(
  leaf: AnswerCondition,
  option: string,
  chosen: boolean,
  order: readonly string[],
): { ok: true; leaf: AnswerCondition } | { ok: false; message: string } {
  const key = leaf.all_of ? 'all_of' : 'any_of';
  const current = new Set(leaf[key] ?? []);
  if (chosen) current.add(option);
  else current.delete(option);
  if (current.size === 0) return { ok: false, message: 'Choose at least one option.' };
  // Options in the question's order, then any the question no longer has (the analysis names them).
  const options = [...order.filter((o) => current.has(o)), ...[...current].filter((o) => !order.includes(o))];
  return { ok: true, leaf: { question: leaf.question, [key]: options } as AnswerCondition };
}

/** What rules at a place of the flow may read. */
export interface RuleScope {
  /** Questions that can come before the rule (and its own question when the rule reads the answer just given). */
  questions: Question[];
  totals: { name: string; title: string }[];
  calculations: { name: string; title: string }[];
  /** Alerts of the flow: only assertions test them (they are judged over the whole path). */
  alerts: { name: string; title: string; questionId: number }[];
  /** Whether the rule may test the order's products (assertions only). */
  orders: boolean;
}

/**
 * Where a rule is written: at a question (`self`: it reads the answer just given), on the flow (assertions: every
 * answer, the alerts raised and the order) or at checkout (eligibility rules: every answer, nothing else).
 */
export type RulePlace = { questionId: number; self: boolean } | 'flow' | 'checkout';

const ancestorsByDoc = new WeakMap<FlowVersion, Map<number, Set<number>>>();

/**
 * The questions that can come before `questionId` on some path from the first question (the engine's question
 * graph, branches, conditions and questions passed over included). A question no path reaches has the questions
 * before it in the document instead.
 */
export function questionsBefore(doc: FlowVersion, questionId: number): Set<number> {
  let byQuestion = ancestorsByDoc.get(doc);
  if (!byQuestion) ancestorsByDoc.set(doc, (byQuestion = new Map()));
  const known = byQuestion.get(questionId);
  if (known) return known;
  const graph = questionGraph(indexFlow(doc));
  let before: Set<number>;
  if (graph.reachable.has(questionId)) {
    const predecessors = new Map<number, number[]>();
    for (const [from, destinations] of graph.successors)
      for (const d of destinations)
        if (d.kind === 'question') predecessors.set(d.id, [...(predecessors.get(d.id) ?? []), from]);
    before = new Set();
    const queue = [questionId];
    while (queue.length > 0) {
      for (const from of predecessors.get(queue.pop() as number) ?? []) {
        if (before.has(from)) continue;
        before.add(from);
        queue.push(from);
      }
    }
    before.delete(questionId); // a loop (the analysis reports it) does not make a question its own predecessor
  } else {
    const at = doc.questions.findIndex((q) => q.id === questionId);
    before = new Set(doc.questions.slice(0, Math.max(at, 0)).map((q) => q.id));
  }
  byQuestion.set(questionId, before);
  return before;
}

/** What a rule written at `place` may read, in document order. Content screens give nothing to read. */
export function ruleScope(doc: FlowVersion, place: RulePlace): RuleScope {
  const before = typeof place === 'string' ? undefined : questionsBefore(doc, place.questionId);
  const inScope = (q: Question) =>
    typeof place === 'string' || before?.has(q.id) || (place.self && q.id === place.questionId);
  const questions = doc.questions.filter((q) => !isContent(q) && inScope(q));
  const flow = place === 'flow';
  return {
    questions,
    totals: (doc.totals ?? []).map((t) => ({ name: t.name, title: t.title ?? t.name })),
    calculations: (doc.calculations ?? []).map((c) => ({ name: c.name, title: c.title })),
    alerts: flow
      ? doc.questions.flatMap((q) =>
          (q.alerts ?? []).map((a) => ({ name: a.name, title: a.title, questionId: q.id })),
        )
      : [],
    orders: flow,
  };
}

/** The numbers a comparison may be compared with in `scope`: each question's measures, totals, calculations. */
export function valueChoices(scope: RuleScope): { ref: ValueRef; label: string }[] {
  const choices: { ref: ValueRef; label: string }[] = [];
  for (const question of scope.questions)
    for (const measure of measuresOf(question)) {
      const ref = valueRef({ kind: measure, id: question.id });
      choices.push({ ref, label: valueLabel(ref) });
    }
  for (const total of scope.totals)
    choices.push({ ref: `total.${total.name}`, label: valueLabel(`total.${total.name}`) });
  for (const calc of scope.calculations)
    choices.push({ ref: `calc.${calc.name}`, label: valueLabel(`calc.${calc.name}`) });
  return choices;
}

const VALUE_NAMES: Record<Measure, string> = {
  answer: 'answer',
  bmi: 'BMI',
  weight: 'weight',
  height: 'height',
  age: 'age',
  score: 'score',
};

/** A value as a phrase: "BMI of Q4", "answer of Q5", "total phq9", "calculation bmi_gap". */
export function valueLabel(ref: ValueRef): string {
  const parsed = parseValueRef(ref);
  if (!('id' in parsed)) return `${parsed.kind === 'total' ? 'total' : 'calculation'} ${parsed.name}`;
  return `${VALUE_NAMES[parsed.kind]} of Q${parsed.id}`;
}

/**
 * The leaf a new part of a condition starts as at `place`: a test of the rule's own question, else of the question
 * closest before it, else (a rule of the flow) of the first question.
 */
export function newLeaf(doc: FlowVersion, place: RulePlace): LeafCondition {
  const scope = ruleScope(doc, place);
  const own = typeof place === 'string' ? undefined : scope.questions.find((q) => q.id === place.questionId);
  // A rule at a question reads the closest question before it; a rule of the flow starts from the first question.
  const question =
    own ??
    (typeof place === 'string' ? scope.questions[0] : scope.questions.at(-1)) ??
    doc.questions.find((q) => !isContent(q));
  if (question) return leafFor(doc, { kind: 'question', id: question.id });
  return { question: doc.first_question_id, answered: true };
}
