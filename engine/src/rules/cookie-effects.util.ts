import type { CookieName } from '@telehealth/schemas';

import type { CookieEffects, NavigationCookies } from './navigation.types.js';

/**
 * The effects of `first` then `second`, as one: a later set wins over an earlier clear of the same cookie and the
 * other way round. Empty parts are left out; nothing at all gives undefined.
 */
export function mergeCookieEffects(
  first: CookieEffects | null | undefined,
  second: CookieEffects | null | undefined,
): CookieEffects | undefined {
  const set: Partial<Record<CookieName, string>> = { ...first?.set };
  const clear = new Set<CookieName>(first?.clear);
  for (const [name, value] of Object.entries(second?.set ?? {}) as [CookieName, string][]) {
    set[name] = value;
    clear.delete(name);
  }
  for (const name of second?.clear ?? []) {
    delete set[name];
    clear.add(name);
  }
  const merged: CookieEffects = {};
  if (Object.keys(set).length > 0) merged.set = set;
  if (clear.size > 0) merged.clear = [...clear];
  return merged.set || merged.clear ? merged : undefined;
}

/** The cookies as they are once the effects are applied. */
export function applyCookieEffects(
  cookies: NavigationCookies,
  effects: CookieEffects | null | undefined,
): NavigationCookies {
  const next: Partial<Record<CookieName, string>> = { ...cookies, ...effects?.set };
  for (const name of effects?.clear ?? []) delete next[name];
  return next;
}

/** True when the cookie holds a non-empty value. */
export function hasCookie(cookies: NavigationCookies, name: CookieName): boolean {
  const value = cookies[name];
  return value !== undefined && value !== '';
}
