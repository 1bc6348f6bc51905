import { uploadErrorMessage } from '@telehealth/engine';
import type { UploadResponse } from '@telehealth/schemas';

import { ApiError, type ApiClient } from './client';

/**
 * POST /api/upload: one file as a multipart form (field `file`), for the intake of `created` when there is one
 * (the API needs it unless the patient is logged in). A refusal throws an Error whose message is what to show.
 */
export async function uploadOneFile(
  api: ApiClient,
  file: File,
  created?: string | null,
): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    return await api.call('POST /api/upload', { query: { created: created ?? undefined }, form });
  } catch (error) {
    throw new Error(uploadFailureMessage(error), { cause: error });
  }
}

/** What a refused upload shows: the API's message (type, size, unreadable image), else spec section 8's rule. */
export function uploadFailureMessage(error: unknown): string {
  return (error instanceof ApiError ? error.apiMessage : null) ?? uploadErrorMessage(error);
}
