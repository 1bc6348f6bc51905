import { checkAnswer } from '@telehealth/engine';
import type { Question } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { leadFormErrors } from '../intake/lead-intro-page';
import { validateShipping, EMPTY_SHIPPING } from '../ui/shipping';
import { sentence } from './question-fields';

const question = (fields: Partial<Question> & Pick<Question, 'type'>): Question => ({
  id: 1,
  title: 'A question',
  QuestionOptions: [],
  next_question_map: {},
  next: null,
  prev: null,
  is_hard_stop: false,
  ...fields,
});

/** What the question form shows under a question for this draft answer. */
const shown = (q: Question, value: unknown): string => {
  const checked = checkAnswer(q, value, '2026-11-22');
  expect(checked.ok).toBe(false);
  return checked.ok ? '' : sentence(checked.reason);
};

/** Words of a schema or a program that a patient must never read. */
const SCHEMA_WORDS = /<=|>=|must match|property|integer|instancePath|YYYY|\.\.|^[a-z]/;

describe('messages under a question, in plain words naming the field', () => {
  const heightWeight = question({ type: 'height_weight' });
  const number = question({ type: 'number', input: { min: 1, max: 20 } });
  const choice = question({
    type: 'single_choice',
    QuestionOptions: [{ option_text: 'Yes' }, { option_text: 'No' }],
  });
  const many = question({
    type: 'multiple_choice',
    QuestionOptions: [{ option_text: 'Hands' }, { option_text: 'None of these', exclusive: true }],
  });

  it.each<[string, Question, unknown, string]>([
    [
      'height above the range',
      heightWeight,
      { feet: 9, inches: 0, pounds: 150 },
      'Height (feet) must be 8 or less.',
    ],
    [
      'weight below the range',
      heightWeight,
      { feet: 5, inches: 10, pounds: 40 },
      'Weight (pounds) must be 50 or more.',
    ],
    [
      'inches above the range',
      heightWeight,
      { feet: 5, inches: 12, pounds: 150 },
      'Inches must be 11 or less.',
    ],
    ['height and weight empty', heightWeight, null, 'Height (feet) is required.'],
    ['weight missing', heightWeight, { feet: 5, inches: 0 }, 'Weight (pounds) is required.'],
    ['number: required', number, '', 'Please answer this question.'],
    ['number: min', number, 0, 'Your answer must be 1 or more.'],
    ['number: max', number, 21, 'Your answer must be 20 or less.'],
    [
      'text: length',
      question({ type: 'text' }),
      'x'.repeat(5001),
      'Your answer must be 5,000 characters or fewer.',
    ],
    [
      'choice: enum',
      choice,
      'Maybe',
      '"Maybe" is not one of the options. Please choose one of the options shown.',
    ],
    ['choice: required', choice, '', 'Please choose one option.'],
    ['choices: none', many, [], 'Please choose at least one option.'],
    [
      'choices: exclusive',
      many,
      ['Hands', 'None of these'],
      '"None of these" cannot be chosen together with other options.',
    ],
    [
      'email',
      question({ type: 'email' }),
      'pat@',
      'Email address must be a full email address, like name@example.com.',
    ],
    [
      'date: not a date',
      question({ type: 'date_of_birth' }),
      '1990-02-31',
      'Date of birth must be a real date, like 05/15/1980.',
    ],
    [
      'date: future',
      question({ type: 'date_of_birth' }),
      '2030-01-01',
      'Date of birth cannot be in the future.',
    ],
    [
      'phone',
      question({ type: 'phone' }),
      '12345',
      'Phone number must be a 10-digit US number, like (512) 555-0100.',
    ],
    ['consent', question({ type: 'consent' }), null, 'Please confirm to continue.'],
  ])('%s', (_, q, value, message) => {
    const text = shown(q, value);
    expect(text).toBe(message);
    expect(text).not.toMatch(SCHEMA_WORDS);
  });
});

describe('messages of the lead and shipping forms', () => {
  it('name each field by its label', () => {
    expect(leadFormErrors({ firstName: '', lastName: 'Lee', email: 'pat@', phone: '123' })).toEqual({
      firstName: 'First name is required.',
      email: 'Email must be a full email address, like name@example.com.',
      phone: 'Mobile phone must be a 10-digit US number, like (512) 555-0100.',
    });
    const errors = validateShipping({ ...EMPTY_SHIPPING, postalCode: '123', state: 'ZZ' }, new Set(['TX']));
    expect(errors).toMatchObject({
      line1: 'Street address is required.',
      city: 'City is required.',
      postalCode: 'ZIP code must be 5 digits, like 78701.',
      state: 'State: please choose one of the options shown.',
    });
    for (const text of Object.values(errors)) expect(text).not.toMatch(SCHEMA_WORDS);
  });
});
