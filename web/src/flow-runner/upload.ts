import type { TenantId, UploadResponse, UploadedFile } from '@telehealth/schemas';

import { UNKNOWN_UPLOAD_ERROR_MESSAGE } from '@telehealth/engine';

/** Whether a file is an HEIC/HEIF photo (what iPhones take), by type or, when the browser gives none, by name. */
export function isHeic(file: { name: string; type: string }): boolean {
  return /^image\/hei[cf]/i.test(file.type) || (file.type === '' && /\.hei[cf]$/i.test(file.name));
}

/** The JPEG's file name for a converted photo: IMG_1.HEIC → IMG_1.jpg. */
export function jpegName(name: string): string {
  return /\.[^./\\]+$/.test(name) ? name.replace(/\.[^./\\]+$/, '.jpg') : `${name}.jpg`;
}

/**
 * The API reads no HEIC (no HEVC decoder on the server): such a photo is converted to JPEG in the browser first,
 * with heic2any loaded only when a HEIC photo is chosen (spec section 5: uploaded images may be converted to JPEG).
 */
export async function toUploadable(file: File): Promise<File> {
  if (!isHeic(file)) return file;
  const { default: heic2any } = await import('heic2any');
  const converted = await heic2any({ blob: file, toType: 'image/jpeg', quality: 0.9 });
  const blob = Array.isArray(converted) ? converted[0] : converted;
  if (!blob) throw new Error(`${file.name} could not be converted to JPEG`);
  return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
}

export interface UploadContext {
  apiToken: string;
  tenantId: TenantId;
  authToken?: string;
  /** The intake the file is for; the API needs it unless the patient is logged in. */
  created?: string;
}

/** The upload's path: `/api/upload?created=` when the intake is known. */
export function uploadPath(created: string | undefined | null): string {
  return created ? `/api/upload?created=${encodeURIComponent(created)}` : '/api/upload';
}

/**
 * POST /api/upload?created=: a multipart form with the one file in field `file`. The API client sends JSON only,
 * so this call builds its own request with the same headers (Token, Tenant, Bearer when logged in).
 */
export async function uploadFile(file: File, context: UploadContext): Promise<UploadedFile> {
  const uploadable = await toUploadable(file);
  const form = new FormData();
  form.append('file', uploadable, uploadable.name);
  const headers: Record<string, string> = { Token: context.apiToken, Tenant: String(context.tenantId) };
  if (context.authToken) headers.Authorization = `Bearer ${context.authToken}`;
  const url = uploadPath(context.created);
  const response = await fetch(url, { method: 'POST', headers, body: form });
  const body = await response.text();
  if (!response.ok) throw new UploadError(uploadFailureMessage(body), response.status);
  const stored = JSON.parse(body) as UploadResponse;
  return {
    fileId: stored.fileId,
    name: stored.name,
    contentType: stored.contentType,
    size: stored.size,
    url: stored.url,
  };
}

/** A refused upload, with the message to show (the API names the problem: type, size, unreadable image). */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The API's explanation of a refused upload (body.message, else body.info.errorMessage), else 'Unknown error'. */
export function uploadFailureMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; info?: { errorMessage?: unknown } };
    if (typeof parsed.message === 'string' && parsed.message.trim() !== '') return parsed.message;
    if (typeof parsed.info?.errorMessage === 'string') return parsed.info.errorMessage;
  } catch {
    // Not JSON: nothing the patient can use.
  }
  return UNKNOWN_UPLOAD_ERROR_MESSAGE;
}
