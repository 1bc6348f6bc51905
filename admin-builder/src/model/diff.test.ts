import { describe, expect, it } from 'vitest';

import { sampleFlow } from './__fixtures__/sample-flow';
import { diffFlows } from './diff';
import { applyEdits } from './edits';

describe('diffFlows', () => {
  const published = sampleFlow();

  it('finds nothing between equal documents, whatever the key order', () => {
    const reordered = sampleFlow();
    reordered.questions[1] = Object.fromEntries(Object.entries(reordered.questions[1]!).reverse()) as never;
    const diff = diffFlows(published, reordered);
    expect(diff.hasChanges).toBe(false);
    expect(diff.questionsChanged).toEqual([]);
    expect(diff.layoutChanged).toBe(false);
  });

  it('lists questions and edges added, removed and changed', () => {
    const draft = applyEdits(published, [
      { type: 'addQuestion', question: { title: 'Allergies?' } },
      { type: 'connect', questionId: 5, answer: 'Mild', target: 7 },
      { type: 'connect', questionId: 7, answer: null, target: 6 },
      { type: 'connect', questionId: 2, answer: 'Male', target: 5 },
      { type: 'updateQuestion', questionId: 1, changes: { title: 'When were you born?' } },
      { type: 'deleteQuestion', questionId: 3 },
    ]);
    const diff = diffFlows(published, draft);
    expect(diff.questionsAdded).toEqual([{ id: 7, title: 'Allergies?' }]);
    expect(diff.questionsRemoved).toEqual([{ id: 3, title: 'Pregnant?' }]);
    expect(diff.questionsChanged).toEqual([
      { id: 1, title: 'When were you born?', fields: ['title'] },
      { id: 2, title: 'Sex', fields: ['next_question_map', 'next'] },
      { id: 4, title: 'How it works', fields: ['prev'] },
      { id: 5, title: 'Symptoms', fields: ['next_question_map'] },
    ]);
    expect(diff.edgesAdded).toEqual([
      { questionId: 5, answer: 'Mild', target: 7 },
      { questionId: 7, answer: null, target: 6 },
    ]);
    expect(diff.edgesRemoved).toEqual([
      { questionId: 2, answer: 'Female', target: 3 },
      { questionId: 2, answer: null, target: 3 },
      { questionId: 3, answer: null, target: 4 },
    ]);
    expect(diff.edgesChanged).toEqual([{ questionId: 2, answer: 'Male', from: 4, to: 5 }]);
    expect(diff.hasChanges).toBe(true);
    expect(diff.firstQuestion).toBeNull();
  });

  it('reports the first question, document fields and layout separately', () => {
    const draft = applyEdits(published, [
      { type: 'setFirstQuestion', questionId: 2 },
      { type: 'moveNodes', positions: { 'q:1': { x: 1, y: 1 } } },
    ]);
    const diff = diffFlows(published, { ...draft, title: 'New intake' });
    expect(diff.firstQuestion).toEqual({ from: 1, to: 2 });
    expect(diff.documentFields).toEqual(['title']);
    expect(diff.layoutChanged).toBe(true);
    const layoutOnly = diffFlows(
      published,
      applyEdits(published, [{ type: 'moveNodes', positions: { 'q:1': { x: 1, y: 1 } } }]),
    );
    expect(layoutOnly).toMatchObject({ hasChanges: false, layoutChanged: true });
  });

  it('treats everything as added when nothing is published', () => {
    const diff = diffFlows(null, published);
    expect(diff.questionsAdded.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(diff.edgesAdded).toHaveLength(9);
    expect(diff.firstQuestion).toEqual({ from: null, to: 1 });
    expect(diff.hasChanges).toBe(true);
  });
});
