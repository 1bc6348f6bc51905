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

  it('accepts prices whose division by a cent is not exact in floating point', () => {
    for (const price of [19.99, 0.29, 4.99, 129.99]) {
      expect(
        validate('CampaignProduct', { clientProductId: 1, price, campaignProductId: 2 }).ok,
        String(price),
      ).toBe(true);
    }
    const bad = validate('CampaignProduct', { clientProductId: 1, price: 19.991, campaignProductId: 2 });
    expect(!bad.ok && bad.issues).toEqual([{ path: '/price', message: 'must be multiple of 0.01' }]);
  });

  it('names a wrong property name at its own (escaped) path', () => {
    const result = validate('StartData', { 'q/1': { value: 'Yes', question: 'Q' } });
    expect(!result.ok && result.issues).toEqual([
      { path: '/q~11', message: 'property name must match pattern "^[1-9][0-9]*$"' },
    ]);
    const extra = validate('State', { stateCode: 'OR', name: 'Oregon', 'a~b': 1 });
    expect(!extra.ok && extra.issues).toEqual([{ path: '/a~0b', message: 'is not an allowed property' }]);
  });

  it('merges the types of alternatives none of which matched, and drops them when one did', () => {
    const none = validate('StartDataEntry', { value: null, question: 'Q' });
    expect(!none.ok && none.issues).toEqual([
      { path: '/value', message: 'must be string, number, boolean, array or object' },
    ]);
    const heightWeight = validate('StartDataEntry', {
      value: { feet: 5, inches: 13, pounds: 150 },
      question: 'Q',
    });
    expect(!heightWeight.ok && heightWeight.issues).toEqual([
      { path: '/value/inches', message: 'must be <= 11' },
    ]);
    const nullable = validate('FlowVersion', { published_at: 5 });
    expect(!nullable.ok && nullable.issues).toContainEqual({
      path: '/published_at',
      message: 'must be string or null',
    });
  });

  it('names the field a dependency requires', () => {
    const result = validate('UpdateOrderColumns', { agentCompletionDate: '2025-03-01T14:32:40Z' });
    expect(!result.ok && result.issues).toEqual([
      { path: '/agentId', message: 'is required when agentCompletionDate is present' },
    ]);
  });

  it('assertValid throws an error that lists every issue', () => {
    expect(() => assertValid('State', { stateCode: 'XX1' })).toThrow(SchemaValidationError);
    expect(() => assertValid('State', { stateCode: 'XX1' })).toThrow(
      '/name is required; /stateCode must match pattern "^[A-Z]{2}$"',
    );
  });
});
