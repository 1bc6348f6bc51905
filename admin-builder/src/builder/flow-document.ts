import type { FlowVersion } from '@telehealth/schemas';

import {
  createHistory,
  historyApply,
  historyRedo,
  historyReplace,
  historyUndo,
  type History,
} from '../model';

/** Keystrokes into the same field within this time are one undo step. */
export const COALESCE_MS = 1500;

/** The document being edited: its undo history and the last edit that later keystrokes may join. */
export interface DocumentState {
  history: History;
  lastEdit: { key: string; at: number } | null;
}

export type DocumentAction =
  /**
   * A new document from an edit (or an import) at time `at`. Edits with the same `coalesceKey` (typing into one
   * field) within COALESCE_MS of the previous one replace it instead of adding an undo step.
   */
  { type: 'EDIT'; doc: FlowVersion; at: number; coalesceKey?: string } | { type: 'UNDO' } | { type: 'REDO' };

export function createDocumentState(doc: FlowVersion): DocumentState {
  return { history: createHistory(doc), lastEdit: null };
}

/** The document's history after an action; pure, so React may run it twice. */
export function documentReducer(state: DocumentState, action: DocumentAction): DocumentState {
  switch (action.type) {
    case 'EDIT': {
      const { doc, at, coalesceKey } = action;
      const coalesce =
        coalesceKey !== undefined &&
        state.lastEdit?.key === coalesceKey &&
        at - state.lastEdit.at < COALESCE_MS;
      return {
        history: coalesce ? historyReplace(state.history, doc) : historyApply(state.history, doc),
        lastEdit: coalesceKey === undefined ? null : { key: coalesceKey, at },
      };
    }
    case 'UNDO':
      return { history: historyUndo(state.history), lastEdit: null };
    case 'REDO':
      return { history: historyRedo(state.history), lastEdit: null };
  }
}

/** The keyboard shortcut of an undo/redo key press: Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl+Y redo. */
export function historyShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): 'UNDO' | 'REDO' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'REDO' : 'UNDO';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'REDO';
  return null;
}
