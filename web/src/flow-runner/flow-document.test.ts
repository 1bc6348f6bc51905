import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { createApiClient } from '../api/client';
import { flowDocumentQuery } from './flow-document';

/**
 * An API whose flow documents are `{version}` stubs. It records each path asked; `hold()` keeps the next published
 * document's answer until `release()`, and `failPublished` answers it 503 (the client retries a GET once).
 */
function flowApi(published: number, options: { failPublished?: boolean } = {}) {
  const calls: string[] = [];
  const held: (() => void)[] = [];
  let holdPublished = false;
  const api = createApiClient({
    token: 'test-token',
    retryDelayMs: 0,
    fetch: async (input) => {
      const path = new URL(String(input), 'http://store.test').pathname;
      calls.push(path);
      const pinned = /\/api\/flow-versions\/intake\/(\d+)$/.exec(path);
      if (!pinned && holdPublished) {
        holdPublished = false;
        await new Promise<void>((resolve) => held.push(resolve));
      }
      if (!pinned && options.failPublished) return new Response('{"message":"down"}', { status: 503 });
      const version = pinned ? Number(pinned[1]) : published;
      return Response.json({ flowKey: 'intake', version, questions: [] });
    },
  }).withTenant(6);
  return {
    api,
    calls,
    hold: () => (holdPublished = true),
    release: () => held.splice(0).forEach((resolve) => resolve()),
  };
}

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Asks for the published document and for version 3 at once, the published answer held until both are asked. */
async function publishedAndPinnedAtOnce({ api, hold, release }: ReturnType<typeof flowApi>) {
  hold();
  const client = queryClient();
  const published = client.fetchQuery(flowDocumentQuery(api, 'intake', undefined, 300_000, client));
  const pinned = client.fetchQuery(flowDocumentQuery(api, 'intake', 3, Infinity, client));
  await new Promise((resolve) => setTimeout(resolve, 0));
  release();
  return { published, pinned };
}

describe('flowDocumentQuery', () => {
  it('a pinned version that the cached published document is costs no request', async () => {
    const { api, calls } = flowApi(3);
    const client = queryClient();
    await client.fetchQuery(flowDocumentQuery(api, 'intake', undefined, 300_000, client));
    const pinned = await client.fetchQuery(flowDocumentQuery(api, 'intake', 3, Infinity, client));
    expect(pinned.version).toBe(3);
    expect(calls).toEqual(['/api/flow-versions/intake']);
  });

  it('joins a published fetch under way instead of asking for the pinned version too', async () => {
    const flowApiOf3 = flowApi(3);
    const { published, pinned } = await publishedAndPinnedAtOnce(flowApiOf3);
    const { calls } = flowApiOf3;
    expect((await pinned).version).toBe(3);
    expect((await published).version).toBe(3);
    expect(calls).toEqual(['/api/flow-versions/intake']);
  });

  it('fetches the pinned version when another one is published', async () => {
    const { api, calls } = flowApi(4);
    const client = queryClient();
    await client.fetchQuery(flowDocumentQuery(api, 'intake', undefined, 300_000, client));
    const pinned = await client.fetchQuery(flowDocumentQuery(api, 'intake', 3, Infinity, client));
    expect(pinned.version).toBe(3);
    expect(calls).toEqual(['/api/flow-versions/intake', '/api/flow-versions/intake/3']);
  });

  it('fetches only the pinned version when the published one was never asked for', async () => {
    const { api, calls } = flowApi(3);
    const client = queryClient();
    const pinned = await client.fetchQuery(flowDocumentQuery(api, 'intake', 3, Infinity, client));
    expect(pinned.version).toBe(3);
    expect(calls).toEqual(['/api/flow-versions/intake/3']);
  });

  it('falls back to the pinned version when the published fetch under way fails', async () => {
    const failing = flowApi(3, { failPublished: true });
    const { published, pinned } = await publishedAndPinnedAtOnce(failing);
    const { calls } = failing;
    await expect(published).rejects.toThrow();
    expect((await pinned).version).toBe(3);
    expect(calls.filter((path) => path.endsWith('/intake/3'))).toEqual(['/api/flow-versions/intake/3']);
  });
});
