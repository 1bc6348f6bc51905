import {
  validateWith,
  validators,
  type AnswerValue,
  type Question,
  type StartDataEntry,
  type UploadedFile,
} from '@telehealth/schemas';

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
  if (value === null || value === undefined) return invalid('an answer is required');
  if (typeof value === 'string' && value.trim() === '') return invalid('an answer is required');
  if (Array.isArray(value) && value.length === 0) return invalid('choose at least one');

  switch (question.type) {
    case 'image':
      return invalid('this screen takes no answer; continue instead');
    case 'single_choice': {
      if (typeof value !== 'string') return invalid('choose one option');
      const choice = value.trim();
      return optionTexts(question).includes(choice)
        ? { ok: true, value: choice }
        : invalid(`"${choice}" is not one of the options`);
    }
    case 'multiple_choice': {
      if (!Array.isArray(value) || !value.every((v): v is string => typeof v === 'string')) {
        return invalid('choose one or more options');
      }
      const chosen = value.map((v) => v.trim());
      const options = optionTexts(question);
      const unknown = chosen.find((c) => !options.includes(c));
      if (unknown !== undefined) return invalid(`"${unknown}" is not one of the options`);
      if (new Set(chosen).size !== chosen.length) return invalid('an option is chosen twice');
      const exclusive = question.QuestionOptions.find((o) => o.exclusive && chosen.includes(o.option_text));
      if (exclusive && chosen.length > 1)
        return invalid(`"${exclusive.option_text}" cannot be combined with other options`);
      // Keep the options' order, so routing by "first chosen option" does not depend on click order.
      return { ok: true, value: options.filter((o) => chosen.includes(o)) };
    }
    case 'text': {
      if (typeof value !== 'string') return invalid('enter some text');
      const text = value.trim();
      return text.length > MAX_TEXT_LENGTH
        ? invalid(`keep it under ${MAX_TEXT_LENGTH} characters`)
        : { ok: true, value: text };
    }
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) return invalid('enter a number');
      const { min, max } = question.input ?? {};
      if (min !== undefined && number < min) return invalid(`enter ${min} or more`);
      if (max !== undefined && number > max) return invalid(`enter ${max} or less`);
      return { ok: true, value: number };
    }
    case 'date_of_birth': {
      if (typeof value !== 'string' || !parseIsoDate(value.trim()))
        return invalid('enter a real date as YYYY-MM-DD');
      const age = ageOn(value.trim(), asOf);
      if (age === undefined || value.trim() > asOf) return invalid('a date of birth cannot be in the future');
      if (age > AGE_RANGE.max) return invalid('check the year of birth');
      return { ok: true, value: value.trim() };
    }
    case 'height_weight': {
      const result = validateWith(validators.HeightWeight, value);
      if (!result.ok)
        return invalid(
          `height and weight: ${result.issues.map((i) => `${i.path.slice(1) || 'value'} ${i.message}`).join(', ')}`,
        );
      const { feet, inches, pounds } = result.value;
      return { ok: true, value: { feet, inches, pounds, bmi: bodyMassIndex({ feet, inches, pounds }) } };
    }
    case 'email': {
      if (typeof value !== 'string') return invalid('enter an email address');
      const email = value.trim().toLowerCase();
      return validateWith(validators.Email, email).ok
        ? { ok: true, value: email }
        : invalid('enter a valid email address');
    }
    case 'phone': {
      if (typeof value !== 'string') return invalid('enter a phone number');
      let digits = value.replace(/\D/g, '');
      if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
      return /^[2-9]\d{9}$/.test(digits)
        ? { ok: true, value: digits }
        : invalid('enter a 10-digit US phone number');
    }
    case 'file_upload':
      return checkFiles(question, value);
    case 'consent':
      return value === true ? { ok: true, value: true } : invalid('please confirm to continue');
  }
}

function checkFiles(question: Question, value: unknown): AnswerCheck {
  if (!Array.isArray(value)) return invalid('upload at least one file');
  const files: UploadedFile[] = [];
  for (const file of value) {
    const result = validateWith(validators.UploadedFile, file);
    if (!result.ok) return invalid('an uploaded file is not described completely');
    files.push(result.value);
  }
  const { accept, max_size_mb: maxSizeMb, max_files: maxFiles } = question.input ?? {};
  if (maxFiles !== undefined && files.length > maxFiles) return invalid(`upload at most ${maxFiles} files`);
  for (const file of files) {
    if (accept && !accept.some((type) => matchesType(type, file.contentType))) {
      return invalid(`${file.name || 'a file'} is not an accepted type (${accept.join(', ')})`);
    }
    if (maxSizeMb !== undefined && file.size > maxSizeMb * 1024 * 1024) {
      return invalid(`${file.name || 'a file'} is larger than ${maxSizeMb} MB`);
    }
  }
  return { ok: true, value: files };
}

const matchesType = (accepted: string, actual: string): boolean =>
  accepted.endsWith('/*') ? actual.startsWith(accepted.slice(0, -1)) : accepted === actual;

export const optionTexts = (question: Question): string[] =>
  question.QuestionOptions.map((o) => o.option_text);

const invalid = (reason: string): AnswerCheck => ({ ok: false, reason });

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
