import { dehydrate, QueryClient, skipToken, type DehydratedState, type Query } from '@tanstack/react-query';
import type { StorefrontBoot } from '@telehealth/engine';
import { jwtDecode } from 'jwt-decode';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, matchRoutes, StaticRouter, type RouteObject } from 'react-router-dom';

import { createApiClient, type FetchLike } from './api/client';
import { AppProviders } from './app/app';
import { readCustomerView } from './auth/staff-session';
import { writeLandingCookies } from './app/navigation-gate';
import { AppRoutes, routes } from './app/routes';
import { getCookie, withRequestCookies } from './cookies/cookies';
import { pendingRouteCode, type AppRoute } from './routing/app-route';

/**
 * A route whose page the server renders with its data (`handle.serverRender`): a page whose first render reads no
 * browser-only state (tab storage, the window's size; useHydrated) and takes its data from queries, so the browser's
 * first render is the server's. Without it the browser renders the page.
 */
export interface ServerRenderHandle {
  serverRender: true;
}

/** What the server sends for a page: its markup and the data it was rendered with (the app's query cache starts from it). */
export interface ServerRender {
  html: string;
  queries: DehydratedState;
}

/** How long a page's data may take; past it the page is rendered as it stands and the browser asks for the rest. */
const DATA_BUDGET_MS = 1500;
/** A page whose data leads to more data (an order, then its flow) is rendered again for it, at most this often. */
const MAX_DATA_ROUNDS = 3;

/** The whole path of each route whose page the server renders, from the route table (`/question/:id`, `/`). */
export function serverRenderedPatterns(table: readonly AppRoute[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = (route.handle as Partial<ServerRenderHandle> | undefined)?.serverRender ? [path || '/'] : [];
    return [...own, ...serverRenderedPatterns(route.children ?? [], path)];
  });
}

const SERVER_RENDERED = serverRenderedPatterns(routes);

function isServerRendered(pathname: string): boolean {
  // Matching the whole route table ranks every route on each call (about 2 ms); most paths fit none of the few
  // server-rendered ones, and are answered without it.
  if (!SERVER_RENDERED.some((pattern) => matchPath(pattern, pathname))) return false;
  const leaf = matchRoutes(routes as unknown as RouteObject[], pathname)?.at(-1)?.route as
    AppRoute | undefined;
  return (leaf?.handle as Partial<ServerRenderHandle> | undefined)?.serverRender === true;
}

/** Whether the render asked for a query it can run and it has no answer yet (an `enabled: false` one waits). */
function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.options.queryFn === skipToken) return false;
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Whether the work settled before the deadline. */
async function settlesBy(work: Promise<unknown>, deadline: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>(
    (resolve) => (timer = setTimeout(() => resolve(false), deadline - Date.now())),
  );
  try {
    return await Promise.race([work.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The page at `url` rendered for the API's storefront server (`handle.serverRender`): the markup of the app's first
 * render in the browser (main.tsx hydrates it), for the host's tenant and the request's cookies, with the data its
 * queries ask for,
 * fetched through `fetchApi` (the API in its own process, with the visitor's credentials, as the browser would ask).
 * Null for a page the server leaves to the browser and for a navigation that goes elsewhere.
 */
export async function renderPage(
  url: string,
  boot: StorefrontBoot,
  cookieHeader: string,
  fetchApi: FetchLike,
): Promise<ServerRender | null> {
  const { pathname, search } = new URL(url, 'http://storefront');
  if (!isServerRendered(pathname)) return null;
  await Promise.all(pendingRouteCode(routes, pathname));

  const { tenantId, brandConfig } = boot;
  // The login the page's calls carry is the one its cookies hold once the landing navigation wrote its own (a mask
  // token logs an agent in as the customer), as in the browser.
  let loginToken: string | undefined;
  const maskTokenInAddress = new URLSearchParams(search).has('maskToken');
  const api = createApiClient({ fetch: fetchApi, token: boot.apiToken, getAuthToken: () => loginToken });
  // No retries and no garbage-collection timers: the client lives for this render only.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const tenant = { status: 'ready', tenantId, brandConfig, source: 'page' } as const;
  const render = () =>
    withRequestCookies(cookieHeader, () => {
      const outcome = writeLandingCookies(
        pathname,
        search,
        tenantId,
        brandConfig.configurations?.routeRules ?? [],
      );
      if (outcome.kind !== 'render') return null;
      loginToken = getCookie('token');
      // A staff member's view as a customer (a mask token in the address or the login cookie) is left to the
      // browser, where that view starts, is checked and ends.
      if (maskTokenInAddress || readCustomerView(loginToken, jwtDecode, tenantId)) return null;
      return renderToString(
        <StrictMode>
          <AppProviders boot={tenant} api={api} queryClient={queryClient}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </StrictMode>,
      );
    });

  let html = render();
  if (html === null) return null;
  const deadline = Date.now() + DATA_BUDGET_MS;
  const asked = new Set<string>();
  for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => isWaiting(query) && !asked.has(query.queryHash));
    if (waiting.length === 0) break;
    for (const query of waiting) {
      asked.add(query.queryHash);
      // Kept until the render is done, whatever the page's own gcTime (the intake's order has 0, and the server's
      // queries have no observer to keep them).
      query.setOptions({ ...query.options, gcTime: Infinity });
    }
    const fetched = Promise.allSettled(waiting.map((query) => query.fetch()));
    if (!(await settlesBy(fetched, deadline))) break;
    html = render();
  }
  // What failed or is still on its way, the browser asks for itself: the page shows it as loading, as the browser's
  // first render will.
  const unanswered = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status !== 'success' });
  if (unanswered.length > 0) {
    for (const query of unanswered) queryClient.getQueryCache().remove(query);
    html = render();
  }
  if (html === null) return null;
  return { html, queries: dehydrate(queryClient) };
}
