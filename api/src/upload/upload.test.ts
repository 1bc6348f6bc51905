import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { validate } from '@telehealth/schemas';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { JwtService } from '../auth/jwt.service.js';
import { DEV_DEFAULTS } from '../config/app-config.js';
import { DEV_TOKEN } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { heic, multipart, pdf, photoWithGps, type FormPart } from './__fixtures__/files.js';
import { UploadService } from './upload.service.js';
import { HEIC_MESSAGE } from './utils/file-content.util.js';
import { fileLinkPath } from './utils/signed-url.util.js';

const pg = useTestPostgres();

interface UploadBody {
  fileId: string;
  name: string;
  contentType: string;
  size: number;
  url: string;
}

describe('file uploads over HTTP', () => {
  let app: NestFastifyApplication;
  let uploadDir: string;

  const post = (parts: FormPart[], headers: Record<string, string> = {}) => {
    const form = multipart(parts);
    return app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { Token: DEV_TOKEN, Tenant: '6', ...form.headers, ...headers },
      payload: form.payload,
    });
  };
  const file = (data: Buffer | string, filename = 'photo.png', contentType = 'image/png'): FormPart => ({
    name: 'file',
    data,
    filename,
    contentType,
  });
  const fetch = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  const rows = async (): Promise<Record<string, unknown>[]> =>
    app.get(DataSource).query('SELECT * FROM uploads ORDER BY created_at');
  const storedFiles = async (): Promise<string[]> =>
    (await readdir(uploadDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));

  /** Asserts that a refused request left no row and no file behind. */
  const expectNothingStoredSince = async (before: { rows: number; files: number }) => {
    expect((await rows()).length).toBe(before.rows);
    expect((await storedFiles()).length).toBe(before.files);
  };
  const counts = async () => ({ rows: (await rows()).length, files: (await storedFiles()).length });

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'telehealth-uploads-'));
    app = await pg.newApp({ env: { UPLOAD_DIR: uploadDir } });
  }, 120_000);
  afterAll(async () => {
    await rm(uploadDir, { recursive: true, force: true });
  });

  describe('POST /api/upload', () => {
    it('converts a PNG with EXIF GPS to an oriented JPEG without metadata, and serves it by its url', async () => {
      const input = await photoWithGps('png');
      const response = await post([file(input, 'IMG_0042.png')]);
      expect(response.statusCode).toBe(201);
      const body = response.json<UploadBody>();
      expect(validate('UploadResponse', body)).toMatchObject({ ok: true });
      expect(body).toMatchObject({ name: 'IMG_0042.png', contentType: 'image/jpeg' });
      expect(body.fileId).toMatch(/^[0-9a-f-]{36}$/);

      const served = await fetch(body.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toMatch(/^private\b/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toContain('inline; filename="IMG_0042.jpg"');
      const bytes = served.rawPayload;
      expect(bytes.length).toBe(body.size);
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.includes('PhoneCo')).toBe(false);
      expect(bytes.includes('Secret Model')).toBe(false);

      const [row] = (await rows()).filter((r) => r['id'] === body.fileId);
      expect(row).toMatchObject({
        tenant_id: 6,
        original_name: 'IMG_0042.png',
        content_type: 'image/jpeg',
        size: body.size,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storage_key: `6/${body.fileId}`,
        uploaded_by_user_id: null,
      });
      expect(await readFile(join(uploadDir, '6', body.fileId))).toEqual(bytes);
    });

    it('converts a JPEG photo the same way, whatever type the client declared', async () => {
      const response = await post([
        file(await photoWithGps('jpeg'), 'selfie.jpg', 'application/octet-stream'),
      ]);
      expect(response.statusCode).toBe(201);
      const served = await fetch(response.json<UploadBody>().url);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ width: 20, height: 40 });
      expect(metadata.exif).toBeUndefined();
    });

    it('stores a PDF as it is and serves it as an attachment', async () => {
      const bytes = pdf();
      const response = await post([file(bytes, 'labs.pdf', 'application/pdf')]);
      expect(response.statusCode).toBe(201);
      const body = response.json<UploadBody>();
      expect(body).toMatchObject({ name: 'labs.pdf', contentType: 'application/pdf', size: bytes.length });
      const served = await fetch(body.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toMatch(/^attachment; filename="labs.pdf"/);
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.rawPayload).toEqual(bytes);
    });

    it('refuses a text file named .jpg with 415 naming what it is, storing nothing', async () => {
      const before = await counts();
      const response = await post([file('this is not a photo\n', 'id.jpg', 'image/jpeg')]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: expect.stringContaining('Unsupported file type: text') as string,
      });
      expect(validate('ErrorResponse', response.json())).toMatchObject({ ok: true });
      await expectNothingStoredSince(before);
    });

    it('refuses a HEIC photo with 415 asking for a JPEG', async () => {
      const before = await counts();
      const response = await post([file(heic(), 'IMG_0001.HEIC', 'image/heic')]);
      expect(response.statusCode).toBe(415);
      expect(response.json<{ message: string }>().message).toBe(HEIC_MESSAGE);
      await expectNothingStoredSince(before);
    });

    it('refuses a damaged image with 400', async () => {
      const before = await counts();
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const response = await post([file(png.subarray(0, 40))]);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('File is not a readable image');
      await expectNothingStoredSince(before);
    });

    it('refuses a file over 10 MB with 413, storing nothing', async () => {
      const before = await counts();
      const big = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
      const response = await post([file(big, 'big.pdf', 'application/pdf')]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ statusCode: 413, message: 'File is larger than 10 MB' });
      await expectNothingStoredSince(before);
    });

    it('accepts a file of exactly the limit', async () => {
      const exact = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024 - pdf().length, 0x20)]);
      const response = await post([file(exact, 'exact.pdf', 'application/pdf')]);
      expect(response.statusCode).toBe(201);
      expect(response.json<UploadBody>().size).toBe(10 * 1024 * 1024);
    });

    it.each<[string, () => Promise<FormPart[]> | FormPart[], string]>([
      [
        'two files',
        async () => [file(await photoWithGps()), file(pdf(), 'b.pdf')],
        'Send exactly one file: the form has more than one',
      ],
      [
        'a file and another field',
        async () => [file(await photoWithGps()), { name: 'orderId', data: '100001' }],
        'Unexpected form field "orderId": send only the file, in field "file"',
      ],
      [
        'a field before the file',
        async () => [{ name: 'note', data: 'x' }, file(await photoWithGps())],
        'Unexpected form field "note": send only the file, in field "file"',
      ],
      [
        'the file in another field',
        async () => [{ ...file(pdf()), name: 'upload' }],
        'Unexpected file field "upload": send the file in field "file"',
      ],
      ['no file at all', () => [], 'No file: send one file in the form field "file"'],
    ])('refuses %s with 400, storing nothing', async (_name, parts, message) => {
      const before = await counts();
      const response = await post(await parts());
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
      await expectNothingStoredSince(before);
    });

    it('refuses an empty file and a request that is not a form with 400', async () => {
      const empty = await post([file(Buffer.alloc(0))]);
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ message: string }>().message).toBe('File is empty');
      const json = await app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { Token: DEV_TOKEN, Tenant: '6', 'content-type': 'application/json' },
        payload: '{"file":"x"}',
      });
      expect(json.statusCode).toBe(400);
      expect(json.json<{ message: string }>().message).toContain('multipart/form-data');
    });

    it('answers 400 for a malformed multipart body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { Token: DEV_TOKEN, Tenant: '6', 'content-type': 'multipart/form-data; boundary=abc' },
        payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
      });
      expect(response.statusCode).toBe(400);
    });

    it('needs Token and Tenant, but no login', async () => {
      const form = multipart([file(pdf(), 'a.pdf')]);
      const noToken = await app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { Tenant: '6', ...form.headers },
        payload: form.payload,
      });
      expect(noToken.statusCode).toBe(401);
      const noTenant = await app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { Token: DEV_TOKEN, ...form.headers },
        payload: form.payload,
      });
      expect(noTenant.statusCode).toBe(400);
    });

    it('records the logged-in uploader, and refuses a bad or foreign login token', async () => {
      const [admin] = (await app
        .get(DataSource)
        .query(`SELECT id FROM users WHERE tenant_id = 6 AND role = 0 LIMIT 1`)) as { id: number }[];
      const jwt = app.get(JwtService);
      const token = jwt.sign({ userId: admin!.id, role: 0, tenantId: 6 });
      const response = await post([file(pdf(), 'a.pdf')], { authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(201);
      const [row] = (await rows()).filter((r) => r['id'] === response.json<UploadBody>().fileId);
      expect(row?.['uploaded_by_user_id']).toBe(admin!.id);

      const before = await counts();
      const bad = await post([file(pdf(), 'a.pdf')], { authorization: 'Bearer not.a.token' });
      expect(bad.statusCode).toBe(401);
      const foreign = await post([file(pdf(), 'a.pdf')], {
        authorization: `Bearer ${jwt.sign({ userId: admin!.id, role: 0, tenantId: 7 })}`,
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json<{ message: string }>().message).toBe('Token is for another tenant');
      await expectNothingStoredSince(before);
    });

    it('removes the stored bytes again when the row cannot be written', async () => {
      const before = await counts();
      const service = app.get(UploadService);
      // No such user: the foreign key refuses the row after the bytes were written.
      await expect(service.store(6, { bytes: pdf(), filename: 'a.pdf' }, 999_999)).rejects.toThrow(
        /uploads_uploaded_by_user_id_fkey/,
      );
      await expectNothingStoredSince(before);
    });
  });

  describe('GET /api/upload/:fileId', () => {
    let uploaded: UploadBody;
    beforeAll(async () => {
      uploaded = (await post([file(pdf(), 'private.pdf', 'application/pdf')])).json<UploadBody>();
    });
    const withQuery = (change: (query: URLSearchParams) => void) => {
      const url = new URL(uploaded.url, 'http://api.test');
      change(url.searchParams);
      return `${url.pathname}?${url.searchParams.toString()}`;
    };

    it('needs no header: the signed link is the permission', async () => {
      expect((await fetch(uploaded.url)).statusCode).toBe(200);
      expect((await fetch(uploaded.url, { Token: DEV_TOKEN, Tenant: '6' })).statusCode).toBe(200);
    });

    it('refuses a tampered signature, or a link moved to another tenant or expiry, with 403', async () => {
      const signature = new URL(uploaded.url, 'http://api.test').searchParams.get('signature') ?? '';
      const flipped = signature[0] === 'A' ? 'B' : 'A';
      for (const url of [
        withQuery((q) => q.set('signature', flipped + signature.slice(1))),
        withQuery((q) => q.set('tenant', '7')),
        withQuery((q) => q.set('expires', String(Number(q.get('expires')) + 3600))),
      ]) {
        const response = await fetch(url);
        expect(response.statusCode).toBe(403);
        expect(response.json<{ message: string }>().message).toBe('Invalid file link signature');
        expect(response.rawPayload.includes('%PDF')).toBe(false);
      }
    });

    it('refuses an expired link with 403', async () => {
      const expired = fileLinkPath(DEV_DEFAULTS.UPLOAD_URL_SECRET, {
        fileId: uploaded.fileId,
        tenantId: 6,
        expires: Math.floor(Date.now() / 1000) - 1,
      });
      const response = await fetch(expired);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe('File link has expired');
    });

    it('does not show the file to another tenant', async () => {
      // The right link, asked for as tenant 7.
      const asOther = await fetch(uploaded.url, { Token: DEV_TOKEN, Tenant: '7' });
      expect(asOther.statusCode).toBe(404);
      expect(asOther.json<{ message: string }>().message).toBe(`Unknown file: ${uploaded.fileId}`);
      // A correctly signed link for tenant 7 to tenant 6's file.
      const signedForOther = app.get(UploadService).urlFor(uploaded.fileId, 7);
      const response = await fetch(signedForOther);
      expect(response.statusCode).toBe(404);
      expect(response.rawPayload.includes('%PDF')).toBe(false);
    });

    it('answers 404 for an unknown file and 400 for a malformed link', async () => {
      const unknown = app.get(UploadService).urlFor('0b7e4f3c-2d1a-4b5c-8e9f-0a1b2c3d4e5f', 6);
      expect((await fetch(unknown)).statusCode).toBe(404);
      const noSignature = await fetch(withQuery((q) => q.delete('signature')));
      expect(noSignature.statusCode).toBe(400);
      expect(noSignature.json<{ message: string }>().message).toContain('signature');
      expect(
        (await fetch(`/api/upload/not-a-uuid?tenant=6&expires=1&signature=${'a'.repeat(43)}`)).statusCode,
      ).toBe(400);
      expect((await fetch(withQuery((q) => q.set('extra', '1')))).statusCode).toBe(400);
    });
  });
});
