/**
 * The live chat stream over real HTTP, with two API processes on one database as behind a load balancer: a message
 * written through one reaches the customer's stream on the other (PostgreSQL LISTEN/NOTIFY), never a stranger's.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ChatMessage } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createApp } from '../app/app.js';
import { signJwt } from '../auth/utils/jwt.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { createTenantUsers, createUser, headers, type TestUser } from '../testing/account-fixtures.js';
import { openStream, type Stream, type StreamEvent } from '../testing/event-stream.js';
import { expectShape } from '../testing/expect-shape.js';
import { DEV_TOKEN } from '../testing/tenant-data.js';
import { testConfig, useTestPostgres } from '../testing/test-postgres.js';
import { ChatEventsService, MAX_STREAMS_PER_CUSTOMER } from './chat-events.service.js';
import { ChatService } from './chat.service.js';

const pg = useTestPostgres();

const isMessage = (id: number) => (event: StreamEvent) =>
  event.event === 'message' && (event.data as ChatMessage).id === id;

describe('the live chat stream (GET /api/chat/events)', () => {
  let one: NestFastifyApplication;
  let two: NestFastifyApplication;
  let urlOne: string;
  let urlTwo: string;
  let alice: TestUser, bob: TestUser, admin: TestUser, agent: TestUser;
  const open: Stream[] = [];

  const stream = async (baseUrl: string, user: TestUser, extra: Record<string, string> = {}) => {
    const opened = await openStream(baseUrl, { ...headers(user), ...extra });
    open.push(opened);
    return opened;
  };
  const post = (app: NestFastifyApplication, user: TestUser, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/chat${url}`, headers: headers(user), payload });

  beforeAll(async () => {
    const database = await pg.newDatabase();
    const env = { CHAT_HEARTBEAT_SECONDS: '1', JOBS_ENABLED: 'false' };
    one = await createApp(testConfig(database, env));
    two = await createApp(testConfig(database, env), { seed: false });
    await one.listen(0, '127.0.0.1');
    await two.listen(0, '127.0.0.1');
    urlOne = await one.getUrl();
    urlTwo = await two.getUrl();
    ({ alice, bob, admin, agent } = await createTenantUsers(one));
  }, 120_000);

  afterAll(async () => {
    for (const opened of open) opened.close();
    await one?.close();
    await two?.close();
  });

  it('sends a message written through one API process to the customer’s stream on another, and never to a stranger’s', async () => {
    const mine = await stream(urlTwo, alice);
    expect(mine.status).toBe(200);
    expect(mine.contentType).toMatch(/^text\/event-stream/);
    const ready = await mine.next((e) => e.event === 'ready');
    expect(ready.retry).toBe(3000);
    const strangerHere = await stream(urlTwo, bob);
    const strangerThere = await stream(urlOne, bob);
    await strangerHere.next((e) => e.event === 'ready');
    await strangerThere.next((e) => e.event === 'ready');

    const created = await post(one, alice, '/threads', { subject: 'Refill', body: 'When does it ship?' });
    expect(created.statusCode).toBe(201);
    const { thread, message } = created.json<{ thread: { id: number }; message: ChatMessage }>();
    const reply = (
      await post(one, agent, `/threads/${thread.id}/messages`, { body: 'Friday.' })
    ).json<ChatMessage>();

    // Her own message too: her other tabs and devices show it.
    const first = await mine.next(isMessage(message.id));
    expect(first.id).toBe(String(message.id));
    const second = await mine.next(isMessage(reply.id));
    expect(second.id).toBe(String(reply.id));
    expectShape('ChatMessage', second.data);
    expect(second.data).toMatchObject({
      threadId: thread.id,
      senderRole: 2,
      body: 'Friday.',
      attachments: [],
    });

    // The stranger's streams stay alive (heartbeats keep coming) and never carry her messages.
    const heartbeats = strangerThere.events.filter((e) => e.comment === 'heartbeat').length;
    await strangerThere.next(
      (e) => e.comment === 'heartbeat' && strangerThere.events.filter((x) => x.comment).length > heartbeats,
      3000,
    );
    await strangerHere.next((e) => e.comment === 'heartbeat', 3000);
    for (const events of [strangerHere.events, strangerThere.events]) {
      expect(events.filter((e) => e.event === 'message')).toEqual([]);
    }
    // A staff member's message to the tenant's other customer does not reach her either.
    const bobThread = (await post(two, bob, '/threads', { subject: 'Mine', body: 'Private' })).json<{
      message: ChatMessage;
    }>();
    await strangerThere.next(isMessage(bobThread.message.id));
    await strangerHere.next(isMessage(bobThread.message.id));
    expect(mine.events.some(isMessage(bobThread.message.id))).toBe(false);
  });

  it('sends what a reconnecting client missed after its Last-Event-ID, then goes on live', async () => {
    const { thread } = (await post(one, alice, '/threads', { subject: 'Missed', body: 'Start' })).json<{
      thread: { id: number };
    }>();
    const first = await stream(urlOne, alice);
    const ready = await first.next((e) => e.event === 'ready');
    first.close();
    const missed: number[] = [];
    for (const body of ['One', 'Two']) {
      missed.push(
        (await post(two, admin, `/threads/${thread.id}/messages`, { body })).json<ChatMessage>().id,
      );
    }

    const again = await stream(urlTwo, alice, { 'Last-Event-ID': ready.id! });
    await again.next(isMessage(missed[1]!));
    const messages = again.events.filter((e) => e.event === 'message');
    expect(messages.map((e) => (e.data as ChatMessage).body)).toEqual(['One', 'Two']);
    expect(messages.map((e) => e.id)).toEqual(missed.map(String));

    const live = (
      await post(one, agent, `/threads/${thread.id}/messages`, { body: 'Three' })
    ).json<ChatMessage>();
    await again.next(isMessage(live.id));
    // Each message once, though it was written while the replay was read.
    expect(again.events.filter((e) => e.event === 'message').length).toBe(3);
  });

  it('sends a message once when its notification arrives after the replay has read it', async () => {
    const { thread } = (await post(one, alice, '/threads', { subject: 'Late', body: 'Start' })).json<{
      thread: { id: number };
    }>();
    const first = await stream(urlTwo, alice);
    const ready = await first.next((e) => e.event === 'ready');
    first.close();
    // Process two reads the message of the next notification slowly: the reconnecting stream's replay reads the
    // message first, and the notification's event reaches the stream after it went live.
    const chat = two.get(ChatService);
    const read = chat.messageEvent.bind(chat);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let notified!: () => void;
    const readStarted = new Promise<void>((resolve) => (notified = resolve));
    const spy = vi.spyOn(chat, 'messageEvent').mockImplementationOnce(async (tenantId, messageId) => {
      notified();
      await released;
      return read(tenantId, messageId);
    });
    try {
      const late = (
        await post(one, agent, `/threads/${thread.id}/messages`, { body: 'Late' })
      ).json<ChatMessage>();
      await readStarted;
      const again = await stream(urlTwo, alice, { 'Last-Event-ID': ready.id! });
      await again.next(isMessage(late.id));
      release();
      const next = (
        await post(one, agent, `/threads/${thread.id}/messages`, { body: 'After' })
      ).json<ChatMessage>();
      await again.next(isMessage(next.id));
      expect(
        again.events.filter((e) => e.event === 'message').map((e) => (e.data as ChatMessage).body),
      ).toEqual(['Late', 'After']);
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it('tells the customer’s open pages when their messages are marked read elsewhere', async () => {
    const { thread } = (await post(one, alice, '/threads', { subject: 'Reads', body: 'Hi' })).json<{
      thread: { id: number };
    }>();
    await post(one, agent, `/threads/${thread.id}/messages`, { body: 'Hello there' });
    const page = await stream(urlOne, alice);
    await page.next((e) => e.event === 'ready');
    const marked = await two.inject({
      method: 'PUT',
      url: `/api/chat/read/${alice.id}`,
      headers: headers(alice),
    });
    expect(marked.json()).toEqual({ message: 'Messages marked as read' });
    const read = await page.next((e) => e.event === 'read');
    expect(read.data).toEqual({ unread: 0 });
    expectShape('ChatReadEvent', read.data);
  });

  it('refuses staff, mask tokens, other tenants, no login and a bad Last-Event-ID with a 4xx and a code', async () => {
    const answer = async (requestHeaders: Record<string, string>) => {
      const response = await fetch(`${urlOne}/api/chat/events`, { headers: requestHeaders });
      return { status: response.status, body: (await response.json()) as { code: string; message: string } };
    };
    expect(await answer(headers(admin))).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await answer(headers(agent))).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await answer({ Token: DEV_TOKEN, Tenant: '6' })).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
    expect(await answer(headers(alice, 7))).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    for (const bad of ['abc', '-1', '1.5', '99999999999', '2147483648']) {
      const refused = await answer({ ...headers(alice), 'Last-Event-ID': bad });
      expect(refused, bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
      expect(refused.body.message).toContain('last-event-id');
    }
    const mask = await one.inject({
      method: 'POST',
      url: '/api/auth/masquerade',
      headers: headers(admin),
      payload: { userId: alice.id },
    });
    expect(mask.statusCode).toBe(200);
    const { maskToken } = mask.json<{ maskToken: string }>();
    expect(
      await answer({ Token: DEV_TOKEN, Tenant: '6', authorization: `Bearer ${maskToken}` }),
    ).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    // A customer of the other tenant has their own stream there.
    const other = await createUser(one, 7);
    const theirs = await stream(urlOne, other);
    expect(theirs.status).toBe(200);
    await theirs.next((e) => e.event === 'ready');
  });

  it('lets one customer hold at most 10 streams on a process (429 with Retry-After beyond)', async () => {
    const customer = await createUser(one, 6);
    const pages: Stream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_CUSTOMER; i++) {
      const page = await stream(urlOne, customer);
      await page.next((e) => e.event === 'ready');
      pages.push(page);
    }
    const refused = await fetch(`${urlOne}/api/chat/events`, { headers: headers(customer) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3');
    expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
    // The other process, and another customer, are not affected; a closed tab frees its place.
    expect((await stream(urlTwo, customer)).status).toBe(200);
    expect((await stream(urlOne, bob)).status).toBe(200);
    pages[0]!.close();
    const events = one.get(ChatEventsService);
    for (
      let waited = 0;
      events.streamsOf(6, customer.id) >= MAX_STREAMS_PER_CUSTOMER && waited < 5000;
      waited += 50
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await stream(urlOne, customer)).status).toBe(200);
  });

  it('ends the stream when the login token expires (the client logs in again)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signJwt(
      { userId: alice.id, role: 1, tenant_id: 6, tokenVersion: 0, iat: now, exp: now + 2 },
      one.get<AppConfig>(APP_CONFIG).jwtSecret,
    );
    const page = await stream(urlOne, { ...alice, token });
    await page.next((e) => e.event === 'ready');
    await page.ended;
    expect(Date.now() / 1000).toBeGreaterThanOrEqual(now + 1);
  }, 10_000);

  it('listens again after losing its database connection, and tells the streams to refetch', async () => {
    const { thread } = (await post(one, alice, '/threads', { subject: 'Outage', body: 'Start' })).json<{
      thread: { id: number };
    }>();
    const page = await stream(urlOne, alice);
    await page.next((e) => e.event === 'ready');
    // Every listening connection of both processes is cut, as a database restart or a network drop would.
    const db = one.get(DataSource);
    await db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE pid <> pg_backend_pid() AND query LIKE 'LISTEN %'`,
    );
    await page.next((e) => e.event === 'resync', 10_000);
    const after = (
      await post(two, agent, `/threads/${thread.id}/messages`, { body: 'Back' })
    ).json<ChatMessage>();
    await page.next(isMessage(after.id));
  }, 20_000);

  it('ends every open stream cleanly when the API process shuts down', async () => {
    const page = await stream(urlTwo, alice);
    await page.next((e) => e.event === 'ready');
    expect(two.get(ChatEventsService).streamCount).toBeGreaterThan(0);
    await two.close();
    await page.ended;
    expect(two.get(ChatEventsService).streamCount).toBe(0);
  }, 20_000);
});
