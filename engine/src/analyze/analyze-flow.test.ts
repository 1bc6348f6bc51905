import type { FlowVersion, Question } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { choices, question, smallFlow } from '../__fixtures__/small-flow.js';
import { analyzeFlow, hasErrors } from './analyze-flow.js';

/** The small flow with some questions replaced (by id) or added. */
function flowWith(...changes: Question[]) {
  const flow = smallFlow();
  const byId = new Map(flow.questions.map((q) => [q.id, q]));
  for (const change of changes) byId.set(change.id, change);
  return { ...flow, questions: [...byId.values()] as FlowVersion['questions'] };
}
const codes = (flow: ReturnType<typeof smallFlow>) =>
  analyzeFlow(flow).map((f) => [f.severity, f.code, f.questionId]);

describe('analyzeFlow', () => {
  it('finds nothing in a sound flow', () => {
    expect(analyzeFlow(smallFlow())).toEqual([]);
  });

  it.each([
    [
      'an unknown target',
      question({
        id: 3,
        type: 'single_choice',
        QuestionOptions: choices('Yes', 'No'),
        next_question_map: { Yes: 99, No: 5 },
      }),
      [
        ['error', 'unknown-target', 3],
        ['warning', 'unreachable', 4],
      ],
      'Question 3 sends the answer "Yes" to question 99, which does not exist.',
    ],
    [
      'a map key that is no option',
      question({
        id: 3,
        type: 'single_choice',
        QuestionOptions: choices('Yes', 'No'),
        next_question_map: { Yes: 4, No: 5, Maybe: 5 },
      }),
      [['error', 'unknown-map-key', 3]],
      'Question 3 maps "Maybe", which is not one of its options.',
    ],
    [
      'an option that leads nowhere',
      question({
        id: 3,
        type: 'single_choice',
        QuestionOptions: choices('Yes', 'No'),
        next_question_map: { Yes: 4 },
      }),
      [['error', 'option-leads-nowhere', 3]],
      'Question 3: the answer "No" leads nowhere (no map entry, no Final, no next).',
    ],
    [
      'a dead end',
      question({ id: 4, type: 'text', title: 'Which medications?' }),
      [['error', 'dead-end', 4]],
      'Question 4 is a dead end: nothing follows it (no next, no Final).',
    ],
    [
      'a hard stop without a message',
      question({
        id: 2,
        type: 'single_choice',
        QuestionOptions: choices('Yes', 'No'),
        next_question_map: { No: 3 },
        is_hard_stop: true,
        hard_stop_response: ['Yes'],
      }),
      [['error', 'hard-stop-without-message', 2]],
      'Question 2 is a hard stop without a message for the patient.',
    ],
    [
      'a hard stop on an answer that is no option',
      question({
        id: 2,
        type: 'single_choice',
        QuestionOptions: choices('Yes', 'No'),
        next_question_map: { No: 3 },
        next: 3,
        is_hard_stop: true,
        hard_stop_response: ['Perhaps'],
        hard_stop_message: 'Stop.',
      }),
      [['error', 'unknown-hard-stop-response', 2]],
      'Question 2 stops on "Perhaps", which is not one of its options.',
    ],
    [
      'a measure that does not fit the question',
      question({
        id: 4,
        type: 'text',
        next: 5,
        is_hard_stop: true,
        hard_stop_when: { measure: 'bmi', below: 27 },
        hard_stop_message: 'Stop.',
      }),
      [['error', 'hard-stop-measure-mismatch', 4]],
      'Question 4 stops on bmi, which needs a height_weight question, not text.',
    ],
    [
      'hard-stop answers that never stop',
      question({ id: 4, type: 'text', next: 5, hard_stop_response: ['x'] }),
      [['warning', 'hard-stop-ignored', 4]],
      'Question 4 has hard-stop answers or a measure but is_hard_stop is false, so it never stops.',
    ],
  ])('reports %s', (_, change, expected, message) => {
    const flow = flowWith(change);
    expect(codes(flow)).toEqual(expected);
    expect(analyzeFlow(flow).map((f) => f.message)).toContain(message);
  });

  it('reports a loop with its questions in order, and that checkout cannot be reached', () => {
    const flow = flowWith(question({ id: 5, type: 'image', next: 3 }));
    expect(codes(flow)).toEqual([
      ['warning', 'unreachable', 6],
      ['error', 'cycle', 3],
      ['error', 'no-checkout-path', undefined],
    ]);
    expect(analyzeFlow(flow).find((f) => f.code === 'cycle')?.message).toBe(
      'Questions 3 → 4 → 5 → 3 form a loop: a patient could go round it forever.',
    );
  });

  it('reports duplicate ids, a missing first question and a missing checkout step', () => {
    const flow = smallFlow({
      first_question_id: 40,
      steps: [{ key: 'questions', kind: 'questions', path: '/question' }],
    });
    flow.questions.push(question({ id: 6, type: 'text', next: null }));
    expect(codes(flow)).toEqual([
      ['error', 'duplicate-id', 6],
      ['error', 'unknown-first-question', undefined],
      ['error', 'missing-checkout-step', undefined],
    ]);
  });

  it('hasErrors ignores warnings', () => {
    expect(hasErrors([{ severity: 'warning', code: 'unreachable', message: '' }])).toBe(false);
    expect(hasErrors([{ severity: 'error', code: 'dead-end', message: '' }])).toBe(true);
  });
});
