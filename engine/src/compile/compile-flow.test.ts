import { SchemaValidationError } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';

import { initialState } from '../flow/flow-index.js';
import { logNewIntake } from '../replay/intake-log.js';
import { question, smallFlow } from '../testing/small-flow.js';
import { compileFlow } from './compile-document.js';
import { FlowCompileError } from './compile-flow.js';
import type { IntakeEvent, IntakeRejection } from './decide.js';

const asOf = '2026-11-22';

function start(flow = smallFlow()) {
  const compiled = compileFlow(flow);
  const actor = createActor(compiled.machine, { input: { asOf } });
  const rejections: IntakeRejection[] = [];
  actor.on('REJECTED', (event) => rejections.push(event));
  actor.start();
  return { actor, rejections, compiled };
}

describe('compileFlow', () => {
  it('validates the document with the schema first', () => {
    expect(() => compileFlow({ ...smallFlow(), questions: [] })).toThrow(SchemaValidationError);
    expect(() => compileFlow({ ...smallFlow(), key: 'other' })).toThrow(/\/key must be one of/);
  });

  it('refuses a first question that does not exist', () => {
    expect(() => compileFlow(smallFlow({ first_question_id: 42 }))).toThrow(FlowCompileError);
  });

  it('produces a config that is plain data: it survives a JSON round trip unchanged', () => {
    const { config } = compileFlow(smallFlow());
    expect(JSON.parse(JSON.stringify(config))).toEqual(config);
    expect(Object.keys(config.states)).toEqual([
      'leadQualify',
      'leadIntro',
      'q1',
      'stop1',
      'q2',
      'stop2',
      'q3',
      'q4',
      'q5',
      'q6',
      'checkout',
    ]);
    expect(config.states.stop2).toEqual({
      type: 'final',
      meta: { questionId: 2, hardStopMessage: 'Not safe during pregnancy.', hardStopResponse: ['Yes'] },
    });
    expect(config.states.q3?.on?.ANSWER?.map((t) => t.target)).toEqual(['q4', 'q5', undefined]);
  });

  it('builds the config once, on first use, and starts where the config says without building it', () => {
    for (const flow of [
      smallFlow(),
      smallFlow({
        steps: [{ key: 'followup', kind: 'questions', path: '/followup', flow_step: 'followup' }],
      }),
    ]) {
      const compiled = compileFlow(flow);
      const initial = initialState(compiled.index);
      expect(compiled.config).toBe(compiled.config);
      expect(compiled.machine.config.initial).toBe(initial);
      expect(compiled.config.initial).toBe(initial);
    }
    expect(initialState(compileFlow(smallFlow()).index)).toBe('leadQualify');
    expect(logNewIntake(compileFlow(smallFlow()), asOf).map((entry) => entry.state)).toEqual([
      'leadIntro',
      'q1',
    ]);
  });

  it('walks lead steps, questions, a branch, a content screen and reaches checkout', () => {
    const { actor } = start();
    const send = (event: IntakeEvent) => actor.send(event);
    expect(actor.getSnapshot().value).toBe('leadQualify');
    send({ type: 'CONTINUE' });
    send({ type: 'CONTINUE' });
    send({ type: 'ANSWER', questionId: 1, value: '1980-05-17' });
    send({ type: 'ANSWER', questionId: 2, value: 'No' });
    send({ type: 'ANSWER', questionId: 3, value: 'No' });
    expect(actor.getSnapshot().value).toBe('q5');
    send({ type: 'CONTINUE' });
    send({ type: 'ANSWER', questionId: 6, value: true });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('checkout');
    expect(snapshot.status).toBe('done');
    expect(snapshot.context.answers).toEqual({
      '1': { value: '1980-05-17', question: 'Date of birth' },
      '2': { value: 'No', question: 'Are you pregnant?' },
      '3': { value: 'No', question: 'Do you take medications?' },
      '6': { value: true, question: 'I confirm my answers' },
    });
  });

  it('ends in the hard stop with its message, by answer and by measure', () => {
    const pregnant = start();
    pregnant.actor.send({ type: 'CONTINUE' });
    pregnant.actor.send({ type: 'CONTINUE' });
    pregnant.actor.send({ type: 'ANSWER', questionId: 1, value: '1990-01-01' });
    pregnant.actor.send({ type: 'ANSWER', questionId: 2, value: 'Yes' });
    expect(pregnant.actor.getSnapshot().value).toBe('stop2');
    expect(pregnant.actor.getSnapshot().status).toBe('done');
    expect(pregnant.actor.getSnapshot().context.hardStop).toEqual({
      questionId: 2,
      message: 'Not safe during pregnancy.',
      response: ['Yes'],
    });

    const minor = start();
    minor.actor.send({ type: 'CONTINUE' });
    minor.actor.send({ type: 'CONTINUE' });
    minor.actor.send({ type: 'ANSWER', questionId: 1, value: '2009-11-23' }); // 17 until tomorrow
    expect(minor.actor.getSnapshot().value).toBe('stop1');
  });

  it('rejects an invalid answer without changing anything, and says why', () => {
    const { actor, rejections } = start();
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'CONTINUE' });
    const before = actor.getSnapshot();
    actor.send({ type: 'ANSWER', questionId: 1, value: '  ' });
    actor.send({ type: 'ANSWER', questionId: 1, value: '2031-01-01' });
    actor.send({ type: 'ANSWER', questionId: 2, value: 'No' });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('q1');
    expect(actor.getSnapshot().context).toBe(before.context);
    expect(rejections.map((r) => r.reason)).toEqual([
      'Date of birth is required.',
      'Date of birth cannot be in the future.',
      'question 2 is not the current question (1)',
      'CONTINUE only leaves a lead step or a content screen',
    ]);
  });

  it('BACK clears the previous answer and returns to it, following the path actually taken', () => {
    const { actor } = start();
    for (const event of [
      { type: 'CONTINUE' },
      { type: 'CONTINUE' },
      { type: 'ANSWER', questionId: 1, value: '1980-05-17' },
      { type: 'ANSWER', questionId: 2, value: 'No' },
      { type: 'ANSWER', questionId: 3, value: 'Yes' },
      { type: 'ANSWER', questionId: 4, value: 'Metformin' },
    ] as IntakeEvent[]) {
      actor.send(event);
    }
    expect(actor.getSnapshot().value).toBe('q5');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('q4');
    expect(actor.getSnapshot().context.answers['4']).toBeUndefined();
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('q3');
    expect(actor.getSnapshot().context.answers['3']).toBeUndefined();
    actor.send({ type: 'ANSWER', questionId: 3, value: 'No' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('q3');
  });

  it('ANSWER then BACK restores the state before the answer', () => {
    const compiled = compileFlow(smallFlow());
    let [snapshot] = initialTransition(compiled.machine, { asOf });
    for (const event of [{ type: 'CONTINUE' }, { type: 'CONTINUE' }] as IntakeEvent[]) {
      [snapshot] = transition(compiled.machine, snapshot, event);
    }
    const [answered] = transition(compiled.machine, snapshot, {
      type: 'ANSWER',
      questionId: 1,
      value: '1980-05-17',
    });
    const [back] = transition(compiled.machine, answered, { type: 'BACK' });
    expect(back.value).toBe(snapshot.value);
    expect(back.context).toEqual(snapshot.context);
  });

  it('RESUME restores recorded answers and lands where they lead', () => {
    const { actor } = start();
    actor.send({
      type: 'RESUME',
      startData: {
        '1': { value: '1980-05-17', question: 'Date of birth' },
        '2': { value: 'No', question: 'Are you pregnant?' },
        '3': { value: 'Yes', question: 'Do you take medications?' },
        '5': { value: 'stale', question: 'off the path' },
      },
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('q4');
    expect(Object.keys(snapshot.context.answers)).toEqual(['1', '2', '3']);
    expect(snapshot.context.history).toEqual(['leadQualify', 'leadIntro', 'q1', 'q2', 'q3']);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('q3');
  });

  it('a persisted snapshot round-trips', () => {
    const { actor, compiled } = start();
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'ANSWER', questionId: 1, value: '1980-05-17' });
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createActor(compiled.machine, { snapshot: persisted, input: { asOf } }).start();
    expect(restored.getSnapshot().value).toBe('q2');
    expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
    restored.send({ type: 'ANSWER', questionId: 2, value: 'No' });
    expect(restored.getSnapshot().value).toBe('q3');
  });

  it('compiles a flow without lead steps (follow-up) starting at its first question', () => {
    const flow = smallFlow({
      key: 'followup',
      steps: [{ key: 'followup', kind: 'questions', path: '/followup', flow_step: 'followup' }],
      questions: [question({ id: 7, type: 'text', next_question_map: { Final: 0 } })],
      first_question_id: 7,
    });
    const { actor } = start(flow);
    expect(actor.getSnapshot().value).toBe('q7');
    actor.send({ type: 'ANSWER', questionId: 7, value: 'Better' });
    expect(actor.getSnapshot().value).toBe('checkout');
  });
});
