import { describe, expect, it } from 'vitest';

import { sampleFlow } from '../model/__fixtures__/sample-flow';
import { applyEdit, flowToGraph } from '../model';
import { connectionToEdit, deletedEdgesToEdits, newOptionText, typeChange } from './builder-logic';

describe('connectionToEdit', () => {
  it('maps answer and next handles to connect edits', () => {
    expect(connectionToEdit({ source: 'q:2', sourceHandle: 'a:Male', target: 'q:5' })).toEqual({
      ok: true,
      edit: { type: 'connect', questionId: 2, answer: 'Male', target: 5 },
    });
    expect(connectionToEdit({ source: 'q:6', sourceHandle: 'next', target: 'checkout' })).toEqual({
      ok: true,
      edit: { type: 'connect', questionId: 6, answer: null, target: 'checkout' },
    });
    expect(connectionToEdit({ source: 'q:2', sourceHandle: 'a:a:b', target: 'q:3' })).toMatchObject({
      edit: { answer: 'a:b' },
    });
  });

  it('maps the lead intro to setting the first question', () => {
    expect(connectionToEdit({ source: 'lead-intro', sourceHandle: 'out', target: 'q:3' })).toEqual({
      ok: true,
      edit: { type: 'setFirstQuestion', questionId: 3 },
    });
    expect(connectionToEdit({ source: 'lead-intro', sourceHandle: 'out', target: 'checkout' }).ok).toBe(
      false,
    );
  });

  it('refuses connections to hard stops and from terminals or the stop handle', () => {
    expect(connectionToEdit({ source: 'q:3', sourceHandle: 'a:No', target: 'stop:1' })).toEqual({
      ok: false,
      message: 'An answer can lead to a question or to checkout; hard stops are set in the question panel.',
    });
    expect(connectionToEdit({ source: 'checkout', sourceHandle: null, target: 'q:1' }).ok).toBe(false);
    expect(connectionToEdit({ source: 'q:3', sourceHandle: 'stop', target: 'q:4' }).ok).toBe(false);
  });
});

describe('deletedEdgesToEdits', () => {
  it('disconnects answers, Final and next, and ignores hard-stop and step edges', () => {
    const graph = flowToGraph(sampleFlow());
    const ids = [
      'q:2>a:Male>q:4',
      'q:6>next>checkout',
      'q:3>next>q:4',
      'q:3>stop>stop:3',
      'lead-qualify>out>lead-intro',
    ];
    for (const id of ids)
      expect(
        graph.edges.some((e) => e.id === id),
        id,
      ).toBe(true);
    expect(deletedEdgesToEdits(graph, ids)).toEqual([
      { type: 'disconnect', questionId: 2, answer: 'Male' },
      { type: 'disconnect', questionId: 6, answer: 'Final' },
      { type: 'disconnect', questionId: 3, answer: null },
    ]);
  });
});

describe('question helpers', () => {
  it('drops options and their map entries when leaving a choice type', () => {
    const doc = applyEdit(sampleFlow(), { type: 'connect', questionId: 2, answer: null, target: 'checkout' });
    const sex = doc.questions[1]!;
    expect(typeChange(sex, 'text')).toEqual({
      type: 'text',
      QuestionOptions: [],
      next_question_map: { Final: 0 },
      hard_stop_response: [],
    });
    expect(typeChange(sex, 'multiple_choice')).toEqual({ type: 'multiple_choice' });
    expect(typeChange(doc.questions[0]!, 'number')).toEqual({ type: 'number' });
  });

  it("drops a number question's minimum, maximum and unit when it becomes another type", () => {
    const weight = { ...sampleFlow().questions[5]!, type: 'number' as const, input: { min: 80, unit: 'lb' } };
    expect(typeChange(weight, 'text')).toEqual({ type: 'text', input: undefined });
    expect(typeChange({ ...weight, input: { max: 9, max_files: 2 } }, 'single_choice')).toEqual({
      type: 'single_choice',
      input: { max_files: 2 },
    });
    expect(typeChange({ ...weight, input: { max_files: 2 } }, 'text')).toEqual({ type: 'text' });
    expect(typeChange(weight, 'number')).toEqual({ type: 'number' });
    const asText = applyEdit(sampleFlow(), {
      type: 'updateQuestion',
      questionId: 6,
      changes: typeChange(weight, 'text'),
    }).questions[5]!;
    expect(asText).not.toHaveProperty('input');
  });

  it('names new options uniquely', () => {
    const q = {
      ...sampleFlow().questions[1]!,
      QuestionOptions: [{ option_text: 'Option 3' }, { option_text: 'B' }],
    };
    expect(newOptionText(q)).toBe('Option 4');
  });
});
