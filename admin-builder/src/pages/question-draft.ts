import type { FlowKey, FlowVersionDetail } from '@telehealth/schemas';

import { isAdminApiFailure, type AdminApi } from '../api/admin-api';
import { applyEdits, type FlowEdit } from '../model';

/** A save refused because the draft changed (or was started) since it was read: reload, then edit again. */
export class DraftConflictError extends Error {
  override name = 'DraftConflictError';
}

/** The flow's draft, or null when it has none (404). */
export async function loadDraft(api: AdminApi, key: FlowKey): Promise<FlowVersionDetail | null> {
  try {
    return await api.call('GET /api/admin/flows/{key}/draft', { params: { key } });
  } catch (error) {
    if (isAdminApiFailure(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * Applies edits to the flow's draft, the same document the builder edits: to `base`, the draft as the admin read
 * it, or, when there was none, to a draft started now from the published version. Saved with the revision it was
 * based on, so a colleague's save in between is not overwritten: that 409 (and a draft started by someone else
 * meanwhile) becomes a DraftConflictError. Edit errors (FlowEditError) are thrown before anything is saved.
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
      draft = await api.call('POST /api/admin/flows/{key}/draft', { params: { key }, body: {} });
    } catch (error) {
      if (isAdminApiFailure(error) && error.status === 409) {
        throw new DraftConflictError(
          `Someone started a draft of the ${key} flow meanwhile. Reload to edit that draft; nothing was saved.`,
        );
      }
      throw error;
    }
  }
  const document = applyEdits(draft.document, edits);
  try {
    return await api.call('PUT /api/admin/flows/{key}/draft', {
      params: { key },
      body: { document, revision: draft.revision },
    });
  } catch (error) {
    if (isAdminApiFailure(error) && error.status === 409) {
      const reason = error.apiMessage ?? 'The draft was changed by someone else';
      throw new DraftConflictError(`${reason}. Reload to see their changes; your edit was not saved.`);
    }
    throw error;
  }
}
