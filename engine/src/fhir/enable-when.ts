import type { Condition, FlowVersion, Question } from '@telehealth/schemas';

import { FINAL } from '../flow/answer-space.js';
import { comparisonOf, parseRef } from '../flow/conditions.js';
import { indexFlow, type FlowIndex } from '../flow/flow-index.js';
import { HL7_EXT } from './extensions.js';
import { isChoice, isContent } from '../flow/question-kind.js';
import type { FhirExtension, QuestionnaireEnableWhen, QuestionnaireItem } from './fhir-types.js';
import { codingOfChoice } from './option-coding.js';
import {
  answerLinkId,
  conditionPath,
  itemPath,
  literal,
  numberLiteral,
  operatorOf,
} from './rule-fhirpath.js';

export { answerLinkId } from './rule-fhirpath.js';

/**
 * When an item is enabled, as a formula over R4 enableWhen tests (`when`, each with R4's meaning: `=`, `<` … hold
 * when some answer does, `!=` when no answer equals, so also when there is none) and FHIRPath conditions (`path`,
 * two-valued). It is written as R4 `enableWhen` when it is one test or all / any of tests, else as the SDC
 * `enableWhenExpression`.
 */
export type Formula =
  | { kind: 'true' }
  | { kind: 'false' }
  | { kind: 'when'; when: QuestionnaireEnableWhen }
  | { kind: 'path'; path: string }
  | { kind: 'all'; parts: Formula[] }
  | { kind: 'any'; parts: Formula[] }
  | { kind: 'not'; part: Formula };

const TRUE: Formula = { kind: 'true' };
const FALSE: Formula = { kind: 'false' };
const when = (test: QuestionnaireEnableWhen): Formula => ({ kind: 'when', when: test });

function join(kind: 'all' | 'any', parts: readonly Formula[]): Formula {
  const [unit, zero] = kind === 'all' ? ['true', 'false'] : ['false', 'true'];
  const flat: Formula[] = [];
  const seen = new Set<string>();
  for (const part of parts.flatMap((p) => (p.kind === kind ? p.parts : [p]))) {
    if (part.kind === zero) return part;
    const key = JSON.stringify(part);
    if (part.kind === unit || seen.has(key)) continue;
    seen.add(key);
    flat.push(part);
  }
  // Of several ways in, `= x` on a question that also enables by `exists` adds nothing.
  const existing = new Set(
    flat.flatMap((p) =>
      kind === 'any' && p.kind === 'when' && p.when.operator === 'exists' && p.when.answerBoolean === true
        ? [p.when.question]
        : [],
    ),
  );
  const kept = flat.filter(
    (p) => !(p.kind === 'when' && p.when.operator === '=' && existing.has(p.when.question)),
  );
  if (kept.length === 0) return kind === 'all' ? TRUE : FALSE;
  return kept.length === 1 ? (kept[0] as Formula) : { kind, parts: kept };
}

export const all = (...parts: Formula[]): Formula => join('all', parts);
export const any = (...parts: Formula[]): Formula => join('any', parts);

export function not(part: Formula): Formula {
  if (part.kind === 'true') return FALSE;
  if (part.kind === 'false') return TRUE;
  if (part.kind === 'not') return part.part;
  if (part.kind === 'when' && part.when.operator === 'exists')
    return when({ ...part.when, answerBoolean: part.when.answerBoolean !== true });
  if (part.kind === 'when' && (part.when.operator === '=' || part.when.operator === '!='))
    return when({ ...part.when, operator: part.when.operator === '=' ? '!=' : '=' });
  return { kind: 'not', part };
}

/** The FHIRPath of an R4 enableWhen test, with R4's meaning. */
function whenPath(test: QuestionnaireEnableWhen): string {
  const item = itemPath(test.question);
  if (test.operator === 'exists')
    return `${item}.answer.${test.answerBoolean === false ? 'empty' : 'exists'}()`;
  const operator = test.operator === '!=' ? '=' : test.operator;
  let predicate: string;
  if (test.answerCoding) {
    const code = `code = ${literal(test.answerCoding.code ?? '')}`;
    predicate =
      test.answerCoding.system === undefined
        ? code
        : `system = ${literal(test.answerCoding.system)} and ${code}`;
  } else if (test.answerDecimal !== undefined || test.answerInteger !== undefined) {
    predicate = `$this ${operator} ${numberLiteral((test.answerDecimal ?? test.answerInteger) as number)}`;
  } else if (test.answerBoolean !== undefined) {
    predicate = `$this ${operator} ${String(test.answerBoolean)}`;
  } else {
    predicate = `$this.toString() ${operator} ${literal(test.answerString ?? test.answerDate ?? '')}`;
  }
  return `${item}.answer.value.where(${predicate}).${test.operator === '!=' ? 'empty' : 'exists'}()`;
}

/** A formula as a FHIRPath boolean (never empty). */
export function formulaPath(formula: Formula): string {
  switch (formula.kind) {
    case 'true':
    case 'false':
      return formula.kind;
    case 'when':
      return whenPath(formula.when);
    case 'path':
      return formula.path;
    case 'all':
    case 'any':
      return `(${formula.parts.map(formulaPath).join(formula.kind === 'all' ? ' and ' : ' or ')})`;
    case 'not':
      return `${formulaPath(formula.part)}.not()`;
  }
}

/**
 * A rule-language condition as a formula: R4 tests where one says exactly the same (an option chosen or not, a
 * question answered or not, a number answer compared with a constant), FHIRPath for the rest.
 */
export function conditionFormula(index: FlowIndex, condition: Condition): Formula {
  if ('all' in condition) return all(...condition.all.map((part) => conditionFormula(index, part)));
  if ('any' in condition) return any(...condition.any.map((part) => conditionFormula(index, part)));
  // R4 negates `=` (as `!=`) and `exists`; any other not is written in FHIRPath, two-valued.
  if ('not' in condition) return not(conditionFormula(index, condition.not));
  const path: Formula = { kind: 'path', path: conditionPath(index, condition) };
  if ('question' in condition) {
    const question = index.questions.get(condition.question);
    if (!question || isContent(question)) return path;
    if (condition.answered !== undefined)
      return when({
        question: answerLinkId(question),
        operator: 'exists',
        answerBoolean: condition.answered,
      });
    const tests = (condition.any_of ?? condition.all_of ?? []).map((key) => keyWhen(question, key));
    if (tests.some((test) => test === undefined)) return path;
    return (condition.any_of ? any : all)(...(tests as QuestionnaireEnableWhen[]).map(when));
  }
  if ('value' in condition) {
    const { op, operand } = comparisonOf(condition);
    const ref = parseRef(condition.value);
    const question = ref.id === undefined ? undefined : index.questions.get(ref.id);
    // R4's `!=` holds without an answer, where a comparison with a missing value never does.
    if (
      ref.kind !== 'answer' ||
      question?.type !== 'number' ||
      typeof operand !== 'number' ||
      op === 'not_equals'
    )
      return path;
    const operator = operatorOf(op) as QuestionnaireEnableWhen['operator'];
    return when({ question: String(question.id), operator, answerDecimal: operand });
  }
  return path;
}

/** The R4 test "some answer has this key": a choice's option, a consent's true or false. */
function keyWhen(question: Question, key: string): QuestionnaireEnableWhen | undefined {
  if (isChoice(question))
    return {
      question: String(question.id),
      operator: '=',
      answerCoding: codingOfChoice(question.QuestionOptions, key),
    };
  if (question.type === 'consent' && (key === 'true' || key === 'false'))
    return { question: String(question.id), operator: '=', answerBoolean: key === 'true' };
  return undefined;
}

type WayIn =
  | { kind: 'formula'; formula: Formula }
  | { kind: 'as'; questionId: number }
  | { kind: 'passed'; questionId: number };

/**
 * When each question is shown, derived from the question graph and the questions' `ask_if`. A question is shown
 * when the patient arrives at it and its `ask_if` (if any) holds: its enablement is `arrival ∧ ask_if`. Arrival is
 * any of the ways in:
 * - a choice question's options that lead to it (their map entry, else `Final`, else `next`; options that stop
 *   lead nowhere) → `=` that option (per option; for a multiple choice the first chosen option with a map entry
 *   decides, so this over-approximates when several are chosen);
 * - a map key of another answer type → `=` that value (number: decimal, date of birth: date, text: string);
 * - `next` of any other answer, a consent, a height and weight or an upload, and every branch on a total or a
 *   condition (`next_when`, `next_if`) → `exists` on the previous question;
 * - a content screen (which takes no answer) → arriving at the content screen;
 * - a question passed over (its `ask_if` does not hold) → arriving at it and its `ask_if` not holding, to where it
 *   leads (`Final`, else `next`), as the engine passes over it;
 * - the first question, and anything reached only through always-enabled content screens, arrive always.
 * Limits: R4 enableWhen tests answers, not the path walked, so a path condition of several steps is reduced to its
 * last step. The exact routing travels in the route extension. A question nothing leads to (the analysis warns)
 * arrives always.
 */
export function deriveEnablement(flow: FlowVersion): Map<number, Formula> {
  const index = indexFlow(flow);
  const waysIn = new Map<number, WayIn[]>();
  const add = (target: number | null | undefined, way: WayIn) => {
    if (target === null || target === undefined || target === 0 || !index.questions.has(target)) return;
    const list = waysIn.get(target) ?? [];
    list.push(way);
    waysIn.set(target, list);
  };

  for (const question of index.ordered) {
    const map = question.next_question_map;
    const fallThrough = map[FINAL] !== undefined ? 0 : question.next;
    const exists = when({ question: answerLinkId(question), operator: 'exists', answerBoolean: true });
    for (const branch of question.next_when ?? []) add(branch.next, { kind: 'formula', formula: exists });
    for (const branch of question.next_if ?? []) add(branch.next, { kind: 'formula', formula: exists });
    if (question.ask_if !== undefined) add(fallThrough, { kind: 'passed', questionId: question.id });

    if (isContent(question)) {
      add(fallThrough, { kind: 'as', questionId: question.id });
      continue;
    }
    const stops = question.is_hard_stop ? new Set(question.hard_stop_response ?? []) : new Set<string>();
    if (isChoice(question)) {
      for (const option of question.QuestionOptions) {
        if (stops.has(option.option_text)) continue;
        const target =
          option.option_text !== FINAL && map[option.option_text] !== undefined
            ? map[option.option_text]
            : fallThrough;
        const chosen = keyWhen(question, option.option_text) as QuestionnaireEnableWhen;
        add(target, { kind: 'formula', formula: when(chosen) });
      }
      continue;
    }
    for (const [key, target] of Object.entries(map)) {
      if (key === FINAL || target === undefined) continue;
      const condition = keyCondition(question, key);
      add(target, { kind: 'formula', formula: condition ? when(condition) : exists });
    }
    add(fallThrough, { kind: 'formula', formula: exists });
  }

  const askIf = (question: Question): Formula =>
    question.ask_if === undefined ? TRUE : conditionFormula(index, question.ask_if);
  const arrivals = new Map<number, Formula>();
  const resolving = new Set<number>();
  const arrival = (id: number): Formula => {
    const known = arrivals.get(id);
    if (known) return known;
    if (id === index.firstQuestionId || resolving.has(id)) return TRUE;
    resolving.add(id);
    const ways = waysIn.get(id) ?? [];
    const formula =
      ways.length === 0
        ? TRUE
        : any(
            ...ways.map((way) => {
              if (way.kind === 'formula') return way.formula;
              if (way.kind === 'as') return arrival(way.questionId);
              const passed = index.questions.get(way.questionId) as Question;
              return all(arrival(passed.id), not(askIf(passed)));
            }),
          );
    resolving.delete(id);
    arrivals.set(id, formula);
    return formula;
  };
  return new Map(index.ordered.map((question) => [question.id, all(arrival(question.id), askIf(question))]));
}

/**
 * How an item's enablement is written: nothing when always enabled; R4 `enableWhen` (with `enableBehavior` when
 * there are several tests) when it is one test or all / any of tests; otherwise the SDC `enableWhenExpression`
 * (FHIRPath), never both.
 */
export function enableWhenOf(
  formula: Formula | undefined,
): Pick<QuestionnaireItem, 'enableWhen' | 'enableBehavior'> & { extension?: FhirExtension[] } {
  if (!formula || formula.kind === 'true') return {};
  if (formula.kind === 'when') return { enableWhen: [formula.when] };
  if ((formula.kind === 'all' || formula.kind === 'any') && formula.parts.every((p) => p.kind === 'when')) {
    return {
      enableWhen: formula.parts.map((p) => (p as Extract<Formula, { kind: 'when' }>).when),
      enableBehavior: formula.kind,
    };
  }
  return {
    extension: [
      {
        url: HL7_EXT.enableWhenExpression,
        valueExpression: { language: 'text/fhirpath', expression: formulaPath(formula) },
      },
    ],
  };
}

/** The condition `= key` for a map key of a non-choice question, typed as the answer is; undefined: no typed form. */
function keyCondition(question: Question, key: string): QuestionnaireEnableWhen | undefined {
  const linkId = answerLinkId(question);
  switch (question.type) {
    case 'number':
      return Number.isFinite(Number(key))
        ? { question: linkId, operator: '=', answerDecimal: Number(key) }
        : undefined;
    case 'date_of_birth':
      return /^\d{4}-\d{2}-\d{2}$/.test(key)
        ? { question: linkId, operator: '=', answerDate: key }
        : undefined;
    case 'text':
    case 'email':
    case 'phone':
      return { question: linkId, operator: '=', answerString: key };
    default:
      return undefined;
  }
}
