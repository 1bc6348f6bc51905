import {
  conforms,
  LOGIN_TOKEN_PAYLOAD_SHAPE,
  readTokenPayload,
  REDIRECT_FROM_SHAPE,
  staffHomePath,
  withMaskToken,
  type JwtPayloadDecoder,
  type NavigationQuery,
  type TokenPayloadReading,
} from '@telehealth/engine';
import type { LoginTokenPayload, TenantId } from '@telehealth/schemas';

/** Where a customer goes after logging in when no saved page applies (staff: the engine's staffHomePath). */
export const AFTER_LOGIN_PATHS = {
  account: '/accountv2',
} as const;

/** Roles are numbers; 0 is an admin (the userRole cookie holds it as text). */
export const ADMIN_ROLE = 0;

export type LoginTokenReading = TokenPayloadReading<LoginTokenPayload>;

/**
 * Reads the login token the API answered: decoded with the given decoder (the web passes jwt-decode's), then its
 * payload checked against LoginTokenPayload and the storefront's tenant. A token that does not decode gives the
 * decoder's own message (spec section 8: 'Invalid token specified: must be a string', '... missing part ...',
 * '... invalid base64 ...', '... invalid json ...'), which the caller logs. The signature is the API's to check.
 */
export function readLoginToken(
  token: unknown,
  decode: JwtPayloadDecoder,
  tenantId: TenantId,
): LoginTokenReading {
  const reading = readTokenPayload<LoginTokenPayload>(token, decode, LOGIN_TOKEN_PAYLOAD_SHAPE, 'login');
  if (!reading.ok) return reading;
  const { tenant_id: tokenTenant } = reading.payload;
  if (tokenTenant !== tenantId) {
    return {
      ok: false,
      error: `Login token is for tenant ${tokenTenant}, not tenant ${tenantId}`,
    };
  }
  return reading;
}

/** The cookies a login writes: the token itself, the role and the user id (as text, the way cookies hold them). */
export function sessionCookieValues(token: string, payload: LoginTokenPayload) {
  return { token, userRole: String(payload.role), userId: String(payload.userId) } as const;
}

/**
 * Where to go once logged in: staff to their home in the staff area (an admin's dashboard, an agent's inbox:
 * staffHomePath); anyone else to the page they wanted before being
 * sent to /login (redirect_from, followed only when it is a storefront path), else the account home. The mask
 * token of the current page is carried along, as on every navigation.
 */
export function afterLoginTarget(input: {
  role: number;
  redirectFrom: string | undefined;
  query: NavigationQuery;
}): string {
  const { role, redirectFrom, query } = input;
  let target: string = AFTER_LOGIN_PATHS.account;
  const staffHome = staffHomePath(role);
  const savedPage =
    redirectFrom && conforms(REDIRECT_FROM_SHAPE, redirectFrom) && !isLoginPath(redirectFrom)
      ? redirectFrom
      : undefined;
  if (staffHome !== undefined) {
    // Staff go back to a staff page they were sent away from (an expired login), else to their home.
    target = savedPage !== undefined && isStaffAreaPath(savedPage) ? savedPage : staffHome;
  } else if (savedPage !== undefined) {
    target = savedPage;
  }
  return withMaskToken(target, query);
}

/** /admin and its pages (the staff area). */
function isStaffAreaPath(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  return path === '/admin' || path.startsWith('/admin/');
}

/** /login and its sub-pages: never a place to return to after logging in. */
function isLoginPath(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  return path === '/login' || path.startsWith('/login/');
}

/** The password rule of POST /api/auth/reset: 8 to 72 characters and at most 72 bytes (bcrypt's limit). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;

/** What is wrong with a new password and its confirmation, or null when the API will accept it. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  const characters = [...password].length;
  if (characters < PASSWORD_MIN_LENGTH) {
    return `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (characters > PASSWORD_MAX_LENGTH || new TextEncoder().encode(password).length > PASSWORD_MAX_LENGTH) {
    return `Your password can have at most ${PASSWORD_MAX_LENGTH} characters (fewer with accented letters or emoji).`;
  }
  if (password !== confirmation) return 'The two passwords do not match.';
  return null;
}
