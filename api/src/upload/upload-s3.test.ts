import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../app/app.js';
import { testAdvData } from '../testing/intake.js';
import { DEV_TOKEN } from '../testing/tenant-data.js';
import { S3rver, type S3rverInstance } from '../testing/s3rver.js';
import { testConfig, useTestPostgres } from '../testing/test-postgres.js';
import { image, multipart, pdf, type FormPart } from './__fixtures__/files.js';
import { S3Storage } from './storage/s3.storage.js';

const require = createRequire(import.meta.url);
// The SDK's CommonJS build, as the API loads it (see S3Storage).
const { GetObjectCommand, S3Client } = require('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');

/** S3rver's built-in credentials. */
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
const BUCKET = 'telehealth-uploads';

const pg = useTestPostgres();

interface UploadBody {
  fileId: string;
  size: number;
  url: string;
}

describe('uploads with STORAGE_DRIVER=s3, against a local S3-compatible server', () => {
  let directory: string;
  let server: S3rverInstance | undefined;
  let endpoint: string;
  let client: InstanceType<typeof S3Client>;
  let app: NestFastifyApplication;
  let other: NestFastifyApplication;
  let db: DataSource;

  const s3Env = () => ({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    ...CREDENTIALS,
  });
  const newIntake = async (): Promise<string> => {
    const created = `${Date.now()}-${randomBytes(8).toString('hex').slice(0, 10)}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { Token: DEV_TOKEN, Tenant: '6' },
      payload: { created, advData: testAdvData },
    });
    expect(response.statusCode).toBe(201);
    return created;
  };
  const post = async (part: FormPart, via = app) => {
    const form = multipart([part]);
    return via.inject({
      method: 'POST',
      url: `/api/upload?created=${await newIntake()}`,
      headers: { Token: DEV_TOKEN, Tenant: '6', ...form.headers },
      payload: form.payload,
    });
  };
  const objectBytes = async (key: string): Promise<Buffer> => {
    const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return buffer(answer.Body as NodeJS.ReadableStream);
  };
  const directStorage = () =>
    S3Storage.create({
      endpoint,
      bucket: BUCKET,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });
  const count = async (table: string): Promise<number> =>
    Number(((await db.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[])[0]!.n);

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'telehealth-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const url = await pg.newDatabase();
    app = await createApp(testConfig(url, s3Env()));
    other = await createApp(testConfig(url, { ...s3Env(), JOBS_ENABLED: 'false' }));
    db = app.get(DataSource);
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await app?.close();
    client?.destroy();
    if (server?.httpServer.listening) await server.close();
    await rm(directory, { recursive: true, force: true });
  }, 60_000);

  it('stores the file in the bucket under its key, not in PostgreSQL, and serves it from any instance', async () => {
    const response = await post({ name: 'file', data: await image('png', 40, 20), filename: 'id.png' });
    expect(response.statusCode).toBe(201);
    const body = response.json<UploadBody>();
    const stored = await objectBytes(`6/${body.fileId}`);
    expect(stored.length).toBe(body.size);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 20 });
    expect(await count('upload_blobs')).toBe(0);

    for (const instance of [app, other]) {
      const served = await instance.inject({ method: 'GET', url: body.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.equals(stored)).toBe(true);
    }
  });

  it('puts, gets and deletes objects; a missing one is null', async () => {
    const storage = directStorage();
    try {
      const object = { tenantId: 7, key: '7/direct-test' };
      const bytes = randomBytes(70_000);
      await storage.put(object, bytes, 'application/pdf');
      const stream = await storage.get(object);
      expect(stream && (await buffer(stream)).equals(bytes)).toBe(true);
      await storage.delete(object);
      expect(await storage.get(object)).toBeNull();
      await expect(storage.delete(object)).resolves.toBeUndefined();
      await expect(storage.get({ tenantId: 6, key: '7/direct-test' })).rejects.toThrow('is not of tenant 6');
    } finally {
      storage.close();
    }
  });

  it('answers 404 for a file whose object is gone', async () => {
    const response = await post({ name: 'file', data: pdf(), filename: 'a.pdf' });
    const body = response.json<UploadBody>();
    const storage = directStorage();
    await storage.delete({ tenantId: 6, key: `6/${body.fileId}` });
    storage.close();
    const served = await app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(404);
    expect(served.json<{ message: string }>().message).toBe(`Unknown file: ${body.fileId}`);
  });

  it('answers 503 and keeps no row when the S3 server is down', async () => {
    const rows = await count('uploads');
    await server!.close();
    server!.httpServer.closeAllConnections();
    const response = await post({ name: 'file', data: pdf(), filename: 'a.pdf' });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ message: string }>().message).toBe(
      'The file could not be stored; try again in a moment',
    );
    expect(await count('uploads')).toBe(rows);
  });
});
