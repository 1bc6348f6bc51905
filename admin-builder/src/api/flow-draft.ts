import type {
  CreateFlowDraftRequest,
  FlowKey,
  FlowVersionDetail,
  PublishFlowDraftRequest,
  PublishFlowDraftResponse,
  SaveFlowDraftRequest,
} from '@telehealth/schemas';

import { isAdminApiFailure, type AdminApi } from './admin-api';
import { bodyMessage } from './failure';

/**
 * The stored draft is not the one the change was based on: someone saved or published it since it was read (a
 * stale revision), or started a draft while this admin was starting one. Every 409 of the draft routes becomes
 * this error; nothing was written, and the way on is to load the stored draft. The message is the API's reason.
 */
export class DraftConflictError extends Error {
  override name = 'DraftConflictError';
}

const draftPath = (key: FlowKey) => `/api/admin/flows/${key}/draft`;

/** Runs one draft call, turning its 409 into a DraftConflictError. */
async function draftCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAdminApiFailure(error) && error.status === 409) {
      throw new DraftConflictError(bodyMessage(error.body) ?? 'The draft was changed by someone else', {
        cause: error,
      });
    }
    throw error;
  }
}

/** The flow's draft, or null when it has none (404). */
export async function loadDraft(api: AdminApi, key: FlowKey): Promise<FlowVersionDetail | null> {
  try {
    return await api.get<FlowVersionDetail>(draftPath(key));
  } catch (error) {
    if (isAdminApiFailure(error) && error.status === 404) return null;
    throw error;
  }
}

/** Starts the flow's draft from `fromVersion`, or from the published version without it. */
export function startDraft(api: AdminApi, key: FlowKey, fromVersion?: number): Promise<FlowVersionDetail> {
  const body: CreateFlowDraftRequest = fromVersion === undefined ? {} : { fromVersion };
  return draftCall(() => api.post<FlowVersionDetail>(draftPath(key), body));
}

/** Replaces the draft's document, based on the stored `revision`; resolves to the draft with its new revision. */
export function saveDraft(
  api: AdminApi,
  key: FlowKey,
  body: SaveFlowDraftRequest,
): Promise<FlowVersionDetail> {
  return draftCall(() => api.put<FlowVersionDetail>(draftPath(key), body));
}

/** Publishes the draft as stored at `revision`. */
export function publishDraft(
  api: AdminApi,
  key: FlowKey,
  revision: number,
): Promise<PublishFlowDraftResponse> {
  const body: PublishFlowDraftRequest = { revision };
  return draftCall(() => api.post<PublishFlowDraftResponse>(`${draftPath(key)}/publish`, body));
}
