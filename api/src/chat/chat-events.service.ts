import {
  Inject,
  Injectable,
  Logger,
  type MessageEvent,
  type OnModuleDestroy,
  type OnModuleInit,
  Optional,
} from '@nestjs/common';
import type { ChatMessage, ChatReadEvent } from '@telehealth/schemas';
import pg from 'pg';
import { Observable } from 'rxjs';

import { ShutdownState } from '../common/shutdown/shutdown-state.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATABASE_CONNECTION, type DatabaseConnection } from '../database/database-connection.js';
import { CHAT_MESSAGE_CHANNEL, CHAT_READ_CHANNEL, ChatService } from './chat.service.js';

/** The most streams one customer may hold open on one API process (tabs and devices); more is a 429. */
export const MAX_STREAMS_PER_CUSTOMER = 10;

/** What a client is told to wait before it reconnects (the `retry` field of the first event). */
export const RECONNECT_AFTER_MS = 3000;

/** The longest wait between two attempts to listen again after the listening connection was lost. */
const MAX_RELISTEN_DELAY_MS = 30_000;

/**
 * One open event stream: whose login holds it, which threads it follows (a customer's own, or with a null
 * customerUserId every thread of the tenant: the care team's inbox), and where the events go.
 */
interface Subscriber {
  readonly tenantId: number;
  readonly userId: number;
  readonly customerUserId: number | null;
  /** The id of the last message event sent (or the stream's start): every event carries it as its id. */
  cursor: number;
  /** Events that came while the stream was still replaying what the client missed; null once it is live. */
  pending: MessageEvent[] | null;
  /**
   * Ids of the messages the replay sent. A message's notification can reach this process after the replay read it
   * (the notification was on its way, or its message was still being read, when the stream registered): that one
   * live event is a duplicate, dropped here.
   */
  replayed: Set<number>;
  send(event: MessageEvent): void;
  end(): void;
}

/**
 * A stream: whose login, which threads (a customer's; null: the tenant's, for staff), where the client says it
 * stopped, and until when the login is valid.
 */
export interface StreamRequest {
  tenantId: number;
  userId: number;
  customerUserId: number | null;
  /** Last-Event-ID: the last message id the client received; undefined for a new stream. */
  lastEventId: number | undefined;
  /** When the login token expires (ms since the epoch): the stream ends then, and the client logs in again. */
  endsAt: number;
}

/**
 * Live chat events over server-sent events, across API processes. Each process holds one PostgreSQL connection
 * that LISTENs to the chat channels; ChatService NOTIFYs in the transaction that writes a message (or a read mark),
 * so every process hears of it once it is committed and sends it to its own streams of that message's customer.
 * Nothing is kept in memory that another process needs: a stream that reconnects (with Last-Event-ID) to any
 * process is sent what it missed from the database.
 */
@Injectable()
export class ChatEventsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ChatEvents');
  private readonly subscribers = new Set<Subscriber>();
  private client: pg.Client | null = null;
  private relistenTimer: NodeJS.Timeout | undefined;
  private relistenDelayMs = 500;
  private closed = false;
  /** Becomes true the first time the listening connection is up (streams opened before that are told to resync). */
  private listening = false;

  constructor(
    private readonly chat: ChatService,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() shutdown?: ShutdownState,
  ) {
    // A stream never ends by itself: it would hold the closing HTTP server until its timeout. The client reconnects
    // (to another process, with Last-Event-ID).
    shutdown?.onClose(() => this.endStreams());
  }

  async onModuleInit(): Promise<void> {
    await this.listen();
  }

  /** Ends every stream (if the listener's closing has not), then the listening connection. */
  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.relistenTimer);
    this.endStreams();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private endStreams(): void {
    for (const subscriber of [...this.subscribers]) subscriber.end();
  }

  /** How many streams this process serves (for tests and metrics). */
  get streamCount(): number {
    return this.subscribers.size;
  }

  /** How many streams of this login (a customer, or a staff member's inboxes) this process serves. */
  streamsOf(tenantId: number, userId: number): number {
    let count = 0;
    for (const s of this.subscribers) if (s.tenantId === tenantId && s.userId === userId) count++;
    return count;
  }

  /**
   * The events of one customer's stream: first `ready` (id: where the stream starts, retry), then the messages
   * after Last-Event-ID if the client sent one, then live `message` and `read` events, `resync` when events may
   * have been lost, and a heartbeat comment every CHAT_HEARTBEAT_SECONDS.
   */
  stream(request: StreamRequest): Observable<MessageEvent> {
    return new Observable<MessageEvent>((observer) => {
      const heartbeatMs = this.config.chatHeartbeatSeconds * 1000;
      const subscriber: Subscriber = {
        tenantId: request.tenantId,
        userId: request.userId,
        customerUserId: request.customerUserId,
        cursor: request.lastEventId ?? 0,
        pending: [],
        replayed: new Set(),
        send: (event) => observer.next(event),
        end: () => observer.complete(),
      };
      // Registered before the replay is read, so nothing committed meanwhile is lost; duplicates are dropped by id.
      this.subscribers.add(subscriber);
      const heartbeat = setInterval(() => observer.next({ comment: 'heartbeat' }), heartbeatMs);
      const expiry = setTimeout(() => observer.complete(), Math.max(0, request.endsAt - Date.now()));
      void this.start(subscriber, request.lastEventId).catch((error: unknown) => {
        this.logger.error(`Could not start a chat event stream: ${String(error)}`);
        observer.complete();
      });
      return () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        this.subscribers.delete(subscriber);
      };
    });
  }

  private async start(subscriber: Subscriber, lastEventId: number | undefined): Promise<void> {
    const { tenantId, customerUserId } = subscriber;
    const missed =
      lastEventId === undefined ? [] : await this.chat.messagesAfter(tenantId, customerUserId, lastEventId);
    subscriber.cursor = lastEventId ?? (await this.chat.lastMessageId(tenantId, customerUserId));
    subscriber.send({ type: 'ready', id: String(subscriber.cursor), retry: RECONNECT_AFTER_MS, data: {} });
    // What was missed, and what came while it was read, in id order and each once. A new stream also gets what
    // came since it was registered, whatever its id: the page may have loaded its messages just before.
    const queued = [...missed.map(messageEvent), ...(subscriber.pending ?? [])].sort(
      (a, b) => Number(a.id) - Number(b.id),
    );
    subscriber.pending = null;
    let sent = lastEventId ?? 0;
    for (const event of queued) {
      const id = Number(event.id);
      if (id <= sent) continue;
      sent = id;
      subscriber.cursor = Math.max(subscriber.cursor, id);
      subscriber.replayed.add(id);
      subscriber.send(event);
    }
    // A lost listening connection before this stream started: what happened meanwhile is in the database.
    if (!this.listening) subscriber.send(this.resyncEvent(subscriber));
  }

  private sendMessage(subscriber: Subscriber, message: ChatMessage): void {
    const event = messageEvent(message);
    if (subscriber.pending) {
      subscriber.pending.push(event);
      return;
    }
    if (subscriber.replayed.delete(message.id)) return;
    // Live, each committed message is notified once; ids follow inserts, not commits, so a lower id may come
    // after a higher one and is sent all the same.
    subscriber.cursor = Math.max(subscriber.cursor, message.id);
    subscriber.send(event);
  }

  private resyncEvent(subscriber: Subscriber): MessageEvent {
    return { type: 'resync', id: String(subscriber.cursor), data: {} };
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    // LISTEN belongs to a session: a pooler in transaction mode would hand it to another client.
    const client = new pg.Client({ connectionString: this.connection.directUrl });
    client.on('notification', (notification) => {
      void this.dispatch(notification.channel, notification.payload).catch((error: unknown) => {
        this.logger.error(`Could not deliver a chat event: ${String(error)}`);
      });
    });
    client.on('error', (error) => {
      this.logger.warn(`The chat listening connection failed: ${error.message}`);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHAT_MESSAGE_CHANNEL}`);
      await client.query(`LISTEN ${CHAT_READ_CHANNEL}`);
    } catch (error) {
      this.logger.warn(`Could not listen for chat events: ${String(error)}`);
      await client.end().catch(() => undefined);
      this.scheduleRelisten();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    const relistened = this.listening;
    this.listening = true;
    this.relistenDelayMs = 500;
    // Notifications sent while nobody listened are gone: the streams refetch.
    if (relistened) {
      for (const subscriber of this.subscribers) {
        if (!subscriber.pending) subscriber.send(this.resyncEvent(subscriber));
      }
    }
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    this.scheduleRelisten();
  }

  private scheduleRelisten(): void {
    if (this.closed || this.relistenTimer) return;
    const delay = this.relistenDelayMs;
    this.relistenDelayMs = Math.min(this.relistenDelayMs * 2, MAX_RELISTEN_DELAY_MS);
    this.relistenTimer = setTimeout(() => {
      this.relistenTimer = undefined;
      void this.listen();
    }, delay);
    this.relistenTimer.unref();
  }

  private async dispatch(channel: string, payload: string | undefined): Promise<void> {
    const parsed = parsePayload(payload);
    if (!parsed) return;
    const { tenantId } = parsed;
    if (channel === CHAT_MESSAGE_CHANNEL && parsed.messageId !== undefined) {
      if (![...this.subscribers].some((s) => s.tenantId === tenantId)) return;
      const found = await this.chat.messageEvent(tenantId, parsed.messageId);
      if (!found) return;
      for (const subscriber of this.subscribers) {
        if (
          subscriber.tenantId === tenantId &&
          (subscriber.customerUserId === null || subscriber.customerUserId === found.customerUserId)
        ) {
          this.sendMessage(subscriber, found.message);
        }
      }
    } else if (channel === CHAT_READ_CHANNEL && parsed.careTeam) {
      // The care team marked customer messages read: every open inbox of the tenant gets the new count.
      const streams = [...this.subscribers].filter(
        (s) => s.tenantId === tenantId && s.customerUserId === null && !s.pending,
      );
      if (streams.length === 0) return;
      const data: ChatReadEvent = { unread: await this.chat.unreadOfCareTeam(tenantId) };
      for (const subscriber of streams)
        subscriber.send({ type: 'read', id: String(subscriber.cursor), data });
    } else if (channel === CHAT_READ_CHANNEL && parsed.customerUserId !== undefined) {
      const customerUserId = parsed.customerUserId;
      const streams = [...this.subscribers].filter(
        (s) => s.tenantId === tenantId && s.customerUserId === customerUserId && !s.pending,
      );
      if (streams.length === 0) return;
      const data: ChatReadEvent = { unread: await this.chat.unreadOfCustomer(tenantId, customerUserId) };
      for (const subscriber of streams)
        subscriber.send({ type: 'read', id: String(subscriber.cursor), data });
    }
  }
}

/** The `message` event of a message: its id is the message id (Last-Event-ID). */
function messageEvent(message: ChatMessage): MessageEvent {
  return { type: 'message', id: String(message.id), data: message };
}

/** The NOTIFY payload, or null when it is not one of ours (any role may NOTIFY; nothing in it is trusted as data). */
function parsePayload(
  payload: string | undefined,
): { tenantId: number; messageId?: number; customerUserId?: number; careTeam: boolean } | null {
  let value: unknown;
  try {
    value = JSON.parse(payload ?? '');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { tenantId, messageId, customerUserId, careTeam } = value as Record<string, unknown>;
  const id = (n: unknown) => (Number.isSafeInteger(n) && (n as number) > 0 ? (n as number) : undefined);
  if (id(tenantId) === undefined) return null;
  return {
    tenantId: id(tenantId)!,
    messageId: id(messageId),
    customerUserId: id(customerUserId),
    careTeam: careTeam === true,
  };
}
