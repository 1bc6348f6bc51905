import type {
  CreateFlowDraftRequest,
  FlowKey,
  FlowVersionDetail,
  PublishFlowDraftResponse,
  SaveFlowDraftRequest,
} from '@telehealth/schemas';

import { isAdminApiFailure, type AdminApi, type AdminApiFailure } from './admin-api';

/**
 * The stored draft is not the one the change was based on: someone saved or published it since it was read (a
 * stale revision, `FLOW_DRAFT_CONFLICT`), or started a draft while this admin was starting one. Nothing was
 * written, and the way on is to load the stored draft. The message is the API's reason; `cause` is the failure.
 */
export class DraftConflictError extends Error {
  override name = 'DraftConflictError';
}

/** Which refusal of a draft route is a conflict, and what it says when the API gives no message. */
interface Conflict {
  recognise(failure: AdminApiFailure): boolean;
  fallback: string;
}

/** A save or publish based on a revision the draft has moved on from: the API's FLOW_DRAFT_CONFLICT. */
const STALE_REVISION: Conflict = {
  recognise: (failure) => failure.code === 'FLOW_DRAFT_CONFLICT',
  fallback: 'The draft was changed by someone else',
};

/** Starting a draft when the flow has one, which someone started meanwhile: the API's FLOW_DRAFT_EXISTS. */
const DRAFT_EXISTS: Conflict = {
  recognise: (failure) => failure.code === 'FLOW_DRAFT_EXISTS',
  fallback: 'The flow already has a draft',
};

/** Runs one draft call, turning the refusal `conflict` recognises into a DraftConflictError. */
async function draftCall<T>(call: () => Promise<T>, conflict: Conflict): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAdminApiFailure(error) && conflict.recognise(error)) {
      throw new DraftConflictError(error.apiMessage ?? conflict.fallback, { cause: error });
    }
    throw error;
  }
}

/** The flow's draft, or null when it has none (404). */
export async function loadDraft(api: AdminApi, key: FlowKey): Promise<FlowVersionDetail | null> {
  try {
    return await api.call('GET /api/admin/flows/{key}/draft', { params: { key } });
  } catch (error) {
    if (isAdminApiFailure(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * Starts the flow's draft from `from`: a version number, a scored instrument of the library (`{ instrument }`), or
 * the published version without it.
 */
export function startDraft(
  api: AdminApi,
  key: FlowKey,
  from?: number | { instrument: string },
): Promise<FlowVersionDetail> {
  const body: CreateFlowDraftRequest =
    from === undefined ? {} : typeof from === 'number' ? { fromVersion: from } : from;
  return draftCall(
    () => api.call('POST /api/admin/flows/{key}/draft', { params: { key }, body }),
    DRAFT_EXISTS,
  );
}

/** Replaces the draft's document, based on the stored `revision`; resolves to the draft with its new revision. */
export function saveDraft(
  api: AdminApi,
  key: FlowKey,
  body: SaveFlowDraftRequest,
): Promise<FlowVersionDetail> {
  return draftCall(
    () => api.call('PUT /api/admin/flows/{key}/draft', { params: { key }, body }),
    STALE_REVISION,
  );
}

/** Publishes the draft as stored at `revision`. */
export function publishDraft(
  api: AdminApi,
  key: FlowKey,
  revision: number,
): Promise<PublishFlowDraftResponse> {
  return draftCall(
    () => api.call('POST /api/admin/flows/{key}/draft/publish', { params: { key }, body: { revision } }),
    STALE_REVISION,
  );
}
