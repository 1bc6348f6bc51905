import { validateWith, validators } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import {
  fieldMessage,
  problemOfSchemaIssue,
  schemaIssueMessage,
  type FieldProblem,
} from './field-message.js';

describe('fieldMessage', () => {
  it.each<[FieldProblem, string]>([
    [{ kind: 'required' }, 'ZIP code is required.'],
    [{ kind: 'number' }, 'ZIP code must be a number.'],
    [{ kind: 'whole-number' }, 'ZIP code must be a whole number.'],
    [{ kind: 'min', min: 50 }, 'ZIP code must be 50 or more.'],
    [{ kind: 'max', max: 1000 }, 'ZIP code must be 1,000 or less.'],
    [{ kind: 'min-length', min: 1 }, 'ZIP code must be at least 1 character.'],
    [{ kind: 'max-length', max: 5000 }, 'ZIP code must be 5,000 characters or fewer.'],
    [{ kind: 'pattern' }, 'ZIP code is not in the right format.'],
    [{ kind: 'pattern', example: '12/30' }, 'ZIP code is not in the right format (for example 12/30).'],
    [{ kind: 'enum' }, 'ZIP code: please choose one of the options shown.'],
    [{ kind: 'email' }, 'ZIP code must be a full email address, like name@example.com.'],
    [{ kind: 'date' }, 'ZIP code must be a real date, like 05/15/1980.'],
    [{ kind: 'future-date' }, 'ZIP code cannot be in the future.'],
    [{ kind: 'phone' }, 'ZIP code must be a 10-digit US number, like (512) 555-0100.'],
    [{ kind: 'zip' }, 'ZIP code must be 5 digits, like 78701.'],
  ])('%o → %s', (problem, message) => {
    expect(fieldMessage('ZIP code', problem)).toBe(message);
  });

  it('says "This field" when there is no label, and never uses schema words', () => {
    expect(fieldMessage('  ', { kind: 'required' })).toBe('This field is required.');
    for (const kind of ['required', 'number', 'whole-number', 'email', 'date', 'phone', 'zip'] as const) {
      expect(fieldMessage('X', { kind })).not.toMatch(/<=|>=|must match|property|integer|\.\.$/);
    }
  });

  it('names no field where the question title is its only label', () => {
    expect(fieldMessage(undefined, { kind: 'choose-some' })).toBe('Please choose at least one option.');
    expect(fieldMessage(undefined, { kind: 'choose-one' })).toBe('Please choose one option.');
    expect(fieldMessage(undefined, { kind: 'confirm' })).toBe('Please confirm to continue.');
    expect(fieldMessage(undefined, { kind: 'required' })).toBe('Please answer this question.');
    expect(fieldMessage(undefined, { kind: 'min', min: 1 })).toBe('Your answer must be 1 or more.');
    expect(fieldMessage(undefined, { kind: 'exclusive', option: 'None' })).toBe(
      '"None" cannot be chosen together with other options.',
    );
  });
});

describe('schema issues in the patient words', () => {
  const labels = { feet: 'Height (feet)', inches: 'Inches', pounds: 'Weight (pounds)' };

  it('names the field by its label and says bounds in words (HeightWeight)', () => {
    const result = validateWith(validators.HeightWeight, { feet: 9, inches: 0, pounds: 40 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => schemaIssueMessage(issue, labels, 'Height and weight'))).toEqual([
      'Height (feet) must be 8 or less.',
      'Weight (pounds) must be 50 or more.',
    ]);
  });

  it('says a missing or fractional part plainly', () => {
    const missing = validateWith(validators.HeightWeight, { feet: 5, pounds: 150 });
    const fraction = validateWith(validators.HeightWeight, { feet: 5.5, inches: 0, pounds: 150 });
    expect(missing.ok || schemaIssueMessage(missing.issues[0]!, labels, 'x')).toBe('Inches is required.');
    expect(fraction.ok || schemaIssueMessage(fraction.issues[0]!, labels, 'x')).toBe(
      'Height (feet) must be a whole number.',
    );
  });

  it.each<[string, FieldProblem]>([
    ['is required', { kind: 'required' }],
    ['must be >= 50', { kind: 'min', min: 50 }],
    ['must be > 0', { kind: 'min', min: 0 }],
    ['must be <= 8', { kind: 'max', max: 8 }],
    ['must NOT have fewer than 2 characters', { kind: 'min-length', min: 2 }],
    ['must NOT have more than 40 characters', { kind: 'max-length', max: 40 }],
    ['must match pattern "^\\d{5}$"', { kind: 'pattern' }],
    ['must be one of "TX", "CA"', { kind: 'enum' }],
    ['must be equal to one of the allowed values', { kind: 'enum' }],
    ['must match format "email"', { kind: 'email' }],
    ['must match format "date"', { kind: 'date' }],
    ['must be integer', { kind: 'whole-number' }],
    ['must be number', { kind: 'number' }],
  ])('"%s" is %o', (message, problem) => {
    expect(problemOfSchemaIssue({ message })).toEqual(problem);
  });

  it('falls back to the field name without schema words for a message it does not know', () => {
    expect(
      schemaIssueMessage({ path: '/x', message: 'must pass "foo" keyword' }, { x: 'Card' }, 'Field'),
    ).toBe('Card is not in the right format.');
  });
});
