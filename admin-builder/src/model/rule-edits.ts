import {
  validateWith,
  validators,
  type Calculation,
  type Condition,
  type EligibilityRule,
  type FlowVersion,
  type ProtocolAssertion,
  type Question,
} from '@telehealth/schemas';

import { mapConditions, type LeafCondition } from './condition-tree';
import { FlowEditError, type QuestionRuleField, type QuestionRuleList } from './types';

/**
 * The rule language's edits (see `applyEdit`): a question's `ask_if` and `hard_stop_if`, its branches (`next_if`),
 * checks and alerts, and the flow's calculations, eligibility rules and assertions. Each replaces the whole field (an empty list or
 * undefined removes it); the question is then checked by the schema like any other question edit, and the flow's
 * lists item by item, with names unique among their kind.
 */

/** The question with `field` set to `condition` (undefined removes it). */
export function withCondition(
  question: Question,
  field: QuestionRuleField,
  condition: Condition | undefined,
): Question {
  if (question[field] === condition) return question;
  const { [field]: _old, ...rest } = question;
  return condition === undefined ? rest : { ...rest, [field]: condition };
}

/** The question with one of its rule lists replaced (an empty list removes the field). */
export function withRuleList(doc: FlowVersion, question: Question, list: QuestionRuleList): Question {
  if (list.field === 'alerts') {
    const elsewhere = new Set(
      doc.questions.filter((q) => q.id !== question.id).flatMap((q) => (q.alerts ?? []).map((a) => a.name)),
    );
    const names = new Set<string>();
    for (const alert of list.items) {
      if (elsewhere.has(alert.name))
        throw new FlowEditError(`Another question already raises an alert named "${alert.name}".`);
      if (names.has(alert.name))
        throw new FlowEditError(`Question ${question.id} has two alerts named "${alert.name}".`);
      names.add(alert.name);
    }
  }
  if (list.field === 'next_if')
    for (const branch of list.items) {
      if (branch.next === question.id)
        throw new FlowEditError(`Question ${question.id} cannot lead to itself.`);
      if (branch.next !== 0 && !doc.questions.some((q) => q.id === branch.next))
        throw new FlowEditError(`Question ${branch.next} does not exist in this flow.`);
    }
  const { [list.field]: _old, ...rest } = question;
  return list.items.length > 0 ? ({ ...rest, [list.field]: list.items } as Question) : rest;
}

const FLOW_RULE_KINDS = {
  calculations: 'calculation',
  eligibility: 'eligibility rule',
  assertions: 'assertion',
} as const;

/** The flow with its calculations, eligibility rules or assertions replaced, each checked by the schema, names unique. */
export function withFlowRules(
  doc: FlowVersion,
  change:
    | { field: 'calculations'; items: readonly Calculation[] }
    | { field: 'eligibility'; items: readonly EligibilityRule[] }
    | { field: 'assertions'; items: readonly ProtocolAssertion[] },
): FlowVersion {
  const kind = FLOW_RULE_KINDS[change.field];
  const names = new Set<string>();
  for (const item of change.items) {
    const result =
      change.field === 'calculations'
        ? validateWith(validators.Calculation, item)
        : change.field === 'eligibility'
          ? validateWith(validators.EligibilityRule, item)
          : validateWith(validators.ProtocolAssertion, item);
    if (!result.ok) {
      const list = result.issues.map((i) => `${i.path || `(${kind})`}: ${i.message}`).join('; ');
      throw new FlowEditError(`The ${kind} "${item.name}" is not valid: ${list}`, result.issues);
    }
    if (names.has(item.name)) throw new FlowEditError(`Two ${kind}s are named "${item.name}".`);
    names.add(item.name);
  }
  const { [change.field]: _old, ...rest } = doc;
  return change.items.length > 0 ? { ...rest, [change.field]: [...change.items] } : rest;
}

/**
 * Every condition of the flow (each question's rules, the eligibility rules' and the assertions) passed through
 * `change`; what `change` leaves alone keeps its identity, so unchanged questions stay the same objects.
 */
export function mapFlowConditions(
  doc: FlowVersion,
  change: (leaf: LeafCondition) => LeafCondition,
): FlowVersion {
  const map = (c: Condition) => mapConditions(c, change);
  let questionsChanged = false;
  const questions = doc.questions.map((q) => {
    const next = mapQuestionConditions(q, map);
    if (next !== q) questionsChanged = true;
    return next;
  });
  let assertionsChanged = false;
  const assertions = doc.assertions?.map((a) => {
    const never = map(a.never);
    if (never === a.never) return a;
    assertionsChanged = true;
    return { ...a, never };
  });
  let eligibilityChanged = false;
  const eligibility = doc.eligibility?.map((rule) => {
    const condition = rule.if && map(rule.if);
    if (condition === rule.if) return rule;
    eligibilityChanged = true;
    return { ...rule, if: condition } as EligibilityRule;
  });
  if (!questionsChanged && !assertionsChanged && !eligibilityChanged) return doc;
  return {
    ...doc,
    ...(questionsChanged ? { questions: questions as FlowVersion['questions'] } : {}),
    ...(eligibilityChanged && eligibility ? { eligibility } : {}),
    ...(assertionsChanged && assertions ? { assertions } : {}),
  };
}

function mapQuestionConditions(q: Question, map: (c: Condition) => Condition): Question {
  const changes: Partial<Question> = {};
  for (const field of ['ask_if', 'hard_stop_if'] as const) {
    const c = q[field];
    if (c && map(c) !== c) changes[field] = map(c);
  }
  const list = <T>(
    items: T[] | undefined,
    read: (item: T) => Condition,
    write: (item: T, c: Condition) => T,
  ) => {
    if (!items) return undefined;
    let changed = false;
    const next = items.map((item) => {
      const c = read(item);
      const mapped = map(c);
      if (mapped === c) return item;
      changed = true;
      return write(item, mapped);
    });
    return changed ? next : undefined;
  };
  const nextIf = list(
    q.next_if,
    (b) => b.if,
    (b, c) => ({ ...b, if: c }),
  );
  const checks = list(
    q.checks,
    (k) => k.require,
    (k, c) => ({ ...k, require: c }),
  );
  const alerts = list(
    q.alerts,
    (a) => a.if,
    (a, c) => ({ ...a, if: c }),
  );
  if (nextIf) changes.next_if = nextIf as Question['next_if'];
  if (checks) changes.checks = checks as Question['checks'];
  if (alerts) changes.alerts = alerts as Question['alerts'];
  return Object.keys(changes).length > 0 ? { ...q, ...changes } : q;
}

/** The flow with option tests of `questionId` naming `from` naming `to` instead (an option renamed). */
export function renameOptionInRules(
  doc: FlowVersion,
  questionId: number,
  from: string,
  to: string,
): FlowVersion {
  return mapFlowConditions(doc, (leaf) => {
    if (!('question' in leaf) || leaf.question !== questionId) return leaf;
    const key = leaf.any_of ? 'any_of' : leaf.all_of ? 'all_of' : undefined;
    if (!key || !leaf[key]?.includes(from)) return leaf;
    return { ...leaf, [key]: leaf[key].map((o) => (o === from ? to : o)) };
  });
}

/**
 * The flow with `option` of `questionId` dropped from the option tests that name it. A test naming only that option
 * is left as it is: the analysis reports the unknown option, rather than the rule silently changing meaning.
 */
export function removeOptionFromRules(doc: FlowVersion, questionId: number, option: string): FlowVersion {
  return mapFlowConditions(doc, (leaf) => {
    if (!('question' in leaf) || leaf.question !== questionId) return leaf;
    const key = leaf.any_of ? 'any_of' : leaf.all_of ? 'all_of' : undefined;
    const options = key ? leaf[key] : undefined;
    if (!key || !options?.includes(option) || options.length === 1) return leaf;
    return { ...leaf, [key]: options.filter((o) => o !== option) };
  });
}
