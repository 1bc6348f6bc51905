import type { LoginTokenPayload } from '@telehealth/schemas';

import { removeCookie, setCookie } from '../cookies/cookies';
import { sessionCookieValues } from './auth-session';

/** Stores a login: the token (sent as Bearer by the API client) and the role and user id read from it. */
export function writeSession(token: string, payload: LoginTokenPayload): void {
  const values = sessionCookieValues(token, payload);
  setCookie('token', values.token);
  setCookie('userRole', values.userRole);
  setCookie('userId', values.userId);
}

/** Logs out in this browser: the login cookies are removed (the token itself expires on its own). */
export function clearSession(): void {
  removeCookie('token');
  removeCookie('userRole');
  removeCookie('userId');
  removeCookie('agentId');
}
