import { join, resolve } from 'node:path';

/** The storage drivers STORAGE_DRIVER can name. */
export const STORAGE_DRIVERS = ['local'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

/** Default of UPLOAD_MAX_BYTES: 10 MiB. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The most UPLOAD_MAX_BYTES may be: every upload is held in memory while it is checked and converted. */
const MAX_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/** Default of UPLOAD_URL_TTL_SECONDS: a file link works for one day. */
export const DEFAULT_UPLOAD_URL_TTL_SECONDS = 86_400;
const MAX_UPLOAD_URL_TTL_SECONDS = 30 * 86_400;

export interface UploadConfig {
  /** Largest accepted file in bytes (`UPLOAD_MAX_BYTES`, default 10 MiB). */
  maxBytes: number;
  /** Where the `local` driver keeps files (`UPLOAD_DIR`, default `<repo>/.data/uploads`). */
  dir: string;
  /** Which FileStorage keeps the bytes (`STORAGE_DRIVER`, default `local`). */
  storageDriver: StorageDriver;
  /** Signs file links (`UPLOAD_URL_SECRET`); refused in production while it is the development default. */
  urlSecret: string;
  /** How long a signed file link works, in seconds (`UPLOAD_URL_TTL_SECONDS`, default 86400). */
  urlTtlSeconds: number;
}

/**
 * Reads the upload settings for loadConfig(). `urlSecret` has already been checked by loadConfig's secret
 * rule; problems are pushed to `problems`, each naming its variable.
 */
export function readUploadConfig(
  env: Record<string, string | undefined>,
  defaults: { repoRoot: string; urlSecret: string },
  problems: string[],
): UploadConfig {
  const wholeNumber = (name: string, fallback: number, min: number, max: number, unit: string): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    if (/^\d{1,15}$/.test(raw) && Number(raw) >= min && Number(raw) <= max) return Number(raw);
    problems.push(`${name} must be a whole number of ${unit} from ${min} to ${max}, got "${raw}"`);
    return fallback;
  };
  const driver = (env['STORAGE_DRIVER']?.trim() || 'local').toLowerCase();
  if (!(STORAGE_DRIVERS as readonly string[]).includes(driver)) {
    problems.push(`STORAGE_DRIVER must be one of ${STORAGE_DRIVERS.join(', ')}, got "${driver}"`);
  }
  return {
    maxBytes: wholeNumber('UPLOAD_MAX_BYTES', DEFAULT_UPLOAD_MAX_BYTES, 1, MAX_UPLOAD_MAX_BYTES, 'bytes'),
    dir: resolve(env['UPLOAD_DIR']?.trim() || join(defaults.repoRoot, '.data', 'uploads')),
    storageDriver: driver as StorageDriver,
    urlSecret: defaults.urlSecret,
    urlTtlSeconds: wholeNumber(
      'UPLOAD_URL_TTL_SECONDS',
      DEFAULT_UPLOAD_URL_TTL_SECONDS,
      60,
      MAX_UPLOAD_URL_TTL_SECONDS,
      'seconds',
    ),
  };
}
