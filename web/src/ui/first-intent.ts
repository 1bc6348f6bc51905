/** What counts as using the page: a press, a key, an edit (not focus, which pages move themselves). */
export const INTENT_EVENTS = ['pointerdown', 'keydown', 'input'] as const;

/** Calls `act` once, on the first press, key or edit on `target`; returns the cleanup (stops listening). */
export function onFirstIntent(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  act: () => void,
): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, onIntent, { capture: true });
  };
  function onIntent() {
    stop();
    act();
  }
  for (const type of INTENT_EVENTS) target.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}
