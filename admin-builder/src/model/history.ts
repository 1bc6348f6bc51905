import type { FlowVersion } from '@telehealth/schemas';

import type { History } from './types';

/** A history holding only `doc`; at most `limit` earlier documents are kept for undo. */
export function createHistory(doc: FlowVersion, limit = 100): History {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`History limit must be a whole number ≥ 1, not ${limit}`);
  return { past: [], present: doc, future: [], limit };
}

/** Records `doc` as the new present (an edit): the old present becomes undoable, the redo list is dropped. */
export function historyApply(history: History, doc: FlowVersion): History {
  if (doc === history.present) return history;
  const past = [...history.past, history.present];
  return {
    ...history,
    past: past.length > history.limit ? past.slice(past.length - history.limit) : past,
    present: doc,
    future: [],
  };
}

/**
 * Replaces the present without adding an undo step (typing into one field: the keystrokes of a burst become one
 * step). The redo list is dropped as for any edit.
 */
export function historyReplace(history: History, doc: FlowVersion): History {
  if (doc === history.present) return history;
  return { ...history, present: doc, future: [] };
}

/** Back to the previous document; unchanged when there is none. */
export function historyUndo(history: History): History {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

/** Forward to the document undone last; unchanged when there is none. */
export function historyRedo(history: History): History {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { ...history, past: [...history.past, history.present], present: next, future: rest };
}

/** Starts over from `doc` (for example another admin's version, loaded after a conflict): nothing to undo. */
export function historyReset(history: History, doc: FlowVersion): History {
  return createHistory(doc, history.limit);
}

export const canUndo = (history: History): boolean => history.past.length > 0;
export const canRedo = (history: History): boolean => history.future.length > 0;
