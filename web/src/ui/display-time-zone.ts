import { useSyncExternalStore } from 'react';

/** The zone a page the server rendered shows its dates in: the server cannot know the visitor's. */
export const SERVER_TIME_ZONE = 'UTC';

const subscribeNothing = () => () => {};

/**
 * The time zone to show dates in (the engine's `formatDate`): the browser's own (undefined). A page the server
 * rendered showed them in SERVER_TIME_ZONE; while the browser hydrates it, this is that zone too, so the first render
 * matches the server's, and React renders again at once with the browser's zone.
 */
export function useDisplayTimeZone(): string | undefined {
  return useSyncExternalStore(
    subscribeNothing,
    () => undefined,
    () => SERVER_TIME_ZONE,
  );
}
