/** The storage drivers STORAGE_DRIVER can name. */
export const STORAGE_DRIVERS = ['postgres', 's3'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

/** Default of UPLOAD_MAX_BYTES: 10 MiB. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The most UPLOAD_MAX_BYTES may be: every upload is held in memory while it is checked and converted. */
const MAX_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/**
 * Default of UPLOAD_MAX_PIXELS: 60 megapixels. Phones write 12 to 24 MP photos by default and 48 to 50 MP in their
 * full-resolution modes (8064 × 6048, 8160 × 6144); anything larger is not a phone photo of an ID or a rash.
 */
export const DEFAULT_UPLOAD_MAX_PIXELS = 60_000_000;
/** The most UPLOAD_MAX_PIXELS may be (a decoded 200 MP image takes about 800 MB). */
const MAX_UPLOAD_MAX_PIXELS = 200_000_000;
/** Default of UPLOAD_URL_TTL_SECONDS: a file link works for one day. */
export const DEFAULT_UPLOAD_URL_TTL_SECONDS = 86_400;
const MAX_UPLOAD_URL_TTL_SECONDS = 30 * 86_400;

/** Where the `s3` driver keeps files (S3_*). */
export interface S3StorageConfig {
  /** `S3_ENDPOINT`: an S3-compatible server's URL; unset: AWS S3 of `region`. */
  endpoint: string | undefined;
  /** `S3_BUCKET` (required with STORAGE_DRIVER=s3). */
  bucket: string;
  /** `S3_REGION`, default `us-east-1`. */
  region: string;
  /** `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY`; unset: the AWS SDK's default credential chain (IAM role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `S3_FORCE_PATH_STYLE`: `http://host/bucket/key` instead of `http://bucket.host/key` (most S3-compatible servers). */
  forcePathStyle: boolean;
}

export interface UploadConfig {
  /** Largest accepted file in bytes (`UPLOAD_MAX_BYTES`, default 10 MiB). */
  maxBytes: number;
  /** Largest accepted image in pixels, read from its header before decoding (`UPLOAD_MAX_PIXELS`, default 60 MP). */
  maxPixels: number;
  /** Which FileStorage keeps the bytes (`STORAGE_DRIVER`, default `postgres`). */
  storageDriver: StorageDriver;
  /** The `s3` driver's settings; undefined with another driver. */
  s3: S3StorageConfig | undefined;
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
  defaults: { urlSecret: string },
  problems: string[],
): UploadConfig {
  const wholeNumber = (name: string, fallback: number, min: number, max: number, unit: string): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    if (/^\d{1,15}$/.test(raw) && Number(raw) >= min && Number(raw) <= max) return Number(raw);
    problems.push(`${name} must be a whole number of ${unit} from ${min} to ${max}, got "${raw}"`);
    return fallback;
  };
  const driver = (env['STORAGE_DRIVER']?.trim() || 'postgres').toLowerCase();
  if (!(STORAGE_DRIVERS as readonly string[]).includes(driver)) {
    problems.push(`STORAGE_DRIVER must be one of ${STORAGE_DRIVERS.join(', ')}, got "${driver}"`);
  }
  return {
    maxBytes: wholeNumber('UPLOAD_MAX_BYTES', DEFAULT_UPLOAD_MAX_BYTES, 1, MAX_UPLOAD_MAX_BYTES, 'bytes'),
    maxPixels: wholeNumber(
      'UPLOAD_MAX_PIXELS',
      DEFAULT_UPLOAD_MAX_PIXELS,
      1_000_000,
      MAX_UPLOAD_MAX_PIXELS,
      'pixels',
    ),
    storageDriver: driver as StorageDriver,
    s3: driver === 's3' ? readS3Config(env, problems) : undefined,
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

function readS3Config(env: Record<string, string | undefined>, problems: string[]): S3StorageConfig {
  const text = (name: string) => env[name]?.trim() || undefined;
  const endpoint = text('S3_ENDPOINT');
  if (endpoint !== undefined && !isHttpUrl(endpoint)) {
    problems.push(`S3_ENDPOINT must be an http:// or https:// URL, got "${endpoint}"`);
  }
  const bucket = text('S3_BUCKET') ?? '';
  // S3's bucket naming rules: 3 to 63 lower-case letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(
      bucket === ''
        ? 'S3_BUCKET must be set when STORAGE_DRIVER=s3'
        : `S3_BUCKET must be an S3 bucket name (3 to 63 lower-case letters, digits, dots and hyphens), got "${bucket}"`,
    );
  }
  const region = text('S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,64}$/.test(region)) problems.push(`S3_REGION must be a region name, got "${region}"`);
  const accessKeyId = text('S3_ACCESS_KEY_ID');
  const secretAccessKey = text('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset)');
  }
  const rawPathStyle = text('S3_FORCE_PATH_STYLE')?.toLowerCase();
  let forcePathStyle = false;
  if (rawPathStyle !== undefined) {
    if (['true', '1'].includes(rawPathStyle)) forcePathStyle = true;
    else if (!['false', '0'].includes(rawPathStyle)) {
      problems.push(`S3_FORCE_PATH_STYLE must be true or false, got "${rawPathStyle}"`);
    }
  }
  return {
    endpoint,
    bucket,
    region,
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey }
        : undefined,
    forcePathStyle,
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}
