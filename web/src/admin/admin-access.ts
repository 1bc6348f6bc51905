import { isLoggedIn, type JwtPayloadDecoder } from '@telehealth/engine';
import { isStaffRole, type StaffRole, type TenantId } from '@telehealth/schemas';

import { readLoginToken } from '../auth/auth-session';

/**
 * Who may open /admin, the staff area: an admin's or an agent's login token of this tenant (role 0 or 2). Without a
 * login the visitor goes to /login (the page remembered in redirect_from); any other login (a customer, a mask
 * token, another tenant's token) is refused with the reason. The API refuses such a token on every staff route
 * anyway, and refuses an agent the admin-only ones; this keeps the area's code from loading and says why.
 */
export type AdminAccess =
  | { kind: 'staff'; role: StaffRole; userId: number }
  | { kind: 'login' }
  | { kind: 'refused'; reason: string };

const ROLE_WORDS: Record<number, string> = { 1: 'a customer' };

/** The heading of the refusal. */
export const STAFF_AREA_REFUSAL = 'This area is for the care team and administrators';

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
        'You are viewing the store as a customer (masquerade). End the customer view in the banner to return to your staff login.',
    };
  }
  const reading = readLoginToken(token, decode, tenantId);
  if (!reading.ok) {
    return {
      kind: 'refused',
      reason: `Your login cannot be used here (${reading.error}). Log out and log in again.`,
    };
  }
  const { role, userId } = reading.payload;
  if (!isStaffRole(role)) {
    const who = ROLE_WORDS[role] ?? `role ${role}`;
    return { kind: 'refused', reason: `You are logged in as ${who}.` };
  }
  return { kind: 'staff', role, userId };
}
