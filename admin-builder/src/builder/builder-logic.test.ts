import { describe, expect, it } from 'vitest';

import { sampleFlow } from '../model/__fixtures__/sample-flow';
import { applyEdit, flowToGraph } from '../model';
import {
  connectionToEdit,
  deletedEdgesToEdits,
  exportFileName,
  historyShortcut,
  importDocument,
  newOptionText,
  typeChange,
} from './builder-logic';

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

describe('importDocument', () => {
  const draft = { ...sampleFlow(), version: 4 };

  it('accepts a valid export of another version and makes it this draft', () => {
    const exported = { ...sampleFlow(), version: 2, status: 'published', tenant_id: 7 };
    const result = importDocument(JSON.stringify(exported), draft);
    expect(result).toEqual({
      ok: true,
      document: { ...exported, version: 4, status: 'draft', tenant_id: 6 },
    });
  });

  it('names what is wrong with a file', () => {
    expect(importDocument('{oops', draft)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The file is not JSON: /),
    });
    const invalid = importDocument(JSON.stringify({ ...sampleFlow(), questions: [] }), draft);
    expect(invalid).toMatchObject({
      ok: false,
      message: 'The file is not a valid flow version (1 problem).',
    });
    expect(invalid.ok ? [] : invalid.issues.map((i) => i.path)).toEqual(['/questions']);
    expect(importDocument(JSON.stringify({ ...sampleFlow(), key: 'quiz' }), draft)).toMatchObject({
      ok: false,
      message: 'The file is a quiz flow; this draft is the intake flow.',
    });
  });
});

describe('historyShortcut', () => {
  const key = (
    k: string,
    mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }>,
  ) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  });
  it('recognises undo and redo on Ctrl and Cmd', () => {
    expect(historyShortcut(key('z', { ctrlKey: true }))).toBe('undo');
    expect(historyShortcut(key('z', { metaKey: true }))).toBe('undo');
    expect(historyShortcut(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(historyShortcut(key('y', { ctrlKey: true }))).toBe('redo');
    expect(historyShortcut(key('z', {}))).toBeNull();
    expect(historyShortcut(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
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

  it('names new options uniquely and exports by key and version', () => {
    const q = {
      ...sampleFlow().questions[1]!,
      QuestionOptions: [{ option_text: 'Option 3' }, { option_text: 'B' }],
    };
    expect(newOptionText(q)).toBe('Option 4');
    expect(exportFileName(sampleFlow())).toBe('intake-v3-draft.json');
  });
});
