import { useSyncExternalStore } from 'react';

/** The zone a page the server rendered shows its dates in: the server cannot know the visitor's. */
export const SERVER_TIME_ZONE = 'UTC';

const subscribeNothing = () => () => {};

/**
 * Whether this render may read what only the browser knows (the tab's storage, the visitor's time zone): false in
 * the server's render and while the browser hydrates it, so the browser's first render is the server's; React then
 * renders again at once with true. Always true in a render the browser does by itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * The time zone to show dates in (the engine's `formatDate`): the browser's own (undefined), and SERVER_TIME_ZONE
 * where the render must match the server's (useHydrated).
 */
export function useDisplayTimeZone(): string | undefined {
  return useHydrated() ? undefined : SERVER_TIME_ZONE;
}
