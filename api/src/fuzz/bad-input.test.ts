/**
 * The requests an outside test found answered with 500 — NUL characters and lone surrogates reaching PostgreSQL
 * text and jsonb columns, ids above 2^31 − 1 passing the schemas and overflowing integer columns — and the
 * global input check that now refuses them: each gets a 400 ErrorResponse naming the field, and the database is
 * left as it was.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FlowPath } from '@telehealth/engine';
import { validate, type StartData } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { createUser, headers, type TestUser } from '../testing/account-fixtures.js';
import { databaseChecksum } from '../testing/database-checksum.js';
import { answersAlongPath, seededIntake, testAdvData } from '../testing/intake.js';
import { DEV_TOKEN } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

const TENANT = 6;
const BASE_CREATED = '1795401300000-fuzzbase01';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Caller = 'anonymous' | 'admin' | 'customer' | 'mask';

/**
 * The answers along the seeded intake up to its first text question (on the first way to checkout that asks one),
 * and that question's id.
 */
function intakeUpToText(): { answers: StartData; id: string } {
  const intake = seededIntake(TENANT);
  const isText = (id: string) => intake.index.questions.get(Number(id))?.type === 'text';
  const asksText = (path: FlowPath) =>
    path.end === 'checkout' && path.states.some((state) => /^q\d+$/.test(state) && isText(state.slice(1)));
  const answers = answersAlongPath(intake, asksText).find((snapshot) => Object.keys(snapshot).some(isText));
  if (!answers) throw new Error('the intake has no text question on its way to checkout');
  return { answers, id: Object.keys(answers).find(isText)! };
}

/** Those answers with `text` as the text answer. */
function withTextAnswer(text: string): StartData {
  const { answers, id } = intakeUpToText();
  return { ...answers, [id]: { ...answers[id]!, value: text } };
}

interface Case {
  name: string;
  method: Method;
  url: () => string;
  caller: Caller;
  body?: () => unknown;
  /** The field the 400 must name (a JSON pointer in `errors[].path`), when the answer is a 400. */
  path?: string;
}

describe('bad input', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let admin: TestUser;
  let customer: TestUser;
  let maskToken = '';
  let threadId = 0;

  const bearer = (caller: Caller): Record<string, string> => {
    if (caller === 'admin') return headers(admin);
    if (caller === 'customer') return headers(customer);
    const base = { token: DEV_TOKEN, tenant: String(TENANT) };
    return caller === 'mask' ? { ...base, authorization: `Bearer ${maskToken}` } : base;
  };

  const send = (method: Method, url: string, caller: Caller, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: {
        ...bearer(caller),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    app = await pg.newApp();
    db = app.get(DataSource);
    admin = await createUser(app, TENANT, 0);
    customer = await createUser(app, TENANT, 1);
    const created = await send('POST', '/api/order/create', 'anonymous', {
      created: BASE_CREATED,
      advData: testAdvData,
    });
    expect(created.statusCode).toBe(201);
    const thread = await send('POST', '/api/chat/threads', 'customer', { subject: 'Hello', body: 'Hi' });
    expect(thread.statusCode).toBe(201);
    threadId = (thread.json() as { thread: { id: number } }).thread.id;
    const mask = await send('POST', '/api/auth/masquerade', 'admin', { userId: customer.id });
    expect(mask.statusCode).toBe(200);
    maskToken = (mask.json() as { maskToken: string }).maskToken;
  });

  /** Sends the case and checks a 400 ErrorResponse naming `path`, with the database unchanged. */
  async function expectRefused(c: Case): Promise<void> {
    const before = await databaseChecksum(db);
    const response = await send(c.method, c.url(), c.caller, c.body?.());
    const summary = `${c.method} ${c.url()} → ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, summary).toBe(400);
    const body: unknown = response.json();
    const shape = validate('ErrorResponse', body);
    expect(shape.ok ? [] : shape.issues, summary).toEqual([]);
    if (c.path !== undefined) {
      expect((body as { errors?: { path: string }[] }).errors?.map((e) => e.path) ?? [], summary).toContain(
        c.path,
      );
    }
    expect(await databaseChecksum(db), summary).toEqual(before);
  }

  describe('the requests that were answered with 500', () => {
    const cases: Case[] = [
      {
        name: 'order create: NUL in advData',
        method: 'POST',
        url: () => '/api/order/create',
        caller: 'anonymous',
        body: () => ({
          created: '1795401300001-fuzznew001',
          advData: { ...testAdvData, user_agent: 'Mozilla\u0000' },
        }),
        path: '/advData/user_agent',
      },
      {
        name: 'order create: a lone surrogate in an advData parameter',
        method: 'POST',
        url: () => '/api/order/create',
        caller: 'anonymous',
        body: () => ({
          created: '1795401300002-fuzznew002',
          advData: { ...testAdvData, params: { utm_source: 'news\ud800' } },
        }),
        path: '/advData/params/utm_source',
      },
      {
        name: 'order update: NUL in a text answer',
        method: 'POST',
        url: () => '/api/order/update',
        caller: 'anonymous',
        body: () => ({ created: BASE_CREATED, columns: { startData: withTextAnswer('None\u0000') } }),
        path: `/columns/startData/${intakeUpToText().id}/value`,
      },
      {
        name: 'order update: a lone surrogate in a text answer',
        method: 'POST',
        url: () => '/api/order/update',
        caller: 'anonymous',
        body: () => ({ created: BASE_CREATED, columns: { startData: withTextAnswer('None\udfff') } }),
        path: `/columns/startData/${intakeUpToText().id}/value`,
      },
      {
        name: 'chat: NUL in a thread subject',
        method: 'POST',
        url: () => '/api/chat/threads',
        caller: 'customer',
        body: () => ({ subject: 'Refill\u0000', body: 'Hello' }),
        path: '/subject',
      },
      {
        name: 'chat: NUL in a message body',
        method: 'POST',
        url: () => `/api/chat/threads/${threadId}/messages`,
        caller: 'customer',
        body: () => ({ body: 'Hello\u0000' }),
        path: '/body',
      },
      {
        name: 'admin order list: q=%00',
        method: 'GET',
        url: () => '/api/admin/orders?q=%00',
        caller: 'admin',
        path: '/q',
      },
      {
        name: 'admin user list: q=%00',
        method: 'GET',
        url: () => '/api/admin/users?q=a%00b',
        caller: 'admin',
        path: '/q',
      },
      {
        name: 'order list by user: userId=2147483648',
        method: 'GET',
        url: () => '/api/order/created?userId=2147483648',
        caller: 'admin',
        path: '/userId',
      },
      {
        name: 'chat threads of a user: userId=2147483648',
        method: 'GET',
        url: () => '/api/chat/threads?userId=2147483648',
        caller: 'admin',
        path: '/userId',
      },
      {
        name: 'chat: PUT /api/chat/read/2147483648',
        method: 'PUT',
        url: () => '/api/chat/read/2147483648',
        caller: 'admin',
        path: '/id',
      },
      {
        name: 'chat: messages of thread 2147483648',
        method: 'GET',
        url: () => '/api/chat/threads/2147483648/messages',
        caller: 'customer',
        path: '/id',
      },
      {
        name: 'masquerade: userId 2147483648',
        method: 'POST',
        url: () => '/api/auth/masquerade',
        caller: 'admin',
        body: () => ({ userId: 2_147_483_648 }),
        path: '/userId',
      },
      {
        name: 'published flow version 2147483648',
        method: 'GET',
        url: () => '/api/flow-versions/intake/2147483648',
        caller: 'anonymous',
        path: '/version',
      },
      {
        name: 'flow draft: fromVersion 1e308',
        method: 'POST',
        url: () => '/api/admin/flows/intake/draft',
        caller: 'admin',
        body: () => ({ fromVersion: 1e308 }),
        path: '/fromVersion',
      },
      {
        name: 'audit log: subjectUserId=2147483648',
        method: 'GET',
        url: () => '/api/admin/audit?subjectUserId=2147483648',
        caller: 'admin',
        path: '/subjectUserId',
      },
    ];

    it.each(cases.map((c) => [c.name, c] as const))('%s → 400 naming the field', async (_name, c) => {
      await expectRefused(c);
    });
  });

  describe('their kin, answered otherwise and now refused the same way', () => {
    const cases: Case[] = [
      {
        name: 'chat: a lone surrogate in a message body (was stored as U+FFFD)',
        method: 'POST',
        url: () => `/api/chat/threads/${threadId}/messages`,
        caller: 'customer',
        body: () => ({ body: '\ud83dHello' }),
        path: '/body',
      },
      {
        name: 'order update: agentId 2147483648 (was a 403)',
        method: 'POST',
        url: () => '/api/order/update',
        caller: 'anonymous',
        body: () => ({
          created: BASE_CREATED,
          columns: { agentId: 2_147_483_648, agentCompletionDate: '2026-01-01T00:00:00.000Z' },
        }),
        path: '/columns/agentId',
      },
      {
        name: 'order update: revision 1e308 (was a 409)',
        method: 'POST',
        url: () => '/api/order/update',
        caller: 'anonymous',
        body: () => ({ created: BASE_CREATED, revision: 1e308, columns: { quizData: {} } }),
        path: '/revision',
      },
    ];

    it.each(cases.map((c) => [c.name, c] as const))('%s → 400 naming the field', async (_name, c) => {
      await expectRefused(c);
    });
  });

  describe('the storable-text check', () => {
    it('names a NUL or a lone surrogate in an object key (with U+FFFD in its place in the answer)', async () => {
      await expectRefused({
        name: 'NUL in a key',
        method: 'POST',
        url: () => '/api/order/create',
        caller: 'anonymous',
        body: () => ({
          created: '1795401300003-fuzznew003',
          advData: { ...testAdvData, params: { 'utm\u0000source': 'x', 'a\ud800': 'y' } },
        }),
        path: '/advData/params/utm\ufffdsource',
      });
      const response = await send('POST', '/api/chat/threads', 'customer', {
        subject: 'Hi',
        body: 'x',
        '\udc00': 1,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Invalid body: \ufffd property name contains a lone UTF-16 surrogate (not a character)',
        errors: [
          { path: '/\ufffd', message: 'property name contains a lone UTF-16 surrogate (not a character)' },
        ],
      });
    });

    it('runs for every route before its guard, even where the route reads no query string', async () => {
      for (const [url, caller, field] of [
        ['/api/products?unused=%00', 'anonymous', '/unused'],
        ['/api/chat/unread?x=a%00', 'customer', '/x'],
      ] as const) {
        const response = await send('GET', url, caller);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().errors, url).toEqual([
          { path: field, message: 'contains a NUL character (\\u0000)' },
        ]);
      }
      // No Token header: the input is refused before the access check would answer 401.
      const anonymous = await app.inject({ method: 'GET', url: '/api/products?q=%00' });
      expect(anonymous.statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(401);
    });

    it('says where, in the message too', async () => {
      const response = await send('GET', '/api/admin/orders?q=%00', 'admin');
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Invalid query string: q contains a NUL character (\\u0000)',
        errors: [{ path: '/q', message: 'contains a NUL character (\\u0000)' }],
      });
    });

    it('records a refused request of a mask token in the audit log, the bad characters replaced', async () => {
      const before = await databaseChecksum(db);
      const [{ id: last }] = (await db.query('SELECT coalesce(max(id), 0)::int AS id FROM audit_log')) as [
        { id: number },
      ];
      const response = await send('POST', '/api/subscriptions/1%00/pause', 'mask');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: '/orderId', message: 'contains a NUL character (\\u0000)' },
      ]);
      expect(await databaseChecksum(db)).toEqual(before);
      const entries = (await db.query(
        'SELECT resource_id, status_code, masquerade, subject_user_id FROM audit_log WHERE id > $1',
        [last],
      )) as { resource_id: string; status_code: number; masquerade: boolean; subject_user_id: number }[];
      expect(entries).toEqual([
        { resource_id: '1\ufffd', status_code: 400, masquerade: true, subject_user_id: customer.id },
      ]);
    });
  });
});
