import { describe, expect, it } from 'vitest';

import { sampleFlow } from './__fixtures__/sample-flow';
import { applyEdit } from './edits';
import {
  canRedo,
  canUndo,
  createHistory,
  historyApply,
  historyRedo,
  historyReplace,
  historyReset,
  historyUndo,
} from './history';

describe('history', () => {
  const a = sampleFlow();
  const b = applyEdit(a, { type: 'addQuestion' });
  const c = applyEdit(b, { type: 'setFirstQuestion', questionId: 2 });

  it('undoes and redoes edits in order', () => {
    let h = historyApply(historyApply(createHistory(a), b), c);
    expect(h.present).toBe(c);
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(false);
    h = historyUndo(h);
    expect(h.present).toBe(b);
    h = historyUndo(h);
    expect(h.present).toBe(a);
    expect(canUndo(h)).toBe(false);
    expect(historyUndo(h)).toBe(h);
    h = historyRedo(h);
    expect(h.present).toBe(b);
    h = historyRedo(h);
    expect(h.present).toBe(c);
    expect(historyRedo(h)).toBe(h);
  });

  it('drops the redo list on a new edit and ignores a no-op', () => {
    const h = historyUndo(historyApply(createHistory(a), b));
    expect(canRedo(h)).toBe(true);
    const edited = historyApply(h, c);
    expect(canRedo(edited)).toBe(false);
    expect(edited.past).toEqual([a]);
    expect(historyApply(edited, edited.present)).toBe(edited);
  });

  it('is immutable', () => {
    const h1 = createHistory(a);
    const h2 = historyApply(h1, b);
    expect(h1.present).toBe(a);
    expect(h1.past).toEqual([]);
    historyUndo(h2);
    expect(h2.present).toBe(b);
  });

  it('keeps at most `limit` documents to undo', () => {
    let h = createHistory(a, 3);
    const docs = [a];
    for (let i = 0; i < 6; i++) {
      const next = applyEdit(docs.at(-1)!, { type: 'moveNodes', positions: { 'q:1': { x: i, y: i } } });
      docs.push(next);
      h = historyApply(h, next);
    }
    expect(h.past).toEqual(docs.slice(3, 6));
    let undone = h;
    while (canUndo(undone)) undone = historyUndo(undone);
    expect(undone.present).toBe(docs[3]);
    expect(() => createHistory(a, 0)).toThrow(/History limit must be a whole number/);
  });

  it('resets to another document with nothing to undo', () => {
    const h = historyReset(historyApply(createHistory(a, 5), b), c);
    expect(h).toEqual({ past: [], present: c, future: [], limit: 5 });
  });

  it('replaces the present without an undo step', () => {
    const h = historyReplace(historyApply(createHistory(a), b), c);
    expect(h.past).toEqual([a]);
    expect(h.present).toBe(c);
    expect(historyUndo(h).present).toBe(a);
    const undone = historyUndo(historyApply(createHistory(a), b));
    expect(canRedo(historyReplace(undone, c))).toBe(false);
  });
});
