/**
 * The order of a stream's events when messages are written while it starts, without a database: the chat reads
 * are replaced by a stand-in whose replay answers only when the test says.
 */
import type { MessageEvent } from '@nestjs/common';
import type { ChatMessage } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { ShutdownState } from '../common/shutdown/shutdown-state.js';
import { loadConfig } from '../config/app-config.js';
import type { DatabaseConnection } from '../database/database-connection.js';
import { ChatEventsService } from './chat-events.service.js';
import { CHAT_MESSAGE_CHANNEL, type ChatService } from './chat.service.js';

const message = (id: number): ChatMessage => ({
  id,
  threadId: 1,
  senderUserId: 2,
  senderRole: 0,
  body: `Message ${id}`,
  sentAt: '2026-11-24T12:00:00.000Z',
  readAt: null,
  attachments: [],
});

function world(replay: number[], shutdown?: ShutdownState) {
  let answerReplay: () => void = () => undefined;
  const replayed = new Promise<void>((resolve) => (answerReplay = resolve));
  const chat = {
    messagesAfter: async () => {
      await replayed;
      return replay.map(message);
    },
    lastMessageId: async () => {
      await replayed;
      return 20;
    },
    messageEvent: async (_tenantId: number, id: number) => ({ customerUserId: 5, message: message(id) }),
  } as unknown as ChatService;
  const connection = {
    url: 'postgres://unused',
    directUrl: 'postgres://unused',
    embedded: undefined,
    close: async () => undefined,
  };
  const service = new ChatEventsService(chat, connection as DatabaseConnection, loadConfig({}), shutdown);
  const notify = (id: number) =>
    (service as unknown as { dispatch(channel: string, payload: string): Promise<void> }).dispatch(
      CHAT_MESSAGE_CHANNEL,
      JSON.stringify({ tenantId: 6, threadId: 1, messageId: id }),
    );
  return { service, notify, answerReplay };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const messageIds = (events: MessageEvent[]) =>
  events.filter((e) => e.type === 'message').map((e) => Number(e.id));

describe('ChatEventsService', () => {
  it('sends the replay and what came meanwhile in id order, each once', async () => {
    const { service, notify, answerReplay } = world([14, 15]);
    const events: MessageEvent[] = [];
    const subscription = service
      .stream({ tenantId: 6, userId: 5, customerUserId: 5, lastEventId: 13, endsAt: Date.now() + 60_000 })
      .subscribe((event) => events.push(event));
    await notify(16);
    await notify(15);
    answerReplay();
    await settle();
    expect(messageIds(events)).toEqual([14, 15, 16]);
    expect(events[0]).toMatchObject({ type: 'ready', id: '13' });

    // Live, a message whose transaction committed late (a lower id) is sent too; the cursor stays the highest id.
    await notify(18);
    await notify(17);
    expect(messageIds(events)).toEqual([14, 15, 16, 18, 17]);
    subscription.unsubscribe();
    expect(service.streamCount).toBe(0);
  });

  it('gives a new stream what came while it started, even below its starting point, and other customers nothing', async () => {
    const { service, notify, answerReplay } = world([]);
    const events: MessageEvent[] = [];
    service
      .stream({
        tenantId: 6,
        userId: 5,
        customerUserId: 5,
        lastEventId: undefined,
        endsAt: Date.now() + 60_000,
      })
      .subscribe((event) => events.push(event));
    const stranger: MessageEvent[] = [];
    service
      .stream({
        tenantId: 6,
        userId: 9,
        customerUserId: 9,
        lastEventId: undefined,
        endsAt: Date.now() + 60_000,
      })
      .subscribe((event) => stranger.push(event));
    await notify(19);
    answerReplay();
    await settle();
    expect(events[0]).toMatchObject({ type: 'ready', id: '20' });
    expect(messageIds(events)).toEqual([19]);
    expect(messageIds(stranger)).toEqual([]);
    await service.onModuleDestroy();
    expect(service.streamCount).toBe(0);
  });

  it('ends every stream when the HTTP listener closes at shutdown, so none holds the server open', async () => {
    const shutdown = new ShutdownState();
    const { service, answerReplay } = world([], shutdown);
    const completed: number[] = [];
    for (const userId of [5, 9]) {
      service
        .stream({
          tenantId: 6,
          userId,
          customerUserId: userId,
          lastEventId: undefined,
          endsAt: Date.now() + 60_000,
        })
        .subscribe({ complete: () => completed.push(userId) });
    }
    answerReplay();
    await settle();
    shutdown.drain();
    expect(completed).toEqual([]);
    shutdown.close();
    expect(completed).toEqual([5, 9]);
    expect(service.streamCount).toBe(0);
  });
});
