import { useEffect } from 'react';

/**
 * What the page on screen says it shows, for the document title (app/page-title.ts puts it first) when its path
 * alone does not say (each question of /question/{id}, a hard stop). The app's title effect reads and follows it.
 */
let shownDetail: string | null = null;
const listeners = new Set<() => void>();

export const pageTitleDetail = (): string | null => shownDetail;

export function subscribePageTitleDetail(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(detail: string | null) {
  shownDetail = detail;
  for (const listener of listeners) listener();
}

/** Names what this page shows in the document title while it is on screen (nothing when null). */
export function usePageTitle(detail: string | null | undefined) {
  useEffect(() => {
    if (!detail) return;
    show(detail);
    return () => {
      if (shownDetail === detail) show(null);
    };
  }, [detail]);
}
