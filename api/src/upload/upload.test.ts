import { createHash, randomBytes } from 'node:crypto';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { validate, type Role } from '@telehealth/schemas';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../app/app.js';
import { JwtService } from '../auth/jwt.service.js';
import { DEV_DEFAULTS } from '../config/app-config.js';
import { openIntake } from '../testing/intake.js';
import { DEV_TOKEN } from '../testing/tenant-data.js';
import { testConfig, useTestPostgres } from '../testing/test-postgres.js';
import {
  heic,
  image,
  multipart,
  pdf,
  photoWithGps,
  pngClaiming,
  type FormPart,
} from './__fixtures__/files.js';
import { POSTGRES_READ_CHUNK_BYTES } from './storage/postgres.storage.js';
import { UPLOAD_LIMITS, UploadService } from './upload.service.js';
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

interface PostOptions {
  /** The intake's created value; default: a new open intake. `null`: no `?created=`. */
  created?: string | null;
  headers?: Record<string, string>;
  /** The client address; default: a new one, so one test's uploads never count against another's. */
  ip?: string;
  /** The API instance to send to; default: the first. */
  via?: NestFastifyApplication;
}

describe('file uploads over HTTP', () => {
  /** Two API instances on one database, as two processes behind a load balancer. */
  let app: NestFastifyApplication;
  let other: NestFastifyApplication;
  let db: DataSource;
  let addresses = 0;
  let users = 0;

  const newIp = () => `10.9.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
  const newIntake = (tenant = 6) => openIntake(app, tenant);

  const post = async (parts: FormPart[], options: PostOptions = {}) => {
    const created = options.created === undefined ? (await newIntake()).created : options.created;
    const form = multipart(parts);
    return (options.via ?? app).inject({
      method: 'POST',
      url: created === null ? '/api/upload' : `/api/upload?created=${encodeURIComponent(created)}`,
      headers: { Token: DEV_TOKEN, Tenant: '6', ...form.headers, ...options.headers },
      payload: form.payload,
      remoteAddress: options.ip ?? newIp(),
    });
  };
  const file = (data: Buffer | string, filename = 'photo.png', contentType = 'image/png'): FormPart => ({
    name: 'file',
    data,
    filename,
    contentType,
  });
  const fetch = (url: string, headers: Record<string, string> = {}, via = app) =>
    via.inject({ method: 'GET', url, headers });

  const rows = async (): Promise<Record<string, unknown>[]> =>
    db.query('SELECT * FROM uploads ORDER BY created_at');
  const count = async (table: string): Promise<number> =>
    Number(((await db.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[])[0]!.n);
  const counts = async () => ({ rows: await count('uploads'), blobs: await count('upload_blobs') });
  /** Asserts that a refused request left no row and no bytes behind. */
  const expectNothingStoredSince = async (before: { rows: number; blobs: number }) => {
    expect(await counts()).toEqual(before);
  };
  const createUser = async (role: Role, tenant = 6): Promise<number> => {
    const [row] = (await db.query(
      `INSERT INTO users (tenant_id, email, password_hash, role) VALUES ($1, $2, 'x', $3) RETURNING id`,
      [tenant, `uploader${++users}-${role}@example.com`, role],
    )) as { id: number }[];
    return row!.id;
  };
  const bearer = async (userId: number, role: Role, tenantId = 6) => ({
    authorization: `Bearer ${await app.get(JwtService).sign({ userId, role, tenantId })}`,
  });

  beforeAll(async () => {
    const url = await pg.newDatabase();
    app = await createApp(testConfig(url));
    other = await createApp(testConfig(url, { JOBS_ENABLED: 'false' }));
    db = app.get(DataSource);
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await app?.close();
  }, 60_000);

  describe('POST /api/upload', () => {
    it('converts a PNG with EXIF GPS to an oriented JPEG without metadata, and serves it by its url', async () => {
      const intake = await newIntake();
      const input = await photoWithGps('png');
      const response = await post([file(input, 'IMG_0042.png')], { created: intake.created });
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
        order_id: intake.orderId,
      });
      // The bytes are in PostgreSQL (the default storage driver), in the tenant's row.
      const [blob] = (await db.query(`SELECT tenant_id, bytes FROM upload_blobs WHERE storage_key = $1`, [
        `6/${body.fileId}`,
      ])) as { tenant_id: number; bytes: Buffer }[];
      expect(blob?.tenant_id).toBe(6);
      expect(blob?.bytes).toEqual(bytes);
    });

    it('serves through one API instance a file uploaded through another', async () => {
      const bytes = pdf();
      const response = await post([file(bytes, 'labs.pdf', 'application/pdf')], { via: other });
      expect(response.statusCode).toBe(201);
      const served = await fetch(response.json<UploadBody>().url, {}, app);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(bytes);
    });

    it('streams a file larger than one read slice whole', async () => {
      const bytes = Buffer.concat([pdf(), randomBytes(2 * POSTGRES_READ_CHUNK_BYTES + 12_345)]);
      const response = await post([file(bytes, 'scan.pdf', 'application/pdf')]);
      expect(response.statusCode).toBe(201);
      const served = await fetch(response.json<UploadBody>().url);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
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

    it('refuses a 100-megapixel PNG from its header with 413, before decoding it', async () => {
      const before = await counts();
      // 74 bytes claiming 10000 × 10000 pixels: decoding would allocate 300 MB before finding the data short.
      const response = await post([file(pngClaiming(10_000, 10_000), 'bomb.png')]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        statusCode: 413,
        message:
          'Image is too large: 10000 × 10000 pixels (100 megapixels); at most 60 megapixels are accepted',
      });
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
      const { created } = await newIntake();
      const json = await app.inject({
        method: 'POST',
        url: `/api/upload?created=${created}`,
        headers: { Token: DEV_TOKEN, Tenant: '6', 'content-type': 'application/json' },
        payload: '{"file":"x"}',
      });
      expect(json.statusCode).toBe(400);
      expect(json.json<{ message: string }>().message).toContain('multipart/form-data');
    });

    it('answers 400 for a malformed multipart body', async () => {
      const { created } = await newIntake();
      const response = await app.inject({
        method: 'POST',
        url: `/api/upload?created=${created}`,
        headers: { Token: DEV_TOKEN, Tenant: '6', 'content-type': 'multipart/form-data; boundary=abc' },
        payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
      });
      expect(response.statusCode).toBe(400);
    });

    it('needs Token and Tenant', async () => {
      const { created } = await newIntake();
      const form = multipart([file(pdf(), 'a.pdf')]);
      const noToken = await app.inject({
        method: 'POST',
        url: `/api/upload?created=${created}`,
        headers: { Tenant: '6', ...form.headers },
        payload: form.payload,
      });
      expect(noToken.statusCode).toBe(401);
      const noTenant = await app.inject({
        method: 'POST',
        url: `/api/upload?created=${created}`,
        headers: { Token: DEV_TOKEN, ...form.headers },
        payload: form.payload,
      });
      expect(noTenant.statusCode).toBe(400);
    });

    it('records the logged-in uploader, and refuses a bad or foreign login token', async () => {
      const [admin] = (await db.query(`SELECT id FROM users WHERE tenant_id = 6 AND role = 0 LIMIT 1`)) as {
        id: number;
      }[];
      // A login needs no intake.
      const response = await post([file(pdf(), 'a.pdf')], {
        created: null,
        headers: await bearer(admin!.id, 0),
      });
      expect(response.statusCode).toBe(201);
      const [row] = (await rows()).filter((r) => r['id'] === response.json<UploadBody>().fileId);
      expect(row).toMatchObject({ uploaded_by_user_id: admin!.id, order_id: null });

      const before = await counts();
      const bad = await post([file(pdf(), 'a.pdf')], { headers: { authorization: 'Bearer not.a.token' } });
      expect(bad.statusCode).toBe(401);
      const foreign = await post([file(pdf(), 'a.pdf')], { headers: await bearer(admin!.id, 0, 7) });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json<{ message: string }>().message).toBe('Token is for another tenant');
      await expectNothingStoredSince(before);
    });

    it('leaves no row when the bytes cannot be written, and no bytes when the row cannot be', async () => {
      const before = await counts();
      // A real fault in the store: PostgreSQL refuses every write of bytes for a moment.
      await db.query(`
        CREATE FUNCTION refuse_upload_bytes() RETURNS trigger LANGUAGE plpgsql AS
          $$ BEGIN RAISE EXCEPTION 'disk full (test)'; END $$;
        CREATE TRIGGER refuse_upload_bytes BEFORE INSERT ON upload_blobs
          FOR EACH ROW EXECUTE FUNCTION refuse_upload_bytes();`);
      try {
        const response = await post([file(pdf(), 'a.pdf', 'application/pdf')]);
        expect(response.statusCode).toBe(503);
        expect(response.json<{ message: string }>().message).toBe(
          'The file could not be stored; try again in a moment',
        );
        await expectNothingStoredSince(before);
      } finally {
        await db.query(
          `DROP TRIGGER refuse_upload_bytes ON upload_blobs; DROP FUNCTION refuse_upload_bytes();`,
        );
      }
      // No such user: the foreign key refuses the row, and nothing of the file stays.
      await expect(
        app
          .get(UploadService)
          .store(6, { bytes: pdf(), filename: 'a.pdf' }, { userId: 999_999, orderId: null }),
      ).rejects.toThrow(/uploads_tenant_id_uploaded_by_user_id_fkey/);
      await expectNothingStoredSince(before);
      expect((await post([file(pdf(), 'a.pdf', 'application/pdf')])).statusCode).toBe(201);
    });
  });

  describe('which intake an upload is for', () => {
    const setOrder = (orderId: number, changes: string, values: unknown[] = []) =>
      db.query(`UPDATE orders SET ${changes} WHERE id = $1`, [orderId, ...values]);
    const markPaid = (orderId: number, userId: number, ago: string) =>
      setOrder(
        orderId,
        `paid_at = now() - $3::interval, price = 99, payment = '{"brand":"visa","last4":"4242"}', user_id = $2`,
        [userId, ago],
      );

    it('without a login, needs the created value of an intake (400)', async () => {
      const before = await counts();
      const response = await post([file(pdf(), 'a.pdf')], { created: null });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'An upload without a login must name its intake: POST /api/upload?created=<created value>',
        errors: [{ path: '/created', message: 'is required without a login' }],
      });
      await expectNothingStoredSince(before);
    });

    it('refuses a created value that is malformed (400) or of no intake of the tenant (404)', async () => {
      const before = await counts();
      const malformed = await post([file(pdf())], { created: '<script>' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ message: string }>().message).toContain('created');
      const unknown = await post([file(pdf())], { created: '1700000000000-unknown123' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        message:
          'No open intake with created 1700000000000-unknown123: log in to add files to a completed visit',
        code: 'UPLOAD_INTAKE_NOT_OPEN',
      });
      const otherTenants = await newIntake(7);
      expect((await post([file(pdf())], { created: otherTenants.created })).statusCode).toBe(404);
      await expectNothingStoredSince(before);
    });

    it("refuses an anonymous upload to a customer's intake, paid or not, even just after checkout", async () => {
      const customer = await createUser(1);
      const owned = await newIntake();
      await setOrder(owned.orderId, 'user_id = $2', [customer]);
      const paidLongAgo = await newIntake();
      await markPaid(paidLongAgo.orderId, customer, '25 hours');
      const justPaid = await newIntake();
      await markPaid(justPaid.orderId, customer, '10 minutes');

      const before = await counts();
      expect((await post([file(pdf())], { created: owned.created })).statusCode).toBe(404);
      expect((await post([file(pdf())], { created: paidLongAgo.created })).statusCode).toBe(404);
      // The identity check (ID and selfie) comes before payment: a paid order takes files only from its customer.
      const idPhoto = await post([file(await image('png'), 'licence.png')], { created: justPaid.created });
      expect(idPhoto.statusCode).toBe(404);
      await expectNothingStoredSince(before);

      // Its customer may upload to it at any time.
      const asCustomer = await post([file(pdf())], {
        created: paidLongAgo.created,
        headers: await bearer(customer, 1),
      });
      expect(asCustomer.statusCode).toBe(201);
      const [row] = (await rows()).filter((r) => r['id'] === asCustomer.json<UploadBody>().fileId);
      expect(row).toMatchObject({ uploaded_by_user_id: customer, order_id: paidLongAgo.orderId });
      // Another customer may not.
      const stranger = await createUser(1);
      expect(
        (await post([file(pdf())], { created: paidLongAgo.created, headers: await bearer(stranger, 1) }))
          .statusCode,
      ).toBe(404);
    });

    it("lets an agent's mask token upload for the customer, audited as the agent", async () => {
      const agent = await createUser(2);
      const customer = await createUser(1);
      const issued = await app.inject({
        method: 'POST',
        url: '/api/auth/masquerade',
        headers: { Token: DEV_TOKEN, Tenant: '6', ...(await bearer(agent, 2)) },
        payload: { userId: customer },
      });
      expect(issued.statusCode).toBe(200);
      const mask = { authorization: `Bearer ${issued.json<{ maskToken: string }>().maskToken}` };
      const intake = await newIntake();
      await setOrder(intake.orderId, 'user_id = $2', [customer]);

      const response = await post([file(await image('jpeg'), 'rash.jpg', 'image/jpeg')], {
        created: intake.created,
        headers: mask,
      });
      expect(response.statusCode).toBe(201);
      const body = response.json<UploadBody>();
      const [row] = (await rows()).filter((r) => r['id'] === body.fileId);
      expect(row).toMatchObject({ uploaded_by_user_id: customer, order_id: intake.orderId });
      const audit = (await db.query(
        `SELECT actor_user_id, actor_role, subject_user_id, masquerade, action, resource, status_code
           FROM audit_log WHERE path = '/api/upload' AND actor_user_id = $1`,
        [agent],
      )) as Record<string, unknown>[];
      expect(audit).toEqual([
        {
          actor_user_id: agent,
          actor_role: 2,
          subject_user_id: customer,
          masquerade: true,
          action: 'write',
          resource: 'upload',
          status_code: 201,
        },
      ]);
      // Without an intake too, as the customer.
      expect((await post([file(pdf())], { created: null, headers: mask })).statusCode).toBe(201);
    });
  });

  describe('upload limits', () => {
    const statuses = (responses: { statusCode: number }[]) =>
      responses.map((r) => r.statusCode).sort((a, b) => a - b);

    it(`takes at most ${UPLOAD_LIMITS.perIntake} uploads per intake in an hour, counted atomically across instances`, async () => {
      const intake = await newIntake();
      const tries = UPLOAD_LIMITS.perIntake + 5;
      const responses = await Promise.all(
        Array.from({ length: tries }, (_, i) =>
          post([file(pdf(), `page-${i}.pdf`, 'application/pdf')], {
            created: intake.created,
            via: i % 2 === 0 ? app : other,
          }),
        ),
      );
      expect(statuses(responses)).toEqual([
        ...Array<number>(UPLOAD_LIMITS.perIntake).fill(201),
        ...Array<number>(5).fill(429),
      ]);
      const refused = responses.find((r) => r.statusCode === 429)!;
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(refused.json()).toMatchObject({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `Too many uploads for this intake: at most 20 in an hour; try again in ${retryAfter} seconds`,
      });
      const stored = (await db.query(`SELECT count(*)::int AS n FROM uploads WHERE order_id = $1`, [
        intake.orderId,
      ])) as { n: number }[];
      expect(stored[0]!.n).toBe(UPLOAD_LIMITS.perIntake);
    });

    it(`takes at most ${UPLOAD_LIMITS.perClient} uploads per client address in an hour, over any intakes`, async () => {
      const ip = newIp();
      const intakes = await Promise.all([newIntake(), newIntake(), newIntake(), newIntake()]);
      const tries = UPLOAD_LIMITS.perClient + 4;
      const responses = await Promise.all(
        Array.from({ length: tries }, (_, i) =>
          post([file(pdf(), 'a.pdf', 'application/pdf')], { created: intakes[i % 4]!.created, ip }),
        ),
      );
      expect(statuses(responses)).toEqual([
        ...Array<number>(UPLOAD_LIMITS.perClient).fill(201),
        ...Array<number>(4).fill(429),
      ]);
      expect(responses.find((r) => r.statusCode === 429)!.json<{ message: string }>().message).toMatch(
        /^Too many uploads from this address: at most 60 in an hour/,
      );
      // Refused before the body is read: another address still uploads to the same intakes.
      expect((await post([file(pdf())], { created: intakes[0]!.created })).statusCode).toBe(201);
    });

    it(`takes at most ${UPLOAD_LIMITS.perUser} uploads per logged-in user in an hour, from any address`, async () => {
      const customer = await createUser(1);
      const responses = [];
      for (let i = 0; i < UPLOAD_LIMITS.perUser + 1; i++) {
        responses.push(await post([file(pdf())], { created: null, headers: await bearer(customer, 1) }));
      }
      expect(responses.slice(0, -1).every((r) => r.statusCode === 201)).toBe(true);
      const last = responses.at(-1)!;
      expect(last.statusCode).toBe(429);
      expect(last.json<{ message: string }>().message).toMatch(/^Too many uploads by this account/);
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
