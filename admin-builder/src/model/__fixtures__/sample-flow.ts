import type { FlowVersion, Question } from '@telehealth/schemas';

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

/**
 * A small intake: 1 dob (hard stop under 18) → 2 sex (Female → 3, Male → 4) → 3 pregnant (Yes stops) → 4 screen →
 * 5 symptoms (multiple choice, "Severe" → checkout via 0, otherwise next 6) → 6 notes (Final → checkout).
 */
export function sampleFlow(): FlowVersion {
  return {
    schema_version: 1,
    tenant_id: 6,
    key: 'intake',
    version: 3,
    status: 'draft',
    title: 'Intake',
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
        title: 'Sex',
        type: 'single_choice',
        QuestionOptions: [{ option_text: 'Female' }, { option_text: 'Male' }],
        next_question_map: { Female: 3, Male: 4 },
        next: 3,
        prev: 1,
      }),
      base({
        id: 3,
        title: 'Pregnant?',
        type: 'single_choice',
        QuestionOptions: [{ option_text: 'Yes' }, { option_text: 'No' }],
        next: 4,
        prev: 2,
        is_hard_stop: true,
        hard_stop_response: ['Yes'],
        hard_stop_message: 'Not during pregnancy.',
      }),
      base({ id: 4, title: 'How it works', type: 'image', image: '/api/assets/6/how.png', next: 5, prev: 3 }),
      base({
        id: 5,
        title: 'Symptoms',
        type: 'multiple_choice',
        QuestionOptions: [
          { option_text: 'Mild' },
          { option_text: 'Severe' },
          { option_text: 'None', exclusive: true },
        ],
        next_question_map: { Severe: 0 },
        next: 6,
        prev: 4,
      }),
      base({ id: 6, title: 'Anything else?', type: 'text', next_question_map: { Final: 0 }, prev: 5 }),
    ],
    layout: { positions: {} },
  };
}

/** Freezes a value deeply, so that a test fails if an edit mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
