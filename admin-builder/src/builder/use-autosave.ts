import type { FlowKey, FlowVersion, FlowVersionDetail } from '@telehealth/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { AdminApi } from '../api/admin-api';
import { failureMessage } from '../api/failure';
import { DraftConflictError, saveDraft } from '../api/flow-draft';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'error' | 'conflict';

export interface AutosaveState {
  status: SaveStatus;
  /** What went wrong (status error or conflict). */
  message: string | null;
  /** Saves at once whatever is unsaved; resolves to the stored revision. Rejects on a conflict or error. */
  saveNow(): Promise<number>;
  /** Another call on the draft met a conflict (publishing): saving stops as after a conflicting save. */
  markConflict(error: DraftConflictError): void;
}

/**
 * Saves the draft document `delayMs` after the last change (PUT /api/admin/flows/:key/draft with the revision it
 * is based on). One save at a time; changes made meanwhile are saved next. A conflict (someone else saved) stops
 * saving and is reported: nothing is overwritten until the admin loads the stored version.
 */
export function useAutosave(options: {
  api: AdminApi;
  flowKey: FlowKey;
  document: FlowVersion;
  /** The document and revision as loaded. */
  loaded: FlowVersionDetail;
  delayMs?: number;
  onSaved?(detail: FlowVersionDetail): void;
}): AutosaveState {
  const { api, flowKey, document, loaded, delayMs = 800, onSaved } = options;
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [message, setMessage] = useState<string | null>(null);

  const latest = useRef(document);
  const saved = useRef(loaded.document);
  const revisionRef = useRef(loaded.revision);
  const inFlight = useRef<Promise<number> | null>(null);
  const conflict = useRef<DraftConflictError | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    latest.current = document;
    onSavedRef.current = onSaved;
  });

  const markConflict = useCallback((error: DraftConflictError) => {
    conflict.current = error;
    setStatus('conflict');
    setMessage(error.message);
  }, []);

  const saveLoop = useCallback(async (): Promise<number> => {
    while (latest.current !== saved.current) {
      if (conflict.current) throw conflict.current;
      const doc = latest.current;
      setStatus('saving');
      try {
        const detail = await saveDraft(api, flowKey, { document: doc, revision: revisionRef.current });
        saved.current = doc;
        revisionRef.current = detail.revision;
        onSavedRef.current?.(detail);
      } catch (error) {
        if (error instanceof DraftConflictError) {
          markConflict(error);
          throw error;
        }
        setStatus('error');
        setMessage(failureMessage(error));
        throw error;
      }
    }
    setStatus('saved');
    setMessage(null);
    return revisionRef.current;
  }, [api, flowKey, markConflict]);

  const saveNow = useCallback((): Promise<number> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (conflict.current) return Promise.reject(conflict.current);
    if (!inFlight.current) {
      inFlight.current = saveLoop().finally(() => {
        inFlight.current = null;
      });
    }
    return inFlight.current;
  }, [saveLoop]);

  useEffect(() => {
    if (document === saved.current || conflict.current) return;
    setStatus((current) => (current === 'saving' ? current : 'pending'));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      // Errors are shown through the status; a later edit or Retry saves again.
      saveNow().catch(() => undefined);
    }, delayMs);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [document, delayMs, saveNow]);

  return { status, message, saveNow, markConflict };
}
