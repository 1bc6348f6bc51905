import type { AnswerValue, HeightWeight, Question, StartDataEntry, UploadedFile } from '@telehealth/schemas';

import { conforms, shapeIssues } from '../shape/shape.js';
import { EMAIL_SHAPE, HEIGHT_WEIGHT_SHAPE, UPLOADED_FILE_SHAPE } from '../shape/shapes.js';

import { fieldMessage, schemaIssueMessage, type FieldProblem } from './field-message.js';
import { AGE_RANGE, ageOn, bodyMassIndex, parseIsoDate } from './measures.js';

export type AnswerCheck = { ok: true; value: AnswerValue } | { ok: false; reason: string };

const MAX_TEXT_LENGTH = 5000;

/**
 * Whether `value` answers `question` (spec section 5: not null, not empty, lists not empty, strings trimmed),
 * plus what the question's type demands. A valid answer comes back normalised: strings trimmed, phone numbers
 * as ten digits, height and weight with its exact (unrounded) BMI. `asOf` (YYYY-MM-DD) is the date a date of birth
 * is checked against.
 */
export function checkAnswer(question: Question, value: unknown, asOf: string): AnswerCheck {
  // An empty height and weight names its first field ("Height (feet) is required.").
  const label =
    question.type === 'height_weight' && (value === null || value === undefined)
      ? HEIGHT_WEIGHT_LABELS.feet
      : answerLabel(question);
  const invalid = (problem: FieldProblem): AnswerCheck => ({
    ok: false,
    reason: fieldMessage(label, problem),
  });
  if (value === null || value === undefined) return invalid(emptyProblem(question));
  if (typeof value === 'string' && value.trim() === '') return invalid(emptyProblem(question));
  if (Array.isArray(value) && value.length === 0) return invalid(emptyProblem(question));

  switch (question.type) {
    case 'image':
      return { ok: false, reason: 'This screen takes no answer; continue instead.' };
    case 'single_choice': {
      if (typeof value !== 'string') return invalid({ kind: 'choose-one' });
      const choice = value.trim();
      return optionTexts(question).includes(choice)
        ? { ok: true, value: choice }
        : invalid({ kind: 'enum', choice });
    }
    case 'multiple_choice': {
      if (!Array.isArray(value) || !value.every((v): v is string => typeof v === 'string')) {
        return invalid({ kind: 'choose-some' });
      }
      const chosen = value.map((v) => v.trim());
      const options = optionTexts(question);
      const unknown = chosen.find((c) => !options.includes(c));
      if (unknown !== undefined) return invalid({ kind: 'enum', choice: unknown });
      if (new Set(chosen).size !== chosen.length) return invalid({ kind: 'chosen-twice' });
      const exclusive = question.QuestionOptions.find((o) => o.exclusive && chosen.includes(o.option_text));
      if (exclusive && chosen.length > 1)
        return invalid({ kind: 'exclusive', option: exclusive.option_text });
      // Keep the options' order, so routing by "first chosen option" does not depend on click order.
      return { ok: true, value: options.filter((o) => chosen.includes(o)) };
    }
    case 'text': {
      if (typeof value !== 'string') return invalid({ kind: 'required' });
      const text = value.trim();
      return text.length > MAX_TEXT_LENGTH
        ? invalid({ kind: 'max-length', max: MAX_TEXT_LENGTH })
        : { ok: true, value: text };
    }
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) return invalid({ kind: 'number' });
      const { min, max } = question.input ?? {};
      if (min !== undefined && number < min) return invalid({ kind: 'min', min });
      if (max !== undefined && number > max) return invalid({ kind: 'max', max });
      return { ok: true, value: number };
    }
    case 'date_of_birth': {
      if (typeof value !== 'string' || !parseIsoDate(value.trim())) return invalid({ kind: 'date' });
      const age = ageOn(value.trim(), asOf);
      if (age === undefined || value.trim() > asOf) return invalid({ kind: 'future-date' });
      if (age > AGE_RANGE.max) return invalid({ kind: 'past-date' });
      return { ok: true, value: value.trim() };
    }
    case 'height_weight': {
      const [issue] = shapeIssues(HEIGHT_WEIGHT_SHAPE, value);
      if (issue) {
        // The first problem, named by the field the patient typed it in.
        return { ok: false, reason: schemaIssueMessage(issue, HEIGHT_WEIGHT_LABELS, 'Height and weight') };
      }
      const { feet, inches, pounds } = value as HeightWeight;
      return { ok: true, value: { feet, inches, pounds, bmi: bodyMassIndex({ feet, inches, pounds }) } };
    }
    case 'email': {
      if (typeof value !== 'string') return invalid({ kind: 'email' });
      const email = value.trim().toLowerCase();
      return conforms(EMAIL_SHAPE, email) ? { ok: true, value: email } : invalid({ kind: 'email' });
    }
    case 'phone': {
      if (typeof value !== 'string') return invalid({ kind: 'phone' });
      let digits = value.replace(/\D/g, '');
      if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
      return /^[2-9]\d{9}$/.test(digits) ? { ok: true, value: digits } : invalid({ kind: 'phone' });
    }
    case 'file_upload':
      return checkFiles(question, value, label);
    case 'consent':
      return value === true ? { ok: true, value: true } : invalid({ kind: 'confirm' });
  }
}

function checkFiles(question: Question, value: unknown, label: string | undefined): AnswerCheck {
  if (!Array.isArray(value)) return { ok: false, reason: fieldMessage(label, { kind: 'file' }) };
  const files: UploadedFile[] = [];
  for (const file of value) {
    if (!conforms(UPLOADED_FILE_SHAPE, file)) {
      return { ok: false, reason: 'A photo did not finish uploading. Please upload it again.' };
    }
    files.push(file as UploadedFile);
  }
  const { accept, max_size_mb: maxSizeMb, max_files: maxFiles } = question.input ?? {};
  if (maxFiles !== undefined && files.length > maxFiles) {
    return {
      ok: false,
      reason: `${label}: please upload ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'} at most.`,
    };
  }
  for (const file of files) {
    if (accept && !accept.some((type) => matchesType(type, file.contentType))) {
      return {
        ok: false,
        reason: `${file.name || 'A file'} is not a kind of file we can take (${acceptedKinds(accept)}).`,
      };
    }
    if (maxSizeMb !== undefined && file.size > maxSizeMb * 1024 * 1024) {
      return {
        ok: false,
        reason: `${file.name || 'A file'} is larger than ${maxSizeMb} MB. Please choose a smaller one.`,
      };
    }
  }
  return { ok: true, value: files };
}

/** "image/*, application/pdf" → "images or PDF". */
function acceptedKinds(accept: readonly string[]): string {
  const kinds = accept.map((type) =>
    type === 'image/*'
      ? 'images'
      : type === 'application/pdf'
        ? 'PDF'
        : type.replace(/^\w+\//, '').toUpperCase(),
  );
  return kinds.length <= 1 ? (kinds[0] ?? '') : `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}`;
}

/** The labels of the height and weight question's fields, as its form shows them. */
export const HEIGHT_WEIGHT_LABELS = {
  feet: 'Height (feet)',
  inches: 'Inches',
  pounds: 'Weight (pounds)',
} as const;

/**
 * How a message names a question's answer: the field's own name where the question asks for one kind of thing,
 * none (undefined) where the question's title is the field's only label.
 */
export function answerLabel(question: Question): string | undefined {
  switch (question.type) {
    case 'date_of_birth':
      return 'Date of birth';
    case 'email':
      return 'Email address';
    case 'phone':
      return 'Phone number';
    case 'file_upload':
      return 'Photos';
    case 'height_weight':
      return 'Height and weight';
    default:
      return undefined;
  }
}

/** What an empty answer lacks: a choice for choice questions, a confirmation for consent, else the value. */
function emptyProblem(question: Question): FieldProblem {
  switch (question.type) {
    case 'single_choice':
      return { kind: 'choose-one' };
    case 'multiple_choice':
      return { kind: 'choose-some' };
    case 'consent':
      return { kind: 'confirm' };
    case 'file_upload':
      return { kind: 'file' };
    default:
      return { kind: 'required' };
  }
}

const matchesType = (accepted: string, actual: string): boolean =>
  accepted.endsWith('/*') ? actual.startsWith(accepted.slice(0, -1)) : accepted === actual;

export const optionTexts = (question: Question): string[] =>
  question.QuestionOptions.map((o) => o.option_text);

/**
 * The start-data entry of a valid, normalised answer, as the machine records it: the value, the question's title and,
 * when the question asks for a free-text detail (`free_field`), the trimmed detail; an empty detail, or one the
 * question does not ask for, is left out. Every writer of answers uses it, so equal answers are equal entries.
 */
export function answerEntry(question: Question, value: AnswerValue, detail: unknown): StartDataEntry {
  const text = question.free_field && typeof detail === 'string' ? detail.trim() : '';
  return { value, question: question.title, ...(text ? { detail: text } : {}) };
}

/**
 * Whether two answers (or entries) say the same: equal JSON values, whatever the order of object keys. Postgres
 * `jsonb` hands stored answers back with their keys reordered (`{ value, detail, question }`), so comparing their
 * text would see a change where there is none.
 */
export function sameAnswer(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameAnswer(item, b[i]))
    );
  }
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    keysA.length === keysB.length &&
    keysA.every(
      (key) =>
        Object.hasOwn(b, key) &&
        sameAnswer((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}
