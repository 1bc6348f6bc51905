import Cookies from 'js-cookie';

/** Every cookie the storefront reads or writes (spec section 3). Nothing else may invent a cookie name. */
export const COOKIE_NAMES = {
  user: 'dUser',
  shipping: 'dShipping',
  cart: 'd_cart',
  advData: 'dAdvData',
  version: 'dVersion',
  verified: 'dVerified',
  wait: 'dWait',
  compl: 'dCompl',
  quizData: 'dQuizData',
  payment: 'dPayment',
  created: 'created',
  userRole: 'userRole',
  token: 'token',
  userId: 'userId',
  agentId: 'agentId',
  redirectFrom: 'redirect_from',
  followup: 'followup',
  pCreated: 'pCreated',
  viewport: 'viewport',
} as const;

export type CookieKey = keyof typeof COOKIE_NAMES;

/** Spec section 9: cookies live 3600 s; the viewport cookie 365 days. */
export const COOKIE_MAX_AGE_SECONDS = 3600;
export const VIEWPORT_COOKIE_MAX_AGE_DAYS = 365;

export interface CookieAttributes {
  /** In days, as js-cookie takes it. */
  expires: number;
  path: '/';
  sameSite: 'strict';
  secure: boolean;
}

/**
 * The attributes of every cookie: path /, SameSite strict, secure on https. The domain is the page's own host:
 * the cookie is written host-only, because a Domain attribute would also send it to every subdomain (a production
 * login token would reach staging.patient.{brand}.com).
 */
export function cookieAttributes(key: CookieKey, protocol: string): CookieAttributes {
  const expires = key === 'viewport' ? VIEWPORT_COOKIE_MAX_AGE_DAYS : COOKIE_MAX_AGE_SECONDS / 86_400;
  return { expires, path: '/', sameSite: 'strict', secure: protocol === 'https:' };
}

/** A cookie holding JSON, or undefined when absent or unreadable. */
export function parseJsonCookie<T>(raw: string | undefined): T | undefined {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/** A request's Cookie header by name, each value decoded as this module writes it; the first of a name counts. */
function parseCookieHeader(cookieHeader: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of cookieHeader.split(/;\s*/)) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at);
    if (!(name in cookies))
      cookies[name] = Cookies.converter.read(pair.slice(at + 1).replace(/^"|"$/g, ''), name);
  }
  return cookies;
}

/** The cookies of the request a page is being rendered for on the server (withRequestCookies); null in the browser. */
let requestCookies: Record<string, string> | null = null;

/**
 * Runs a server render on the request's cookies (its Cookie header) where the browser has `document.cookie`: reads
 * see them, writes change them for the rest of the render only (the browser writes the same cookies itself). The
 * render must be synchronous: the cookies are this module's for its duration.
 */
export function withRequestCookies<T>(cookieHeader: string, render: () => T): T {
  requestCookies = parseCookieHeader(cookieHeader);
  try {
    return render();
  } finally {
    requestCookies = null;
  }
}

export function getCookie(key: CookieKey): string | undefined {
  return requestCookies ? requestCookies[COOKIE_NAMES[key]] : Cookies.get(COOKIE_NAMES[key]);
}

export function setCookie(key: CookieKey, value: string): void {
  if (requestCookies) {
    requestCookies[COOKIE_NAMES[key]] = value;
    return;
  }
  Cookies.set(COOKIE_NAMES[key], value, cookieAttributes(key, window.location.protocol));
}

export function removeCookie(key: CookieKey): void {
  if (requestCookies) {
    delete requestCookies[COOKIE_NAMES[key]];
    return;
  }
  Cookies.remove(COOKIE_NAMES[key], { path: '/' });
}

export function getJsonCookie<T>(key: CookieKey): T | undefined {
  return parseJsonCookie<T>(getCookie(key));
}

export function setJsonCookie(key: CookieKey, value: unknown): void {
  setCookie(key, JSON.stringify(value));
}
