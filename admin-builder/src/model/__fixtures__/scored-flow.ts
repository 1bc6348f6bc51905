import type { FlowVersion, Question } from '@telehealth/schemas';

const OPTIONS = [
  { option_text: 'Not at all', score: 0 },
  { option_text: 'Several days', score: 1 },
  { option_text: 'More than half the days', score: 2 },
  { option_text: 'Nearly every day', score: 3 },
];

const item = (id: number, next: number | null, fields: Partial<Question> = {}): Question => ({
  id,
  title: `Item ${id}`,
  type: 'single_choice',
  QuestionOptions: OPTIONS,
  next_question_map: {},
  next,
  prev: null,
  is_hard_stop: false,
  ...fields,
});

/**
 * A three-item scored screen: items 1–3 (0–3 each) make the total `screen`; item 3 stops at a total of 7 or more and
 * on "Nearly every day", and branches to the difficulty question 4 above 0; a total of 0 goes to checkout.
 */
export function scoredFlow(): FlowVersion {
  return {
    schema_version: 1,
    tenant_id: 7,
    key: 'followup',
    version: 2,
    status: 'draft',
    title: 'Mood screen',
    first_question_id: 1,
    steps: [
      { key: 'followup', kind: 'questions', path: '/followup', flow_step: 'followup' },
      { key: 'checkout', kind: 'checkout', path: '/followup/thanks' },
    ],
    totals: [{ name: 'screen', title: 'Screen total', questions: [1, 2, 3] }],
    questions: [
      item(1, 2),
      item(2, 3),
      item(3, null, {
        is_hard_stop: true,
        hard_stop_response: ['Nearly every day'],
        hard_stop_when: { measure: 'total', total: 'screen', at_least: 7 },
        hard_stop_message: 'Call or text 988.',
        next_when: [{ total: 'screen', above: 0, next: 4 }],
        next_question_map: { Final: 0 },
      }),
      {
        ...item(4, null, { next_question_map: { Final: 0 } }),
        QuestionOptions: [{ option_text: 'Not difficult' }, { option_text: 'Very difficult' }],
      },
    ],
    layout: { positions: {} },
  };
}
