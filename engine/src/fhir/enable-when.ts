import type { FlowVersion, Question } from '@telehealth/schemas';

import { FINAL } from '../flow/answer-space.js';
import { isChoice, isContent } from '../flow/question-kind.js';
import type { QuestionnaireEnableWhen, QuestionnaireItem } from './fhir-types.js';
import { optionCoding } from './option-coding.js';

/** The linkId of the item whose answer stands for a question in enableWhen (a height and weight: its weight). */
export const answerLinkId = (question: Question): string =>
  question.type === 'height_weight' ? `${question.id}.weight` : String(question.id);

/** How an item is enabled: always (no enableWhen), or when any of `conditions` holds. */
export type Enablement = { always: true } | { always: false; conditions: QuestionnaireEnableWhen[] };

type WayIn = { kind: 'condition'; condition: QuestionnaireEnableWhen } | { kind: 'as'; questionId: number };

/**
 * enableWhen derived from the question graph. A question is shown when the patient arrives at it, so each way in
 * becomes a condition and they are joined with `enableBehavior: any`:
 * - a choice question's options that lead to it (their map entry, else `Final`, else `next`; options that stop
 *   lead nowhere) → `=` that option (per option; for a multiple choice the first chosen option with a map entry
 *   decides, so this over-approximates when several are chosen);
 * - a map key of another answer type → `=` that value (number: decimal, date of birth: date, text: string);
 * - `next` of any other answer, a consent, a height and weight or an upload, and every branch on a total
 *   (`next_when`, which R4 cannot compute) → `exists` on the previous question;
 * - a content screen (which takes no answer) → enabled exactly when the content screen is;
 * - the first question, and anything reached only through always-enabled content screens, are always enabled.
 * Limits: R4 enableWhen tests answers, not the path walked, so a question is enabled by an answer to a question
 * the patient never reached only if that answer exists (it cannot: answers off the path are not recorded), and
 * a path condition of several steps is reduced to its last step. The exact routing travels in the route extension.
 * A question nothing leads to (the analysis warns) gets no enableWhen.
 */
export function deriveEnablement(flow: FlowVersion): Map<number, Enablement> {
  const byId = new Map(flow.questions.map((question) => [question.id, question]));
  const waysIn = new Map<number, WayIn[]>();
  const add = (target: number | null | undefined, way: WayIn) => {
    if (target === null || target === undefined || target === 0 || !byId.has(target)) return;
    const list = waysIn.get(target) ?? [];
    list.push(way);
    waysIn.set(target, list);
  };

  for (const question of flow.questions) {
    const map = question.next_question_map;
    const hasFinal = map[FINAL] !== undefined;
    const fallThrough = hasFinal ? 0 : question.next;
    const exists: QuestionnaireEnableWhen = {
      question: answerLinkId(question),
      operator: 'exists',
      answerBoolean: true,
    };
    for (const branch of question.next_when ?? []) add(branch.next, { kind: 'condition', condition: exists });

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
        add(target, {
          kind: 'condition',
          condition: {
            question: answerLinkId(question),
            operator: '=',
            answerCoding: optionCoding(option.option_text),
          },
        });
      }
      continue;
    }
    for (const [key, target] of Object.entries(map)) {
      if (key === FINAL || target === undefined) continue;
      const condition = keyCondition(question, key);
      add(target, { kind: 'condition', condition: condition ?? exists });
    }
    add(fallThrough, { kind: 'condition', condition: exists });
  }

  const result = new Map<number, Enablement>();
  const resolving = new Set<number>();
  const resolve = (id: number): Enablement => {
    const known = result.get(id);
    if (known) return known;
    if (id === flow.first_question_id || resolving.has(id)) return { always: true };
    resolving.add(id);
    const conditions: QuestionnaireEnableWhen[] = [];
    let always = false;
    for (const way of waysIn.get(id) ?? []) {
      if (way.kind === 'condition') conditions.push(way.condition);
      else {
        const from = resolve(way.questionId);
        if (from.always) always = true;
        else conditions.push(...from.conditions);
      }
    }
    resolving.delete(id);
    const enablement: Enablement =
      always || conditions.length === 0
        ? { always: true }
        : { always: false, conditions: simplify(conditions) };
    result.set(id, enablement);
    return enablement;
  };
  for (const question of flow.questions) resolve(question.id);
  return result;
}

/** The enableWhen of an item (none when always enabled; `enableBehavior` only with more than one condition). */
export function enableWhenOf(
  enablement: Enablement | undefined,
): Pick<QuestionnaireItem, 'enableWhen' | 'enableBehavior'> {
  if (!enablement || enablement.always) return {};
  const { conditions } = enablement;
  return conditions.length === 1
    ? { enableWhen: conditions }
    : { enableWhen: conditions, enableBehavior: 'any' };
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

/** Without duplicates, and without `=` conditions on a question that also has an `exists` condition. */
function simplify(conditions: QuestionnaireEnableWhen[]): QuestionnaireEnableWhen[] {
  const existing = new Set(conditions.filter((c) => c.operator === 'exists').map((c) => c.question));
  const seen = new Set<string>();
  return conditions.filter((condition) => {
    if (condition.operator !== 'exists' && existing.has(condition.question)) return false;
    const key = JSON.stringify(condition);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
