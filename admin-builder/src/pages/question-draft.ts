import type { FlowKey, FlowVersionDetail } from '@telehealth/schemas';

import type { AdminApi } from '../api/admin-api';
import { DraftConflictError, saveDraft, startDraft } from '../api/flow-draft';
import { applyEdits, type FlowEdit } from '../model';

/**
 * Applies edits to the flow's draft, the same document the builder edits: to `base`, the draft as the admin read
 * it, or, when there was none, to a draft started now from the published version. Saved with the revision it was
 * based on, so a colleague's save in between is not overwritten: that conflict (and a draft started by someone
 * else meanwhile) is a DraftConflictError saying to reload. Edit errors (FlowEditError) are thrown before anything
 * is saved.
 */
export async function saveEditsToDraft(
  api: AdminApi,
  key: FlowKey,
  base: FlowVersionDetail | null,
  edits: readonly FlowEdit[],
): Promise<FlowVersionDetail> {
  let draft = base;
  if (draft === null) {
    try {
      draft = await startDraft(api, key);
    } catch (error) {
      if (!(error instanceof DraftConflictError)) throw error;
      throw new DraftConflictError(
        `Someone started a draft of the ${key} flow meanwhile. Reload to edit that draft; nothing was saved.`,
        { cause: error },
      );
    }
  }
  const document = applyEdits(draft.document, edits);
  try {
    return await saveDraft(api, key, { document, revision: draft.revision });
  } catch (error) {
    if (!(error instanceof DraftConflictError)) throw error;
    throw new DraftConflictError(`${error.message}. Reload to see their changes; your edit was not saved.`, {
      cause: error,
    });
  }
}
