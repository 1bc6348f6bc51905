import { parsePath, UNSAFE_createBrowserHistory, type To } from 'react-router-dom';

import { pendingRouteCode, type AppRoute } from '../routing/app-route';

/** What a navigation waits for before it moves the address: the code of the page it opens. */
export interface CodeFirstNavigation {
  /** Runs `go` (the history change) once the page at `to` has its code: at once when it has. */
  after(to: To, go: () => void): void;
  /** A navigation the app did not make (Back, Forward): any navigation still waiting is dropped. */
  supersede(): void;
}

export function codeFirstNavigation(
  routes: readonly AppRoute[],
  currentPathname: () => string,
): CodeFirstNavigation {
  let latest = 0;
  return {
    after(to, go) {
      latest += 1;
      const ticket = latest;
      const pathname = (typeof to === 'string' ? parsePath(to) : to).pathname ?? currentPathname();
      const pending = pendingRouteCode(routes, pathname);
      if (pending.length === 0) return go();
      // A page whose code fails to load still opens: its error page (or stale-build.ts's reload) takes over there.
      void Promise.allSettled(pending).then(() => {
        if (ticket === latest) go();
      });
    },
    supersede() {
      latest += 1;
    },
  };
}

/**
 * The browser history the storefront's router listens to. A navigation made in the app (a link, `navigate()`,
 * `<Navigate>`) changes the address only once the code of the page it opens is loaded, so the address and the page
 * on screen change together, as with the data router, which loaded a route's lazy code before committing the
 * navigation: until then the page before stays, at its own address. A newer navigation drops one still waiting.
 * Back and Forward change the address first (the browser does); the page follows when its code is in.
 */
export function createAppHistory(
  routes: readonly AppRoute[],
): ReturnType<typeof UNSAFE_createBrowserHistory> {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  const navigation = codeFirstNavigation(routes, () => history.location.pathname);
  const { push, replace } = history;
  history.push = (to, state) => navigation.after(to, () => push(to, state));
  history.replace = (to, state) => navigation.after(to, () => replace(to, state));
  window.addEventListener('popstate', () => navigation.supersede());
  return history;
}
