import type { AdminReplayStep } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import {
  answerRows,
  clampStep,
  describeEvent,
  nodeOfState,
  pathUpTo,
  stepDifferences,
  stepForKey,
} from './replay-view';

const entry = (value: unknown, question = 'Q') => ({ value, question }) as never;

function step(
  state: string,
  answers: Record<string, unknown> = {},
  recorded?: { state?: string; answers?: Record<string, unknown> },
) {
  const toStartData = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([id, value]) => [id, entry(value, `Question ${id}`)]));
  return {
    state,
    answers: toStartData(answers),
    recorded: { state: recorded?.state ?? state, answers: toStartData(recorded?.answers ?? answers) },
  } as Pick<AdminReplayStep, 'state' | 'answers' | 'recorded'>;
}

describe('stepping', () => {
  it('keeps the step inside the replay', () => {
    expect(clampStep(-1, 5)).toBe(0);
    expect(clampStep(9, 5)).toBe(4);
    expect(clampStep(3, 0)).toBe(0);
  });

  it('moves with the arrow keys, Home and End, and ignores other keys', () => {
    expect(stepForKey('ArrowRight', 1, 5)).toBe(2);
    expect(stepForKey('ArrowDown', 4, 5)).toBe(4);
    expect(stepForKey('ArrowLeft', 0, 5)).toBe(0);
    expect(stepForKey('ArrowUp', 3, 5)).toBe(2);
    expect(stepForKey('Home', 3, 5)).toBe(0);
    expect(stepForKey('End', 0, 5)).toBe(4);
    expect(stepForKey('Enter', 2, 5)).toBeNull();
  });
});

describe('pathUpTo', () => {
  it('lists the nodes the intake went through, up to the chosen step', () => {
    const steps = [step('q1'), step('q2'), step('q5'), step('checkout')];
    expect(pathUpTo(steps, 1)).toEqual(['q:1', 'q:2']);
    expect(pathUpTo(steps, 3)).toEqual(['q:1', 'q:2', 'q:5', 'checkout']);
  });

  it('cuts the path where BACK returned to, and ends at a hard stop node', () => {
    const steps = [step('q1'), step('q2'), step('q3'), step('q2'), step('stop2')];
    expect(pathUpTo(steps, 3)).toEqual(['q:1', 'q:2']);
    expect(pathUpTo(steps, 4)).toEqual(['q:1', 'q:2', 'stop:2']);
  });

  it('skips states the graph does not draw', () => {
    expect(nodeOfState('somewhere')).toBeNull();
    expect(pathUpTo([step('q1'), step('somewhere'), step('q2')], 2)).toEqual(['q:1', 'q:2']);
  });
});

describe('answers against the record', () => {
  it('puts replayed and recorded answers side by side and marks the differences', () => {
    const diverged = step(
      'q3',
      { 1: 'Toenails', 2: ['A', 'B'] },
      { answers: { 1: 'Toenails', 2: ['A'], 7: 'x' } },
    );
    expect(answerRows(diverged)).toEqual([
      { questionId: '1', question: 'Question 1', replayed: 'Toenails', recorded: 'Toenails', differs: false },
      { questionId: '2', question: 'Question 2', replayed: ['A', 'B'], recorded: ['A'], differs: true },
      { questionId: '7', question: 'Question 7', replayed: undefined, recorded: 'x', differs: true },
    ]);
    expect(stepDifferences(diverged)).toEqual(['answers']);
  });

  it('compares objects whatever their key order, and notices a state difference', () => {
    const same = step(
      'q3',
      { 4: { feet: 5, inches: 7, pounds: 150 } },
      { answers: { 4: { pounds: 150, inches: 7, feet: 5 } } },
    );
    expect(stepDifferences(same)).toEqual([]);
    expect(stepDifferences(step('q3', {}, { state: 'q4' }))).toEqual(['state']);
  });
});

describe('describeEvent', () => {
  it('names the event, its question and its value', () => {
    expect(describeEvent({ type: 'ANSWER', questionId: 3, value: 'Toenails' })).toBe(
      'ANSWER question 3: Toenails',
    );
    expect(describeEvent({ type: 'ANSWER', questionId: 9, value: ['A', 'B'] })).toBe(
      'ANSWER question 9: ["A","B"]',
    );
    expect(describeEvent({ type: 'BACK' })).toBe('BACK');
  });
});
