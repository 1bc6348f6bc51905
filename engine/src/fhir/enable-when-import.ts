import type { Condition, Question, QuestionOption, ValueRef } from '@telehealth/schemas';

import { isChoice } from '../flow/question-kind.js';
import { allOf, anyOf, notOf, Unmapped, type SourceItem } from './fhirpath-import.js';
import { isObject, num, str, type Json } from './fhir-json.js';

/**
 * R4 `enableWhen` of another system's Questionnaire as a condition of the rule language, with R4's meaning: `exists`
 * is answered (or not); `=`, `<`, `>`, `<=`, `>=` hold when an answer does (never without one, as a comparison of
 * the flow); `!=` holds when no answer equals, so also without an answer (`not` of the `=` test). An option is
 * matched by its system and code, else its code, else its text; a choice of numbers, texts or dates compares its
 * options' values. Text, date and time answers cannot be compared by a flow condition: refused with the reason.
 */

type Cond = Condition | boolean;

export interface EnableWhenScope {
  byLinkId: ReadonlyMap<string, SourceItem>;
  questionOf(item: SourceItem): Question | undefined;
  valueOf(item: SourceItem): ValueRef | undefined;
}

const COMPARISONS = {
  '<': ['below', (a: number, b: number) => a < b],
  '>': ['above', (a: number, b: number) => a > b],
  '<=': ['at_most', (a: number, b: number) => a <= b],
  '>=': ['at_least', (a: number, b: number) => a >= b],
  '=': ['equals', (a: number, b: number) => a === b],
} as const;

const fail = (reason: string): never => {
  throw new Unmapped(reason);
};

/** The answer[x] of an enableWhen: its type (Coding, Decimal, …) and value. */
function answerOf(test: Json): { type: string; value: unknown } {
  const key = Object.keys(test).find((k) => k.startsWith('answer'));
  if (!key) return fail('an enableWhen without an answer');
  return { type: key.slice('answer'.length), value: test[key] };
}

/** The options of a choice that an R4 coding names: by system and code, else code, else display. */
function optionsNamedBy(question: Question, coding: Json): QuestionOption[] {
  const system = str(coding.system);
  const code = str(coding.code);
  const display = str(coding.display);
  const byCode = question.QuestionOptions.filter(
    (o) =>
      code !== undefined &&
      o.code === code &&
      (system === undefined || o.system === undefined || o.system === system),
  );
  if (byCode.length > 0 || code !== undefined) {
    // A coding without a system in the source matches on code alone, as R4 renderers compare what is given.
    return byCode.length > 0 ? byCode : question.QuestionOptions.filter((o) => o.option_text === code);
  }
  return question.QuestionOptions.filter((o) => o.option_text === display);
}

export function readEnableWhen(raw: unknown, scope: EnableWhenScope): Cond {
  if (!isObject(raw) || typeof raw.question !== 'string' || typeof raw.operator !== 'string')
    return fail('an enableWhen without a question or an operator');
  const item = scope.byLinkId.get(raw.question);
  if (!item) return fail(`it names item ${raw.question}, which the Questionnaire does not have`);
  const operator = raw.operator;
  const answer = answerOf(raw);
  const calculated = scope.valueOf(item);
  const question = scope.questionOf(item);

  if (operator === 'exists') {
    if (typeof answer.value !== 'boolean') return fail('exists without a boolean');
    if (question) return { question: question.id, answered: answer.value };
    if (calculated?.startsWith('total.')) return answer.value;
    return fail(`it tests whether item ${item.linkId} is answered, which is no question of the flow`);
  }
  const numeric = num(answer.value) ?? (isObject(answer.value) ? num(answer.value.value) : undefined);

  if (calculated || question?.type === 'number') {
    if (numeric === undefined)
      return fail(`it compares the number of item ${item.linkId} with a ${answer.type}`);
    const value = calculated ?? (`answer.${(question as Question).id}` as ValueRef);
    if (operator === '!=') return { not: { value, equals: numeric } };
    const comparison = COMPARISONS[operator as keyof typeof COMPARISONS];
    if (!comparison) return fail(`the operator ${operator}`);
    return { value, [comparison[0]]: numeric } as Condition;
  }
  if (!question) return fail(`it reads item ${item.linkId}, which is no question of the flow`);
  if (!isChoice(question))
    return fail(`it compares the ${item.type} answer of item ${item.linkId}, which a flow condition cannot`);

  let chosen: QuestionOption[];
  if (answer.type === 'Coding' && isObject(answer.value)) {
    if (operator !== '=' && operator !== '!=') return fail(`it orders codings (${operator})`);
    chosen = optionsNamedBy(question, answer.value);
  } else if (answer.type === 'Boolean' && typeof answer.value === 'boolean') {
    if (operator !== '=' && operator !== '!=') return fail(`it orders booleans (${operator})`);
    const text = answer.value ? 'Yes' : 'No';
    chosen = question.QuestionOptions.filter((o) => o.option_text === text);
  } else if (numeric !== undefined) {
    const comparison = COMPARISONS[(operator === '!=' ? '=' : operator) as keyof typeof COMPARISONS];
    if (!comparison) return fail(`the operator ${operator}`);
    chosen = question.QuestionOptions.filter((o) => {
      const value = Number(o.option_text);
      return o.option_text.trim() !== '' && Number.isFinite(value) && comparison[1](value, numeric);
    });
  } else if (typeof answer.value === 'string') {
    if (operator !== '=' && operator !== '!=') return fail(`it orders ${answer.type} answers (${operator})`);
    // A text names an option by its text, else (as forms that compare a coded answer with a string mean) its code.
    const byText = question.QuestionOptions.filter((o) => o.option_text === answer.value);
    chosen = byText.length > 0 ? byText : question.QuestionOptions.filter((o) => o.code === answer.value);
  } else {
    return fail(`it compares a choice with a ${answer.type}`);
  }
  const some: Cond =
    chosen.length === 0
      ? false
      : ({ question: question.id, any_of: chosen.map((o) => o.option_text) } as Condition);
  return operator === '!=' ? notOf(some) : some;
}

/** A list of enableWhen joined by `enableBehavior` (all when absent: R4 requires it with more than one). */
export function readEnableWhens(tests: readonly unknown[], behavior: unknown, scope: EnableWhenScope): Cond {
  const conditions = tests.map((test) => readEnableWhen(test, scope));
  return behavior === 'any' ? anyOf(...conditions) : allOf(...conditions);
}
