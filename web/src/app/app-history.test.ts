import { describe, expect, it } from 'vitest';

import type { AppRoute } from '../routing/app-route';
import { codeFirstNavigation } from './app-history';

/** A lazy page whose code arrives when the test says so. */
function deferredPage() {
  let arrive = () => {};
  const load = () =>
    new Promise<{ Component: () => null }>((resolve) => {
      arrive = () => resolve({ Component: () => null });
    });
  return { load, arrive: () => arrive() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('codeFirstNavigation', () => {
  it("moves the address once the page's code is in, and at once for a page without lazy code", async () => {
    const login = deferredPage();
    const routes: AppRoute[] = [
      { id: 'root', children: [{ path: 'login', lazy: login.load }, { path: 'home' }] },
    ];
    const navigation = codeFirstNavigation(routes, () => '/home');
    const moved: string[] = [];

    navigation.after({ pathname: '/home' }, () => moved.push('/home'));
    expect(moved).toEqual(['/home']);

    navigation.after('/login?from=x', () => moved.push('/login'));
    await settle();
    expect(moved).toEqual(['/home']);
    login.arrive();
    await settle();
    expect(moved).toEqual(['/home', '/login']);

    // Its code is in now: the next navigation there is immediate.
    navigation.after('/login', () => moved.push('/login again'));
    expect(moved).toEqual(['/home', '/login', '/login again']);
  });

  it('drops a navigation still waiting when a newer one is made, or on Back and Forward', async () => {
    const slow = deferredPage();
    const other = deferredPage();
    const routes: AppRoute[] = [
      { path: 'slow', lazy: slow.load },
      { path: 'other', lazy: other.load },
      { path: 'plain' },
    ];
    const navigation = codeFirstNavigation(routes, () => '/plain');
    const moved: string[] = [];

    navigation.after('/slow', () => moved.push('/slow'));
    navigation.after('/plain', () => moved.push('/plain'));
    slow.arrive();
    await settle();
    expect(moved).toEqual(['/plain']);

    navigation.after('/other', () => moved.push('/other'));
    navigation.supersede();
    other.arrive();
    await settle();
    expect(moved).toEqual(['/plain']);
  });

  it('still opens a page whose code failed to load, where its error page shows', async () => {
    const routes: AppRoute[] = [{ path: 'broken', lazy: () => Promise.reject(new Error('chunk gone')) }];
    const navigation = codeFirstNavigation(routes, () => '/');
    const moved: string[] = [];
    navigation.after('/broken', () => moved.push('/broken'));
    await settle();
    expect(moved).toEqual(['/broken']);
  });
});
