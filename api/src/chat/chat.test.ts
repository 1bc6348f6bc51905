import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ChatThread } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectShape } from '../testing/expect-shape.js';
import { createTenantUsers, createUser, headers, type TestUser } from '../testing/account-fixtures.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

describe('chat', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let alice: TestUser, bob: TestUser, admin: TestUser, agent: TestUser;
  let admin7: TestUser;

  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    tenant?: number,
  ) =>
    app.inject({
      method,
      url: `/api/chat${url}`,
      headers: headers(user, tenant),
      ...(payload ? { payload } : {}),
    });
  const unread = async (user: TestUser) => (await call(user, 'GET', '/unread')).json().count as number;
  const messageCount = async () =>
    Number(((await db.query(`SELECT count(*) AS n FROM chat_messages`)) as { n: string }[])[0]!.n);

  beforeAll(async () => {
    app = await pg.newApp();
    db = app.get(DataSource);
    ({ alice, bob, admin, agent } = await createTenantUsers(app));
    admin7 = await createUser(app, 7, 0);
  });

  it('round trip: customer writes, staff reads and replies, customer sees the unread count and marks it read', async () => {
    const created = await call(alice, 'POST', '/threads', {
      subject: '  Refill question ',
      body: ' When does my next box ship? ',
    });
    expect(created.statusCode).toBe(201);
    expectShape('CreateChatThreadResponse', created.json());
    const { thread, message } = created.json();
    expect(thread).toMatchObject({ customerUserId: alice.id, subject: 'Refill question', unreadCount: 0 });
    expect(message).toMatchObject({
      threadId: thread.id,
      senderUserId: alice.id,
      senderRole: 1,
      body: 'When does my next box ship?',
      readAt: null,
    });

    // The care team sees the customer's message as unread.
    const staffThreads = await call(admin, 'GET', `/threads?userId=${alice.id}`);
    expectShape('ChatThreadListResponse', staffThreads.json());
    expect(staffThreads.json()).toEqual([expect.objectContaining({ id: thread.id, unreadCount: 1 })]);
    expect(await unread(admin)).toBe(1);
    expect(await unread(alice)).toBe(0);

    const reply = await call(agent, 'POST', `/threads/${thread.id}/messages`, {
      body: 'It ships on Friday.',
    });
    expect(reply.statusCode).toBe(201);
    expectShape('ChatMessage', reply.json());
    expect(reply.json()).toMatchObject({ senderUserId: agent.id, senderRole: 2 });
    await call(admin, 'POST', `/threads/${thread.id}/messages`, { body: 'Tracking follows by email.' });

    expect(await unread(alice)).toBe(2);
    const mine = await call(alice, 'GET', '/threads');
    expect(mine.json()).toEqual([expect.objectContaining({ id: thread.id, unreadCount: 2 })]);
    expect(Date.parse(mine.json()[0].lastMessageAt)).toBeGreaterThan(Date.parse(thread.lastMessageAt));

    const read = await call(alice, 'PUT', `/read/${alice.id}`);
    expect(read.statusCode).toBe(200);
    expectShape('ChatReadResponse', read.json());
    expect(read.json()).toEqual({ message: 'Messages marked as read' });
    expect(await unread(alice)).toBe(0);
    const again = await call(alice, 'PUT', `/read/${alice.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'No unread messages found for this user' });

    const messages = await call(alice, 'GET', `/threads/${thread.id}/messages`);
    expectShape('ChatMessageListResponse', messages.json());
    expect(
      messages.json().map((m: { body: string; readAt: string | null }) => [m.body, m.readAt !== null]),
    ).toEqual([
      ['When does my next box ship?', false],
      ['It ships on Friday.', true],
      ['Tracking follows by email.', true],
    ]);
    // Marking the customer's messages read does not touch what the care team has not read.
    expect(await unread(admin)).toBe(1);
    expect((await call(admin, 'PUT', `/read/${admin.id}`)).json()).toEqual({
      message: 'Messages marked as read',
    });
    expect(await unread(admin)).toBe(0);
  });

  it('announces every new message on the chat_message NOTIFY channel', async () => {
    const listener = db.createQueryRunner();
    const client = (await listener.connect()) as {
      on(event: 'notification', handler: (message: { channel: string; payload?: string }) => void): void;
    };
    const received: unknown[] = [];
    client.on('notification', (message) => {
      if (message.channel === 'chat_message') received.push(JSON.parse(message.payload ?? 'null'));
    });
    await listener.query('LISTEN chat_message');
    try {
      const { thread, message } = (
        await call(bob, 'POST', '/threads', { subject: 'Hello', body: 'Hi there' })
      ).json();
      const reply = (
        await call(admin, 'POST', `/threads/${thread.id}/messages`, { body: 'Hello Bob' })
      ).json();
      for (let waited = 0; received.length < 2 && waited < 5000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(received).toEqual([
        { tenantId: 6, threadId: thread.id, messageId: message.id },
        { tenantId: 6, threadId: thread.id, messageId: reply.id },
      ]);
    } finally {
      await listener.query('UNLISTEN chat_message');
      await listener.release();
    }
  });

  it("keeps customers to their own threads: another customer's thread or read is a 404, another user's list a 403", async () => {
    const { thread } = (
      await call(alice, 'POST', '/threads', { subject: 'Private', body: 'Only for me' })
    ).json();
    const before = await messageCount();
    const peek = await call(bob, 'GET', `/threads/${thread.id}/messages`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe(`Unknown chat thread: ${thread.id}`);
    expect((await call(bob, 'POST', `/threads/${thread.id}/messages`, { body: 'hi' })).statusCode).toBe(404);
    expect((await call(bob, 'GET', '/threads')).json().map((t: ChatThread) => t.id)).not.toContain(thread.id);
    expect((await call(bob, 'GET', `/threads?userId=${alice.id}`)).statusCode).toBe(403);
    expect(
      (await call(bob, 'POST', '/threads', { subject: 'x', body: 'y', userId: alice.id })).statusCode,
    ).toBe(403);

    // Marking another customer's messages read is the answer to a user who does not exist: it confirms nobody.
    const reply = await call(admin, 'POST', `/threads/${thread.id}/messages`, { body: 'From the care team' });
    expect(reply.statusCode, reply.body).toBe(201);
    const unreadBefore = await unread(alice);
    const foreignRead = await call(bob, 'PUT', `/read/${alice.id}`);
    const nobodysRead = await call(bob, 'PUT', '/read/99999999');
    expect(foreignRead.statusCode).toBe(404);
    expect(nobodysRead.statusCode).toBe(404);
    expect(foreignRead.json()).toEqual({ ...nobodysRead.json(), message: `Unknown user: ${alice.id}` });
    expect(nobodysRead.json().message).toBe('Unknown user: 99999999');
    const foreignThreadRead = await call(bob, 'PUT', `/read/${alice.id}?threadId=${thread.id}`);
    expect(foreignThreadRead.statusCode).toBe(404);
    expect(await unread(alice)).toBe(unreadBefore);
    expect((await call(admin, 'PUT', '/read/99999999')).statusCode).toBe(404);
    expect((await call(alice, 'PUT', '/read/abc')).statusCode).toBe(400);
    expect(await messageCount()).toBe(before + 1);
  });

  it('isolates tenants', async () => {
    const { thread } = (
      await call(alice, 'POST', '/threads', { subject: 'Tenant six', body: 'Hello' })
    ).json();
    expect((await call(admin7, 'GET', `/threads/${thread.id}/messages`)).statusCode).toBe(404);
    expect((await call(admin7, 'POST', `/threads/${thread.id}/messages`, { body: 'hi' })).statusCode).toBe(
      404,
    );
    expect((await call(admin7, 'GET', '/threads')).json()).toEqual([]);
    expect(await unread(admin7)).toBe(0);
    // The user of another tenant is unknown, and a token is only good for its own tenant.
    expect((await call(admin7, 'PUT', `/read/${alice.id}`)).statusCode).toBe(404);
    expect(
      (await call(admin7, 'POST', '/threads', { subject: 'x', body: 'y', userId: alice.id })).statusCode,
    ).toBe(404);
    expect((await call(alice, 'GET', '/threads', undefined, 7)).statusCode).toBe(403);
  });

  it('validates bodies (trimmed, 1..5000 characters) and writes nothing for a bad one', async () => {
    const { thread } = (await call(alice, 'POST', '/threads', { subject: 'Limits', body: 'Start' })).json();
    const before = await messageCount();
    for (const body of [
      {},
      { body: '' },
      { body: '   \n ' },
      { body: 42 },
      { body: 'x'.repeat(5001) },
      { body: 'ok', extra: 1 },
    ]) {
      const response = await call(alice, 'POST', `/threads/${thread.id}/messages`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.json().message).toMatch(/^Invalid body: /);
    }
    const long = await call(alice, 'POST', `/threads/${thread.id}/messages`, { body: 'x'.repeat(5001) });
    expect(long.json().message).toBe(
      'Invalid body: body must be at most 5000 characters once trimmed, got 5001',
    );
    for (const body of [
      { subject: '', body: 'x' },
      { subject: 's'.repeat(201), body: 'x' },
      { subject: 'x' },
    ]) {
      expect((await call(alice, 'POST', '/threads', body)).statusCode).toBe(400);
    }
    // Staff must say which customer a new thread is for.
    expect((await call(admin, 'POST', '/threads', { subject: 'x', body: 'y' })).statusCode).toBe(400);
    expect(
      (await call(admin, 'POST', '/threads', { subject: 'x', body: 'y', userId: agent.id })).statusCode,
    ).toBe(404);
    expect(await messageCount()).toBe(before);

    const padded = await call(alice, 'POST', `/threads/${thread.id}/messages`, {
      body: `  ${'x'.repeat(5000)}  `,
    });
    expect(padded.statusCode).toBe(201);
    expect(padded.json().body).toHaveLength(5000);
    expect((await call(alice, 'GET', '/threads/not-a-number/messages')).statusCode).toBe(400);
  });

  it('marks one thread read with ?threadId=, leaving the others unread; another customer’s thread is a 404', async () => {
    const customer = await createUser(app, 6);
    const open = async (subject: string) =>
      (
        await call(admin, 'POST', '/threads', { subject, body: `About ${subject}`, userId: customer.id })
      ).json().thread.id as number;
    const first = await open('Results');
    const second = await open('Billing');
    expect(await unread(customer)).toBe(2);

    const one = await call(customer, 'PUT', `/read/${customer.id}?threadId=${first}`);
    expect(one.json()).toEqual({ message: 'Messages marked as read' });
    expect(await unread(customer)).toBe(1);
    const threads = (await call(customer, 'GET', '/threads')).json() as ChatThread[];
    expect(threads.map((t) => [t.id, t.unreadCount]).sort()).toEqual(
      [
        [first, 0],
        [second, 1],
      ].sort(),
    );
    expect((await call(customer, 'PUT', `/read/${customer.id}?threadId=${first}`)).json()).toEqual({
      message: 'No unread messages found for this user',
    });

    const before = await unread(customer);
    const { thread: foreign } = (
      await call(alice, 'POST', '/threads', { subject: 'Mine', body: 'x' })
    ).json();
    const refused = await call(customer, 'PUT', `/read/${customer.id}?threadId=${foreign.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: `Unknown chat thread: ${foreign.id}`,
    });
    expect((await call(customer, 'PUT', `/read/${customer.id}?threadId=abc`)).statusCode).toBe(400);
    expect((await call(customer, 'PUT', `/read/${customer.id}?threadId=${second}&x=1`)).statusCode).toBe(400);
    expect(await unread(customer)).toBe(before);
    // Staff mark one thread of the shared inbox.
    expect((await call(admin, 'PUT', `/read/${admin.id}?threadId=${foreign.id}`)).json()).toEqual({
      message: 'Messages marked as read',
    });
  });

  it('lets staff open a thread for a customer, who then sees it as unread', async () => {
    const customer = await createUser(app, 6);
    const opened = await call(admin, 'POST', '/threads', {
      subject: 'Your results',
      body: 'Please call us.',
      userId: customer.id,
    });
    expect(opened.statusCode).toBe(201);
    expect(opened.json().thread.customerUserId).toBe(customer.id);
    expect(await unread(customer)).toBe(1);
    expect((await call(customer, 'GET', '/threads')).json()).toEqual([
      expect.objectContaining({ subject: 'Your results', unreadCount: 1 }),
    ]);
    expect((await call(customer, 'GET', '/unread', undefined)).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/chat/unread', headers: { Token: 'x', Tenant: '6' } }))
        .statusCode,
    ).toBe(401);
  });
});
