import { describe, expect, it } from 'vitest';

import type { FlowDiff } from '../model';
import { changedEdgeText, diffSummary, edgeText, fieldText } from './diff-text';

const empty: FlowDiff = {
  questionsAdded: [],
  questionsRemoved: [],
  questionsChanged: [],
  edgesAdded: [],
  edgesRemoved: [],
  edgesChanged: [],
  firstQuestion: null,
  documentFields: [],
  layoutChanged: false,
  hasChanges: false,
};

describe('diff texts', () => {
  it('describe edges by question, answer and target', () => {
    expect(edgeText({ questionId: 3, answer: 'Yes', target: 4 })).toBe(
      'Question 3, answer “Yes” → question 4',
    );
    expect(edgeText({ questionId: 6, answer: 'Final', target: 0 })).toBe(
      'Question 6, any answer (Final) → checkout',
    );
    expect(changedEdgeText({ questionId: 4, answer: null, from: 5, to: 0 })).toBe(
      'Question 4, next: question 5 → checkout',
    );
    expect(fieldText('next_question_map')).toBe('answer routing');
    expect(fieldText('custom')).toBe('custom');
  });

  it('sum a diff up in one line', () => {
    expect(diffSummary(empty)).toBe('No changes from the published version.');
    expect(diffSummary({ ...empty, layoutChanged: true })).toBe(
      'Only node positions changed; patients will see no difference.',
    );
    expect(
      diffSummary({
        ...empty,
        questionsAdded: [{ id: 7, title: 'New' }],
        questionsChanged: [{ id: 2, title: 'Old', fields: ['title'] }],
        edgesAdded: [{ questionId: 3, answer: 'Yes', target: 7 }],
        firstQuestion: { from: 1, to: 2 },
        hasChanges: true,
      }),
    ).toBe('Questions: 1 added, 1 changed; Edges: 1 added; first question changed.');
  });
});
