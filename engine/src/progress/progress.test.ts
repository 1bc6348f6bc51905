import { describe, expect, it } from 'vitest';

import { question, smallFlow } from '../testing/small-flow.js';
import { indexFlow } from '../flow/flow-index.js';
import { createProgress } from './progress.js';

describe('createProgress', () => {
  // The small flow: 6 screens, one of them content (5), so 5 questions: total = 2 + 5 = 7.
  const progress = createProgress(indexFlow(smallFlow()));

  it.each([
    ['leadQualify', 1, 5],
    ['leadIntro', 2, 10],
    ['q1', 3, (90 / 7) * 1 + 10],
    ['q3', 5, (90 / 7) * 3 + 10],
    ['q6', 7, (90 / 7) * 6 + 10],
    ['checkout', 7, 100],
  ])('%s is step %i with the spec percentage 90/total*id+10', (state, step, percent) => {
    expect(progress(state)).toEqual({ step, totalSteps: 7, percent });
  });

  it('keeps the percentage of the question that stopped', () => {
    expect(progress('stop2').percent).toBe(progress('q2').percent);
  });

  it('uses the rank along the flow when ids are not 1..N, still rising with every step', () => {
    const flow = smallFlow({
      first_question_id: 101,
      steps: [{ key: 'checkout', kind: 'checkout', path: '/followup/thanks' }],
      questions: [
        question({
          id: 101,
          type: 'single_choice',
          QuestionOptions: [{ option_text: 'A' }, { option_text: 'B' }],
          next_question_map: { A: 130 },
          next: 120,
        }),
        question({ id: 120, type: 'text', next: 130 }),
        question({ id: 130, type: 'consent', next_question_map: { Final: 0 } }),
      ],
    });
    const followup = createProgress(indexFlow(flow));
    const percents = ['q101', 'q120', 'q130', 'checkout'].map((s) => followup(s).percent);
    expect(percents).toEqual([40, 70, 100, 100]);
    expect(followup('q130').step).toBe(3);
  });
});
