import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { DEV_DEFAULTS, loadConfig } from '../config/app-config.js';
import { configProblems } from '../testing/config-problems.js';
import { heic, image, pdf, photoWithGps, pngClaiming } from './__fixtures__/files.js';
import { assertStorageKey } from './storage/file-storage.js';
import { downloadName } from './upload.controller.js';
import { cleanFileName } from './upload.service.js';
import { describeBytes, formatMegapixels, HEIC_MESSAGE, toStorableFile } from './utils/file-content.util.js';
import { formatMegabytes } from './utils/multipart.util.js';
import { fileLinkPath, signFileLink, verifyFileLink } from './utils/signed-url.util.js';

describe('upload settings', () => {
  it('default to 10 MiB, 60 megapixels, the postgres driver, one-day links', () => {
    const { upload } = loadConfig({});
    expect(upload).toEqual({
      maxBytes: 10 * 1024 * 1024,
      maxPixels: 60_000_000,
      storageDriver: 'postgres',
      s3: undefined,
      urlSecret: DEV_DEFAULTS.UPLOAD_URL_SECRET,
      urlTtlSeconds: 86_400,
    });
  });

  it('read the variables', () => {
    const { upload } = loadConfig({
      UPLOAD_MAX_BYTES: '2048',
      UPLOAD_MAX_PIXELS: '24000000',
      STORAGE_DRIVER: 'S3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'telehealth-uploads',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret-key',
      S3_FORCE_PATH_STYLE: 'true',
      UPLOAD_URL_SECRET: 'another-secret',
      UPLOAD_URL_TTL_SECONDS: '600',
    });
    expect(upload).toEqual({
      maxBytes: 2048,
      maxPixels: 24_000_000,
      storageDriver: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'telehealth-uploads',
        region: 'eu-west-1',
        credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret-key' },
        forcePathStyle: true,
      },
      urlSecret: 'another-secret',
      urlTtlSeconds: 600,
    });
  });

  it('leave S3 credentials to the SDK when none are set, and default the region', () => {
    const { upload } = loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'uploads' });
    expect(upload.s3).toEqual({
      endpoint: undefined,
      bucket: 'uploads',
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('name each bad variable', () => {
    expect(
      configProblems({
        UPLOAD_MAX_BYTES: '10MB',
        UPLOAD_MAX_PIXELS: '999',
        STORAGE_DRIVER: 'local',
        UPLOAD_URL_TTL_SECONDS: '5',
      }),
    ).toEqual([
      'STORAGE_DRIVER must be one of postgres, s3, got "local"',
      'UPLOAD_MAX_BYTES must be a whole number of bytes from 1 to 104857600, got "10MB"',
      'UPLOAD_MAX_PIXELS must be a whole number of pixels from 1000000 to 200000000, got "999"',
      'UPLOAD_URL_TTL_SECONDS must be a whole number of seconds from 60 to 2592000, got "5"',
    ]);
    expect(configProblems({ STORAGE_DRIVER: 's3' })).toEqual([
      'S3_BUCKET must be set when STORAGE_DRIVER=s3',
    ]);
    expect(
      configProblems({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'ftp://files',
        S3_BUCKET: 'Bad_Bucket',
        S3_REGION: 'eu west',
        S3_ACCESS_KEY_ID: 'only-the-id',
        S3_FORCE_PATH_STYLE: 'yes',
      }),
    ).toEqual([
      'S3_ENDPOINT must be an http:// or https:// URL, got "ftp://files"',
      'S3_BUCKET must be an S3 bucket name (3 to 63 lower-case letters, digits, dots and hyphens), got "Bad_Bucket"',
      'S3_REGION must be a region name, got "eu west"',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset)',
      'S3_FORCE_PATH_STYLE must be true or false, got "yes"',
    ]);
  });

  it('refuse the development link secret in production', () => {
    const production = {
      NODE_ENV: 'production',
      API_SHARED_TOKEN: 'prod-token-123',
      JWT_SECRET: 'prod-jwt-secret-456',
      SEED_ADMIN_PASSWORD: 'prod-admin-password',
    };
    const message = 'UPLOAD_URL_SECRET must be set to a non-default value when NODE_ENV=production';
    expect(configProblems(production)).toContain(message);
    expect(configProblems({ ...production, UPLOAD_URL_SECRET: DEV_DEFAULTS.UPLOAD_URL_SECRET })).toContain(
      message,
    );
    expect(configProblems({ ...production, UPLOAD_URL_SECRET: 'a-real-secret' })).not.toContain(message);
  });
});

describe('storage keys', () => {
  it('are the tenant id and API-made segments', () => {
    expect(() =>
      assertStorageKey({ tenantId: 6, key: '6/3f1c9a2e-8d4b-4c7a-9e2f-1a2b3c4d5e6f' }),
    ).not.toThrow();
  });

  it.each(['../escape', '6/../../etc/passwd', '/abs', '6//x', '6/UPPER', '6/x..y', '', '6/a b', '6', '06/x'])(
    'refuse the key %j',
    (key) => {
      expect(() => assertStorageKey({ tenantId: 6, key })).toThrow('Invalid storage key');
    },
  );

  it("refuse another tenant's key", () => {
    expect(() => assertStorageKey({ tenantId: 7, key: '6/abc' })).toThrow('is not of tenant 7');
  });
});

describe('signed file links', () => {
  const claims = { fileId: '3f1c9a2e-8d4b-4c7a-9e2f-1a2b3c4d5e6f', tenantId: 6, expires: 1_900_000_000 };
  const secret = 'test-secret';

  it('carry tenant, expiry and a signature that verifies', () => {
    const path = fileLinkPath(secret, claims);
    const url = new URL(path, 'http://api.test');
    expect(url.pathname).toBe(`/api/upload/${claims.fileId}`);
    expect(url.searchParams.get('tenant')).toBe('6');
    expect(url.searchParams.get('expires')).toBe('1900000000');
    const signature = url.searchParams.get('signature') ?? '';
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyFileLink(secret, claims, signature)).toBe(true);
  });

  it('do not verify for other claims, another secret or an altered signature', () => {
    const signature = signFileLink(secret, claims);
    expect(verifyFileLink(secret, { ...claims, tenantId: 7 }, signature)).toBe(false);
    expect(verifyFileLink(secret, { ...claims, expires: claims.expires + 1 }, signature)).toBe(false);
    expect(verifyFileLink(secret, { ...claims, fileId: claims.fileId.replace('3f', '4f') }, signature)).toBe(
      false,
    );
    expect(verifyFileLink('other-secret', claims, signature)).toBe(false);
    // Every other last character, including those that decode to the same bytes.
    for (const last of 'AQgw') {
      const altered = signature.slice(0, -1) + last;
      if (altered !== signature) expect(verifyFileLink(secret, claims, altered)).toBe(false);
    }
    expect(verifyFileLink(secret, claims, `${signature}=`)).toBe(false);
    expect(verifyFileLink(secret, claims, '')).toBe(false);
  });
});

describe('toStorableFile', () => {
  const LIMITS = { maxPixels: 60_000_000 };

  it('converts a PNG to a JPEG oriented by its EXIF, without any metadata', async () => {
    const input = await photoWithGps('png');
    expect((await sharp(input).metadata()).exif?.includes('PhoneCo')).toBe(true);
    const stored = await toStorableFile(input, LIMITS);
    expect(stored.contentType).toBe('image/jpeg');
    expect(stored.detected).toBe('png');
    const metadata = await sharp(stored.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.bytes.includes('PhoneCo')).toBe(false);
  });

  it.each(['jpeg', 'webp', 'gif', 'avif'] as const)('accepts %s and stores a JPEG', async (format) => {
    const stored = await toStorableFile(await image(format, 30, 10), LIMITS);
    expect(stored.contentType).toBe('image/jpeg');
    expect(stored.detected).toBe(format);
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 30, height: 10 });
  });

  it('caps the longest side at 4096 px and flattens transparency onto white', async () => {
    const transparent = await image('png', 5000, 100, { r: 0, g: 0, b: 0, alpha: 0 });
    const stored = await toStorableFile(transparent, LIMITS);
    const { data, info } = await sharp(stored.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([4096, 82]);
    expect(info.channels).toBe(3);
    expect(data[0]).toBeGreaterThan(250);
  });

  it('does not enlarge small images', async () => {
    const stored = await toStorableFile(await image('png', 8, 6), LIMITS);
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ width: 8, height: 6 });
  });

  it('keeps a PDF as it is', async () => {
    const bytes = pdf();
    const stored = await toStorableFile(bytes, LIMITS);
    expect(stored).toEqual({ bytes, contentType: 'application/pdf', detected: 'pdf' });
  });

  it('refuses HEIC with 415, asking for a JPEG', async () => {
    const bytes = heic();
    expect((await sharp(bytes).metadata()).compression).toBe('hevc');
    await expect(toStorableFile(bytes, LIMITS)).rejects.toMatchObject({ status: 415, message: HEIC_MESSAGE });
  });

  it.each([
    ['text', Buffer.from('name,dose\nsemaglutide,0.25mg\n')],
    ['HTML', Buffer.from('<!DOCTYPE html><html><body>hi</body></html>')],
    ['ZIP archive (or Office document)', Buffer.from('PK\x03\x04\x14\x00\x00\x00', 'latin1')],
    ['unknown binary data', Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe, 0xff, 0x00, 0x10])],
  ])('refuses %s with 415 naming it', async (kind, bytes) => {
    await expect(toStorableFile(bytes, LIMITS)).rejects.toMatchObject({
      status: 415,
      message: `Unsupported file type: ${kind}. Allowed: JPEG, PNG, WebP, GIF, AVIF, HEIC/HEIF or PDF`,
    });
  });

  it.each([
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')],
    ['TIFF', null],
  ])('refuses an %s image with 415', async (kind, bytes) => {
    const input = bytes ?? (await image('tiff'));
    await expect(toStorableFile(input, LIMITS)).rejects.toMatchObject({
      status: 415,
      message: expect.stringContaining(`Unsupported file type: ${kind} image`) as string,
    });
  });

  it('refuses an image with more pixels than the limit with 413, from its header', async () => {
    // The header says 10000 × 10000; the data is 1 KiB: decoding would fail with 400, so 413 means it never began.
    await expect(toStorableFile(pngClaiming(10_000, 10_000), LIMITS)).rejects.toMatchObject({
      status: 413,
      message:
        'Image is too large: 10000 × 10000 pixels (100 megapixels); at most 60 megapixels are accepted',
    });
    const limits = { maxPixels: 1_000_000 };
    await expect(toStorableFile(await image('png', 1001, 1000), limits)).rejects.toMatchObject({
      status: 413,
      message: 'Image is too large: 1001 × 1000 pixels (1 megapixels); at most 1 megapixels are accepted',
    });
    const exact = await toStorableFile(await image('png', 1000, 1000), limits);
    expect(await sharp(exact.bytes).metadata()).toMatchObject({ width: 1000, height: 1000 });
  });

  it('answers 400 for a damaged image of an accepted type', async () => {
    const png = await image('png', 64, 64);
    const jpeg = await sharp({
      create: {
        width: 200,
        height: 200,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    for (const damaged of [
      png.subarray(0, 40),
      jpeg.subarray(0, jpeg.length / 2),
      Buffer.from('GIF89a....'),
    ]) {
      await expect(toStorableFile(damaged, LIMITS)).rejects.toMatchObject({
        status: 400,
        message: 'File is not a readable image',
      });
    }
  });
});

describe('describeBytes', () => {
  it('names accepted images and HEIC by their magic bytes', async () => {
    expect(describeBytes(await image('png'))).toBe('PNG image');
    expect(describeBytes(await image('jpeg'))).toBe('JPEG image');
    expect(describeBytes(await image('webp'))).toBe('WebP image');
    expect(describeBytes(await image('avif'))).toBe('AVIF image');
    expect(describeBytes(heic())).toBe('HEIC');
  });
});

describe('file names', () => {
  it('keep the base name only, without control or direction characters, at most 255 characters', () => {
    expect(cleanFileName('C:\\Users\\ann\\My ID.png', 'image/jpeg')).toBe('My ID.png');
    expect(cleanFileName('../../etc/passwd', 'image/jpeg')).toBe('passwd');
    expect(cleanFileName('selfie\u202Egpj.exe', 'image/jpeg')).toBe('selfiegpj.exe');
    expect(cleanFileName('a\u0000b\r\n.pdf', 'application/pdf')).toBe('ab.pdf');
    expect(cleanFileName(undefined, 'application/pdf')).toBe('upload.pdf');
    expect(cleanFileName('  ', 'image/jpeg')).toBe('upload.jpg');
    expect(Array.from(cleanFileName('😀'.repeat(300), 'image/jpeg'))).toHaveLength(255);
  });

  it('get a .jpg extension when downloaded as a converted image', () => {
    expect(downloadName('scan.png', 'image/jpeg')).toBe('scan.jpg');
    expect(downloadName('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(downloadName('id', 'image/jpeg')).toBe('id.jpg');
    expect(downloadName('labs.pdf', 'application/pdf')).toBe('labs.pdf');
  });

  it('format the size limit in MB', () => {
    expect(formatMegabytes(10 * 1024 * 1024)).toBe('10');
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe('1.5');
    expect(formatMegabytes(10)).toBe('0.1');
  });

  it('format pixel counts in megapixels', () => {
    expect(formatMegapixels(60_000_000)).toBe('60');
    expect(formatMegapixels(48_771_072)).toBe('48.8');
    expect(formatMegapixels(1_001_000)).toBe('1');
  });
});
