import type { Question, QuestionInput } from '@telehealth/schemas';

import { FlowEditError, type FlowEdit } from './types';

/**
 * A number question's limits as the question panel edits them: `input.min`, `input.max` and `input.unit`. The panel
 * turns what the admin typed into a `setNumberInput` edit (`numberInputEdit`); `applyNumberInput` is that edit.
 */

/** The parts of `input` the panel offers for a number question. */
export type NumberInputField = 'min' | 'max' | 'unit';

export const NUMBER_INPUT_LABELS: Readonly<Record<NumberInputField, string>> = {
  min: 'Minimum',
  max: 'Maximum',
  unit: 'Unit',
};

/** A decimal number as written by a person: `80`, `-2`, `1.5`, `.5`, `1e3`; no hex, no `Infinity`, no spaces inside. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * What the admin typed into a field, read strictly: an empty (or blank) field is undefined (the property is
 * removed); a bound is a finite decimal number; a unit is the text without surrounding spaces.
 */
export function parseNumberInput(
  field: NumberInputField,
  text: string,
): { ok: true; value: number | string | undefined } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: undefined };
  if (field === 'unit') return { ok: true, value: trimmed };
  const value = Number(trimmed);
  if (!DECIMAL.test(trimmed) || !Number.isFinite(value))
    return {
      ok: false,
      message: `${NUMBER_INPUT_LABELS[field]} must be a number (such as 80 or 1.5), not "${trimmed}".`,
    };
  return { ok: true, value };
}

/** The edit setting (or, for an empty field, removing) one limit of a number question from the text typed. */
export function numberInputEdit(
  questionId: number,
  field: NumberInputField,
  text: string,
): { ok: true; edit: FlowEdit } | { ok: false; message: string } {
  const parsed = parseNumberInput(field, text);
  if (!parsed.ok) return parsed;
  const { value } = parsed;
  if (field === 'unit') {
    return { ok: true, edit: { type: 'setNumberInput', questionId, field, value: value?.toString() } };
  }
  return {
    ok: true,
    edit: {
      type: 'setNumberInput',
      questionId,
      field,
      value: value === undefined ? undefined : Number(value),
    },
  };
}

/** Whether `text` means the value the question has now (the panel then keeps showing the text as typed). */
export function meansNumberInput(question: Question, field: NumberInputField, text: string): boolean {
  const parsed = parseNumberInput(field, text);
  return parsed.ok && parsed.value === question.input?.[field];
}

/** The text a field shows for the question's current value ('' when absent). */
export function numberInputText(question: Question, field: NumberInputField): string {
  const value = question.input?.[field];
  return value === undefined ? '' : String(value);
}

/**
 * The question with one limit set (undefined removes it; `input` is removed when nothing is left in it). Refuses a
 * question that is not a number question, a bound that is not a finite number, an empty unit, and a bound that puts
 * the minimum above the maximum, naming the field; the same value returns the question itself.
 */
export function applyNumberInput(
  question: Question,
  field: NumberInputField,
  value: number | string | undefined,
): Question {
  const label = NUMBER_INPUT_LABELS[field];
  if (question.type !== 'number') {
    throw new FlowEditError(
      `Question ${question.id} is not a number question: only a number question has a minimum, maximum and unit.`,
    );
  }
  if (field === 'unit') {
    if (value !== undefined && (typeof value !== 'string' || value.trim() === ''))
      throw new FlowEditError(`${label} must be a text such as "lb"; leave it empty for none.`);
  } else if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) {
    throw new FlowEditError(`${label} must be a number (such as 80 or 1.5).`);
  }
  if (question.input?.[field] === value) return question;
  const input: Record<string, unknown> = { ...question.input };
  if (value === undefined) delete input[field];
  else input[field] = value;
  const { min, max } = input as QuestionInput;
  if (field !== 'unit' && min !== undefined && max !== undefined && min > max) {
    throw new FlowEditError(
      field === 'max'
        ? `${label} (${max}) cannot be below the minimum (${min}).`
        : `${label} (${min}) cannot be above the maximum (${max}).`,
    );
  }
  const { input: _old, ...rest } = question;
  return Object.keys(input).length > 0 ? { ...rest, input: input as QuestionInput } : rest;
}
