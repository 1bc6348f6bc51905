import { isLoggedIn, type JwtPayloadDecoder } from '@telehealth/engine';
import { isStaffRole, type TenantId } from '@telehealth/schemas';

import { readLoginToken } from '../auth/auth-session';

/**
 * Who may open /admin: a staff login token of this tenant (admin 0 or agent 2; the API decides which pages an agent
 * may use). Without a login the visitor goes to /login (the page remembered in redirect_from); any other login (a
 * customer, a mask token, another tenant's token) is refused with the reason. The API refuses such a token on every admin route anyway; this keeps the
 * admin area's code from loading and says why.
 */
export type AdminAccess = { kind: 'admin' } | { kind: 'login' } | { kind: 'refused'; reason: string };

const ROLE_WORDS: Record<number, string> = { 1: 'a customer', 2: 'an agent' };

function decodes(token: string, decode: JwtPayloadDecoder): Record<string, unknown> | null {
  try {
    const payload = decode(token);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function adminAccess(
  token: string | undefined,
  decode: JwtPayloadDecoder,
  tenantId: TenantId,
): AdminAccess {
  // The same test as the navigation rules' "logged in", so /login never sends such a visitor back here.
  if (!isLoggedIn({ token })) return { kind: 'login' };
  const payload = decodes(token as string, decode);
  if (payload && 'masqueradeId' in payload) {
    return {
      kind: 'refused',
      reason:
        'You are viewing the store as a customer (masquerade). Log out and log in with an admin account.',
    };
  }
  const reading = readLoginToken(token, decode, tenantId);
  if (!reading.ok) {
    return {
      kind: 'refused',
      reason: `Your login cannot be used here (${reading.error}). Log out and log in again.`,
    };
  }
  if (!isStaffRole(reading.payload.role)) {
    const who = ROLE_WORDS[reading.payload.role] ?? `role ${reading.payload.role}`;
    return { kind: 'refused', reason: `You are logged in as ${who}.` };
  }
  return { kind: 'admin' };
}

/**
 * Whether a token may be staff's (role 0 or 2, not a mask token), read without the tenant: decides whether the
 * admin area's code is fetched at all. The gate and the API make the real checks.
 */
export function mayBeAdminToken(token: string | undefined, decode: JwtPayloadDecoder): boolean {
  if (!isLoggedIn({ token })) return false;
  const payload = decodes(token as string, decode);
  return (
    payload !== null &&
    typeof payload.role === 'number' &&
    isStaffRole(payload.role) &&
    !('masqueradeId' in payload)
  );
}

/** /admin and the pages under it. */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}
