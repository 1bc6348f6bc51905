import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import { smallFlow } from '../testing/small-flow.js';
import { compileFlow } from '../compile/compile-document.js';
import type { IntakeEvent } from '../compile/decide.js';
import { replayIntake, type RecordedEvent } from './replay-intake.js';

const asOf = '2026-11-22';
const compiled = compileFlow(smallFlow());
const events: IntakeEvent[] = [
  { type: 'CONTINUE' },
  { type: 'CONTINUE' },
  { type: 'ANSWER', questionId: 1, value: '1980-05-17' },
  { type: 'ANSWER', questionId: 2, value: 'Maybe' },
  { type: 'ANSWER', questionId: 2, value: 'No' },
  { type: 'ANSWER', questionId: 3, value: 'No' },
  { type: 'CONTINUE' },
  { type: 'ANSWER', questionId: 6, value: true },
  { type: 'BACK' },
];

describe('replayIntake', () => {
  it('traces the state after every event and names the first rejected one', () => {
    const result = replayIntake(compiled, { asOf, events: events.map((event) => ({ event })) });
    expect(result.steps.map((s) => [s.state, s.accepted])).toEqual([
      ['leadIntro', true],
      ['q1', true],
      ['q2', true],
      ['q2', false],
      ['q3', true],
      ['q5', true],
      ['q6', true],
      ['checkout', true],
      ['checkout', false],
    ]);
    expect(result.firstRejected).toEqual({
      index: 3,
      reason: '"Maybe" is not one of the options. Please choose one of the options shown.',
    });
    expect(result.steps[8]?.reason).toBe('the intake has already ended in checkout');
    expect(result.final).toMatchObject({ state: 'checkout', status: 'done' });
  });

  it('reproduces what a live actor ends with, and is deterministic', () => {
    const actor = createActor(compiled.machine, { input: { asOf } }).start();
    for (const event of events) actor.send(event);
    const first = replayIntake(compiled, { asOf, events: events.map((event) => ({ event })) });
    const second = replayIntake(compiled, { asOf, events: events.map((event) => ({ event })) });
    expect(first.final.context).toEqual(actor.getSnapshot().context);
    expect(first.persisted).toEqual(actor.getPersistedSnapshot());
    expect(second).toEqual(first);
  });

  it('names the first point where the stored intake disagrees with the machine', () => {
    const recorded: RecordedEvent[] = events.slice(0, 6).map((event) => ({ event }));
    recorded[4] = { event: events[4]!, recorded: { state: 'q3' } };
    recorded[5] = { event: events[5]!, recorded: { state: 'q4', answers: {} } };
    const result = replayIntake(compiled, { asOf, events: recorded });
    expect(result.firstDivergence).toEqual({ index: 5, field: 'state', expected: 'q4', actual: 'q5' });
  });

  it('uses the recorded date: the same answers replayed on another day can stop at the age limit', () => {
    const minor: RecordedEvent[] = [
      { event: { type: 'CONTINUE' } },
      { event: { type: 'CONTINUE' } },
      { event: { type: 'ANSWER', questionId: 1, value: '2008-12-01' } },
    ];
    expect(replayIntake(compiled, { asOf: '2026-11-22', events: minor }).final.state).toBe('stop1');
    expect(replayIntake(compiled, { asOf: '2026-12-01', events: minor }).final.state).toBe('q2');
  });
});
