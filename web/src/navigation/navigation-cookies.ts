import type { CookieEffects, NavigationCookies } from '@telehealth/engine';
import type { CookieName } from '@telehealth/schemas';

import { COOKIE_NAMES, getCookie, removeCookie, setCookie, type CookieKey } from '../cookies/cookies';

const KEY_BY_NAME = new Map<string, CookieKey>(
  (Object.entries(COOKIE_NAMES) as [CookieKey, string][]).map(([key, name]) => [name, key]),
);

function keyOf(name: CookieName): CookieKey {
  const key = KEY_BY_NAME.get(name);
  if (!key)
    throw new Error(`Cookie ${name} is not one of the storefront's cookies (web/src/cookies/cookies.ts)`);
  return key;
}

/** Every storefront cookie the browser holds, by name, as the engine's navigation rules read them. */
export function readNavigationCookies(): NavigationCookies {
  const cookies: Partial<Record<CookieName, string>> = {};
  for (const [key, name] of Object.entries(COOKIE_NAMES) as [CookieKey, CookieName][]) {
    const value = getCookie(key);
    if (value !== undefined) cookies[name] = value;
  }
  return cookies;
}

/** Writes a decision's cookie effects through the cookies module (so every cookie gets the spec's attributes). */
export function applyNavigationCookies(effects: CookieEffects | null | undefined): void {
  for (const [name, value] of Object.entries(effects?.set ?? {}) as [CookieName, string | undefined][]) {
    if (value !== undefined) setCookie(keyOf(name), value);
  }
  for (const name of effects?.clear ?? []) removeCookie(keyOf(name));
}
