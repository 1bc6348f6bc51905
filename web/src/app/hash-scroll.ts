/** How long a hash target may take to appear (content that waits for data) before we give up. */
export const HASH_TARGET_WAIT_MS = 3000;

/** The element id a location hash names (`#your-choices` → `your-choices`), or null for an empty hash. */
export function hashTargetId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Scrolls the hash target into view once it exists. The router scrolls to targets already on the page; this covers
 * the ones rendered later (a page that waits for its data, a first visit with a hash). Returns the cancel.
 */
export function scrollToHashTarget(doc: Document, hash: string, waitMs = HASH_TARGET_WAIT_MS): () => void {
  const id = hashTargetId(hash);
  if (id === null) return () => undefined;
  const reveal = (element: HTMLElement) => {
    element.scrollIntoView({ block: 'start' });
    // Keyboard and screen-reader users land where the eye does.
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus({ preventScroll: true });
  };
  const present = doc.getElementById(id);
  if (present) {
    reveal(present);
    return () => undefined;
  }
  const view = doc.defaultView;
  if (!view) return () => undefined;
  const observer = new view.MutationObserver(() => {
    const element = doc.getElementById(id);
    if (!element) return;
    stop();
    reveal(element);
  });
  const timer = view.setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    view!.clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}
