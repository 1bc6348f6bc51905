import { describe, expect, it } from 'vitest';

import type { ApiClient } from '../api/client';
import { adminLive } from './admin-area';

/** A response whose body streams `chunks` and stays open. */
function openStream(chunks: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

describe('adminLive', () => {
  it('opens the care team’s stream with the storefront client and hands its events to the inbox until stopped', async () => {
    const opened: { route: string; signal?: AbortSignal }[] = [];
    const message = { id: 7, threadId: 2, senderRole: 1, body: 'Hello' };
    const api = {
      stream: (route: string, options: { signal?: AbortSignal } = {}) => {
        opened.push({ route, signal: options.signal });
        return Promise.resolve(
          openStream([
            'event: ready\nid: 6\nretry: 3000\ndata: {}\n\n',
            `event: message\nid: 7\ndata: ${JSON.stringify(message)}\n\n`,
            'event: read\nid: 7\ndata: {"unread":0}\n\n',
          ]),
        );
      },
    } as unknown as ApiClient;
    const seen: unknown[] = [];
    const states: string[] = [];
    const stop = adminLive(api).subscribeInbox(
      {
        message: (m) => seen.push(['message', m]),
        read: (e) => seen.push(['read', e]),
        resync: () => seen.push(['resync']),
      },
      (state) => states.push(state),
    );
    await expect.poll(() => seen.length).toBe(2);
    expect(opened.map((o) => o.route)).toEqual(['GET /api/chat/inbox/events']);
    expect(seen).toEqual([
      ['message', message],
      ['read', { unread: 0 }],
    ]);
    expect(states).toEqual(['live']);
    stop();
    expect(opened[0]!.signal?.aborted).toBe(true);
  });
});
