/**
 * The care team's inbox: the list of every thread of the tenant (GET /api/chat/inbox), staff marking a customer's
 * messages read (PUT /api/chat/read/{customerId}?threadId=), and the staff event stream (GET
 * /api/chat/inbox/events) over real HTTP with two API processes on one database, as behind a load balancer.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ChatInboxResponse, ChatMessage } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../app/app.js';
import { createUser, headers, type TestUser } from '../testing/account-fixtures.js';
import { openStream, type Stream, type StreamEvent } from '../testing/event-stream.js';
import { expectShape } from '../testing/expect-shape.js';
import { testConfig, useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

const isMessage = (id: number) => (event: StreamEvent) =>
  event.event === 'message' && (event.data as ChatMessage).id === id;

describe('the care team inbox', () => {
  let one: NestFastifyApplication;
  let two: NestFastifyApplication;
  let urlOne: string;
  let urlTwo: string;
  let db: DataSource;
  let admin: TestUser, agent: TestUser, admin7: TestUser;
  let carol: TestUser, dave: TestUser, erin: TestUser, other7: TestUser;
  let carolThread: number, daveThread: number, erinThread: number;
  const open: Stream[] = [];

  const call = (
    app: NestFastifyApplication,
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) =>
    app.inject({ method, url: `/api/chat${url}`, headers: headers(user), ...(payload ? { payload } : {}) });
  const inbox = async (user: TestUser, query = '') => {
    const response = await call(one, user, 'GET', `/inbox${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expectShape('ChatInboxResponse', response.json());
    return response.json<ChatInboxResponse>();
  };
  const newThread = async (user: TestUser, subject: string, body: string) =>
    (await call(one, user, 'POST', '/threads', { subject, body })).json<{
      thread: { id: number };
      message: ChatMessage;
    }>();
  const stream = async (baseUrl: string, user: TestUser, extra: Record<string, string> = {}) => {
    const opened = await openStream(baseUrl, { ...headers(user), ...extra }, '/api/chat/inbox/events');
    open.push(opened);
    return opened;
  };

  beforeAll(async () => {
    const database = await pg.newDatabase();
    const env = { CHAT_HEARTBEAT_SECONDS: '1', JOBS_ENABLED: 'false' };
    one = await createApp(testConfig(database, env));
    two = await createApp(testConfig(database, env), { seed: false });
    await one.listen(0, '127.0.0.1');
    await two.listen(0, '127.0.0.1');
    urlOne = await one.getUrl();
    urlTwo = await two.getUrl();
    db = one.get(DataSource);
    admin = await createUser(one, 6, 0);
    agent = await createUser(one, 6, 2);
    admin7 = await createUser(one, 7, 0);
    carol = await createUser(one, 6);
    dave = await createUser(one, 6);
    erin = await createUser(one, 6);
    other7 = await createUser(one, 7);
    await db.query(`UPDATE users SET email = $2, profile = $3 WHERE id = $1`, [
      carol.id,
      `carol-${carol.id}@example.com`,
      {
        firstName: 'Carol',
        lastName: 'Quinn',
        phone: '2025550143',
        address: { address1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', country: 'US' },
      },
    ]);
    await db.query(`UPDATE users SET email = $2 WHERE id = $1`, [dave.id, `dave-${dave.id}@example.com`]);
    carolThread = (await newThread(carol, 'Refill', 'When does my refill ship?')).thread.id;
    daveThread = (await newThread(dave, 'Billing', 'x'.repeat(300))).thread.id;
    erinThread = (await newThread(erin, 'Dose', 'Can I change my dose?')).thread.id;
    await call(one, agent, 'POST', `/threads/${erinThread}/messages`, { body: 'Yes, let us talk.' });
    await newThread(other7, 'Elsewhere', 'Another tenant');
  }, 120_000);

  afterAll(async () => {
    for (const opened of open) opened.close();
    await one?.close();
    await two?.close();
  });

  it('lists every thread of the tenant, most recent first, with customer, last message and unread count', async () => {
    const page = await inbox(agent);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(page.items.map((t) => t.id)).toEqual([erinThread, daveThread, carolThread]);
    const [erinRow, daveRow, carolRow] = page.items;
    expect(carolRow).toMatchObject({
      subject: 'Refill',
      customer: { id: carol.id, email: `carol-${carol.id}@example.com`, name: 'Carol Quinn' },
      lastMessage: { preview: 'When does my refill ship?', senderRole: 1, senderUserId: carol.id },
      unreadCount: 1,
    });
    // A long message is cut to 140 characters and an ellipsis; a customer without a name has none.
    expect(daveRow!.lastMessage!.preview).toBe(`${'x'.repeat(140)}…`);
    expect(daveRow!.customer.name).toBeNull();
    // The care team's reply is the last message; the customer's message stays unread for the team.
    expect(erinRow).toMatchObject({
      lastMessage: { preview: 'Yes, let us talk.', senderRole: 2, senderUserId: agent.id },
      unreadCount: 1,
    });
    // Admins see the same inbox; the other tenant's admin sees only theirs.
    expect((await inbox(admin)).total).toBe(3);
    const theirs = await inbox(admin7);
    expect(theirs.items.map((t) => t.customer.id)).toEqual([other7.id]);
  });

  it('searches by customer email, name or id, filters unread threads and pages', async () => {
    const ids = async (query: string) => (await inbox(admin, query)).items.map((t) => t.id);
    expect(await ids(`?q=${encodeURIComponent(`CAROL-${carol.id}@`)}`)).toEqual([carolThread]);
    expect(await ids('?q=quinn')).toEqual([carolThread]);
    // An id matches the customer's id (and, as text, any email containing it).
    expect(await ids(`?q=${dave.id}`)).toContain(daveThread);
    expect(await ids('?q=%25')).toEqual([]);
    expect(await ids('?q=nobody-here')).toEqual([]);

    const firstPage = await inbox(admin, '?pageSize=2');
    expect(firstPage).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(firstPage.items.map((t) => t.id)).toEqual([erinThread, daveThread]);
    expect((await inbox(admin, '?pageSize=2&page=2')).items.map((t) => t.id)).toEqual([carolThread]);

    // Staff read Dave's thread: the unread filter drops it, the plain list keeps it.
    const marked = await call(one, agent, 'PUT', `/read/${dave.id}?threadId=${daveThread}`);
    expect(marked.json()).toEqual({ message: 'Messages marked as read' });
    expect(await ids('?unread=true')).toEqual([erinThread, carolThread]);
    expect(await ids('?unread=false')).toEqual([erinThread, daveThread, carolThread]);
    expect((await inbox(admin, '?unread=true')).total).toBe(2);
    // One thread by id (the open thread's page); another tenant's is not there.
    expect(await ids(`?threadId=${carolThread}`)).toEqual([carolThread]);
    expect((await inbox(admin7, `?threadId=${carolThread}`)).items).toEqual([]);
  });

  it('refuses customers, mask tokens and bad queries with a 4xx and a code', async () => {
    const customer = await call(one, carol, 'GET', '/inbox');
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ code: 'FORBIDDEN' });
    const mask = await one.inject({
      method: 'POST',
      url: '/api/auth/masquerade',
      headers: headers(agent),
      payload: { userId: carol.id },
    });
    expect(mask.statusCode).toBe(200);
    const masked = await one.inject({
      method: 'GET',
      url: '/api/chat/inbox',
      headers: { ...headers(agent), authorization: `Bearer ${mask.json<{ maskToken: string }>().maskToken}` },
    });
    expect(masked.statusCode).toBe(403);
    for (const bad of ['?page=0', '?pageSize=101', '?unread=yes', `?q=${'a'.repeat(201)}`, '?x=1']) {
      const refused = await call(one, admin, 'GET', `/inbox${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json(), bad).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('lets staff mark one customer’s messages read without marking read what the customer was sent', async () => {
    const frank = await createUser(one, 6);
    const { thread } = await newThread(frank, 'Shipping', 'Where is my box?');
    const second = await newThread(frank, 'Other', 'And another question');
    await call(one, admin, 'POST', `/threads/${thread.id}/messages`, { body: 'On its way.' });
    const customerUnread = async () =>
      (await call(one, frank, 'GET', '/unread')).json<{ count: number }>().count;
    expect(await customerUnread()).toBe(1);

    const marked = await call(two, agent, 'PUT', `/read/${frank.id}?threadId=${thread.id}`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ message: 'Messages marked as read' });
    // The search by id also finds emails that contain its digits (random test emails): keep frank's threads.
    const unread = (await inbox(agent, `?q=${frank.id}`)).items
      .filter((t) => t.customer.id === frank.id)
      .map((t) => [t.id, t.unreadCount]);
    // The admin's reply made the first thread the most recent.
    expect(unread).toEqual([
      [thread.id, 0],
      [second.thread.id, 1],
    ]);
    // The care team's reading leaves the customer's unread reply alone.
    expect(await customerUnread()).toBe(1);
    expect((await call(one, agent, 'PUT', `/read/${frank.id}?threadId=${thread.id}`)).json()).toEqual({
      message: 'No unread messages found for this user',
    });
    // Another customer's thread under this customer, another tenant's customer: 404, nothing marked.
    expect((await call(one, agent, 'PUT', `/read/${frank.id}?threadId=${carolThread}`)).statusCode).toBe(404);
    expect((await call(one, admin7, 'PUT', `/read/${frank.id}?threadId=${thread.id}`)).statusCode).toBe(404);
    // Without a thread, all of this customer's messages.
    expect((await call(one, agent, 'PUT', `/read/${frank.id}`)).json()).toEqual({
      message: 'Messages marked as read',
    });
    const franks = (await inbox(agent, `?q=${frank.id}`)).items.filter((t) => t.customer.id === frank.id);
    expect(franks.map((t) => t.unreadCount)).toEqual([0, 0]);
    expect(await customerUnread()).toBe(1);

    // Audited: the staff read names the customer.
    const [audit] = (await db.query(
      `SELECT subject_user_id FROM audit_log WHERE actor_user_id = $1 AND path LIKE '/api/chat/read/%'
        ORDER BY id DESC LIMIT 1`,
      [agent.id],
    )) as { subject_user_id: number }[];
    expect(audit?.subject_user_id).toBe(frank.id);
  });

  it('sends every new message of the tenant to the staff streams of both API processes, and read marks', async () => {
    const here = await stream(urlOne, agent);
    const there = await stream(urlTwo, admin);
    const elsewhere = await stream(urlTwo, admin7);
    expect(there.status).toBe(200);
    expect(there.contentType).toMatch(/^text\/event-stream/);
    for (const s of [here, there, elsewhere])
      expect((await s.next((e) => e.event === 'ready')).retry).toBe(3000);

    // A customer writes through process one: both inboxes hear of it; the other tenant's does not.
    const gina = await createUser(one, 6);
    const { thread, message } = await newThread(gina, 'New here', 'Hello care team');
    const seen = await there.next(isMessage(message.id));
    expect(seen.id).toBe(String(message.id));
    expectShape('ChatMessage', seen.data);
    expect(seen.data).toMatchObject({ threadId: thread.id, senderRole: 1, body: 'Hello care team' });
    await here.next(isMessage(message.id));

    // A reply through process two reaches the customer's own stream on process one, and the inboxes.
    const customerStream = await openStream(urlOne, headers(gina));
    open.push(customerStream);
    await customerStream.next((e) => e.event === 'ready');
    const reply = (
      await call(two, agent, 'POST', `/threads/${thread.id}/messages`, { body: 'Welcome!' })
    ).json<ChatMessage>();
    await customerStream.next(isMessage(reply.id));
    await here.next(isMessage(reply.id));
    // The agent's reply queued the customer's chat-reply email (no message text in it).
    const [email] = (await db.query(
      `SELECT e.kind, e.subject FROM outbound_emails e JOIN users u ON u.email = e."to" WHERE u.id = $1`,
      [gina.id],
    )) as { kind: string; subject: string }[];
    expect(email).toEqual({ kind: 'chat_reply', subject: 'New message from your FungAid care team' });

    // Staff marking read through process two: every open inbox gets the care team's new unread count.
    const before = (await call(one, admin, 'GET', '/unread')).json<{ count: number }>().count;
    expect((await call(two, admin, 'PUT', `/read/${gina.id}?threadId=${thread.id}`)).statusCode).toBe(200);
    const read = await here.next((e) => e.event === 'read');
    expectShape('ChatReadEvent', read.data);
    expect(read.data).toEqual({ unread: before - 1 });
    await there.next((e) => e.event === 'read');

    await elsewhere.next((e) => e.comment === 'heartbeat', 3000);
    expect(elsewhere.events.filter((e) => e.event === 'message' || e.event === 'read')).toEqual([]);
  });

  it('sends what a reconnecting inbox missed after its Last-Event-ID', async () => {
    const first = await stream(urlOne, agent);
    const ready = await first.next((e) => e.event === 'ready');
    first.close();
    const missed = [
      (await newThread(carol, 'While away', 'One')).message.id,
      (await call(two, admin, 'POST', `/threads/${daveThread}/messages`, { body: 'Two' })).json<ChatMessage>()
        .id,
    ];
    const again = await stream(urlTwo, agent, { 'Last-Event-ID': ready.id! });
    await again.next(isMessage(missed[1]!));
    expect(again.events.filter((e) => e.event === 'message').map((e) => e.id)).toEqual(missed.map(String));
  });

  it('refuses customers, mask tokens and a bad Last-Event-ID on the staff stream', async () => {
    const answer = async (requestHeaders: Record<string, string>) => {
      const response = await fetch(`${urlOne}/api/chat/inbox/events`, { headers: requestHeaders });
      return { status: response.status, body: (await response.json()) as { code: string } };
    };
    expect(await answer(headers(carol))).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await answer(headers(agent, 7))).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const mask = await one.inject({
      method: 'POST',
      url: '/api/auth/masquerade',
      headers: headers(admin),
      payload: { userId: carol.id },
    });
    const maskToken = mask.json<{ maskToken: string }>().maskToken;
    expect(await answer({ ...headers(admin), authorization: `Bearer ${maskToken}` })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect(await answer({ ...headers(admin), 'Last-Event-ID': 'abc' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
  });
});
