import type { FlowVersion } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import {
  FlowEditError,
  applyEdit,
  applyEdits,
  canRedo,
  canUndo,
  numberInputEdit,
  type FlowEdit,
} from '../model';
import { sampleFlow } from '../model/__fixtures__/sample-flow';
import {
  COALESCE_MS,
  createDocumentState,
  documentReducer,
  historyShortcut,
  type DocumentAction,
  type DocumentState,
} from './flow-document';

const titled = (doc: FlowVersion, title: string) =>
  applyEdit(doc, { type: 'updateQuestion', questionId: 1, changes: { title } });

const run = (state: DocumentState, ...actions: DocumentAction[]) => actions.reduce(documentReducer, state);

describe('documentReducer', () => {
  const start = sampleFlow();

  it('makes each edit an undo step, and undo and redo walk them', () => {
    const a = titled(start, 'A');
    const b = titled(a, 'B');
    let state = run(
      createDocumentState(start),
      { type: 'EDIT', doc: a, at: 0 },
      { type: 'EDIT', doc: b, at: 1 },
    );
    expect(state.history.present).toBe(b);
    state = run(state, { type: 'UNDO' });
    expect(state.history.present).toBe(a);
    state = run(state, { type: 'UNDO' });
    expect(state.history.present).toBe(start);
    expect(canUndo(state.history)).toBe(false);
    state = run(state, { type: 'REDO' }, { type: 'REDO' });
    expect(state.history.present).toBe(b);
    expect(canRedo(state.history)).toBe(false);
  });

  it('joins keystrokes into one field within the time window into one step', () => {
    const w = titled(start, 'W');
    const we = titled(w, 'We');
    const wei = titled(we, 'Wei');
    const state = run(
      createDocumentState(start),
      { type: 'EDIT', doc: w, at: 1000, coalesceKey: 'q1.title' },
      { type: 'EDIT', doc: we, at: 1000 + COALESCE_MS - 1, coalesceKey: 'q1.title' },
      { type: 'EDIT', doc: wei, at: 1000 + 2 * COALESCE_MS - 2, coalesceKey: 'q1.title' },
    );
    expect(state.history.present).toBe(wei);
    expect(run(state, { type: 'UNDO' }).history.present).toBe(start);
  });

  it('starts a new step after a pause, in another field, after an edit without a key, and after undo', () => {
    const steps = (actions: DocumentAction[]) =>
      run(createDocumentState(start), ...actions).history.past.length;
    const a = titled(start, 'A');
    const b = titled(a, 'B');
    const c = titled(b, 'C');
    const typed = (doc: FlowVersion, at: number, coalesceKey = 'q1.title'): DocumentAction => ({
      type: 'EDIT',
      doc,
      at,
      coalesceKey,
    });
    expect(steps([typed(a, 0), typed(b, COALESCE_MS)])).toBe(2);
    expect(steps([typed(a, 0), typed(b, 1, 'q1.description')])).toBe(2);
    expect(steps([typed(a, 0), { type: 'EDIT', doc: b, at: 1 }, typed(c, 2)])).toBe(3);
    expect(steps([typed(a, 0), typed(b, 1), { type: 'UNDO' }, typed(c, 2)])).toBe(1);
  });

  it('drops the redo list on an edit and ignores an edit that changes nothing', () => {
    const a = titled(start, 'A');
    const state = run(createDocumentState(start), { type: 'EDIT', doc: a, at: 0 }, { type: 'UNDO' });
    expect(canRedo(state.history)).toBe(true);
    expect(run(state, { type: 'EDIT', doc: titled(start, 'B'), at: 1 }).history.future).toEqual([]);
    expect(run(state, { type: 'EDIT', doc: start, at: 1 }).history).toBe(state.history);
  });
});

describe("documentReducer with a number question's limits", () => {
  // The sample's text question 6 made a number question, as the panel's type field does.
  const start = applyEdit(sampleFlow(), {
    type: 'updateQuestion',
    questionId: 6,
    changes: { type: 'number' },
  });
  const inputOf = (state: DocumentState) => state.history.present.questions.find((q) => q.id === 6)?.input;
  /**
   * What the panel does with text typed into a field at time `at` (useFlowDocument's tryEdits): the edit applied as
   * an EDIT of its field, or, when refused, no action at all.
   */
  const type = (
    state: DocumentState,
    field: 'min' | 'max' | 'unit',
    text: string,
    at: number,
  ): DocumentState => {
    const result = numberInputEdit(6, field, text);
    if (!result.ok) return state;
    const edit: FlowEdit = result.edit;
    let doc: FlowVersion;
    try {
      doc = applyEdits(state.history.present, [edit]);
    } catch (error) {
      if (error instanceof FlowEditError) return state;
      throw error;
    }
    return documentReducer(state, { type: 'EDIT', doc, at, coalesceKey: `6:input:${field}` });
  };

  it('makes typing into each field one undo step, and undo and redo walk them', () => {
    let state = createDocumentState(start);
    state = type(state, 'min', '8', 0);
    state = type(state, 'min', '80', 100);
    // "6" and "60" are below the minimum: refused, the document stays as it was until "600".
    const before = state;
    state = type(state, 'max', '6', 200);
    state = type(state, 'max', '60', 300);
    expect(state).toBe(before);
    state = type(state, 'max', '600', 400);
    state = type(state, 'unit', 'l', 500);
    state = type(state, 'unit', 'lx', 600);
    state = type(state, 'unit', 'l', 700);
    state = type(state, 'unit', 'lb', 800);
    state = type(state, 'min', 'abc', 900);
    expect(inputOf(state)).toEqual({ min: 80, max: 600, unit: 'lb' });
    expect(state.history.past).toHaveLength(3);

    state = run(state, { type: 'UNDO' });
    expect(inputOf(state)).toEqual({ min: 80, max: 600 });
    state = run(state, { type: 'UNDO' });
    expect(inputOf(state)).toEqual({ min: 80 });
    state = run(state, { type: 'UNDO' });
    expect(inputOf(state)).toBeUndefined();
    expect(state.history.present).toBe(start);
    state = run(state, { type: 'REDO' }, { type: 'REDO' }, { type: 'REDO' });
    expect(inputOf(state)).toEqual({ min: 80, max: 600, unit: 'lb' });
  });

  it('undoes clearing a field', () => {
    let state = type(createDocumentState(start), 'min', '80', 0);
    state = type(state, 'min', '', COALESCE_MS + 1);
    expect(inputOf(state)).toBeUndefined();
    expect(inputOf(run(state, { type: 'UNDO' }))).toEqual({ min: 80 });
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
    expect(historyShortcut(key('z', { ctrlKey: true }))).toBe('UNDO');
    expect(historyShortcut(key('z', { metaKey: true }))).toBe('UNDO');
    expect(historyShortcut(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('REDO');
    expect(historyShortcut(key('y', { ctrlKey: true }))).toBe('REDO');
    expect(historyShortcut(key('z', {}))).toBeNull();
    expect(historyShortcut(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
  });
});
