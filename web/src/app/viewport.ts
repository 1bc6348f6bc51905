/** Spec section 9: viewport breakpoints, each the minimum width (px) of its class. */
export const VIEWPORT_BREAKPOINTS = { mobile: 576, tablet: 768, desktop: 1200 } as const;

export type ViewportClass = keyof typeof VIEWPORT_BREAKPOINTS;

/**
 * The class of a viewport width: desktop from 1200 px, tablet from 768 px, mobile below that (widths under 576 px
 * are mobile too: the smallest class is the fallback).
 */
export function viewportClass(width: number): ViewportClass {
  if (width >= VIEWPORT_BREAKPOINTS.desktop) return 'desktop';
  if (width >= VIEWPORT_BREAKPOINTS.tablet) return 'tablet';
  return 'mobile';
}

export function isViewportClass(value: unknown): value is ViewportClass {
  return value === 'mobile' || value === 'tablet' || value === 'desktop';
}

export interface ViewportDeps {
  width: () => number;
  readCookie: () => string | undefined;
  writeCookie: (value: ViewportClass) => void;
  onResize: (listener: () => void) => () => void;
}

/**
 * Keeps the `viewport` cookie (365 days, see cookies.ts) at the window's current class, writing only when the class
 * changes. Returns the unsubscribe.
 */
export function trackViewport(deps: ViewportDeps): () => void {
  const sync = () => {
    const current = viewportClass(deps.width());
    if (deps.readCookie() !== current) deps.writeCookie(current);
  };
  sync();
  return deps.onResize(sync);
}
