import type { FlowVersion, Question } from '@telehealth/schemas';

import { INTAKE_STEPS } from './generate-flow.js';

const base: Pick<Question, 'QuestionOptions' | 'next_question_map' | 'next' | 'prev' | 'is_hard_stop'> = {
  QuestionOptions: [],
  next_question_map: {},
  next: null,
  prev: null,
  is_hard_stop: false,
};

/** A question with defaults for the fields a test does not care about. */
export function question(fields: Partial<Question> & Pick<Question, 'id' | 'type'>): Question {
  return { ...base, title: `Question ${fields.id}`, ...fields };
}

export const choices = (...texts: string[]) => texts.map((option_text) => ({ option_text }));

/**
 * A small intake: date of birth (stop under 18) → pregnancy (Yes stops, No → 3) → medications (Yes → 4 detail,
 * No → 5) → 4 detail text → 5 content screen → 6 consent (Final).
 */
export function smallFlow(overrides: Partial<FlowVersion> = {}): FlowVersion {
  return {
    schema_version: 1,
    tenant_id: 6,
    key: 'intake',
    version: 1,
    status: 'published',
    title: 'Small intake',
    first_question_id: 1,
    steps: INTAKE_STEPS,
    questions: [
      question({
        id: 1,
        type: 'date_of_birth',
        title: 'Date of birth',
        next: 2,
        is_hard_stop: true,
        hard_stop_when: { measure: 'age', below: 18 },
        hard_stop_message: 'You must be 18 or older.',
      }),
      question({
        id: 2,
        type: 'single_choice',
        title: 'Are you pregnant?',
        QuestionOptions: choices('Yes', 'No'),
        next_question_map: { No: 3 },
        prev: 1,
        is_hard_stop: true,
        hard_stop_response: ['Yes'],
        hard_stop_message: 'Not safe during pregnancy.',
      }),
      question({
        id: 3,
        type: 'single_choice',
        title: 'Do you take medications?',
        QuestionOptions: choices('Yes', 'No'),
        next_question_map: { Yes: 4, No: 5 },
        prev: 2,
      }),
      question({ id: 4, type: 'text', title: 'Which medications?', next: 5, prev: 3 }),
      question({ id: 5, type: 'image', title: 'What happens next', next: 6, prev: 4 }),
      question({
        id: 6,
        type: 'consent',
        title: 'I confirm my answers',
        next_question_map: { Final: 0 },
        prev: 5,
      }),
    ],
    layout: { positions: {} },
    ...overrides,
  };
}
