import { describe, expect, it } from 'vitest';

import { ApiError } from '../api/client';
import { ChatLiveConnection, type ChatLiveState } from './chat-live';

/** A response whose body streams `chunks`, then ends (or stays open when `open`). */
function streamResponse(chunks: string[], open = false): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        if (!open) controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(responses: (() => Promise<Response>)[]) {
  const opened: Record<string, string>[] = [];
  const emitted: [string, unknown][] = [];
  const states: ChatLiveState[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const connection = new ChatLiveConnection(
    (headers) => {
      opened.push(headers);
      const next = responses.shift();
      return next ? next() : new Promise<Response>(() => undefined);
    },
    (kind, value) => emitted.push([kind, value]),
    (state) => states.push(state),
    {
      retryMs: 100,
      maxRetryMs: 1000,
      setTimer: (run, ms) => timers.push({ run, ms }),
      clearTimer: () => undefined,
    },
  );
  return { connection, opened, emitted, states, timers };
}

describe('ChatLiveConnection', () => {
  it('goes live, hands on messages, and reconnects with Last-Event-ID after a drop, asking for a refetch', async () => {
    const message = { id: 12, threadId: 3, body: 'Hi' };
    const h = harness([
      async () =>
        streamResponse([
          'event: ready\nid: 10\nretry: 3000\ndata: {}\n\n',
          `event: message\nid: 12\ndata: ${JSON.stringify(message)}\n\n`,
        ]),
      async () => streamResponse(['event: ready\nid: 12\ndata: {}\n\n'], true),
    ]);
    h.connection.start();
    await tick();
    await tick();
    expect(h.emitted).toEqual([['message', message]]);
    expect(h.states).toEqual(['live', 'connecting']);
    expect(h.opened).toEqual([{}]);
    expect(h.timers.map((t) => t.ms)).toEqual([100]);

    h.timers.shift()!.run();
    await tick();
    await tick();
    expect(h.opened[1]).toEqual({ 'Last-Event-ID': '12' });
    expect(h.states.at(-1)).toBe('live');
    expect(h.emitted.at(-1)).toEqual(['resync', undefined]);
    h.connection.stop();
  });

  it('polls after repeated failures and after a refusal, with a growing wait between attempts', async () => {
    const h = harness([
      () => Promise.reject(new TypeError('network down')),
      () => Promise.reject(new TypeError('network down')),
      () =>
        Promise.reject(
          new ApiError({ status: 403, statusText: 'Forbidden', url: '/api/chat/events', error: 'x' }),
        ),
    ]);
    h.connection.start();
    await tick();
    expect(h.states).toEqual([]);
    expect(h.connection.state).toBe('connecting');
    h.timers.shift()!.run();
    await tick();
    expect(h.connection.state).toBe('polling');
    expect(h.timers.at(-1)!.ms).toBe(200);
    h.timers.shift()!.run();
    await tick();
    expect(h.connection.state).toBe('polling');
    expect(h.timers.at(-1)!.ms).toBe(1000);
    h.connection.stop();
  });
});
