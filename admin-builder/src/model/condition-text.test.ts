import { describe, expect, it } from 'vitest';

import { BMI_RULE } from './__fixtures__/rules-flow';
import { describeCondition, describeExpression } from './condition-text';

describe('conditions in words', () => {
  it('says a compound rule as a clinician reads it', () => {
    expect(describeCondition(BMI_RULE)).toBe(
      'BMI of Q2 below 30 and not (Q4 is one of “High blood pressure”, “Type 2 diabetes” or “Sleep apnea”)',
    );
    expect(describeCondition(BMI_RULE, { maxOptions: 1 })).toBe(
      'BMI of Q2 below 30 and not (Q4 is one of “High blood pressure” and 2 more)',
    );
  });

  it('says every kind of test', () => {
    expect(describeCondition({ value: 'answer.3', at_least: 'weight.2' })).toBe(
      'answer of Q3 at least weight of Q2',
    );
    expect(describeCondition({ value: 'total.phq9', not_equals: 0 })).toBe('total phq9 is not 0');
    expect(describeCondition({ value: 'calc.gap', above: 1.5 })).toBe('calculation gap above 1.5');
    expect(describeCondition({ question: 4, all_of: ['A', 'B'] })).toBe('Q4 includes all of “A” and “B”');
    expect(describeCondition({ question: 4, answered: false })).toBe('Q4 is not answered');
    expect(describeCondition({ alert: 'crisis' })).toBe('the alert “crisis” was raised');
    expect(describeCondition({ order: { ingredients: ['semaglutide', 'tirzepatide'] }, at_least: 2 })).toBe(
      'the order holds at least 2 of products with semaglutide or tirzepatide',
    );
    expect(describeCondition({ order: { forms: ['injectable'] }, starting_step_above: 1 })).toBe(
      'the order starts products of form injectable above dose step 1',
    );
  });

  it('puts groups inside groups in parentheses', () => {
    expect(
      describeCondition({
        any: [
          {
            all: [
              { value: 'age.1', below: 18 },
              { value: 'bmi.2', below: 27 },
            ],
          },
          { alert: 'crisis' },
        ],
      }),
    ).toBe('(age of Q1 below 18 and BMI of Q2 below 27) or the alert “crisis” was raised');
    expect(describeCondition({ all: [{ any: [{ alert: 'a' }] }] })).toBe('the alert “a” was raised');
  });

  it('writes a calculation in symbols', () => {
    expect(describeExpression(42)).toBe('42');
    expect(describeExpression({ difference: ['weight.2', 'answer.3'] })).toBe('weight of Q2 − answer of Q3');
    expect(
      describeExpression({
        product: [{ quotient: [{ difference: ['weight.2', 'answer.3'] }, 'weight.2'] }, 100],
      }),
    ).toBe('((weight of Q2 − answer of Q3) ÷ weight of Q2) × 100');
    expect(describeExpression({ sum: ['score.5'] })).toBe('score of Q5');
  });
});
