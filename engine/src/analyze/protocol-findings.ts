import type { Condition, Product, Question, ValueRef } from '@telehealth/schemas';

import type { QuestionGraph } from './question-graph.js';
import type { FlowIndex } from '../flow/flow-index.js';
import { isChoice } from '../flow/question-kind.js';
import { calculationNamed, parseRef } from '../flow/conditions.js';
import { explore, type RuleVerdict, type Witness } from './explore.js';
import { ruleReach } from './reach.js';
import { comparisonsOf, linearOf, readsOf, rulesOf, type FlowRule, type Reads } from './rules-of-flow.js';

/**
 * What the analysis says of a flow's rules: first what can be judged from the document alone (names, references,
 * rules the analysis cannot prove, rules that read an answer not given yet), then, when those hold, what the
 * explorer found over every path (rules that never or always hold, checks that refuse every answer, questions no
 * answers reach, assertions broken), each with the answers of a path that shows it.
 */

export type ProtocolFindingCode =
  | 'unknown-reference'
  | 'duplicate-name'
  | 'calculation-loop'
  | 'rule-not-provable'
  | 'reads-later-answer'
  | 'ask-on-first-question'
  | 'rule-never-holds'
  | 'rule-always-holds'
  | 'check-refuses-everything'
  | 'never-reached'
  | 'assertion-violated'
  | 'protocol-too-large';

export interface ProtocolFinding {
  severity: 'error' | 'warning';
  code: ProtocolFindingCode;
  questionId?: number;
  message: string;
  witness?: Witness;
}

export function protocolFindings(
  index: FlowIndex,
  graph: QuestionGraph,
  asOf: string,
  products?: readonly Product[],
): ProtocolFinding[] {
  const findings: ProtocolFinding[] = [];
  const report = (
    severity: 'error' | 'warning',
    code: ProtocolFindingCode,
    message: string,
    questionId?: number,
    witness?: Witness,
  ) =>
    findings.push({
      severity,
      code,
      message,
      ...(questionId === undefined ? {} : { questionId }),
      ...(witness === undefined ? {} : { witness }),
    });

  const rules = rulesOf(index);
  // What each rule reads, worked out once for the checks below.
  const reads = rules.map((rule) => readsOf(index, rule.condition));
  checkNames(index, rules, report);
  rules.forEach((rule, at) => {
    checkReferences(index, rule.condition, rule.label, rule.questionId, report);
    if (testsOrder(rule.condition))
      report(
        'error',
        'unknown-reference',
        `${cap(rule.label)} tests the order's products: only assertions and eligibility rules judge an order.`,
        rule.questionId,
      );
    if ((reads[at] as Reads).alerts.size > 0)
      report(
        'error',
        'unknown-reference',
        `${cap(rule.label)} tests an alert: alerts are judged over the whole path, so only assertions test them (test the answers that raise it instead).`,
        rule.questionId,
      );
  });
  for (const assertion of index.flow.assertions ?? [])
    checkReferences(index, assertion.never, `the assertion "${assertion.name}"`, undefined, report);
  for (const calculation of index.flow.calculations ?? [])
    checkReferences(index, calculation.value, `the calculation "${calculation.name}"`, undefined, report);
  for (const rule of index.flow.eligibility ?? []) {
    if (!rule.if) continue;
    const label = `the eligibility rule "${rule.name}"`;
    checkReferences(index, rule.if, label, undefined, report);
    if (testsOrder(rule.if) || readsOf(index, rule.if).alerts.size > 0)
      report('error', 'unknown-reference', `${cap(label)} may read only answers.`);
  }
  if (!products)
    for (const assertion of index.flow.assertions ?? [])
      if (testsOrder(assertion.never))
        report(
          'warning',
          'rule-not-provable',
          `The assertion "${assertion.title}" is about orders: it is proven against the tenant's products, which this check was not given.`,
        );
  checkProvable(index, rules, report);
  checkOrder(index, graph, rules, reads, report);
  const first = index.questions.get(index.firstQuestionId);
  if (first?.ask_if)
    report(
      'error',
      'ask-on-first-question',
      `Question ${first.id} is the first question, so it is always asked: remove its condition.`,
      first.id,
    );
  // The explorer runs on a document whose references resolve and whose graph has no loop.
  if (findings.some((f) => f.severity === 'error') || !graph.topologicalOrder) return findings;

  const found = explore(index, asOf, products);
  if (found.exhausted) {
    report(
      'error',
      'protocol-too-large',
      `The flow's rules give more than ${found.tried.toLocaleString('en-US')} answers to try, so they cannot be proven on every path: split the flow or simplify its rules.`,
    );
    return findings;
  }
  for (const verdict of found.verdicts) judgeVerdict(verdict.rule, verdict, report);
  for (const [id, witness] of found.refusedAll)
    report(
      'error',
      'check-refuses-everything',
      `Question ${id}'s checks refuse every answer after some earlier answers, so the patient cannot go on.`,
      id,
      witness,
    );
  for (const id of graph.reachable) {
    if (!found.reached.has(id) && index.questions.has(id))
      report(
        'warning',
        'never-reached',
        `No answers lead to question ${id}: its rules pass it by on every path.`,
        id,
      );
  }
  for (const assertion of found.assertions) {
    if (assertion.violation)
      report(
        'error',
        'assertion-violated',
        `The assertion "${assertion.title}" is broken: a path reaches ${assertion.violation.state === 'checkout' ? 'checkout' : 'its end'} with answers it forbids.`,
        undefined,
        assertion.violation,
      );
  }
  return findings;
}

type Report = (
  severity: 'error' | 'warning',
  code: ProtocolFindingCode,
  message: string,
  questionId?: number,
  witness?: Witness,
) => void;

function judgeVerdict(rule: FlowRule, verdict: RuleVerdict, report: Report) {
  const name = rule.label.charAt(0).toUpperCase() + rule.label.slice(1);
  if (verdict.judged === 0) return; // its question is never reached: reported once, as never-reached
  if (!verdict.everHeld) {
    // A check that always holds refuses nothing: harmless. Any other rule that never holds does nothing at all.
    const severity =
      rule.kind === 'check' || rule.kind === 'alert' || rule.kind === 'ask' ? 'warning' : 'error';
    const what: Record<FlowRule['kind'], string> = {
      stop: 'so this hard stop never stops anyone',
      branch: 'so this branch is never taken',
      ask: 'so the question is never asked',
      check: 'unused',
      alert: 'so this alert is never raised',
    };
    if (rule.kind === 'check') return;
    report(
      severity,
      'rule-never-holds',
      `${name} never holds on any path, ${what[rule.kind]}.`,
      rule.questionId,
      verdict.failed,
    );
    return;
  }
  if (!verdict.everFailed) {
    const what: Record<FlowRule['kind'], [('error' | 'warning') | undefined, string]> = {
      stop: ['error', 'so every answer stops here'],
      branch: ['warning', 'so the question’s other ways on are never used'],
      ask: ['warning', 'so the condition can be removed'],
      check: [undefined, ''],
      alert: ['warning', 'so every patient who answers raises it'],
    };
    const [severity, text] = what[rule.kind];
    if (severity)
      report(
        severity,
        'rule-always-holds',
        `${name} holds on every path, ${text}.`,
        rule.questionId,
        verdict.held,
      );
  }
}

function checkNames(index: FlowIndex, rules: readonly FlowRule[], report: Report): void {
  const seen = (kind: string, names: string[]) => {
    const found = new Set<string>();
    for (const name of names) {
      if (found.has(name)) report('error', 'duplicate-name', `Two ${kind} are named "${name}".`);
      found.add(name);
    }
  };
  seen(
    'calculations',
    (index.flow.calculations ?? []).map((c) => c.name),
  );
  seen(
    'assertions',
    (index.flow.assertions ?? []).map((a) => a.name),
  );
  seen('alerts', alertNamesOf(index, rules));
  for (const calculation of index.flow.calculations ?? []) {
    if (readsOwn(index, calculation.name, new Set()))
      report('error', 'calculation-loop', `The calculation "${calculation.name}" reads itself.`);
  }
}

function readsOwn(index: FlowIndex, name: string, path: Set<string>): boolean {
  if (path.has(name)) return true;
  const calculation = calculationNamed(index, name);
  if (!calculation) return false;
  const next = new Set([...path, name]);
  const direct = new Set<string>();
  const visit = (e: typeof calculation.value): void => {
    if (typeof e === 'number') return;
    if (typeof e === 'string') {
      const parsed = parseRef(e);
      if (parsed.kind === 'calc') direct.add(parsed.name);
      return;
    }
    const parts =
      'sum' in e ? e.sum : 'difference' in e ? e.difference : 'product' in e ? e.product : e.quotient;
    parts.forEach(visit);
  };
  visit(calculation.value);
  return [...direct].some((other) => readsOwn(index, other, next));
}

const MEASURE_TYPES: Record<string, readonly Question['type'][]> = {
  answer: ['number'],
  bmi: ['height_weight'],
  weight: ['height_weight'],
  height: ['height_weight'],
  age: ['date_of_birth'],
  score: ['single_choice', 'multiple_choice'],
};

const TYPE_NAMES: Record<string, string> = {
  answer: 'a number question',
  bmi: 'a height and weight question',
  weight: 'a height and weight question',
  height: 'a height and weight question',
  age: 'a date of birth question',
  score: 'a choice question',
};

const alertNameSets = new WeakMap<FlowIndex, ReadonlySet<string>>();

/** The names of the alerts the flow's questions raise (once per index: every rule's references are checked). */
function alertNames(index: FlowIndex): ReadonlySet<string> {
  let names = alertNameSets.get(index);
  if (!names) {
    names = new Set(alertNamesOf(index, rulesOf(index)));
    alertNameSets.set(index, names);
  }
  return names;
}

/** The names of the alerts of a flow's questions, in document order (each alert is one of `rules`). */
function alertNamesOf(index: FlowIndex, rules: readonly FlowRule[]): string[] {
  const names: string[] = [];
  for (const rule of rules)
    if (rule.kind === 'alert') {
      const alert = index.questions.get(rule.questionId)?.alerts?.[rule.at];
      if (alert) names.push(alert.name);
    }
  return names;
}

function checkReferences(
  index: FlowIndex,
  rule: Condition | Parameters<typeof readsOf>[1],
  label: string,
  questionId: number | undefined,
  report: Report,
): void {
  const alerts = alertNames(index);
  const checkRef = (ref: ValueRef) => {
    const parsed = parseRef(ref);
    if (parsed.kind === 'total') {
      if (!index.totals.has(parsed.name))
        report(
          'error',
          'unknown-reference',
          `${cap(label)} reads the total "${parsed.name}", which the flow does not define.`,
          questionId,
        );
      return;
    }
    if (parsed.kind === 'calc') {
      if (!calculationNamed(index, parsed.name))
        report(
          'error',
          'unknown-reference',
          `${cap(label)} reads the calculation "${parsed.name}", which the flow does not define.`,
          questionId,
        );
      return;
    }
    const question = index.questions.get(parsed.id as number);
    if (!question) {
      report(
        'error',
        'unknown-reference',
        `${cap(label)} reads question ${parsed.id}, which does not exist.`,
        questionId,
      );
      return;
    }
    if (!(MEASURE_TYPES[parsed.kind] ?? []).includes(question.type))
      report(
        'error',
        'unknown-reference',
        `${cap(label)} reads "${ref}", but question ${parsed.id} is not ${TYPE_NAMES[parsed.kind]}.`,
        questionId,
      );
  };
  const visit = (node: unknown): void => {
    if (typeof node === 'number' || node === null || node === undefined) return;
    if (typeof node === 'string') return checkRef(node as ValueRef);
    if (Array.isArray(node)) return node.forEach(visit);
    const object = node as Record<string, unknown>;
    if ('order' in object) return; // a product selector names products, not answers
    if ('alert' in object) {
      if (!alerts.has(object.alert as string))
        report(
          'error',
          'unknown-reference',
          `${cap(label)} reads the alert "${String(object.alert)}", which no question raises.`,
          questionId,
        );
      return;
    }
    if ('question' in object) {
      const id = object.question as number;
      const question = index.questions.get(id);
      if (!question) {
        report(
          'error',
          'unknown-reference',
          `${cap(label)} reads question ${id}, which does not exist.`,
          questionId,
        );
        return;
      }
      const named = (object.any_of ?? object.all_of) as string[] | undefined;
      if (named && isChoice(question)) {
        const options = question.QuestionOptions.map((o) => o.option_text);
        for (const option of named)
          if (!options.includes(option))
            report(
              'error',
              'unknown-reference',
              `${cap(label)} names "${option}", which is not an option of question ${id}.`,
              questionId,
            );
      }
      if (object.all_of && question.type !== 'multiple_choice')
        report(
          'error',
          'unknown-reference',
          `${cap(label)} asks for all of several options of question ${id}, which is not a multiple choice.`,
          questionId,
        );
      return;
    }
    for (const key in object) if (key !== 'question') visit(object[key]);
  };
  visit(rule);
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Rules the analysis cannot prove: a comparison that is not linear, or reads more than three numbers. */
function checkProvable(index: FlowIndex, rules: readonly FlowRule[], report: Report): void {
  const judge = (condition: Condition, label: string, questionId?: number) => {
    for (const form of comparisonsOf(index, condition)) {
      if (!form)
        report(
          'error',
          'rule-not-provable',
          `${cap(label)} multiplies or divides two of the patient's numbers, which cannot be proven on every path: compare each number with a constant or another number instead.`,
          questionId,
        );
      else if (form.terms.size > 3)
        report(
          'error',
          'rule-not-provable',
          `${cap(label)} compares more than three of the patient's numbers at once, which cannot be proven on every path.`,
          questionId,
        );
    }
  };
  for (const rule of rules) judge(rule.condition, rule.label, rule.questionId);
  for (const assertion of index.flow.assertions ?? [])
    judge(assertion.never, `the assertion "${assertion.name}"`);
  for (const calculation of index.flow.calculations ?? [])
    if (!linearOf(index, calculation.value))
      report(
        'warning',
        'rule-not-provable',
        `The calculation "${calculation.name}" multiplies or divides two of the patient's numbers: it can be shown, but a rule that reads it cannot be proven.`,
      );
}

/**
 * A rule reads only answers given before it is judged: at its own question (the answer just given included) for a
 * stop, branch, check or alert, before the question for `ask_if`. A rule that reads a question which can come
 * after it would read a missing answer, so it is refused.
 */
function checkOrder(
  index: FlowIndex,
  graph: QuestionGraph,
  rules: readonly FlowRule[],
  reads: readonly Reads[],
  report: Report,
): void {
  if (!graph.topologicalOrder) return;
  // Which read question can come at or after which rule's question, without a set of later questions per question
  // (the reach the explorer reads too: a rule of a question no path reaches reads from nowhere, `leadsTo` is false).
  const { reach } = ruleReach(index);
  rules.forEach((rule, at) => {
    for (const id of (reads[at] as Reads).questions) {
      const later = id !== rule.questionId && reach.leadsTo(rule.questionId, id);
      const self = id === rule.questionId && rule.kind === 'ask';
      if (later || self)
        report(
          'error',
          'reads-later-answer',
          `${cap(rule.label)} reads question ${id}, which ${self ? 'is the question it decides to ask' : 'can come after it'}: a rule reads only answers given before it.`,
          rule.questionId,
        );
    }
  });
}

/** Whether a condition tests the order's products anywhere. */
function testsOrder(condition: Condition): boolean {
  if ('all' in condition) return condition.all.some(testsOrder);
  if ('any' in condition) return condition.any.some(testsOrder);
  if ('not' in condition) return testsOrder(condition.not);
  return 'order' in condition;
}
