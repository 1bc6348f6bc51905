import { readMaskToken, type JwtPayloadDecoder } from '@telehealth/engine';
import type { MasqueradeResponse, TenantId } from '@telehealth/schemas';

import { getCookie, removeCookie, setCookie, type CookieKey } from '../cookies/cookies';
import { maskTokenCookieEffects } from '../navigation/landing-params';
import { applyNavigationCookies } from '../navigation/navigation-cookies';

/**
 * "View as customer": the staff member's own login is kept aside in this tab while the storefront acts as the
 * customer with the mask token, and put back when the view ends.
 *
 * Where it is kept: this tab's sessionStorage, not a cookie. The spec fixes the storefront's cookie names, and a
 * second token cookie would be shared by every tab of the host and outlive the tab; sessionStorage belongs to this
 * tab only, is never sent to any server, and is gone when the tab closes, so a customer view left in a closed tab
 * cannot be turned back into the staff login by whoever uses the browser next (they get the login page).
 */
export const STAFF_SESSION_KEY = 'staff:session';

/** What is kept aside: the staff login's cookies and the customer being viewed. */
export interface StaffSession {
  token: string;
  userRole: string;
  userId: string;
  customerId: number;
}

/** Why a customer view ended; the staff area says so on the customer's page (`?masquerade=`). */
export type MasqueradeEnd = 'ended' | 'expired' | 'refused';

/**
 * The cookies of the customer view: the mask token and the ids, and every cookie holding customer data a page may
 * have written while acting as the customer (intake, checkout, follow-up). The viewport and dVersion stay.
 */
const CUSTOMER_VIEW_COOKIES: readonly CookieKey[] = [
  'token',
  'userRole',
  'userId',
  'agentId',
  'user',
  'shipping',
  'cart',
  'advData',
  'verified',
  'wait',
  'compl',
  'quizData',
  'payment',
  'created',
  'redirectFrom',
  'followup',
  'pCreated',
];

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The staff login kept aside in this tab, or null (none, or not readable). */
export function readStaffSession(): StaffSession | null {
  const raw = storage()?.getItem(STAFF_SESSION_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StaffSession>;
    if (
      typeof value.token === 'string' &&
      typeof value.userRole === 'string' &&
      typeof value.userId === 'string' &&
      typeof value.customerId === 'number'
    ) {
      return value as StaffSession;
    }
  } catch {
    // An unreadable entry is treated as none.
  }
  return null;
}

/** The storefront page a customer view opens: the customer's orders. */
export const CUSTOMER_VIEW_PAGE = '/accountv2/orders';

/**
 * Starts a customer view in this tab: keeps the staff login (the cookies as they are now) aside, writes the mask
 * token's cookies (the token, userId and agentId, as a landing `?maskToken=` would; userRole goes) and answers the
 * page to open. The mask token never goes into an address: an address is kept in the browser's history, sent in
 * Referer headers and written to proxies' logs, and the token would read the patient's data for as long as it
 * lives. The staff area and the storefront are one page of one origin, so the cookies carry it across the load.
 */
export function beginCustomerView(masquerade: MasqueradeResponse): string {
  const token = getCookie('token');
  const userRole = getCookie('userRole');
  const userId = getCookie('userId');
  if (token && userRole !== undefined && userId !== undefined) {
    const session: StaffSession = { token, userRole, userId, customerId: masquerade.userId };
    storage()?.setItem(STAFF_SESSION_KEY, JSON.stringify(session));
  }
  applyNavigationCookies(
    maskTokenCookieEffects(masquerade.maskToken, {
      ok: true,
      userId: masquerade.userId,
      masqueradeId: masquerade.masqueradeId,
    }),
  );
  return CUSTOMER_VIEW_PAGE;
}

/**
 * Ends the customer view in this browser: every cookie of the view and the tab's sessionStorage (checkout and lead
 * data written as the customer) go, then the staff login kept aside comes back. Answers where to go: the
 * customer's page in the staff area, or /login (back to that page afterwards) when this tab kept no staff login.
 * The customer's own sessions (their browser, their tokens) are not touched: nothing here reaches the server.
 * The caller loads the address in full, which also drops every answer cached in memory for the customer.
 */
export function endCustomerView(reason: MasqueradeEnd): string {
  const staff = readStaffSession();
  const customerId = staff?.customerId ?? Number(getCookie('userId'));
  for (const key of CUSTOMER_VIEW_COOKIES) removeCookie(key);
  try {
    storage()?.clear();
  } catch {
    // Nothing more can be cleared.
  }
  const customerPage =
    Number.isInteger(customerId) && customerId > 0 ? `/admin/user/${customerId}` : '/admin/users';
  if (!staff) {
    setCookie('redirectFrom', customerPage);
    return '/login';
  }
  setCookie('token', staff.token);
  setCookie('userRole', staff.userRole);
  setCookie('userId', staff.userId);
  return `${customerPage}?masquerade=${reason}`;
}

/** A customer view in this browser: the customer and the staff member of the mask token the token cookie holds. */
export interface CustomerView {
  token: string;
  customerId: number;
  staffId: number;
  /** When the mask token expires (ms since 1970), if it says. */
  expiresAtMs: number | undefined;
}

/**
 * The customer view the token cookie holds, read without the clock (an expired one is still a view, to be ended
 * with the reason), or null when the cookie is a login token or none. The tenant must be this storefront's.
 */
export function readCustomerView(
  token: string | undefined,
  decode: JwtPayloadDecoder,
  tenantId: TenantId,
): CustomerView | null {
  if (!token) return null;
  const reading = readMaskToken(token, decode, { tenantId });
  if (!reading.ok) return null;
  let exp: unknown;
  try {
    exp = (decode(token) as { exp?: unknown }).exp;
  } catch {
    exp = undefined;
  }
  return {
    token,
    customerId: reading.userId,
    staffId: reading.masqueradeId,
    expiresAtMs: typeof exp === 'number' ? exp * 1000 : undefined,
  };
}
