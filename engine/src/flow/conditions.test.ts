import type { Condition, FlowVersion, Question, StartData, StartDataEntry } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { indexFlow } from './flow-index.js';
import { raisedAlerts } from './alerts.js';
import { expressionValue, failedCheck, holds, isAsked, valueOf } from './conditions.js';
import { routeAnswer } from './routing.js';
import { walkAnswers } from './walk-answers.js';

const ask = (id: number, type: Question['type'], extra: Partial<Question> = {}): Question => ({
  id,
  title: `Question ${id}`,
  type,
  QuestionOptions: [],
  next_question_map: {},
  next: null,
  prev: null,
  is_hard_stop: false,
  ...extra,
});
const options = (...texts: string[]) => texts.map((option_text) => ({ option_text }));

/** Date of birth, height and weight, a goal, conditions, a scored pair and a free text. */
function flow(overrides: Partial<Record<number, Partial<Question>>> = {}, extra: Partial<FlowVersion> = {}) {
  const questions: Question[] = [
    ask(1, 'date_of_birth', { next: 2 }),
    ask(2, 'height_weight', { next: 3 }),
    ask(3, 'number', { next: 4, input: { min: 40, max: 600, unit: 'lb' } }),
    ask(4, 'multiple_choice', {
      next: 5,
      QuestionOptions: [
        ...options('High blood pressure', 'Sleep apnea'),
        { option_text: 'None of these', exclusive: true },
      ],
    }),
    ask(5, 'single_choice', {
      next: 6,
      QuestionOptions: [
        { option_text: 'Never', score: 0 },
        { option_text: 'Often', score: 2 },
      ],
    }),
    ask(6, 'text', { next_question_map: { Final: 0 } }),
  ].map((q) => ({ ...q, ...(overrides[q.id] ?? {}) }));
  const document: FlowVersion = {
    schema_version: 1,
    tenant_id: 7,
    key: 'intake',
    version: 1,
    status: 'draft',
    title: 'Rules',
    first_question_id: 1,
    steps: [
      { key: 'questions', kind: 'questions', path: '/question' },
      { key: 'checkout', kind: 'checkout', path: '/start/checkout' },
    ],
    questions: questions as FlowVersion['questions'],
    totals: [{ name: 'often', questions: [5] }],
    calculations: [
      {
        name: 'to_lose',
        title: 'Pounds to lose',
        unit: 'lb',
        value: { difference: ['weight.2', 'answer.3'] },
      },
      {
        name: 'ratio',
        title: 'Goal ratio',
        value: { quotient: ['answer.3', { difference: ['weight.2', 200] }] },
      },
    ],
    layout: { positions: {} },
    ...extra,
  };
  return indexFlow(document);
}

const AS_OF = '2026-06-15';
const entry = (value: StartDataEntry['value']) => ({ value, question: 'q' });
const answers: StartData = {
  '1': entry('1990-06-16'), // 35 on the day, 36 tomorrow
  '2': entry({ feet: 5, inches: 6, pounds: 200, bmi: 32.28 }),
  '3': entry(170),
  '4': entry(['High blood pressure']),
  '5': entry('Often'),
};

describe('values', () => {
  const index = flow();
  const scope = { index, answers, asOf: AS_OF };
  it.each([
    ['age.1', 35],
    ['height.2', 66],
    ['weight.2', 200],
    ['answer.3', 170],
    ['score.5', 2],
    ['total.often', 2],
    ['calc.to_lose', 30],
  ] as const)('%s is %s', (ref, value) => expect(valueOf(scope, ref)).toBe(value));

  it('computes the BMI exactly from height and weight, never from a stored rounding', () => {
    expect(valueOf(scope, 'bmi.2')).toBeCloseTo((703 * 200) / (66 * 66), 12);
  });

  it('is missing for a question not answered, a wrong type, or a division by zero', () => {
    expect(valueOf({ ...scope, answers: {} }, 'answer.3')).toBeUndefined();
    expect(valueOf(scope, 'answer.5')).toBeUndefined();
    expect(valueOf(scope, 'bmi.3')).toBeUndefined();
    const at200 = { ...scope, answers: { ...answers, '2': entry({ feet: 5, inches: 6, pounds: 200 }) } };
    expect(valueOf(at200, 'calc.ratio')).toBeUndefined();
    expect(expressionValue(scope, { product: [2, { sum: [1, 'answer.3'] }] })).toBe(342);
  });
});

describe('conditions', () => {
  const index = flow();
  const scope = { index, answers, asOf: AS_OF };
  const cases: [string, Condition, boolean][] = [
    ['a comparison with a constant', { value: 'bmi.2', at_least: 30 }, true],
    ['a comparison with another answer', { value: 'answer.3', below: 'weight.2' }, true],
    ['equals', { value: 'age.1', equals: 35 }, true],
    ['not_equals', { value: 'age.1', not_equals: 35 }, false],
    ['a comparison with a missing value', { value: 'answer.3', below: 'age.9' }, false],
    ['not of a comparison with a missing value', { not: { value: 'answer.3', below: 'age.9' } }, true],
    ['any_of on a multiple choice', { question: 4, any_of: ['Sleep apnea', 'High blood pressure'] }, true],
    ['all_of on a multiple choice', { question: 4, all_of: ['Sleep apnea', 'High blood pressure'] }, false],
    ['any_of on a single choice', { question: 5, any_of: ['Often'] }, true],
    ['answered', { question: 5, answered: true }, true],
    ['not answered', { question: 6, answered: false }, true],
    ['any_of on a question not answered', { question: 6, any_of: ['x'] }, false],
    [
      'all of',
      {
        all: [
          { value: 'bmi.2', below: 35 },
          { question: 4, any_of: ['High blood pressure'] },
        ],
      },
      true,
    ],
    [
      'any of',
      {
        any: [
          { value: 'bmi.2', below: 20 },
          { value: 'calc.to_lose', above: 29 },
        ],
      },
      true,
    ],
  ];
  it.each(cases)('%s', (_, condition, expected) => expect(holds(scope, condition)).toBe(expected));

  it('an option that is not chosen is not named (no substring matching)', () => {
    const s = { ...scope, answers: { ...answers, '6': entry('High blood pressure, treated') } };
    expect(holds(s, { question: 6, any_of: ['High blood pressure'] })).toBe(false);
  });
});

describe('rules in routing', () => {
  const bmiRule: Condition = {
    all: [
      { value: 'bmi.2', below: 30 },
      { not: { question: 4, any_of: ['High blood pressure', 'Sleep apnea'] } },
    ],
  };
  const index = flow({
    3: {
      checks: [
        {
          require: { value: 'answer.3', below: 'weight.2' },
          message: 'Your goal must be below your weight.',
        },
      ],
    },
    4: { is_hard_stop: true, hard_stop_if: bmiRule, hard_stop_message: 'Not eligible.' },
    5: {
      ask_if: { question: 4, any_of: ['Sleep apnea'] },
      next_if: [{ if: { value: 'total.often', at_least: 2 }, next: 0 }],
      alerts: [
        {
          name: 'often',
          if: { question: 5, any_of: ['Often'] },
          title: 'Help',
          message: 'Call 988.',
          flag: 'Review',
        },
      ],
    },
  });
  const upTo3 = { '1': answers['1'], '2': entry({ feet: 5, inches: 6, pounds: 180 }) } as StartData;

  it('refuses an answer that fails a check, with the check message', () => {
    const q3 = index.questions.get(3) as Question;
    expect(failedCheck(index, q3, 180, upTo3, AS_OF)).toBe('Your goal must be below your weight.');
    expect(failedCheck(index, q3, 179.5, upTo3, AS_OF)).toBeUndefined();
  });

  it('stops on a condition over several answers (BMI below 30 and no condition), not on either alone', () => {
    const q4 = index.questions.get(4) as Question;
    const before = { ...upTo3, '3': entry(150) }; // BMI 29.05
    expect(routeAnswer(index, q4, ['None of these'], AS_OF, before)).toMatchObject({ to: { kind: 'stop' } });
    expect(routeAnswer(index, q4, ['High blood pressure'], AS_OF, before)).toMatchObject({
      to: { kind: 'question' },
    });
    const heavier = { ...before, '2': entry({ feet: 5, inches: 6, pounds: 190 }) }; // BMI 30.66
    expect(routeAnswer(index, q4, ['None of these'], AS_OF, heavier)).toMatchObject({
      to: { kind: 'question' },
    });
  });

  it('passes over a question whose ask_if does not hold, and says which', () => {
    const q4 = index.questions.get(4) as Question;
    const before = { ...upTo3, '3': entry(150) };
    expect(routeAnswer(index, q4, ['High blood pressure'], AS_OF, before)).toEqual({
      ok: true,
      to: { kind: 'question', id: 6 },
      passed: [5],
    });
    expect(routeAnswer(index, q4, ['Sleep apnea'], AS_OF, before)).toEqual({
      ok: true,
      to: { kind: 'question', id: 5 },
    });
    expect(
      isAsked(index, index.questions.get(5) as Question, { ...before, '4': entry(['Sleep apnea']) }, AS_OF),
    ).toBe(true);
  });

  it('branches on a condition, and a walk of recorded answers goes the same way and raises the alert', () => {
    const recorded: StartData = {
      ...upTo3,
      '3': entry(150),
      '4': entry(['Sleep apnea']),
      '5': entry('Often'),
    };
    const walk = walkAnswers(index, recorded, AS_OF);
    expect(walk.state).toBe('checkout');
    expect(raisedAlerts(index, walk.answers, AS_OF)).toEqual([
      { questionId: 5, name: 'often', title: 'Help', message: 'Call 988.', flag: 'Review' },
    ]);
    const never = walkAnswers(index, { ...recorded, '5': entry('Never') }, AS_OF);
    expect(never.state).toBe('q6');
    expect(raisedAlerts(index, never.answers, AS_OF)).toEqual([]);
  });

  it('a recorded answer that fails its check is asked again on resume', () => {
    const walk = walkAnswers(index, { ...upTo3, '3': entry(250) }, AS_OF);
    expect(walk.state).toBe('q3');
    expect(walk.answers['3']).toBeUndefined();
  });
});
