import { describe, expect, it, vi } from 'vitest';

import {
  BUILD_CHECK_INTERVAL_MS,
  checkForNewBuild,
  isStale,
  parseLatestBuild,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
  reloadAllowed,
  reloadWithGuard,
  watchForStaleBuild,
  type StaleBuildWatchDeps,
} from './stale-build';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

function deps(overrides: Partial<StaleBuildWatchDeps> = {}) {
  const listeners: ((event: Event) => void)[] = [];
  const intervals: { callback: () => void; ms: number }[] = [];
  const base: StaleBuildWatchDeps = {
    currentBuildId: 'build-a',
    storage: memoryStorage(),
    now: () => 1_000_000,
    reload: vi.fn(),
    log: { warn: vi.fn() },
    fetchLatest: async () => ({ buildId: 'build-a' }),
    setInterval: (callback, ms) => intervals.push({ callback, ms }),
    clearInterval: vi.fn(),
    onChunkLoadError: (listener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    ...overrides,
  };
  return { deps: base, listeners, intervals };
}

describe('reload guard', () => {
  it('allows a first reload and one after the 10 s window, not one inside it', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(reloadAllowed(null, 50_000)).toBe(true);
    expect(reloadAllowed('40000', 49_999)).toBe(false);
    expect(reloadAllowed('40000', 50_000)).toBe(true);
  });

  it('does not let a garbled or future timestamp block reloads', () => {
    expect(reloadAllowed('soon', 1)).toBe(true);
    expect(reloadAllowed('90000', 50_000)).toBe(true);
  });

  it('records the reload time and refuses a second reload 5 s later', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 100_000;
    const guarded = { storage, now: () => now, reload, log: { warn: vi.fn() } };
    expect(reloadWithGuard('test', guarded)).toBe(true);
    expect(storage.data.get(RELOAD_GUARD_KEY)).toBe('100000');
    now += 5_000;
    expect(reloadWithGuard('test', guarded)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(guarded.log.warn).toHaveBeenCalledWith(expect.stringContaining('less than 10000 ms ago'));
  });
});

describe('latest build', () => {
  it('reads {buildId} and rejects anything else', () => {
    expect(parseLatestBuild({ buildId: 'x1' })).toEqual({ buildId: 'x1' });
    expect(parseLatestBuild({ buildId: '' })).toBeNull();
    expect(parseLatestBuild('x1')).toBeNull();
    expect(isStale('a', { buildId: 'b' })).toBe(true);
    expect(isStale('a', { buildId: 'a' })).toBe(false);
    expect(isStale('a', null)).toBe(false);
  });

  it('reloads when the server announces another build, not when it is the same or unreadable', async () => {
    const same = deps();
    expect(await checkForNewBuild(same.deps)).toBe(false);
    const newer = deps({ fetchLatest: async () => ({ buildId: 'build-b' }) });
    expect(await checkForNewBuild(newer.deps)).toBe(true);
    expect(newer.deps.reload).toHaveBeenCalledOnce();
    const failing = deps({ fetchLatest: () => Promise.reject(new Error('offline')) });
    expect(await checkForNewBuild(failing.deps)).toBe(false);
    expect(failing.deps.log?.warn).toHaveBeenCalledWith(expect.stringContaining('offline'));
  });
});

describe('watchForStaleBuild', () => {
  it('checks every hour and reloads once on a chunk failure, then stops when asked', async () => {
    const { deps: d, listeners, intervals } = deps({ fetchLatest: async () => ({ buildId: 'build-b' }) });
    const stop = watchForStaleBuild(d);
    expect(intervals).toHaveLength(1);
    expect(intervals[0]?.ms).toBe(BUILD_CHECK_INTERVAL_MS);
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);

    const event = { preventDefault: vi.fn() } as unknown as Event;
    listeners[0]?.(event);
    expect(d.reload).toHaveBeenCalledOnce();
    expect(event.preventDefault).toHaveBeenCalledOnce();
    // A second failure right after (same clock) is inside the guard window: no loop.
    listeners[0]?.(event);
    expect(d.reload).toHaveBeenCalledOnce();

    stop();
    expect(listeners).toHaveLength(0);
    expect(d.clearInterval).toHaveBeenCalledOnce();
  });
});
