import type { ChatMessage, ChatReadEvent } from '@telehealth/schemas';

import { ApiError } from '../api/client';
import { SseParser, type SseEvent } from './sse-parser';

/**
 * How live the chat is: `live` while the event stream is open, `connecting` while it opens (or reopens after a
 * drop), `polling` once it failed twice in a row or was refused: then the pages poll until it is back.
 */
export type ChatLiveState = 'connecting' | 'live' | 'polling';

/** What the stream tells: a new message, a read mark made elsewhere, or that events may have been missed. */
export interface ChatLiveListener {
  message?(message: ChatMessage): void;
  read?(event: ChatReadEvent): void;
  /** Refetch: the stream reconnected, or the server lost track (what changed meanwhile is in the API). */
  resync?(): void;
}

/** Opens the event stream: `GET /api/chat/events` with these extra headers (Last-Event-ID). */
export type OpenStream = (headers: Record<string, string>, signal: AbortSignal) => Promise<Response>;

export interface ChatLiveOptions {
  /** Wait before the first reconnect; doubled after each failure up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  /** Failures in a row after which the pages poll. */
  pollAfterFailures?: number;
  /** Replaced in tests. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * One event stream of the logged-in customer, reopened when it drops (with Last-Event-ID, so the server sends what
 * was missed) with a growing delay; a refusal (401, 403) or repeated failures switch the state to `polling`, and
 * the stream is still retried now and then.
 */
export class ChatLiveConnection {
  private lastEventId: string | undefined;
  private failures = 0;
  private opened = 0;
  private abort: AbortController | null = null;
  private timer: unknown = null;
  private stopped = false;
  private current: ChatLiveState = 'connecting';
  private readonly retryMs: number;
  private readonly maxRetryMs: number;
  private readonly pollAfterFailures: number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(
    private readonly open: OpenStream,
    private readonly emit: (kind: 'message' | 'read' | 'resync', value?: unknown) => void,
    private readonly onState: (state: ChatLiveState) => void,
    options: ChatLiveOptions = {},
  ) {
    this.retryMs = options.retryMs ?? 3000;
    this.maxRetryMs = options.maxRetryMs ?? 30_000;
    this.pollAfterFailures = options.pollAfterFailures ?? 2;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  get state(): ChatLiveState {
    return this.current;
  }

  start(): void {
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.abort?.abort();
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  private setState(state: ChatLiveState): void {
    if (state === this.current) return;
    this.current = state;
    this.onState(state);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const abort = new AbortController();
    this.abort = abort;
    const headers: Record<string, string> =
      this.lastEventId === undefined ? {} : { 'Last-Event-ID': this.lastEventId };
    let refused = false;
    try {
      const response = await this.open(headers, abort.signal);
      if (!response.body) throw new Error('The event stream has no body');
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = new SseParser();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const event of parser.push(decoder.decode(value, { stream: true }))) this.handle(event);
      }
    } catch (error) {
      if (this.stopped || abort.signal.aborted) return;
      refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
    }
    if (this.stopped) return;
    // Ended or failed: a stream that had opened counts as one failure, so a server going away is retried soon.
    this.failures += 1;
    this.setState(refused || this.failures >= this.pollAfterFailures ? 'polling' : 'connecting');
    const delay = Math.min(this.retryMs * 2 ** (this.failures - 1), this.maxRetryMs);
    this.timer = this.setTimer(
      () => {
        this.timer = null;
        void this.connect();
      },
      refused ? this.maxRetryMs : delay,
    );
  }

  private handle(event: SseEvent): void {
    if (event.id !== undefined) this.lastEventId = event.id;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    switch (event.type) {
      case 'ready':
        this.failures = 0;
        this.opened += 1;
        this.setState('live');
        // A reopened stream: the missed messages follow, but read marks and new threads are refetched.
        if (this.opened > 1) this.emit('resync');
        break;
      case 'message':
        this.emit('message', data as ChatMessage);
        break;
      case 'read':
        this.emit('read', data as ChatReadEvent);
        break;
      case 'resync':
        this.emit('resync');
        break;
      default:
        break;
    }
  }
}

/** The page's shared stream: opened by the first listener, closed with the last. */
interface Shared {
  key: string;
  connection: ChatLiveConnection;
  listeners: Set<ChatLiveListener>;
  stateListeners: Set<() => void>;
}

let shared: Shared | null = null;

/**
 * Listens to the customer's chat stream, shared by every hook of the page (one connection per tab and login:
 * `key` names the login). Returns the function that stops listening.
 */
export function subscribeChatLive(
  key: string,
  open: OpenStream,
  listener: ChatLiveListener,
  onState: () => void,
  options?: ChatLiveOptions,
): () => void {
  if (shared && shared.key !== key) {
    shared.connection.stop();
    shared = null;
  }
  if (!shared) {
    const listeners = new Set<ChatLiveListener>();
    const stateListeners = new Set<() => void>();
    const connection = new ChatLiveConnection(
      open,
      (kind, value) => {
        for (const each of [...listeners]) {
          if (kind === 'message') each.message?.(value as ChatMessage);
          else if (kind === 'read') each.read?.(value as ChatReadEvent);
          else each.resync?.();
        }
      },
      () => {
        for (const each of [...stateListeners]) each();
      },
      options,
    );
    shared = { key, connection, listeners, stateListeners };
    connection.start();
  }
  const mine = shared;
  mine.listeners.add(listener);
  mine.stateListeners.add(onState);
  return () => {
    mine.listeners.delete(listener);
    mine.stateListeners.delete(onState);
    if (mine.listeners.size === 0 && shared === mine) {
      mine.connection.stop();
      shared = null;
    }
  };
}

/** The state of the shared stream (`connecting` when none is open). */
export function chatLiveState(): ChatLiveState {
  return shared?.connection.state ?? 'connecting';
}
