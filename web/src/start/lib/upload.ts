import type { UploadResponse } from '@telehealth/schemas';

import { uploadPath } from '../../flow-runner/upload';

/** True for a HEIC/HEIF photo (iPhone default), which the API cannot read: it is converted to JPEG first. */
export function isHeic(file: { name: string; type: string }): boolean {
  return /^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/** photo.heic → photo.jpg */
export function jpegName(name: string): string {
  return name.replace(/\.[^.]+$/, '') + '.jpg';
}

/** heic2any is large: it is loaded only when a HEIC photo is chosen. */
export async function toUploadable(file: File): Promise<File> {
  if (!isHeic(file)) return file;
  const { default: heic2any } = await import('heic2any');
  const converted = await heic2any({ blob: file, toType: 'image/jpeg', quality: 0.9 });
  const blob = Array.isArray(converted) ? converted[0] : converted;
  if (!blob) throw new Error('The HEIC photo could not be converted to JPEG');
  return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
}

export interface UploadContext {
  token: string;
  tenantId: number;
  authToken?: string | null;
  /** The intake the file is for; the API needs it unless the patient is logged in. */
  created?: string | null;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
}

/**
 * POST /api/upload?created= as multipart/form-data (field `file`). The JSON API client cannot send a form, so this call
 * sets the same headers itself (Token, Tenant, optional Bearer) and lets the browser set the multipart boundary.
 * A failure throws an Error whose message is the API's message (or 'Unknown error', spec section 8).
 */
export async function uploadFile(file: File, context: UploadContext): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { Token: context.token, Tenant: String(context.tenantId) };
  if (context.authToken) headers.Authorization = `Bearer ${context.authToken}`;
  const response = await context.fetch(uploadPath(context.created), { method: 'POST', headers, body: form });
  const text = await response.text();
  if (!response.ok) {
    let message = 'Unknown error';
    try {
      const body = JSON.parse(text) as { message?: unknown };
      if (typeof body.message === 'string' && body.message !== '') message = body.message;
    } catch {
      // keep the default
    }
    throw new Error(message);
  }
  return JSON.parse(text) as UploadResponse;
}
