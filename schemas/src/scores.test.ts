import { describe, expect, it } from 'vitest';

import { question } from './__fixtures__/examples.js';
import { validate } from './index.js';

const ok = (name: 'Question' | 'HardStopCondition' | 'TotalBranch' | 'FlowTotal', data: unknown) =>
  validate(name, data).ok;

describe('scores and totals', () => {
  it('an option may carry a score', () => {
    const scored = {
      ...question,
      QuestionOptions: [
        { option_text: 'Not at all', score: 0 },
        { option_text: 'Several days', score: 1 },
      ],
    };
    expect(ok('Question', scored)).toBe(true);
    expect(ok('Question', { ...scored, QuestionOptions: [{ option_text: 'x', score: '1' }] })).toBe(false);
  });

  it('a total names its questions', () => {
    expect(ok('FlowTotal', { name: 'phq9', title: 'PHQ-9 total', questions: [1, 2, 3] })).toBe(true);
    expect(ok('FlowTotal', { name: 'phq9', questions: [] })).toBe(false);
    expect(ok('FlowTotal', { name: 'PHQ 9', questions: [1] })).toBe(false);
  });

  it('a hard stop on a total names the total and at least one bound', () => {
    expect(ok('HardStopCondition', { measure: 'total', total: 'phq9', at_least: 20 })).toBe(true);
    expect(ok('HardStopCondition', { measure: 'total', total: 'phq9', above: 0 })).toBe(true);
    expect(ok('HardStopCondition', { measure: 'total', total: 'phq9' })).toBe(false);
    expect(ok('HardStopCondition', { measure: 'total', at_least: 20 })).toBe(false);
  });

  it('the measures of one answer keep below and above only, as every published document has them', () => {
    expect(ok('HardStopCondition', { measure: 'bmi', below: 27 })).toBe(true);
    expect(ok('HardStopCondition', { measure: 'age', below: 18, above: 80 })).toBe(true);
    expect(ok('HardStopCondition', { measure: 'age', at_least: 18 })).toBe(false);
    expect(ok('HardStopCondition', { measure: 'bmi', total: 'phq9', below: 27 })).toBe(false);
  });

  it('a branch on a total has a bound and a way on (0 = checkout)', () => {
    expect(ok('TotalBranch', { total: 'gad7', above: 0, next: 8 })).toBe(true);
    expect(ok('TotalBranch', { total: 'gad7', at_least: 15, next: 0 })).toBe(true);
    expect(ok('TotalBranch', { total: 'gad7', next: 8 })).toBe(false);
    expect(ok('Question', { ...question, next_when: [{ total: 'gad7', above: 0, next: 8 }] })).toBe(true);
    expect(ok('Question', { ...question, next_when: [] })).toBe(false);
  });
});
