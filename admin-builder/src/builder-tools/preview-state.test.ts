import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import { smallFlow } from '@telehealth/engine/testing';
import {
  DEFAULT_HARD_STOP_MESSAGE,
  answersWithoutLast,
  compileForPreview,
  previewScreen,
  sameBehaviour,
} from './preview-state';

const asOf = '2026-11-23';

function run(doc = smallFlow()) {
  const compiled = compileForPreview(doc);
  if (!compiled.ok) throw new Error(compiled.message);
  const actor = createActor(compiled.compiled.machine, { input: { asOf } });
  actor.start();
  const screen = () => {
    const snapshot = actor.getSnapshot();
    return previewScreen(compiled.compiled.index, snapshot.value as string, snapshot.context);
  };
  return { actor, screen, index: compiled.compiled.index };
}

describe('compileForPreview', () => {
  it('reports each schema problem of a draft that cannot run', () => {
    const result = compileForPreview({ ...smallFlow(), first_question_id: 'one' });
    expect(result).toMatchObject({
      ok: false,
      message: 'The draft does not match the flow schema, so it cannot be previewed.',
      issues: [{ path: '/first_question_id', message: expect.any(String) }],
    });
  });

  it('names a first question that does not exist', () => {
    const result = compileForPreview(smallFlow({ first_question_id: 42 }));
    expect(result).toEqual({
      ok: false,
      message: 'The draft cannot be previewed: first_question_id 42 names no question of the flow.',
      issues: [],
    });
  });
});

describe('previewScreen', () => {
  it('follows the machine from the lead steps through questions and content to checkout', () => {
    const { actor, screen } = run();
    expect(screen()).toEqual({ kind: 'lead', step: 'qualify', title: 'Lead qualification' });
    actor.send({ type: 'CONTINUE' });
    expect(screen()).toMatchObject({ kind: 'lead', step: 'intro' });
    actor.send({ type: 'CONTINUE' });
    expect(screen()).toMatchObject({
      kind: 'question',
      question: { id: 1 },
      value: undefined,
      canGoBack: true,
    });
    actor.send({ type: 'ANSWER', questionId: 1, value: '1980-01-01' });
    actor.send({ type: 'ANSWER', questionId: 2, value: 'No' });
    actor.send({ type: 'ANSWER', questionId: 3, value: 'No' });
    expect(screen()).toMatchObject({ kind: 'content', question: { id: 5 } });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'ANSWER', questionId: 6, value: true });
    expect(screen()).toEqual({ kind: 'checkout', answered: 4 });
  });

  it('shows the recorded answer when the patient goes back to a question', () => {
    const { actor, screen } = run();
    actor.send({ type: 'RESUME', startData: { '1': { value: '1980-01-01', question: 'Date of birth' } } });
    expect(screen()).toMatchObject({ kind: 'question', question: { id: 2 } });
    const recorded = previewScreen(run().index, 'q1', actor.getSnapshot().context);
    expect(recorded).toMatchObject({ kind: 'question', value: '1980-01-01' });
  });

  it('shows the hard-stop message of the question, or the storefront default', () => {
    const { actor, screen } = run();
    actor.send({ type: 'RESUME', startData: { '1': { value: '1980-01-01', question: 'Date of birth' } } });
    actor.send({ type: 'ANSWER', questionId: 2, value: 'Yes' });
    expect(screen()).toEqual({
      kind: 'hard-stop',
      questionId: 2,
      title: 'Are you pregnant?',
      message: 'Not safe during pregnancy.',
    });
    const { index } = run(
      smallFlow({
        questions: smallFlow().questions.map((q) =>
          q.id === 2 ? { ...q, hard_stop_message: '' } : q,
        ) as ReturnType<typeof smallFlow>['questions'],
      }),
    );
    expect(previewScreen(index, 'stop2', { answers: {}, history: [], hardStop: null })).toMatchObject({
      message: DEFAULT_HARD_STOP_MESSAGE,
    });
  });

  it('says so when the state names no question of the draft', () => {
    const { index } = run();
    expect(previewScreen(index, 'q99', { answers: {}, history: [], hardStop: null })).toEqual({
      kind: 'unknown',
      state: 'q99',
      message: 'The machine is in q99, which names no question of the draft.',
    });
  });
});

describe('answersWithoutLast', () => {
  it('drops the answer of the last answered question on the trail, skipping content screens', () => {
    const { actor, index } = run();
    actor.send({
      type: 'RESUME',
      startData: {
        '1': { value: '1980-01-01', question: 'Date of birth' },
        '2': { value: 'No', question: 'Are you pregnant?' },
        '3': { value: 'No', question: 'Do you take medications?' },
        '6': { value: true, question: 'I confirm my answers' },
      },
    });
    expect(actor.getSnapshot().value).toBe('checkout');
    const { history, answers } = actor.getSnapshot().context;
    expect(Object.keys(answersWithoutLast(index, history, answers))).toEqual(['1', '2', '3']);
    // Resuming those answers lands on the question whose answer was dropped (the content screen is passed).
    const again = run();
    again.actor.send({ type: 'RESUME', startData: answersWithoutLast(index, history, answers) });
    expect(again.actor.getSnapshot().value).toBe('q6');
    expect(Object.keys(answersWithoutLast(index, ['q5'], { '1': answers['1']! }))).toEqual(['1']);
  });
});

describe('sameBehaviour', () => {
  it('ignores a new layout but not a new question list', () => {
    const doc = smallFlow();
    expect(sameBehaviour(doc, { ...doc, layout: { positions: { 'q:1': { x: 1, y: 2 } } } })).toBe(true);
    expect(sameBehaviour(doc, { ...doc, questions: [...doc.questions] as typeof doc.questions })).toBe(false);
    expect(sameBehaviour(doc, { ...doc, title: 'Renamed' })).toBe(false);
  });
});
