import { randomUUID } from 'node:crypto';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { validate } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { testAdvData } from '../../testing/intake.js';
import { DEV_TOKEN } from '../../testing/tenant-data.js';
import { useTestPostgres } from '../../testing/test-postgres.js';

const pg = useTestPostgres();

describe('identity verification (sandbox)', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let serial = 0;
  const headers = (tenant = 6) => ({ token: DEV_TOKEN, tenant: String(tenant) });

  beforeAll(async () => {
    app = await pg.newApp({ env: { SANDBOX_DECISION_DELAY_SECONDS: '0' } });
    db = app.get(DataSource);
  });

  const newIntake = async () => {
    const created = `idv-${Date.now()}-${++serial}-0123456789`;
    await app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: headers(),
      payload: { created, advData: testAdvData },
    });
    return created;
  };
  /** An upload row as POST /api/upload stores it (the bytes do not matter to the identity check). */
  const upload = async (name: string, contentType = 'image/jpeg', tenant = 6) => {
    const id = randomUUID();
    await db.query(
      `INSERT INTO uploads (id, tenant_id, original_name, content_type, size, sha256, storage_key)
       VALUES ($1, $2, $3, $4, 100, repeat('a', 64), $5)`,
      [id, tenant, name, contentType, `key-${id}`],
    );
    return id;
  };
  const submit = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/verification', headers: headers(), payload });
  const latest = async (created: string) => {
    for (let i = 0; i < 200; i++) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/verification?created=${created}`,
        headers: headers(),
      });
      if (response.json().status !== 'pending') return response;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the identity check stayed pending');
  };

  it('verifies an ID and a selfie after the identity service decides', async () => {
    const created = await newIntake();
    const response = await submit({
      created,
      idFileId: await upload('license.jpg'),
      selfieFileId: await upload('selfie.jpg'),
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ status: 'pending', decidedAt: null });
    const decided = await latest(created);
    expect(validate('VerificationResponse', decided.json()).ok).toBe(true);
    expect(decided.json()).toMatchObject({ status: 'verified', reason: null });
  });

  it('fails an unreadable ID with the reason to show, and a new attempt counts', async () => {
    const created = await newIntake();
    const selfie = await upload('selfie.jpg');
    await submit({ created, idFileId: await upload('failing-id.jpg'), selfieFileId: selfie });
    expect((await latest(created)).json()).toMatchObject({
      status: 'failed',
      reason: /could not read your ID/,
    });
    await submit({ created, idFileId: await upload('passport.jpg'), selfieFileId: selfie });
    expect((await latest(created)).json()).toMatchObject({ status: 'verified' });
  });

  it('refuses files of another tenant, documents that are not photos and unknown intakes', async () => {
    const created = await newIntake();
    const selfie = await upload('selfie.jpg');
    const foreign = await submit({
      created,
      idFileId: await upload('id.jpg', 'image/jpeg', 7),
      selfieFileId: selfie,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toMatch(/^Unknown ID document file/);
    const pdf = await submit({
      created,
      idFileId: await upload('id.pdf', 'application/pdf'),
      selfieFileId: selfie,
    });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().message).toBe('The ID document must be a photo, not application/pdf');
    const unknown = await submit({
      created: 'no-such-intake-0123456789',
      idFileId: selfie,
      selfieFileId: selfie,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await submit({ created, idFileId: 'x', selfieFileId: selfie });
    expect(bad.statusCode).toBe(400);
    const none = await app.inject({
      method: 'GET',
      url: `/api/verification?created=${created}`,
      headers: headers(7),
    });
    expect(none.statusCode).toBe(404);
  });
});
