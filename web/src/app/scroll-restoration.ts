import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** sessionStorage key of the scroll positions by history entry (location.key), kept across reloads of the tab. */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';

/**
 * The key of a page loaded without the router's history state (a typed address, a link from elsewhere): every
 * such load has it, so no position is kept for it.
 */
const FIRST_ENTRY_KEY = 'default';

/** At most this many history entries keep a position (the oldest are dropped). */
const MAX_POSITIONS = 100;

export interface ScrollPositions {
  get(key: string): number | undefined;
  set(key: string, y: number): void;
  save(): void;
}

/** Positions read from and written back to sessionStorage (unavailable storage keeps them in memory only). */
export function scrollPositions(storage: Pick<Storage, 'getItem' | 'setItem'> | null): ScrollPositions {
  const positions = new Map<string, number>();
  try {
    const stored: unknown = JSON.parse(storage?.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    if (typeof stored === 'object' && stored !== null) {
      for (const [key, y] of Object.entries(stored)) if (typeof y === 'number') positions.set(key, y);
    }
  } catch {
    // unreadable: start empty
  }
  return {
    get: (key) => positions.get(key),
    set(key, y) {
      positions.delete(key);
      positions.set(key, y);
      if (positions.size > MAX_POSITIONS) positions.delete(positions.keys().next().value!);
    },
    save() {
      try {
        storage?.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(Object.fromEntries(positions)));
      } catch {
        // full or refused: positions are kept for this page only
      }
    },
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Scroll restoration for the declarative router: a new page (link, redirect) starts at the top, Back and Forward
 * (and a reload) return to where that page was left; a location with a hash is left to hash-scroll.ts. Positions
 * are recorded as the page scrolls, per history entry, so a page that replaces a longer one cannot overwrite the
 * position of the one before.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<ScrollPositions | null>(null);
  positions.current ??= scrollPositions(sessionStorageOrNull());
  const currentKey = useRef(location.key);

  useEffect(() => {
    const { history } = window;
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (currentKey.current !== FIRST_ENTRY_KEY) positions.current!.set(currentKey.current, window.scrollY);
    };
    const onPageHide = () => positions.current!.save();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = location.key === FIRST_ENTRY_KEY ? undefined : positions.current!.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (navigationType !== 'POP' && location.hash === '') window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
