import { matchRoutes, type RouteObject } from 'react-router-dom';

import { loadRouteCode, type AppRoute } from '../routing/app-route';
import { onFirstIntent } from '../ui/first-intent';

/** Spec section 9: at most 4 route preloads run at once. */
export const MAX_CONCURRENT_PRELOADS = 4;

export interface PreloadQueue {
  /** Queues a load under a key; a key already queued, running or done is not loaded again. */
  enqueue(key: string, load: () => Promise<unknown>): void;
  /** How many loads are running now. */
  readonly running: number;
  /** How many wait for a free slot. */
  readonly waiting: number;
}

/**
 * A first-in first-out queue running at most `limit` loads at a time. A failed load frees its slot and may be
 * queued again later (a hover after a network blip retries it).
 */
export function createPreloadQueue(limit = MAX_CONCURRENT_PRELOADS): PreloadQueue {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`Preload limit must be a positive integer, got ${limit}`);
  const seen = new Set<string>();
  const pending: { key: string; load: () => Promise<unknown> }[] = [];
  let running = 0;

  function next(): void {
    while (running < limit && pending.length > 0) {
      const item = pending.shift()!;
      running += 1;
      let promise: Promise<unknown>;
      try {
        promise = item.load();
      } catch (error) {
        promise = Promise.reject(error);
      }
      promise
        .catch(() => seen.delete(item.key))
        .finally(() => {
          running -= 1;
          next();
        });
    }
  }

  return {
    enqueue(key, load) {
      if (seen.has(key)) return;
      seen.add(key);
      pending.push({ key, load });
      next();
    },
    get running() {
      return running;
    },
    get waiting() {
      return pending.length;
    },
  };
}

/** The routes a path matches, outermost first (react-router's matching; an AppRoute has a RouteObject's shape). */
function matchedRoutes(routes: AppRoute[], pathname: string): AppRoute[] {
  const matches = matchRoutes(routes as unknown as RouteObject[], pathname) ?? [];
  return matches.map(({ route }) => route as unknown as AppRoute);
}

/** The lazy loaders of the routes a path matches (route `lazy`, through the shared `loadRouteCode`). */
export function lazyLoadersFor(
  routes: AppRoute[],
  pathname: string,
): { key: string; load: () => Promise<unknown> }[] {
  const loaders: { key: string; load: () => Promise<unknown> }[] = [];
  matchedRoutes(routes, pathname).forEach((route, depth) => {
    const key = route.id ?? `${depth}:${route.path ?? ''}`;
    const { lazy } = route;
    if (lazy) loaders.push({ key, load: () => loadRouteCode(lazy) });
  });
  return loaders;
}

/**
 * A route's `handle.preloadNext`: the paths a patient on this route most likely opens next (the intake's next step).
 * Their lazy modules are fetched once the patient starts using the page (preloadNextOnIntent), so the step after
 * this one renders without waiting for its code, while a page only opened loads nothing beyond its own.
 */
export interface PreloadNextHandle {
  preloadNext: string[];
}

/** The next paths named by the routes a path matches (each once, in route order). */
export function nextPathsFor(routes: AppRoute[], pathname: string): string[] {
  const paths = new Set<string>();
  for (const route of matchedRoutes(routes, pathname)) {
    const next = (route.handle as Partial<PreloadNextHandle> | undefined)?.preloadNext;
    if (Array.isArray(next)) for (const path of next) if (typeof path === 'string') paths.add(path);
  }
  return [...paths];
}

/** Queues the lazy modules of the paths that follow `pathname` (see PreloadNextHandle). */
export function preloadNextRoutes(routes: AppRoute[], pathname: string, queue: PreloadQueue): void {
  for (const path of nextPathsFor(routes, pathname))
    for (const { key, load } of lazyLoadersFor(routes, path)) queue.enqueue(key, load);
}

/**
 * On the first press, key or edit on the page, queues the lazy modules of the paths that follow `pathname`. Returns
 * the cleanup (for the next page); nothing listens when the route names no next path.
 */
export function preloadNextOnIntent(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  routes: AppRoute[],
  pathname: string,
  queue: PreloadQueue,
): () => void {
  if (nextPathsFor(routes, pathname).length === 0) return () => {};
  return onFirstIntent(target, () => preloadNextRoutes(routes, pathname, queue));
}

/** Same-origin path of a link, or null for links elsewhere, downloads and new windows. */
export function internalPath(anchor: HTMLAnchorElement, origin: string): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? url.pathname : null;
}

/**
 * Preloads the lazy route modules behind a link when the pointer rests on it or it gets focus, so the click finds
 * the code already there. One document listener covers every link; the queue caps the parallel downloads.
 */
export function installRoutePreload(
  doc: Document,
  routes: AppRoute[],
  queue = createPreloadQueue(),
): () => void {
  const origin = doc.location.origin;
  const onIntent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const anchor = target.closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const path = internalPath(anchor, origin);
    if (path === null) return;
    for (const { key, load } of lazyLoadersFor(routes, path)) queue.enqueue(key, load);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
  };
}
