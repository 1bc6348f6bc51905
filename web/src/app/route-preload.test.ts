import { describe, expect, it } from 'vitest';

import type { AppRoute } from '../routing/app-route';
import {
  createPreloadQueue,
  lazyLoadersFor,
  MAX_CONCURRENT_PRELOADS,
  nextPathsFor,
  preloadNextOnIntent,
  preloadNextRoutes,
} from './route-preload';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPreloadQueue', () => {
  it('runs at most 4 loads at once and starts the next when one finishes', async () => {
    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
    const queue = createPreloadQueue();
    const loads = Array.from({ length: 6 }, () => deferred());
    const started: number[] = [];
    loads.forEach((load, index) =>
      queue.enqueue(`route-${index}`, () => {
        started.push(index);
        return load.promise;
      }),
    );
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.running).toBe(4);
    expect(queue.waiting).toBe(2);

    loads[1]?.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.running).toBe(4);

    loads[0]?.reject(new Error('network'));
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue.waiting).toBe(0);
  });

  it('loads a key once, but again after it failed', async () => {
    const queue = createPreloadQueue(2);
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('offline'));
    };
    queue.enqueue('a', failing);
    queue.enqueue('a', failing);
    expect(calls).toBe(1);
    await flush();
    queue.enqueue('a', failing);
    expect(calls).toBe(2);

    let ok = 0;
    queue.enqueue('b', async () => void (ok += 1));
    await flush();
    queue.enqueue('b', async () => void (ok += 1));
    expect(ok).toBe(1);
  });

  it('treats a loader that throws like a failed one and refuses a bad limit', async () => {
    const queue = createPreloadQueue(1);
    queue.enqueue('x', () => {
      throw new Error('sync');
    });
    await flush();
    expect(queue.running).toBe(0);
    expect(() => createPreloadQueue(0)).toThrow('Preload limit must be a positive integer, got 0');
  });
});

describe('lazyLoadersFor', () => {
  it('finds the lazy loaders along the matched branch', () => {
    const page = async () => ({ Component: () => null });
    const routes: AppRoute[] = [
      {
        id: 'root',
        children: [
          { id: 'about', path: 'about', lazy: page },
          { id: 'docs', path: 'docs/:slug', lazy: page },
          { id: 'eager', path: 'eager' },
        ],
      },
    ];
    expect(lazyLoadersFor(routes, '/about').map((loader) => loader.key)).toEqual(['about']);
    expect(lazyLoadersFor(routes, '/docs/privacy-policy').map((loader) => loader.key)).toEqual(['docs']);
    expect(lazyLoadersFor(routes, '/eager')).toEqual([]);
    expect(lazyLoadersFor(routes, '/nowhere')).toEqual([]);
  });
});

describe('preloadNextRoutes', () => {
  const loaded: string[] = [];
  const lazyPage = (name: string) => () => {
    loaded.push(name);
    return Promise.resolve({ Component: () => null });
  };
  const routes: AppRoute[] = [
    {
      id: 'layout',
      children: [
        { path: 'start/lead-qualify', handle: { preloadNext: ['/start/lead-intro'] } },
        { path: 'start/lead-intro', handle: { preloadNext: ['/question/1'] }, lazy: lazyPage('lead-intro') },
        { path: 'question/:id', handle: { preloadNext: ['/start/checkout'] }, lazy: lazyPage('question') },
        {
          id: 'session',
          lazy: lazyPage('session'),
          children: [{ path: 'start/checkout', lazy: lazyPage('checkout') }],
        },
        { path: 'about', handle: { preloadNext: 'not a list' } },
      ],
    },
  ];

  it("names the next step's paths of the matched routes, and none where a route names none", () => {
    expect(nextPathsFor(routes, '/start/lead-qualify')).toEqual(['/start/lead-intro']);
    expect(nextPathsFor(routes, '/question/7')).toEqual(['/start/checkout']);
    expect(nextPathsFor(routes, '/about')).toEqual([]);
    expect(nextPathsFor(routes, '/nowhere')).toEqual([]);
  });

  it("loads the next step's lazy modules once, through the shared queue", async () => {
    loaded.length = 0;
    const queue = createPreloadQueue();
    preloadNextRoutes(routes, '/start/lead-intro', queue);
    preloadNextRoutes(routes, '/question/3', queue);
    preloadNextRoutes(routes, '/question/4', queue);
    await flush();
    expect(loaded).toEqual(['question', 'session', 'checkout']);
  });
});

describe('preloadNextOnIntent', () => {
  const loaded: string[] = [];
  const routes: AppRoute[] = [
    {
      path: 'start/lead-intro',
      handle: { preloadNext: ['/question/1'] },
    },
    {
      path: 'question/:id',
      lazy: () => {
        loaded.push('question');
        return Promise.resolve({ Component: () => null });
      },
    },
  ];

  it('loads nothing until the patient presses, types or edits, then the next step once', async () => {
    loaded.length = 0;
    const page = new EventTarget();
    const stop = preloadNextOnIntent(page, routes, '/start/lead-intro', createPreloadQueue());
    page.dispatchEvent(new Event('focusin'));
    page.dispatchEvent(new Event('scroll'));
    await flush();
    expect(loaded).toEqual([]);
    page.dispatchEvent(new Event('keydown'));
    page.dispatchEvent(new Event('pointerdown'));
    await flush();
    expect(loaded).toEqual(['question']);
    stop();
  });

  it('stops listening when the page is left before any intent', async () => {
    loaded.length = 0;
    const page = new EventTarget();
    preloadNextOnIntent(page, routes, '/start/lead-intro', createPreloadQueue())();
    page.dispatchEvent(new Event('pointerdown'));
    await flush();
    expect(loaded).toEqual([]);
  });
});
