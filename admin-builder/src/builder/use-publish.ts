import type { FlowKey, FlowVersion, PublishFlowDraftResponse } from '@telehealth/schemas';
import { useMemo, useState } from 'react';

import type { AdminApi } from '../api/admin-api';
import { failureMessage } from '../api/failure';
import { DraftConflictError, publishDraft } from '../api/flow-draft';
import { diffFlows, type FlowDiff } from '../model';
import type { AutosaveState } from './use-autosave';

export interface Publishing {
  /** The dialog is open: it shows `diff`, the draft against the published version. */
  open: boolean;
  diff: FlowDiff | null;
  publishing: boolean;
  error: string | null;
  openDialog(): void;
  closeDialog(): void;
  /** Saves what is unsaved, then publishes the draft at the revision saved. */
  publish(): Promise<void>;
}

/**
 * Publishing the draft: the dialog with the diff, then the save and the publish call. A conflict (someone saved
 * in between) stops the autosave as a conflicting save does, so the editor offers to load their version.
 */
export function usePublish(options: {
  api: AdminApi;
  flowKey: FlowKey;
  doc: FlowVersion;
  published: FlowVersion | null;
  autosave: Pick<AutosaveState, 'saveNow' | 'markConflict'>;
  onPublished(result: PublishFlowDraftResponse): void;
}): Publishing {
  const { api, flowKey, doc, published, autosave, onPublished } = options;
  const [open, setOpen] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const diff = useMemo(() => (open ? diffFlows(published, doc) : null), [open, published, doc]);

  const publish = async () => {
    setPublishing(true);
    setError(null);
    try {
      const revision = await autosave.saveNow();
      const result = await publishDraft(api, flowKey, revision);
      setOpen(false);
      onPublished(result);
    } catch (failure) {
      if (failure instanceof DraftConflictError) {
        autosave.markConflict(failure);
        setError(`${failure.message}. Load their version and review it before publishing.`);
      } else {
        setError(`Not published: ${failureMessage(failure)}`);
      }
    } finally {
      setPublishing(false);
    }
  };

  return {
    open,
    diff,
    publishing,
    error,
    openDialog: () => {
      setError(null);
      setOpen(true);
    },
    closeDialog: () => setOpen(false),
    publish,
  };
}
