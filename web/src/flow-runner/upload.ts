import type { UploadedFile } from '@telehealth/schemas';

import type { ApiClient } from '../api/client';
import { uploadOneFile } from '../api/upload';

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
  api: ApiClient;
  /** The intake the file is for; the API needs it unless the patient is logged in. */
  created?: string;
}

/** Uploads one chosen file (a HEIC photo converted to JPEG first) and keeps what the answer records of it. */
export async function uploadFile(file: File, context: UploadContext): Promise<UploadedFile> {
  const stored = await uploadOneFile(context.api, await toUploadable(file), context.created);
  return {
    fileId: stored.fileId,
    name: stored.name,
    contentType: stored.contentType,
    size: stored.size,
    url: stored.url,
  };
}
