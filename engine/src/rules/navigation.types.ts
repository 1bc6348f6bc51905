import type { CookieName } from '@telehealth/schemas';

/** The page's query parameters, decoded; a repeated parameter is an array. */
export type NavigationQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The cookies the page can read, by name (as text, the way the browser holds them); absent ones are undefined. */
export type NavigationCookies = Readonly<Partial<Record<CookieName, string>>>;

/** Where a visitor is going: the path (no query, no hash), its query and the cookies at that moment. */
export interface NavigationRequest {
  path: string;
  query: NavigationQuery;
  cookies: NavigationCookies;
}

/** Cookies to write (`set`, as text) and to remove (`clear`) before rendering or redirecting. */
export interface CookieEffects {
  set?: Partial<Record<CookieName, string>>;
  clear?: CookieName[];
}

/**
 * What to do with a navigation: render the page, or go elsewhere. `to` is a storefront path (with its query) or,
 * when `external` is true, an absolute https URL of another site. `cookies` are applied first, either way.
 */
export type NavigationDecision =
  | { kind: 'render'; cookies?: CookieEffects }
  | { kind: 'redirect'; to: string; external?: boolean; cookies?: CookieEffects };

/** One routing rule: a decision when it concerns the request, null when it has nothing to say. */
export type NavigationGuard = (request: NavigationRequest) => NavigationDecision | null;
