import type { FlowVersion } from '@telehealth/schemas';
import { useCallback, useEffect, useReducer } from 'react';

import { FlowEditError, applyEdits, canRedo, canUndo, type FlowEdit } from '../model';
import { createDocumentState, documentReducer, historyShortcut } from './flow-document';

export interface FlowDocument {
  /** The document as edited (the present of its history). */
  doc: FlowVersion;
  canUndo: boolean;
  canRedo: boolean;
  /**
   * Applies edits as one undo step (edits with the same `coalesceKey` in a burst, typing into one field, are one
   * step); returns the model's refusal, if any, and then changes nothing.
   */
  tryEdits(edits: readonly FlowEdit[], coalesceKey?: string): FlowEditError | null;
  /** Replaces the whole document (an import) as one undo step. */
  replace(doc: FlowVersion): void;
  undo(): void;
  redo(): void;
}

/**
 * The flow document the builder edits, with its undo history and the undo/redo keyboard shortcuts. View state
 * (selection, focus, tabs) lives apart in useBuilderView and is never part of the document.
 */
export function useFlowDocument(initial: FlowVersion): FlowDocument {
  const [state, dispatch] = useReducer(documentReducer, initial, createDocumentState);
  const doc = state.history.present;

  const tryEdits = useCallback(
    (edits: readonly FlowEdit[], coalesceKey?: string): FlowEditError | null => {
      let next: FlowVersion;
      try {
        next = applyEdits(doc, edits);
      } catch (error) {
        if (error instanceof FlowEditError) return error;
        throw error;
      }
      dispatch({
        type: 'EDIT',
        doc: next,
        at: Date.now(),
        ...(coalesceKey === undefined ? {} : { coalesceKey }),
      });
      return null;
    },
    [doc],
  );
  const replace = useCallback(
    (next: FlowVersion) => dispatch({ type: 'EDIT', doc: next, at: Date.now() }),
    [],
  );
  const undo = useCallback(() => dispatch({ type: 'UNDO' }), []);
  const redo = useCallback(() => dispatch({ type: 'REDO' }), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = historyShortcut(event);
      if (!action) return;
      const target = event.target as HTMLElement | null;
      // Text fields keep their own undo.
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)))
        return;
      event.preventDefault();
      dispatch({ type: action });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return {
    doc,
    canUndo: canUndo(state.history),
    canRedo: canRedo(state.history),
    tryEdits,
    replace,
    undo,
    redo,
  };
}
