import { describe, expect, it } from 'vitest';

import { SchemaValidationError, assertValid, validate } from './index.js';

const question = {
  id: 3,
  title: 'Are you currently pregnant or breastfeeding?',
  type: 'single_choice',
  QuestionOptions: [{ option_text: 'Yes' }, { option_text: 'No' }],
  next_question_map: { No: 4 },
  next: 4,
  prev: 2,
  is_hard_stop: true,
  hard_stop_response: ['Yes'],
  hard_stop_message: 'This treatment is not safe during pregnancy or breastfeeding.',
};

describe('validate', () => {
  it('accepts a valid question and returns it typed', () => {
    const result = validate('Question', question);
    expect(result).toEqual({ ok: true, value: question });
  });

  it('names the missing field', () => {
    const { title: _title, ...untitled } = question;
    expect(validate('Question', untitled)).toEqual({
      ok: false,
      issues: [{ path: '/title', message: 'is required' }],
    });
  });

  it('names an unexpected property and a wrong enum value', () => {
    const result = validate('Question', { ...question, type: 'slider', colour: 'red' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues).toEqual(
      expect.arrayContaining([
        { path: '/colour', message: 'is not an allowed property' },
        { path: '/type', message: expect.stringMatching(/^must be one of "single_choice", .*"image"$/) },
      ]),
    );
  });

  it('keeps Final at 0 and map targets as non-negative ids', () => {
    expect(validate('Question', { ...question, next_question_map: { Final: 0 } }).ok).toBe(true);
    const bad = validate('Question', { ...question, next_question_map: { Final: 5, Yes: -1 } });
    expect(!bad.ok && bad.issues.map((i) => i.path).sort()).toEqual([
      '/next_question_map/Final',
      '/next_question_map/Yes',
    ]);
  });

  it('checks formats', () => {
    const state = validate('State', { stateCode: 'ca', name: 'California' });
    expect(!state.ok && state.issues[0]?.path).toBe('/stateCode');
    expect(validate('Email', 'patient@example.com').ok).toBe(true);
    expect(validate('Email', 'not-an-email').ok).toBe(false);
  });

  it('assertValid throws an error that lists every issue', () => {
    expect(() => assertValid('State', { stateCode: 'XX1' })).toThrow(SchemaValidationError);
    expect(() => assertValid('State', { stateCode: 'XX1' })).toThrow(
      '/name is required; /stateCode must match pattern "^[A-Z]{2}$"',
    );
  });
});
