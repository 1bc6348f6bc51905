import { isChoice, isContent } from '@telehealth/engine';
import {
  validateWith,
  validators,
  type FlowStep,
  type FlowTotal,
  type FlowVersion,
  type Question,
} from '@telehealth/schemas';

import { nodeIdOfHardStop, nodeIdOfQuestion } from './node-ids';
import { applyNumberInput } from './number-input';
import {
  removeOptionFromRules,
  renameOptionInRules,
  withCondition,
  withFlowRules,
  withRuleList,
} from './rule-edits';
import { FlowEditError, type FlowEdit, type Positions } from './types';

const FINAL = 'Final';

/** The next free question id: one more than the largest id in the document. */
export function newQuestionId(doc: FlowVersion): number {
  return doc.questions.reduce((max, q) => Math.max(max, q.id), 0) + 1;
}

/** A valid new question (single choice Yes/No, leading nowhere yet: the analysis shows it as a dead end). */
export function defaultQuestion(id: number, tenantId?: number): Question {
  return {
    id,
    ...(tenantId === undefined ? {} : { tenant_id: tenantId }),
    title: 'New question',
    description: null,
    type: 'single_choice',
    mapped_field: null,
    free_field: null,
    QuestionOptions: [{ option_text: 'Yes' }, { option_text: 'No' }],
    next_question_map: {},
    next: null,
    prev: null,
    is_hard_stop: false,
    hard_stop_response: [],
    hard_stop_message: null,
  };
}

/**
 * Applies one builder edit to a flow document and returns the new document (pure; unchanged questions keep their
 * identity). Edits change the document only: the view (viewport, selection) is not part of it, and `moveNodes`
 * changes nothing but `layout`. Throws FlowEditError naming what is wrong when the edit is impossible.
 *
 * - connect: `answer` null sets `next` (a question) or, to checkout, `Final: 0` (next cannot be checkout; `Final`
 *   takes precedence over `next`, so `next` is cleared); an answer sets `next_question_map[answer]` (0 = checkout).
 * - disconnect: removes the map entry of `answer` (`Final` included) or, for null, `next`.
 * - deleteQuestion: removes the question, every map entry, `next` and `prev` that names it, the steps showing
 *   it and its layout positions; what led to it becomes a dead end that the analysis reports.
 * - updateQuestion: merges the fields (a field set to undefined is removed) and validates the question.
 * - setNumberInput: sets (undefined removes) a number question's `input.min`, `input.max` or `input.unit`; `input`
 *   is removed when left empty; a minimum above the maximum is refused.
 * - renameOption / removeOption: change an option and the map entry and hard-stop answers that name it, and the
 *   option tests of the flow's rules that name it (a test left naming no option keeps it: the analysis reports it).
 * - connectBranch / removeBranch: retarget or remove one branch on a total (`next_when[branch]`) or, with
 *   `on: 'condition'`, on a condition (`next_if[branch]`).
 * - setTotals: replaces the flow's totals (each checked by the schema; an empty list removes `totals`).
 * - setCondition: sets or removes a question's `ask_if` or `hard_stop_if`; setRuleList replaces its `next_if`,
 *   `checks` or `alerts` (alert names unique in the flow); setCalculations / setEligibility / setAssertions replace
 *   the flow's (each checked by the schema, names unique). An empty list removes the field.
 * - deleteQuestion also removes the branches leading to the question and the question from every total (a total
 *   left without questions is removed; what reads it is then reported by the analysis).
 */
export function applyEdit(doc: FlowVersion, edit: FlowEdit): FlowVersion {
  switch (edit.type) {
    case 'connect':
      return replaceQuestion(doc, edit.questionId, (q) => connect(doc, q, edit.answer, edit.target));
    case 'disconnect':
      return replaceQuestion(doc, edit.questionId, (q) => disconnect(q, edit.answer));
    case 'connectBranch':
      return replaceQuestion(doc, edit.questionId, (q) => {
        const field = edit.on === 'condition' ? 'next_if' : 'next_when';
        const branches: readonly { next: number }[] = requireBranch(q, field, edit.branch);
        const target = edit.target === 'checkout' ? 0 : edit.target;
        if (target !== 0) requireQuestion(doc, target);
        if (target === q.id) throw new FlowEditError(`Question ${q.id} cannot lead to itself.`);
        if (branches[edit.branch]?.next === target) return q;
        return { ...q, [field]: branches.map((b, at) => (at === edit.branch ? { ...b, next: target } : b)) };
      });
    case 'removeBranch':
      return replaceQuestion(doc, edit.questionId, (q) => {
        const field = edit.on === 'condition' ? 'next_if' : 'next_when';
        const rest = requireBranch(q, field, edit.branch).filter((_, at) => at !== edit.branch);
        const { [field]: _removed, ...others } = q;
        return rest.length > 0 ? ({ ...others, [field]: rest } as Question) : others;
      });
    case 'setTotals':
      return setTotals(doc, edit.totals);
    case 'setCondition':
      return replaceQuestion(doc, edit.questionId, (q) => {
        const next = withCondition(q, edit.field, edit.condition);
        return next === q ? q : checked(next);
      });
    case 'setRuleList': {
      const { type: _type, questionId, ...list } = edit;
      return replaceQuestion(doc, questionId, (q) => checked(withRuleList(doc, q, list)));
    }
    case 'setCalculations':
      return withFlowRules(doc, { field: 'calculations', items: edit.calculations });
    case 'setEligibility':
      return withFlowRules(doc, { field: 'eligibility', items: edit.eligibility });
    case 'setAssertions':
      return withFlowRules(doc, { field: 'assertions', items: edit.assertions });
    case 'addQuestion': {
      const id = edit.id ?? newQuestionId(doc);
      if (findQuestion(doc, id)) throw new FlowEditError(`A question with the id ${id} already exists.`);
      const question = checked({ ...defaultQuestion(id, doc.tenant_id), ...withoutId(edit.question ?? {}) });
      return withPositions({ ...doc, questions: [...doc.questions, question] }, edit.position, id);
    }
    case 'duplicateQuestion': {
      const original = requireQuestion(doc, edit.questionId);
      const id = edit.id ?? newQuestionId(doc);
      if (findQuestion(doc, id)) throw new FlowEditError(`A question with the id ${id} already exists.`);
      const copy: Question = structuredClone({ ...original, id, title: `${original.title} (copy)` });
      const from = doc.layout.positions[nodeIdOfQuestion(original.id)];
      const position = edit.position ?? (from ? { x: from.x + 40, y: from.y + 40 } : undefined);
      return withPositions({ ...doc, questions: [...doc.questions, checked(copy)] }, position, id);
    }
    case 'deleteQuestion':
      return deleteQuestion(doc, edit.questionId);
    case 'updateQuestion':
      return replaceQuestion(doc, edit.questionId, (q) => {
        if ('id' in edit.changes) throw new FlowEditError(`The id of question ${q.id} cannot be changed.`);
        const merged: Record<string, unknown> = { ...q };
        for (const [key, value] of Object.entries(edit.changes)) {
          if (value === undefined) delete merged[key];
          else merged[key] = value;
        }
        return checked(merged as unknown as Question);
      });
    case 'setNumberInput':
      return replaceQuestion(doc, edit.questionId, (q) => {
        const next = applyNumberInput(q, edit.field, edit.value);
        return next === q ? q : checked(next);
      });
    case 'renameOption': {
      const renamed = replaceQuestion(doc, edit.questionId, (q) => renameOption(q, edit.from, edit.to));
      return renamed === doc ? doc : renameOptionInRules(renamed, edit.questionId, edit.from, edit.to);
    }
    case 'removeOption':
      return removeOptionFromRules(
        replaceQuestion(doc, edit.questionId, (q) => removeOption(q, edit.option)),
        edit.questionId,
        edit.option,
      );
    case 'moveNodes':
      return {
        ...doc,
        layout: { ...doc.layout, positions: { ...doc.layout.positions, ...rounded(edit.positions) } },
      };
    case 'setFirstQuestion':
      requireQuestion(doc, edit.questionId);
      if (doc.first_question_id === edit.questionId) return doc;
      return { ...doc, first_question_id: edit.questionId };
  }
}

/** Applies edits in order (one undo step when pushed to the history as one document). */
export function applyEdits(doc: FlowVersion, edits: readonly FlowEdit[]): FlowVersion {
  return edits.reduce(applyEdit, doc);
}

/** Narrows a list the schema requires to be non-empty (callers guarantee it). */
function nonEmpty<T>(items: T[]): [T, ...T[]] {
  if (items.length === 0) throw new FlowEditError('A flow needs at least one question and one step.');
  return items as [T, ...T[]];
}

function findQuestion(doc: FlowVersion, id: number): Question | undefined {
  return doc.questions.find((q) => q.id === id);
}

function requireQuestion(doc: FlowVersion, id: number): Question {
  const question = findQuestion(doc, id);
  if (!question) throw new FlowEditError(`Question ${id} does not exist in this flow.`);
  return question;
}

function replaceQuestion(doc: FlowVersion, id: number, change: (q: Question) => Question): FlowVersion {
  const question = requireQuestion(doc, id);
  const next = change(question);
  if (next === question) return doc;
  return { ...doc, questions: nonEmpty(doc.questions.map((q) => (q === question ? next : q))) };
}

function withoutId(fields: Partial<Question>): Partial<Question> {
  const { id: _id, ...rest } = fields;
  return rest;
}

/** Validates a question against the Question schema, or throws FlowEditError listing the schema issues. */
function checked(question: Question): Question {
  const result = validateWith(validators.Question, question);
  if (result.ok) return question;
  const list = result.issues.map((i) => `${i.path || '(question)'}: ${i.message}`).join('; ');
  throw new FlowEditError(`Question ${question.id} is not valid: ${list}`, result.issues);
}

function withPositions(
  doc: FlowVersion,
  position: { x: number; y: number } | undefined,
  id: number,
): FlowVersion {
  if (!position) return doc;
  return applyEdit(doc, { type: 'moveNodes', positions: { [nodeIdOfQuestion(id)]: position } });
}

function rounded(positions: Positions): Positions {
  const out: Positions = {};
  for (const [id, p] of Object.entries(positions)) {
    if (!p) continue;
    if (!/^[a-z][a-z0-9:-]*$/.test(id)) throw new FlowEditError(`"${id}" is not a node id of the builder.`);
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y))
      throw new FlowEditError(`The position of ${id} is not a finite point.`);
    out[id] = { x: Math.round(p.x), y: Math.round(p.y) };
  }
  return out;
}

function connect(
  doc: FlowVersion,
  q: Question,
  answer: string | null,
  target: number | 'checkout',
): Question {
  if (target !== 'checkout') {
    requireQuestion(doc, target);
    if (target === q.id) throw new FlowEditError(`Question ${q.id} cannot lead to itself.`);
  }
  const value = target === 'checkout' ? 0 : target;
  if (answer === null) {
    if (value === 0) {
      if (q.next_question_map[FINAL] === 0 && q.next === null) return q;
      return { ...q, next_question_map: { ...q.next_question_map, [FINAL]: 0 }, next: null };
    }
    const { [FINAL]: _final, ...map } = q.next_question_map;
    if (q.next === value && _final === undefined) return q;
    return { ...q, next_question_map: map, next: value };
  }
  if (answer === FINAL) {
    if (value !== 0)
      throw new FlowEditError(
        `"Final" always leads to checkout; question ${q.id} cannot send it to question ${value}.`,
      );
    return connect(doc, q, null, 'checkout');
  }
  if (isContent(q))
    throw new FlowEditError(
      `Question ${q.id} is a content screen: it takes no answer, connect "next" instead.`,
    );
  if (!isChoice(q)) {
    throw new FlowEditError(
      `Question ${q.id} is a ${q.type} question: its answers are not options, connect "next" instead.`,
    );
  }
  if (!q.QuestionOptions.some((o) => o.option_text === answer)) {
    throw new FlowEditError(`Question ${q.id} has no option "${answer}".`);
  }
  if (q.next_question_map[answer] === value) return q;
  return { ...q, next_question_map: { ...q.next_question_map, [answer]: value } };
}

function requireBranch(
  q: Question,
  field: 'next_when' | 'next_if',
  branch: number,
): readonly { next: number }[] {
  const branches = q[field];
  if (!branches || branches[branch] === undefined)
    throw new FlowEditError(
      `Question ${q.id} has no branch ${branch + 1} on ${field === 'next_if' ? 'a condition' : 'a total'}.`,
    );
  return branches;
}

function setTotals(doc: FlowVersion, totals: readonly FlowTotal[]): FlowVersion {
  const names = new Set<string>();
  for (const total of totals) {
    const result = validateWith(validators.FlowTotal, total);
    if (!result.ok) {
      const list = result.issues.map((i) => `${i.path || '(total)'}: ${i.message}`).join('; ');
      throw new FlowEditError(`The total "${total.name}" is not valid: ${list}`, result.issues);
    }
    if (names.has(total.name)) throw new FlowEditError(`Two totals are named "${total.name}".`);
    names.add(total.name);
  }
  const { totals: _old, ...rest } = doc;
  return totals.length > 0 ? { ...rest, totals: [...totals] } : rest;
}

function disconnect(q: Question, answer: string | null): Question {
  if (answer === null) {
    if (q.next === null) throw new FlowEditError(`Question ${q.id} has no "next" to remove.`);
    return { ...q, next: null };
  }
  if (!Object.hasOwn(q.next_question_map, answer)) {
    throw new FlowEditError(`Question ${q.id} has no way on for the answer "${answer}".`);
  }
  const { [answer]: _removed, ...map } = q.next_question_map;
  return { ...q, next_question_map: map };
}

function renameOption(q: Question, from: string, to: string): Question {
  if (from === to) return q;
  if (!q.QuestionOptions.some((o) => o.option_text === from))
    throw new FlowEditError(`Question ${q.id} has no option "${from}".`);
  if (q.QuestionOptions.some((o) => o.option_text === to))
    throw new FlowEditError(`Question ${q.id} already has an option "${to}".`);
  if (to === FINAL) throw new FlowEditError(`"Final" is reserved: it sends every answer to checkout.`);
  const map: Record<string, number> = {};
  for (const [key, value] of Object.entries(q.next_question_map)) {
    if (value !== undefined) map[key === from ? to : key] = value;
  }
  const renamed: Question = {
    ...q,
    QuestionOptions: q.QuestionOptions.map((o) => (o.option_text === from ? { ...o, option_text: to } : o)),
    next_question_map: map,
    ...(q.hard_stop_response
      ? { hard_stop_response: q.hard_stop_response.map((r) => (r === from ? to : r)) }
      : {}),
  };
  return checked(renamed);
}

function removeOption(q: Question, option: string): Question {
  if (!q.QuestionOptions.some((o) => o.option_text === option))
    throw new FlowEditError(`Question ${q.id} has no option "${option}".`);
  const { [option]: _removed, ...map } = q.next_question_map;
  return checked({
    ...q,
    QuestionOptions: q.QuestionOptions.filter((o) => o.option_text !== option),
    next_question_map: map,
    ...(q.hard_stop_response ? { hard_stop_response: q.hard_stop_response.filter((r) => r !== option) } : {}),
  });
}

function deleteQuestion(doc: FlowVersion, id: number): FlowVersion {
  requireQuestion(doc, id);
  if (doc.questions.length === 1)
    throw new FlowEditError(`Question ${id} is the only question; a flow needs at least one.`);
  if (doc.first_question_id === id) {
    throw new FlowEditError(
      `Question ${id} is the first question: make another question first before deleting it.`,
    );
  }
  const shownBySteps = doc.steps.filter((s) => s.question_id === id);
  if (shownBySteps.length === doc.steps.length) {
    throw new FlowEditError(
      `Question ${id} is shown by every step of the flow; a flow needs at least one step.`,
    );
  }
  const questions = doc.questions
    .filter((q) => q.id !== id)
    .map((q) => {
      if (q.next_when?.some((b) => b.next === id)) {
        const rest = q.next_when.filter((b) => b.next !== id);
        const { next_when: _removed, ...others } = q;
        q = rest.length > 0 ? { ...others, next_when: rest as typeof _removed & object } : others;
      }
      if (q.next_if?.some((b) => b.next === id)) {
        const rest = q.next_if.filter((b) => b.next !== id);
        const { next_if: _removed, ...others } = q;
        q = rest.length > 0 ? { ...others, next_if: rest as typeof _removed & object } : others;
      }
      const refersInMap = Object.values(q.next_question_map).includes(id);
      if (!refersInMap && q.next !== id && q.prev !== id) return q;
      const map: Record<string, number> = {};
      for (const [key, value] of Object.entries(q.next_question_map)) {
        if (value !== undefined && value !== id) map[key] = value;
      }
      return {
        ...q,
        next_question_map: refersInMap ? map : q.next_question_map,
        next: q.next === id ? null : q.next,
        prev: q.prev === id ? null : q.prev,
      };
    });
  const { [nodeIdOfQuestion(id)]: _q, [nodeIdOfHardStop(id)]: _s, ...positions } = doc.layout.positions;
  const totals = (doc.totals ?? [])
    .map((total) => ({ ...total, questions: total.questions.filter((q) => q !== id) }))
    .filter((total): total is FlowTotal => total.questions.length > 0);
  const { totals: _totals, ...rest } = doc;
  return {
    ...rest,
    ...(doc.totals ? (totals.length > 0 ? { totals } : {}) : {}),
    questions: nonEmpty(questions),
    steps: shownBySteps.length
      ? nonEmpty<FlowStep>(doc.steps.filter((s) => s.question_id !== id))
      : doc.steps,
    layout: { ...doc.layout, positions },
  };
}
