import type { StartData } from '@telehealth/schemas';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';

import { compileValidFlow } from '../compile/compile-flow.js';
import { smallFlow } from '../testing/small-flow.js';
import { indexFlow } from './flow-index.js';
import { resumeIntake, walkAnswers } from './walk-answers.js';

const index = indexFlow(smallFlow());
const asOf = '2026-11-22';
const answer = (value: unknown, detail?: string) =>
  ({ value, question: 'recorded text', ...(detail === undefined ? {} : { detail }) }) as StartData[string];

describe('walkAnswers', () => {
  it('stops at the first question without an answer', () => {
    expect(walkAnswers(index, {}, asOf)).toEqual({ state: 'q1', visited: [], answers: {}, hardStop: null });
  });

  it('follows the map of each answer, passes content screens and reaches checkout', () => {
    const walk = walkAnswers(
      index,
      { '1': answer('1980-01-01'), '2': answer('No'), '3': answer('No'), '6': answer(true) },
      asOf,
    );
    expect(walk.state).toBe('checkout');
    expect(walk.visited).toEqual(['q1', 'q2', 'q3', 'q5', 'q6']);
    expect(Object.keys(walk.answers)).toEqual(['1', '2', '3', '6']);
    expect(walk.hardStop).toBeNull();
  });

  it('drops answers off the path and stops at an invalid one', () => {
    const walk = walkAnswers(
      index,
      {
        '1': answer('1980-01-01'),
        '2': answer('No'),
        '3': answer('Yes'),
        '4': answer('   '),
        '6': answer(true),
      },
      asOf,
    );
    expect(walk).toMatchObject({ state: 'q4', visited: ['q1', 'q2', 'q3'], hardStop: null });
    expect(Object.keys(walk.answers)).toEqual(['1', '2', '3']);
  });

  it('ends at the hard stop an answer triggers, with its message', () => {
    const walk = walkAnswers(index, { '1': answer('1980-01-01'), '2': answer('Yes') }, asOf);
    expect(walk).toEqual({
      state: 'stop2',
      visited: ['q1', 'q2'],
      answers: { '1': expect.anything(), '2': expect.anything() },
      hardStop: { questionId: 2, message: 'Not safe during pregnancy.', response: ['Yes'] },
    });
  });

  it('ends where a broken flow would repeat a question', () => {
    const looping = smallFlow();
    const content = looping.questions.find((q) => q.id === 5)!;
    content.next = 1;
    const walk = walkAnswers(
      indexFlow(looping),
      { '1': answer('1980-01-01'), '2': answer('No'), '3': answer('No') },
      asOf,
    );
    expect(walk).toMatchObject({ state: 'q1', visited: ['q1', 'q2', 'q3', 'q5'] });
  });
});

describe('resumeIntake', () => {
  /** The machine's own RESUME from the same answers: the state and context a started actor lands on. */
  function machineResume(startData: StartData) {
    const actor = createActor(compileValidFlow(smallFlow()).machine, { input: { asOf } }).start();
    actor.send({ type: 'RESUME', startData });
    const { value, context } = actor.getSnapshot();
    actor.stop();
    return {
      state: value,
      answers: { ...context.answers },
      history: [...context.history],
      hardStop: context.hardStop,
    };
  }

  const cases: [string, StartData][] = [
    ['no answers', {}],
    [
      'answers up to checkout',
      { '1': answer('1980-01-01'), '2': answer('No'), '3': answer('No'), '6': answer(true) },
    ],
    [
      'an answer off the path and an invalid one',
      { '1': answer('1980-01-01'), '2': answer('No'), '4': answer(' ') },
    ],
    ['a hard stop', { '1': answer('1980-01-01'), '2': answer('Yes') }],
    [
      'an answer with its detail',
      { '1': answer('1980-01-01'), '2': answer('No'), '3': answer('Yes', 'aspirin') },
    ],
  ];
  for (const [name, startData] of cases) {
    it(`lands where the machine's RESUME lands, with the same context: ${name}`, () => {
      expect(resumeIntake(index, startData, asOf)).toEqual(machineResume(startData));
    });
  }

  it('puts the lead steps before the questions walked', () => {
    expect(resumeIntake(index, { '1': answer('1980-01-01') }, asOf).history).toEqual([
      'leadQualify',
      'leadIntro',
      'q1',
    ]);
  });
});
