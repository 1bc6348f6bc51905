import type { FlowKey, FlowVersion, FlowVersionDetail } from '@telehealth/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';

import { isAdminApiFailure, type AdminApi } from '../api/admin-api';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'error' | 'conflict';

export interface AutosaveState {
  status: SaveStatus;
  /** What went wrong (status error or conflict). */
  message: string | null;
  /** The revision of the stored draft the next save is based on. */
  revision: number;
  /** Saves at once whatever is unsaved; resolves to the stored revision. Rejects on a conflict or error. */
  saveNow(): Promise<number>;
}

/** The API's message of a failed call, if it gave one. */
export function failureMessage(error: unknown): string {
  if (isAdminApiFailure(error)) return error.apiMessage ?? `The server answered ${error.status}.`;
  return error instanceof Error ? error.message : String(error);
}

export class DraftConflict extends Error {
  override name = 'DraftConflict';
}

/**
 * Saves the draft document `delayMs` after the last change (PUT /api/admin/flows/:key/draft with the revision it
 * is based on). One save at a time; changes made meanwhile are saved next. A 409 (someone else saved) stops saving
 * and reports a conflict: nothing is overwritten until the admin loads the stored version.
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
  const [revision, setRevision] = useState(loaded.revision);

  const latest = useRef(document);
  const saved = useRef(loaded.document);
  const revisionRef = useRef(loaded.revision);
  const inFlight = useRef<Promise<number> | null>(null);
  const conflict = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    latest.current = document;
    onSavedRef.current = onSaved;
  });

  const saveLoop = useCallback(async (): Promise<number> => {
    while (latest.current !== saved.current) {
      if (conflict.current) throw new DraftConflict('The draft was changed by someone else.');
      const doc = latest.current;
      setStatus('saving');
      try {
        const detail = await api.call('PUT /api/admin/flows/{key}/draft', {
          params: { key: flowKey },
          body: { document: doc, revision: revisionRef.current },
        });
        saved.current = doc;
        revisionRef.current = detail.revision;
        setRevision(detail.revision);
        onSavedRef.current?.(detail);
      } catch (error) {
        if (isAdminApiFailure(error) && error.status === 409) {
          conflict.current = true;
          setStatus('conflict');
          setMessage(failureMessage(error));
          throw new DraftConflict(failureMessage(error));
        }
        setStatus('error');
        setMessage(failureMessage(error));
        throw error;
      }
    }
    setStatus('saved');
    setMessage(null);
    return revisionRef.current;
  }, [api, flowKey]);

  const saveNow = useCallback((): Promise<number> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (conflict.current) return Promise.reject(new DraftConflict('The draft was changed by someone else.'));
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

  return { status, message, revision, saveNow };
}
