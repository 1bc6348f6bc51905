import { randomUUID } from 'node:crypto';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { validate } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { JwtService } from '../../auth/jwt.service.js';
import { answersAlong, checkoutRequest, seededIntake, testAdvData } from '../../testing/intake.js';
import { DEV_TOKEN, tenantData } from '../../testing/tenant-data.js';
import { useTestPostgres } from '../../testing/test-postgres.js';

const pg = useTestPostgres();

describe('identity verification (sandbox)', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let serial = 0;
  const headers = (tenant = 6, bearer?: string) => ({
    token: DEV_TOKEN,
    tenant: String(tenant),
    ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
  });

  beforeAll(async () => {
    app = await pg.newApp({ env: { SANDBOX_DECISION_DELAY_SECONDS: '0' } });
    db = app.get(DataSource);
  });

  const newIntake = async (bearer?: string) => {
    const created = `idv-${Date.now()}-${++serial}-0123456789`;
    await app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: headers(6, bearer),
      payload: { created, advData: testAdvData },
    });
    return created;
  };
  /** A customer of tenant 6 and a login token of theirs. */
  const newCustomer = async () => {
    const [row] = (await db.query(
      `INSERT INTO users (tenant_id, email, password_hash, role) VALUES (6, $1, 'x', 1) RETURNING id`,
      [`idv-${Date.now()}-${++serial}@example.com`],
    )) as { id: number }[];
    return app.get(JwtService).sign({ userId: row!.id, role: 1, tenantId: 6 });
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
  const submit = (payload: object, bearer?: string) =>
    app.inject({ method: 'POST', url: '/api/verification', headers: headers(6, bearer), payload });
  const checks = async () => Number((await db.query(`SELECT count(*)::int AS n FROM id_verifications`))[0].n);
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
  it('only checks the caller’s own unpaid intake: not a paid order, not another customer’s', async () => {
    const images = async () => ({
      idFileId: await upload('id.jpg'),
      selfieFileId: await upload('selfie.jpg'),
    });

    // An intake started while logged in is that customer's.
    const owner = await newCustomer();
    const mine = await newIntake(owner);
    const before = await checks();
    const anonymous = await submit({ created: mine, ...(await images()) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'ORDER_LOGIN_REQUIRED' });
    const stranger = await submit({ created: mine, ...(await images()) }, await newCustomer());
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ code: 'ORDER_NOT_YOURS' });
    const peek = await app.inject({
      method: 'GET',
      url: `/api/verification?created=${mine}`,
      headers: headers(),
    });
    expect(peek.statusCode).toBe(401);
    expect(await checks()).toBe(before);
    expect((await submit({ created: mine, ...(await images()) }, owner)).statusCode).toBe(202);

    // A paid order: refused for anyone, its customer included.
    const created = await newIntake();
    const answers = answersAlong(seededIntake(6), (state) => state === 'checkout').at(-1);
    await app.inject({
      method: 'POST',
      url: '/api/order/update',
      headers: headers(),
      payload: { created, columns: { startData: answers } },
    });
    const email = `idv-paid-${Date.now()}@example.com`;
    const paid = await app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: headers(),
      payload: checkoutRequest(created, tenantData(6).products[0]!.med, email),
    });
    expect(paid.statusCode).toBe(200);
    const [customer] = (await db.query(`SELECT id FROM users WHERE email = $1`, [email])) as { id: number }[];
    const customerToken = await app.get(JwtService).sign({ userId: customer!.id, role: 1, tenantId: 6 });
    const count = await checks();
    expect((await submit({ created, ...(await images()) })).statusCode).toBe(401);
    const own = await submit({ created, ...(await images()) }, customerToken);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'ORDER_PAID' });
    expect(await checks()).toBe(count);
  });

  it('refuses staff acting as the customer (a mask token): who the patient is, is the patient’s to prove', async () => {
    const [customer] = (await db.query(
      `INSERT INTO users (tenant_id, email, password_hash, role) VALUES (6, $1, 'x', 1) RETURNING id`,
      [`idv-masked-${Date.now()}@example.com`],
    )) as { id: number }[];
    const [agent] = (await db.query(
      `INSERT INTO users (tenant_id, email, password_hash, role) VALUES (6, $1, 'x', 2) RETURNING id`,
      [`idv-agent-${Date.now()}@example.com`],
    )) as { id: number }[];
    const agentToken = await app.get(JwtService).sign({ userId: agent!.id, role: 2, tenantId: 6 });
    const issued = await app.inject({
      method: 'POST',
      url: '/api/auth/masquerade',
      headers: headers(6, agentToken),
      payload: { userId: customer!.id },
    });
    const maskToken = issued.json().maskToken as string;
    const customerToken = await app.get(JwtService).sign({ userId: customer!.id, role: 1, tenantId: 6 });
    const theirs = await newIntake(customerToken);
    const before = await checks();
    for (const created of [theirs, await newIntake()]) {
      const refused = await submit(
        { created, idFileId: await upload('someone-else.jpg'), selfieFileId: await upload('face.jpg') },
        maskToken,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        code: 'MASQUERADE_REFUSED',
        message:
          'Staff acting as the customer cannot start an identity check; only the customer can prove who they are, from their own login',
      });
    }
    expect(await checks()).toBe(before);
    // The customer themselves still can.
    const own = await submit(
      { created: theirs, idFileId: await upload('id.jpg'), selfieFileId: await upload('selfie.jpg') },
      customerToken,
    );
    expect(own.statusCode).toBe(202);
  });
});
