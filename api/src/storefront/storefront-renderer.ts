import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { StorefrontBoot } from '@telehealth/engine';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How the server build asks the API: a fetch answered by this process (see `inProcessFetch`). */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

/** What the storefront's server build (web/src/entry-server.tsx) exports. */
export interface StorefrontServerBuild {
  renderPage(
    url: string,
    boot: StorefrontBoot,
    cookieHeader: string,
    fetchApi: ApiFetch,
  ): Promise<{ html: string; queries: unknown } | null>;
}

/** Statuses whose answer has no body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch that this server answers itself (Fastify's inject, no socket), as the visitor's browser would have been
 * answered: the visitor's cookies, host, user agent and address go with each call, so every rule (tenant, login,
 * ownership, rate limits) applies to the visitor, not to the server.
 */
export function inProcessFetch(fastify: FastifyInstance, request: FastifyRequest): ApiFetch {
  const visitor: Record<string, string> = {};
  for (const name of ['cookie', 'host', 'user-agent', 'accept-language'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') visitor[name] = value;
  }
  return async (path, init) => {
    if (!path.startsWith('/api/')) throw new Error(`The server render may only ask the API, not ${path}`);
    const response = await fastify.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: { ...visitor, ...Object.fromEntries(new Headers(init.headers)) },
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (name !== 'set-cookie' && value !== undefined) headers.set(name, String(value));
    }
    const body = NO_BODY.has(response.statusCode) ? null : response.rawPayload;
    return new Response(body, { status: response.statusCode, headers });
  };
}

/** Where `vite build` writes the server build inside the storefront's build; the API never serves that folder. */
export const SERVER_BUILD_DIR = 'server';

/**
 * The storefront's server build in `dir` (`server/entry-server.js`), or null when the build has none (the pages are
 * then rendered in the browser only). A server build that is there but cannot be loaded is an error.
 */
export async function loadServerBuild(dir: string): Promise<StorefrontServerBuild | null> {
  const file = join(dir, SERVER_BUILD_DIR, 'entry-server.js');
  try {
    await access(file);
  } catch {
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as Partial<StorefrontServerBuild>;
  if (typeof module.renderPage !== 'function') {
    throw new Error(
      `${file} does not export renderPage: rebuild the storefront (npm run build -w @telehealth/web)`,
    );
  }
  return module as StorefrontServerBuild;
}
