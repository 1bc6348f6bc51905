import type { Condition, FlowVersion, Question } from '@telehealth/schemas';

const base = (q: Partial<Question> & Pick<Question, 'id' | 'title' | 'type'>): Question => ({
  description: null,
  mapped_field: null,
  free_field: null,
  QuestionOptions: [],
  next_question_map: {},
  next: null,
  prev: null,
  is_hard_stop: false,
  hard_stop_response: [],
  hard_stop_message: null,
  ...q,
});

export const CONDITIONS = ['High blood pressure', 'Type 2 diabetes', 'Sleep apnea'] as const;

/** The BMI rule of a weight-loss intake: a BMI below 30 and none of the weight-related conditions. */
export const BMI_RULE: Condition = {
  all: [{ value: 'bmi.2', below: 30 }, { not: { question: 4, any_of: [...CONDITIONS] } }],
};

/**
 * A small weight-loss intake written in the rule language: 1 dob (stops under 18) → 2 height and weight (stops
 * below a BMI of 27) → 3 goal weight (a check: below the current weight) → 4 conditions (multiple choice; stops on
 * `BMI_RULE`; "Type 2 diabetes" branches to 5 on a condition) → 5 diabetes treatment → 6 history (raises the crisis
 * alert) → 7 consent (checkout). Its assertions: the BMI rule, and the crisis alert for every self-harm answer.
 */
export function rulesFlow(): FlowVersion {
  return {
    schema_version: 1,
    tenant_id: 7,
    key: 'intake',
    version: 4,
    status: 'draft',
    title: 'Weight care intake',
    first_question_id: 1,
    steps: [
      { key: 'lead-qualify', kind: 'lead-qualify', path: '/start/lead-qualify', title: 'Get started' },
      { key: 'lead-intro', kind: 'lead-intro', path: '/start/lead-intro', title: 'About you' },
      { key: 'questions', kind: 'questions', path: '/question' },
      { key: 'checkout', kind: 'checkout', path: '/start/checkout', title: 'Checkout' },
    ],
    questions: [
      base({
        id: 1,
        title: 'Date of birth',
        type: 'date_of_birth',
        next: 2,
        is_hard_stop: true,
        hard_stop_when: { measure: 'age', below: 18 },
        hard_stop_message: 'Adults only.',
      }),
      base({
        id: 2,
        title: 'Height and weight',
        type: 'height_weight',
        next: 3,
        prev: 1,
        is_hard_stop: true,
        hard_stop_when: { measure: 'bmi', below: 27 },
        hard_stop_message: 'BMI too low.',
      }),
      base({
        id: 3,
        title: 'Goal weight',
        type: 'number',
        input: { min: 40, max: 600, unit: 'lb' },
        next: 4,
        prev: 2,
        checks: [
          { require: { value: 'answer.3', below: 'weight.2' }, message: 'Your goal is below your weight.' },
        ],
      }),
      base({
        id: 4,
        title: 'Conditions',
        type: 'multiple_choice',
        QuestionOptions: [
          ...CONDITIONS.map((option_text) => ({ option_text })),
          { option_text: 'None', exclusive: true },
        ],
        next: 6,
        prev: 3,
        is_hard_stop: true,
        hard_stop_if: BMI_RULE,
        hard_stop_message: 'Not without a condition below a BMI of 30.',
        next_if: [{ if: { question: 4, any_of: ['Type 2 diabetes'] }, next: 5 }],
      }),
      base({
        id: 5,
        title: 'Diabetes treatment',
        type: 'single_choice',
        QuestionOptions: [{ option_text: 'Diet' }, { option_text: 'Insulin' }],
        next: 6,
        prev: 4,
      }),
      base({
        id: 6,
        title: 'History',
        type: 'multiple_choice',
        QuestionOptions: [{ option_text: 'Self-harm' }, { option_text: 'None', exclusive: true }],
        next: 7,
        prev: 4,
        alerts: [
          {
            name: 'crisis',
            if: { question: 6, any_of: ['Self-harm'] },
            title: 'Help is available',
            message: 'Call or text 988.',
            flag: 'Review self-harm.',
          },
        ],
      }),
      base({ id: 7, title: 'Consent', type: 'consent', next_question_map: { Final: 0 }, prev: 6 }),
    ],
    assertions: [
      { name: 'bmi_with_condition', title: 'Never checkout below 30 without a condition', never: BMI_RULE },
      {
        name: 'crisis_alert',
        title: 'Never self-harm without the alert',
        at: 'any_end',
        never: { all: [{ question: 6, any_of: ['Self-harm'] }, { not: { alert: 'crisis' } }] },
      },
    ],
    layout: { positions: {} },
  };
}
