import { analyzeFlow } from '@telehealth/engine';
import { validate } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { deepFreeze, sampleFlow } from './__fixtures__/sample-flow';
import { applyEdit, applyEdits, defaultQuestion, newQuestionId } from './edits';
import { FlowEditError, type FlowEdit } from './types';

const frozen = () => deepFreeze(sampleFlow());
const question = (doc: ReturnType<typeof sampleFlow>, id: number) => doc.questions.find((q) => q.id === id);

function editError(edit: FlowEdit, doc = frozen()): FlowEditError {
  try {
    applyEdit(doc, edit);
  } catch (error) {
    if (error instanceof FlowEditError) return error;
    throw error;
  }
  throw new Error(`expected ${edit.type} to be refused`);
}

describe('applyEdit: connect and disconnect', () => {
  it('connects an answer to a question, leaving other questions untouched', () => {
    const doc = frozen();
    const next = applyEdit(doc, { type: 'connect', questionId: 3, answer: 'No', target: 5 });
    expect(question(next, 3)?.next_question_map).toEqual({ No: 5 });
    expect(question(next, 2)).toBe(question(doc, 2));
    expect(next.layout).toBe(doc.layout);
    expect(validate('FlowVersion', next).ok).toBe(true);
  });

  it('connects an answer to checkout as 0', () => {
    const next = applyEdit(frozen(), { type: 'connect', questionId: 2, answer: 'Male', target: 'checkout' });
    expect(question(next, 2)?.next_question_map).toEqual({ Female: 3, Male: 0 });
  });

  it('connects next to a question, dropping Final which would otherwise win', () => {
    const next = applyEdit(frozen(), { type: 'connect', questionId: 6, answer: null, target: 2 });
    expect(question(next, 6)).toMatchObject({ next: 2, next_question_map: {} });
  });

  it('connects next to checkout through Final: 0 and clears next', () => {
    const next = applyEdit(frozen(), { type: 'connect', questionId: 3, answer: null, target: 'checkout' });
    expect(question(next, 3)).toMatchObject({ next: null, next_question_map: { Final: 0 } });
    const again = applyEdit(frozen(), {
      type: 'connect',
      questionId: 3,
      answer: 'Final',
      target: 'checkout',
    });
    expect(again).toEqual(next);
  });

  it('returns the same document when a connection already exists', () => {
    const doc = frozen();
    expect(applyEdit(doc, { type: 'connect', questionId: 2, answer: 'Female', target: 3 })).toBe(doc);
  });

  it('refuses impossible connections with a message naming the problem', () => {
    expect(editError({ type: 'connect', questionId: 2, answer: 'Other', target: 3 }).message).toBe(
      'Question 2 has no option "Other".',
    );
    expect(editError({ type: 'connect', questionId: 2, answer: 'Male', target: 42 }).message).toBe(
      'Question 42 does not exist in this flow.',
    );
    expect(editError({ type: 'connect', questionId: 2, answer: 'Male', target: 2 }).message).toMatch(
      /cannot lead to itself/,
    );
    expect(editError({ type: 'connect', questionId: 6, answer: 'Final', target: 2 }).message).toMatch(
      /"Final" always leads to checkout/,
    );
    expect(editError({ type: 'connect', questionId: 1, answer: 'x', target: 2 }).message).toMatch(
      /date_of_birth question: its answers are not options/,
    );
    expect(editError({ type: 'connect', questionId: 4, answer: 'x', target: 5 }).message).toMatch(
      /content screen/,
    );
    expect(editError({ type: 'connect', questionId: 77, answer: null, target: 2 }).message).toBe(
      'Question 77 does not exist in this flow.',
    );
  });

  it('disconnects an answer, Final and next; the analysis then sees the dead end', () => {
    let doc = applyEdit(frozen(), { type: 'disconnect', questionId: 2, answer: 'Male' });
    expect(question(doc, 2)?.next_question_map).toEqual({ Female: 3 });
    doc = applyEdit(doc, { type: 'disconnect', questionId: 6, answer: 'Final' });
    expect(question(doc, 6)?.next_question_map).toEqual({});
    expect(
      analyzeFlow(doc)
        .filter((f) => f.questionId === 6)
        .map((f) => f.code),
    ).toEqual(['dead-end']);
    doc = applyEdit(doc, { type: 'disconnect', questionId: 3, answer: null });
    expect(question(doc, 3)?.next).toBeNull();
    expect(editError({ type: 'disconnect', questionId: 3, answer: null }, doc).message).toBe(
      'Question 3 has no "next" to remove.',
    );
    expect(editError({ type: 'disconnect', questionId: 2, answer: 'Male' }, doc).message).toBe(
      'Question 2 has no way on for the answer "Male".',
    );
  });
});

describe('applyEdit: questions', () => {
  it('adds a valid default question with the next free id, at the given position', () => {
    const doc = frozen();
    expect(newQuestionId(doc)).toBe(7);
    const next = applyEdit(doc, { type: 'addQuestion', position: { x: 10.4, y: 20.6 } });
    expect(next.questions.at(-1)).toEqual(defaultQuestion(7, 6));
    expect(next.layout.positions['q:7']).toEqual({ x: 10, y: 21 });
    expect(validate('FlowVersion', next).ok).toBe(true);
    // Nothing leads to it and it leads nowhere: the analysis shows both.
    const codes = analyzeFlow(next)
      .filter((f) => f.questionId === 7)
      .map((f) => f.code);
    expect(codes).toEqual(expect.arrayContaining(['option-leads-nowhere', 'unreachable']));
  });

  it('adds a question with given fields and id, validated', () => {
    const next = applyEdit(frozen(), {
      type: 'addQuestion',
      id: 40,
      question: { title: 'Weight', type: 'number', QuestionOptions: [], next: 6 },
    });
    expect(question(next, 40)).toMatchObject({ id: 40, title: 'Weight', type: 'number', next: 6 });
    expect(editError({ type: 'addQuestion', id: 2 }).message).toBe(
      'A question with the id 2 already exists.',
    );
    const invalid = editError({ type: 'addQuestion', question: { title: '' } });
    expect(invalid.message).toMatch(/^Question 7 is not valid: \/title/);
    expect(invalid.issues[0]?.path).toBe('/title');
  });

  it('duplicates a question with a new id, its ways on and an offset position', () => {
    const doc = applyEdit(frozen(), { type: 'moveNodes', positions: { 'q:2': { x: 100, y: 100 } } });
    const next = applyEdit(doc, { type: 'duplicateQuestion', questionId: 2 });
    const copy = question(next, 7);
    expect(copy).toMatchObject({ title: 'Sex (copy)', next_question_map: { Female: 3, Male: 4 }, next: 3 });
    expect(copy?.QuestionOptions).not.toBe(question(doc, 2)?.QuestionOptions);
    expect(next.layout.positions['q:7']).toEqual({ x: 140, y: 140 });
    expect(editError({ type: 'duplicateQuestion', questionId: 99 }).message).toBe(
      'Question 99 does not exist in this flow.',
    );
  });

  it('deletes a question and every reference to it, leaving dead ends for the analysis', () => {
    const doc = applyEdit(frozen(), {
      type: 'moveNodes',
      positions: { 'q:3': { x: 1, y: 1 }, 'stop:3': { x: 2, y: 2 }, 'q:2': { x: 3, y: 3 } },
    });
    const next = applyEdit(doc, { type: 'deleteQuestion', questionId: 3 });
    expect(next.questions.map((q) => q.id)).toEqual([1, 2, 4, 5, 6]);
    expect(question(next, 2)).toMatchObject({ next_question_map: { Male: 4 }, next: null });
    expect(question(next, 4)?.prev).toBeNull();
    expect(next.layout.positions).toEqual({ 'q:2': { x: 3, y: 3 } });
    expect(question(next, 5)).toBe(question(doc, 5));
    expect(analyzeFlow(next).find((f) => f.questionId === 2)?.code).toBe('option-leads-nowhere');
    expect(validate('FlowVersion', next).ok).toBe(true);
  });

  it('removes the steps that show a deleted question', () => {
    const doc = sampleFlow();
    doc.steps.push({ key: 'symptoms', kind: 'question', path: '/quiz/symptoms', question_id: 5 });
    const next = applyEdit(deepFreeze(doc), { type: 'deleteQuestion', questionId: 5 });
    expect(next.steps.map((s) => s.key)).toEqual(['lead-qualify', 'lead-intro', 'questions', 'checkout']);
  });

  it('refuses to delete the first or the only question', () => {
    expect(editError({ type: 'deleteQuestion', questionId: 1 }).message).toMatch(
      /is the first question: make another question first/,
    );
    const single = sampleFlow();
    single.questions = [single.questions[0]!];
    expect(editError({ type: 'deleteQuestion', questionId: 1 }, deepFreeze(single)).message).toMatch(
      /only question/,
    );
  });

  it('updates fields, removes fields set to undefined, and validates', () => {
    const doc = frozen();
    const next = applyEdit(doc, {
      type: 'updateQuestion',
      questionId: 1,
      changes: { title: 'Your birthday', hard_stop_when: undefined, is_hard_stop: false },
    });
    expect(question(next, 1)).toMatchObject({ title: 'Your birthday', is_hard_stop: false });
    expect(question(next, 1)).not.toHaveProperty('hard_stop_when');
    const error = editError({
      type: 'updateQuestion',
      questionId: 2,
      changes: { mapped_field: 'Not valid', title: '' },
    });
    expect([...new Set(error.issues.map((i) => i.path))].sort()).toEqual(['/mapped_field', '/title']);
    expect(error.message).toMatch(/^Question 2 is not valid: /);
    expect(editError({ type: 'updateQuestion', questionId: 2, changes: { id: 9 } as never }).message).toBe(
      'The id of question 2 cannot be changed.',
    );
    expect(
      editError({ type: 'updateQuestion', questionId: 2, changes: { hard_stop_when: { measure: 'age' } } })
        .issues.length,
    ).toBeGreaterThan(0);
  });

  it('renames an option together with its map entry and hard-stop answer', () => {
    const next = applyEdit(frozen(), { type: 'renameOption', questionId: 2, from: 'Male', to: 'Man' });
    expect(question(next, 2)).toMatchObject({
      QuestionOptions: [{ option_text: 'Female' }, { option_text: 'Man' }],
      next_question_map: { Female: 3, Man: 4 },
    });
    const stop = applyEdit(frozen(), { type: 'renameOption', questionId: 3, from: 'Yes', to: 'Yes, I am' });
    expect(question(stop, 3)?.hard_stop_response).toEqual(['Yes, I am']);
    expect(editError({ type: 'renameOption', questionId: 2, from: 'Male', to: 'Female' }).message).toBe(
      'Question 2 already has an option "Female".',
    );
    expect(
      editError({ type: 'renameOption', questionId: 2, from: 'Male', to: '' }).issues.length,
    ).toBeGreaterThan(0);
  });

  it('removes an option with its map entry and hard-stop answer', () => {
    const next = applyEdit(frozen(), { type: 'removeOption', questionId: 3, option: 'Yes' });
    expect(question(next, 3)).toMatchObject({
      QuestionOptions: [{ option_text: 'No' }],
      hard_stop_response: [],
    });
    expect(analyzeFlow(next).some((f) => f.questionId === 3 && f.code === 'hard-stop-without-trigger')).toBe(
      true,
    );
  });
});

describe('applyEdit: geometry and first question', () => {
  it('moveNodes changes the layout only', () => {
    const doc = frozen();
    const next = applyEdit(doc, {
      type: 'moveNodes',
      positions: { 'q:1': { x: 5, y: 6 }, checkout: { x: 7, y: 8 } },
    });
    expect(next.layout.positions).toEqual({ 'q:1': { x: 5, y: 6 }, checkout: { x: 7, y: 8 } });
    expect({ ...next, layout: doc.layout }).toEqual(doc);
    expect(next.questions).toBe(doc.questions);
    expect(editError({ type: 'moveNodes', positions: { 'Q 1': { x: 0, y: 0 } } }).message).toBe(
      '"Q 1" is not a node id of the builder.',
    );
    expect(editError({ type: 'moveNodes', positions: { 'q:1': { x: Number.NaN, y: 0 } } }).message).toMatch(
      /not a finite point/,
    );
  });

  it('sets the first question', () => {
    const next = applyEdit(frozen(), { type: 'setFirstQuestion', questionId: 2 });
    expect(next.first_question_id).toBe(2);
    expect(editError({ type: 'setFirstQuestion', questionId: 20 }).message).toBe(
      'Question 20 does not exist in this flow.',
    );
  });

  it('applies several edits in order', () => {
    const next = applyEdits(frozen(), [
      { type: 'addQuestion', question: { title: 'Allergies?' } },
      { type: 'connect', questionId: 5, answer: 'Mild', target: 7 },
      { type: 'connect', questionId: 7, answer: null, target: 6 },
    ]);
    expect(question(next, 5)?.next_question_map).toEqual({ Severe: 0, Mild: 7 });
    expect(question(next, 7)?.next).toBe(6);
    expect(analyzeFlow(next).filter((f) => f.severity === 'error')).toEqual([]);
  });
});
