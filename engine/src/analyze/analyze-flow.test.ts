import type { FlowVersion, Question } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { choices, question, smallFlow } from '../testing/small-flow.js';
import { compileFlow } from '../compile/compile-document.js';
import { checkAnswer } from '../flow/answer-validity.js';
import { indexFlow } from '../flow/flow-index.js';
import { routeAnswer } from '../flow/routing.js';
import { analyzeFlow, hasErrors } from './analyze-flow.js';
import { enumeratePaths } from './paths.js';

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
      [
        ['error', 'dead-end', 4],
        ['warning', 'branch-without-checkout', 3],
      ],
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

describe('analyzeFlow on flows that cannot work as written', () => {
  const findingsOf = (flow: FlowVersion) => analyzeFlow(flow).map((f) => [f.severity, f.code, f.questionId]);
  const messagesOf = (flow: FlowVersion) => analyzeFlow(flow).map((f) => f.message);
  const dateOfBirth = (hard_stop_when: Question['hard_stop_when']) =>
    question({
      id: 1,
      type: 'date_of_birth',
      next: 2,
      is_hard_stop: true,
      hard_stop_when,
      hard_stop_message: 'Stop.',
    });
  const heightWeight = (hard_stop_when: Question['hard_stop_when']) =>
    question({
      id: 4,
      type: 'height_weight',
      next: 5,
      is_hard_stop: true,
      hard_stop_when,
      hard_stop_message: 'Stop.',
    });
  const howMany = (input: Question['input'], extra: Partial<Question> = {}) =>
    question({ id: 4, type: 'number', title: 'How many?', next: 5, input, ...extra });

  it.each([
    [
      'age below 0',
      dateOfBirth({ measure: 'age', below: 0 }),
      'Question 1 stops when the age is below 0, which never happens: the age runs from 0 to 130.',
    ],
    [
      'age above 130',
      dateOfBirth({ measure: 'age', below: 18, above: 130 }),
      'Question 1 stops when the age is above 130, which never happens: the age runs from 0 to 130.',
    ],
    [
      'BMI above 5000',
      heightWeight({ measure: 'bmi', above: 5000 }),
      'Question 4 stops when the BMI is above 5000, which never happens: the BMI runs from 3.1 to 542.4.',
    ],
    [
      'BMI below 3',
      heightWeight({ measure: 'bmi', below: 3 }),
      'Question 4 stops when the BMI is below 3, which never happens: the BMI runs from 3.1 to 542.4.',
    ],
    [
      'a number below its minimum',
      howMany(
        { min: 1, max: 20 },
        { is_hard_stop: true, hard_stop_when: { measure: 'value', below: 1 }, hard_stop_message: 'Stop.' },
      ),
      'Question 4 stops when the answer is below 1, which never happens: the answer runs from 1 to 20.',
    ],
    [
      'a number above its maximum',
      howMany(
        { max: 20 },
        { is_hard_stop: true, hard_stop_when: { measure: 'value', above: 20 }, hard_stop_message: 'Stop.' },
      ),
      'Question 4 stops when the answer is above 20, which never happens: the answer is at most 20.',
    ],
  ])('reports a hard stop that can never trigger: %s', (_, change, message) => {
    const flow = flowWith(change);
    expect(findingsOf(flow)).toEqual([['error', 'hard-stop-never-triggers', change.id]]);
    expect(messagesOf(flow)).toEqual([message]);
    expect(hasErrors(analyzeFlow(flow))).toBe(true);
  });

  it('accepts bounds every answer range reaches (age below 18, BMI below 27 or above 60, a number below 2)', () => {
    expect(analyzeFlow(flowWith(dateOfBirth({ measure: 'age', below: 18, above: 129 })))).toEqual([]);
    expect(analyzeFlow(flowWith(heightWeight({ measure: 'bmi', below: 27, above: 60 })))).toEqual([]);
    const number = howMany(
      { min: 1, max: 20 },
      { is_hard_stop: true, hard_stop_when: { measure: 'value', below: 2 }, hard_stop_message: 'Stop.' },
    );
    expect(analyzeFlow(flowWith(number))).toEqual([]);
  });

  it('reports a number question whose minimum is above its maximum, and counts no path through it', () => {
    const flow = flowWith(howMany({ min: 10, max: 5 }));
    expect(findingsOf(flow)).toEqual([
      ['error', 'unanswerable', 4],
      ['warning', 'branch-without-checkout', 3],
    ]);
    expect(messagesOf(flow)).toEqual([
      'Question 4 accepts no answer: its minimum (10) is above its maximum (5), so every answer is refused.',
      'Question 3 sends "Yes" to question 4, from which no path reaches checkout: every way on ends at a hard stop or a dead end.',
    ]);
    const summary = enumeratePaths(indexFlow(flow));
    // q3 "Yes" reaches question 4 and strands the patient there; only "No" reaches checkout.
    expect(summary).toMatchObject({ toCheckout: 1n, toDeadEnd: 1n, toHardStop: 2n });
    expect(summary.paths.filter((p) => p.states.includes('q4')).map((p) => p.end)).toEqual(['dead-end']);
  });

  it('reports a question every option of which stops (a dead branch), and the answer that leads there', () => {
    const flow = flowWith(
      question({
        id: 4,
        type: 'single_choice',
        title: 'Which applies?',
        QuestionOptions: choices('Severe pain', 'Bleeding'),
        next_question_map: { Final: 0 },
        next: 5,
        is_hard_stop: true,
        hard_stop_response: ['Severe pain', 'Bleeding'],
        hard_stop_message: 'Call 911.',
      }),
    );
    expect(findingsOf(flow)).toEqual([
      ['error', 'every-answer-stops', 4],
      ['warning', 'branch-without-checkout', 3],
    ]);
    expect(messagesOf(flow)).toEqual([
      'Question 4 stops every answer: no patient who reaches it can go on (a dead branch).',
      'Question 3 sends "Yes" to question 4, from which no path reaches checkout: every way on ends at a hard stop or a dead end.',
    ]);
    // Neither Final nor next of question 4 is a way on: only its hard stop is.
    const summary = enumeratePaths(indexFlow(flow));
    expect(summary.paths.filter((p) => p.states.includes('q4')).map((p) => p.states.at(-1))).toEqual([
      'stop4',
    ]);
    expect(summary).toMatchObject({ toCheckout: 1n, toHardStop: 3n, toDeadEnd: 0n });
  });

  it('reports a measured hard stop that every answer triggers', () => {
    const flow = flowWith(dateOfBirth({ measure: 'age', below: 200 }));
    expect(findingsOf(flow).filter(([, code]) => code !== 'unreachable')).toEqual([
      ['error', 'every-answer-stops', 1],
      ['error', 'no-checkout-path', undefined],
    ]);
    expect(enumeratePaths(indexFlow(flow))).toMatchObject({ total: 1n, toHardStop: 1n, toCheckout: 0n });
  });

  it('reports a consent that stops', () => {
    const flow = flowWith(
      question({
        id: 6,
        type: 'consent',
        next_question_map: { Final: 0 },
        is_hard_stop: true,
        hard_stop_response: ['true'],
        hard_stop_message: 'Stop.',
      }),
    );
    expect(findingsOf(flow)).toContainEqual(['error', 'every-answer-stops', 6]);
    expect(findingsOf(flow)).toContainEqual(['error', 'no-checkout-path', undefined]);
  });

  it('matches map keys and stopping answers on a number question as the machine does', () => {
    const keyed = (next_question_map: Record<string, number>, extra: Partial<Question> = {}) =>
      flowWith(howMany({ min: 0, max: 20 }, { next_question_map, ...extra }));
    // "5" is followed by answering 5 (or "5", or 5.0): no finding, and the path through it is counted.
    const five = keyed({ '5': 6 });
    expect(analyzeFlow(five)).toEqual([]);
    const compiled = compileFlow(five);
    for (const answer of [5, '5', '5.0', ' 5 ']) {
      const checked = checkAnswer(compiled.index.questions.get(4)!, answer, '2026-11-22');
      expect(
        checked.ok && routeAnswer(compiled.index, compiled.index.questions.get(4)!, checked.value, ''),
      ).toEqual({
        ok: true,
        to: { kind: 'question', id: 6 },
      });
    }
    expect(enumeratePaths(compiled.index).paths.map((p) => p.states.slice(5).join(' '))).toContain(
      'q4 q6 checkout',
    );
    // Keys no answer produces are reported, naming the question and why.
    for (const key of ['5.0', '05', ' 5', '21', 'five']) {
      const flow = keyed({ [key]: 6 });
      expect(findingsOf(flow)).toEqual([['warning', 'unknown-map-key', 4]]);
      expect(messagesOf(flow)[0]).toBe(
        `Question 4 maps "${key}", which no answer matches: number answers from 0 to 20 are matched as written plainly (5, 2.5, -1; not 5.0 or 05).`,
      );
    }
    expect(
      findingsOf(keyed({}, { is_hard_stop: true, hard_stop_response: ['3.0'], hard_stop_message: 'Stop.' })),
    ).toEqual([['error', 'unknown-hard-stop-response', 4]]);
    expect(
      analyzeFlow(keyed({}, { is_hard_stop: true, hard_stop_response: ['3'], hard_stop_message: 'Stop.' })),
    ).toEqual([]);
  });

  it('matches map keys of other free answers as the machine does', () => {
    const keyed = (type: Question['type'], key: string) =>
      flowWith(question({ id: 4, type, next: 5, next_question_map: { [key]: 6 } }));
    expect(analyzeFlow(keyed('text', 'None'))).toEqual([]);
    expect(analyzeFlow(keyed('consent', 'true'))).toEqual([]);
    expect(analyzeFlow(keyed('phone', '5125550147'))).toEqual([]);
    expect(analyzeFlow(keyed('email', 'a@example.com'))).toEqual([]);
    for (const [type, key] of [
      ['text', ' None'],
      ['consent', 'yes'],
      ['phone', '(512) 555-0147'],
      ['email', 'A@example.com'],
      ['height_weight', '27'],
      ['file_upload', 'photo'],
    ] as const) {
      expect(findingsOf(keyed(type, key)), `${type} "${key}"`).toEqual([['warning', 'unknown-map-key', 4]]);
    }
  });
});
