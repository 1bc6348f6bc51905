import pLimit from 'p-limit';
import sharp from 'sharp';

import type { StoredContentType } from '../upload.entity.js';

/** Longest side of a stored image, in pixels. */
export const MAX_IMAGE_SIDE = 4096;
/** JPEG quality of stored images. */
export const JPEG_QUALITY = 85;
/**
 * How many images one API process decodes at a time; more wait their turn. A decoded image takes up to 4 bytes a
 * pixel, so this and UPLOAD_MAX_PIXELS bound the memory conversions use, however many uploads arrive at once.
 */
export const IMAGE_CONVERSIONS_AT_ONCE = 2;
const conversions = pLimit(IMAGE_CONVERSIONS_AT_ONCE);

export const ALLOWED_TYPES_TEXT = 'JPEG, PNG, WebP, GIF, AVIF, HEIC/HEIF or PDF';

export const HEIC_MESSAGE =
  'HEIC/HEIF photos cannot be read by the server: convert the photo to JPEG before uploading it';

/** Why a file cannot be stored; `status` is the HTTP status to answer with. */
export class FileContentError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'FileContentError';
  }
}

/** The bytes to store and their type. */
export interface StorableFile {
  bytes: Buffer;
  contentType: StoredContentType;
  /** What the upload was detected to be: jpeg, png, webp, gif, avif, heif or pdf. */
  detected: string;
}

/** Image formats (sharp's names) that are accepted and converted to JPEG. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/** ISO-BMFF brands of HEVC-coded HEIF files (HEIC), which prebuilt libvips cannot decode. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * Decides from the bytes alone (never the file name or the declared type) what an upload is, and makes what is
 * stored of it: a PDF as is; an image as a JPEG, oriented by its EXIF orientation, stripped of every metadata
 * (EXIF with GPS, XMP, ICC: the pixels are converted to sRGB), at most MAX_IMAGE_SIDE px on its longest side,
 * transparency flattened onto white, the first frame of an animation. An image of more than `maxPixels` pixels is
 * refused from its header, before any decoding. Throws FileContentError: 415 for a type that is not accepted
 * (naming it), 413 for an image with too many pixels, 400 for an image that cannot be read.
 */
export async function toStorableFile(
  bytes: Buffer,
  { maxPixels }: { maxPixels: number },
): Promise<StorableFile> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    return { bytes, contentType: 'application/pdf', detected: 'pdf' };
  }

  let format: string | undefined;
  let compression: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // Reads the header only: nothing is decoded yet.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = metadata.format;
    compression = metadata.compression;
    width = metadata.width;
    height = metadata.pageHeight ?? metadata.height;
  } catch {
    // Not something libvips can even read the header of: decide from the magic bytes below.
  }

  if (format === undefined) {
    const magic = describeBytes(bytes);
    if (magic === 'HEIC') throw new FileContentError(415, HEIC_MESSAGE);
    if (magic.endsWith(' image')) throw new FileContentError(400, 'File is not a readable image');
    throw new FileContentError(415, `Unsupported file type: ${magic}. Allowed: ${ALLOWED_TYPES_TEXT}`);
  }
  if (!IMAGE_FORMATS.has(format)) {
    throw new FileContentError(
      415,
      `Unsupported file type: ${format.toUpperCase()} image. Allowed: ${ALLOWED_TYPES_TEXT}`,
    );
  }
  const detected = format === 'heif' ? (compression === 'av1' ? 'avif' : 'heif') : format;
  if (width * height > maxPixels) {
    throw tooManyPixels(
      maxPixels,
      `${width} × ${height} pixels (${formatMegapixels(width * height)} megapixels)`,
    );
  }

  try {
    const jpeg = await conversions(() =>
      // limitInputPixels again, for a decoder that finds other dimensions than the header said.
      sharp(bytes, { failOn: 'error', limitInputPixels: maxPixels })
        .timeout({ seconds: 30 })
        .rotate()
        .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: JPEG_QUALITY })
        .toBuffer(),
    );
    return { bytes: jpeg, contentType: 'image/jpeg', detected };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (detected === 'heif' && /compression format has not been built in|decoder plugin/i.test(message)) {
      throw new FileContentError(415, HEIC_MESSAGE);
    }
    if (/pixel limit/i.test(message)) throw tooManyPixels(maxPixels, 'more pixels than its header said');
    throw new FileContentError(400, 'File is not a readable image');
  }
}

function tooManyPixels(maxPixels: number, what: string): FileContentError {
  return new FileContentError(
    413,
    `Image is too large: ${what}; at most ${formatMegapixels(maxPixels)} megapixels are accepted`,
  );
}

/** 60000000 → '60', 12345678 → '12.3'. */
export function formatMegapixels(pixels: number): string {
  return String(Math.round(pixels / 100_000) / 10);
}

/**
 * A name for what the bytes look like, from their magic bytes: an accepted image format ('PNG image', ...),
 * 'HEIC', or a description of something else ('text', 'ZIP archive', 'unknown binary data').
 */
export function describeBytes(bytes: Buffer): string {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'JPEG image';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'PNG image';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'GIF image';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'WebP image';
  if (ascii(4, 8) === 'ftyp') {
    const size = bytes.length >= 4 ? bytes.readUInt32BE(0) : 0;
    const brands = [ascii(8, 12)];
    for (let at = 16; at + 4 <= Math.min(size, bytes.length, 64); at += 4) brands.push(ascii(at, at + 4));
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'HEIC';
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'AVIF image';
    if (brands.includes('mif1') || brands.includes('msf1')) return 'HEIF image';
    if (brands.includes('qt  ')) return 'QuickTime video';
    return 'MP4 video';
  }
  if (ascii(0, 4) === 'PK\x03\x04') return 'ZIP archive (or Office document)';
  if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) return 'gzip archive';
  if (ascii(0, 4) === '\x7fELF' || ascii(0, 2) === 'MZ') return 'executable';
  if (ascii(0, 2) === 'BM') return 'BMP bitmap';
  if (ascii(0, 4) === '\xd0\xcf\x11\xe0') return 'legacy Office document';
  if (ascii(0, 3) === 'ID3') return 'MP3 audio';
  const text = looksLikeText(bytes.subarray(0, 4096));
  if (text) {
    const head = bytes.subarray(0, 256).toString('utf8').trimStart().toLowerCase();
    if (head.startsWith('<!doctype html') || head.startsWith('<html')) return 'HTML';
    if (head.startsWith('<?xml') || head.startsWith('<svg')) return 'XML';
    return 'text';
  }
  return 'unknown binary data';
}

function looksLikeText(head: Buffer): boolean {
  if (head.length === 0) return false;
  // A multi-byte character cut at the end of the sample is not a reason to call it binary.
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(head);
  const replacements = (decoded.match(/\uFFFD/g) ?? []).length;
  // eslint-disable-next-line no-control-regex
  return replacements <= 1 && !/[\x00-\x08\x0e-\x1a\x1c-\x1f]/.test(decoded);
}
