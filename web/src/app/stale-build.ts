/**
 * Stale builds (spec sections 7, 8, 9): the app knows its own build id; every hour it reads
 * `/builds/latest.json` (written by the build, see build-id-plugin.ts) and reloads when a newer build is out. A chunk
 * that fails to load (`vite:preloadError`, usually a chunk deleted by a new deploy) reloads too. Reloads are guarded:
 * none within 10 s of the last one, so a broken deploy cannot throw the page into a reload loop.
 */

/** Spec section 9: the outdated-build check runs every 3600000 ms. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
/** Spec section 9: no second reload within 10000 ms of the last one. */
export const RELOAD_GUARD_MS = 10_000;
/** sessionStorage key holding the time (ms since epoch) of the last guarded reload. */
export const RELOAD_GUARD_KEY = 'build:lastReloadAt';
/** Where the build writes the id of the newest build. */
export const LATEST_BUILD_PATH = '/builds/latest.json';

export interface LatestBuild {
  buildId: string;
}

export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** True when a reload may happen now: no reload is recorded, or the last one is at least RELOAD_GUARD_MS old. */
export function reloadAllowed(lastReloadAt: string | null, now: number): boolean {
  if (lastReloadAt === null) return true;
  const last = Number(lastReloadAt);
  // An unreadable or future timestamp must not block reloads for good.
  if (!Number.isFinite(last) || last > now) return true;
  return now - last >= RELOAD_GUARD_MS;
}

export interface GuardedReloadDeps {
  storage: GuardStorage;
  now: () => number;
  reload: () => void;
  log?: Pick<Console, 'warn'>;
}

/** Reloads the page unless a reload happened within the guard window. Returns whether it reloaded. */
export function reloadWithGuard(reason: string, deps: GuardedReloadDeps): boolean {
  const now = deps.now();
  let last: string | null = null;
  try {
    last = deps.storage.getItem(RELOAD_GUARD_KEY);
  } catch {
    // Storage can be blocked (privacy modes); reload anyway, the browser's own back-off applies.
  }
  if (!reloadAllowed(last, now)) {
    deps.log?.warn(`Not reloading for "${reason}": the page reloaded less than ${RELOAD_GUARD_MS} ms ago`);
    return false;
  }
  try {
    deps.storage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    // See above.
  }
  deps.reload();
  return true;
}

/** The build id in a `latest.json` body, or null when the body is not one. */
export function parseLatestBuild(body: unknown): LatestBuild | null {
  if (typeof body !== 'object' || body === null) return null;
  const { buildId } = body as { buildId?: unknown };
  return typeof buildId === 'string' && buildId !== '' ? { buildId } : null;
}

/** True when the server announces a build other than the running one. */
export function isStale(currentBuildId: string, latest: LatestBuild | null): boolean {
  return latest !== null && latest.buildId !== currentBuildId;
}

export interface StaleBuildWatchDeps extends GuardedReloadDeps {
  currentBuildId: string;
  fetchLatest: () => Promise<unknown>;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  /** Subscribes to chunk-load failures; returns the unsubscribe. */
  onChunkLoadError: (listener: (event: Event) => void) => () => void;
}

/** One check: reads latest.json and reloads (guarded) when the running build is outdated. Fetch errors are logged. */
export async function checkForNewBuild(deps: StaleBuildWatchDeps): Promise<boolean> {
  let body: unknown;
  try {
    body = await deps.fetchLatest();
  } catch (error) {
    deps.log?.warn(`Could not read ${LATEST_BUILD_PATH}: ${String(error)}`);
    return false;
  }
  if (!isStale(deps.currentBuildId, parseLatestBuild(body))) return false;
  return reloadWithGuard('a newer build is available', deps);
}

/** Starts the hourly check and the chunk-failure reload; returns a function that stops both. */
export function watchForStaleBuild(deps: StaleBuildWatchDeps): () => void {
  const timer = deps.setInterval(() => void checkForNewBuild(deps), BUILD_CHECK_INTERVAL_MS);
  const unsubscribe = deps.onChunkLoadError((event) => {
    // Stop Vite from throwing the error: the reload loads the new build's chunks.
    if (reloadWithGuard('a chunk failed to load', deps)) event.preventDefault();
  });
  return () => {
    deps.clearInterval(timer);
    unsubscribe();
  };
}

/** The id this bundle was built with (set by build-id-plugin.ts); 'development' under the dev server. */
export function currentBuildId(): string {
  return import.meta.env.VITE_BUILD_ID ?? 'development';
}

/** Browser wiring: production builds only (the dev server has no builds/latest.json). */
export function startStaleBuildWatch(win: Window): () => void {
  if (!import.meta.env.PROD) return () => undefined;
  return watchForStaleBuild({
    currentBuildId: currentBuildId(),
    storage: win.sessionStorage,
    now: () => Date.now(),
    reload: () => win.location.reload(),
    log: console,
    fetchLatest: async () => {
      const response = await win.fetch(LATEST_BUILD_PATH, { cache: 'no-store' });
      if (!response.ok) throw new Error(`${LATEST_BUILD_PATH} answered ${response.status}`);
      return response.json();
    },
    setInterval: (callback, ms) => win.setInterval(callback, ms),
    clearInterval: (handle) => win.clearInterval(handle as number),
    onChunkLoadError: (listener) => {
      win.addEventListener('vite:preloadError', listener);
      return () => win.removeEventListener('vite:preloadError', listener);
    },
  });
}

declare global {
  interface ImportMetaEnv {
    /** Set by build-id-plugin.ts at build time. */
    readonly VITE_BUILD_ID?: string;
  }
}
