import { formatIssue, validateWith, validators, type TenantId, type UserId } from '@telehealth/schemas';

/** Decodes a JWT's payload without checking its signature (the web passes jwt-decode's jwtDecode); may throw. */
export type JwtPayloadDecoder = (token: string) => unknown;

export type MaskTokenReading =
  { ok: true; userId: UserId; masqueradeId: number } | { ok: false; error: string };

export interface MaskTokenChecks {
  /** The tenant of the storefront: a token for another tenant is refused. */
  tenantId?: TenantId;
  /** The time now, in milliseconds since 1970 (the caller's clock): an expired token is refused. */
  nowMs?: number;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Spec sections 5, 6 and 8: "Mask token must decode and contain a userId; otherwise ignored and an error logged."
 * Returns the customer's userId and the agent's masqueradeId, or the error to log: the decoder's own message when
 * the token does not decode ('Invalid token specified: must be a string', '... missing part ...', '... invalid
 * base64 ...', '... invalid json ...'), else what is wrong with the payload (MaskTokenPayload schema), its tenant or
 * its expiry. The signature is the API's to verify; this only decides whether the storefront uses the token.
 */
export function readMaskToken(
  token: unknown,
  decode: JwtPayloadDecoder,
  checks: MaskTokenChecks = {},
): MaskTokenReading {
  // The decoder's own words, so every undecodable token is logged the same way.
  if (typeof token !== 'string') return { ok: false, error: 'Invalid token specified: must be a string' };
  let payload: unknown;
  try {
    payload = decode(token);
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }

  const result = validateWith(validators.MaskTokenPayload, payload);
  if (!result.ok) {
    return { ok: false, error: `Invalid mask token payload: ${result.issues.map(formatIssue).join('; ')}` };
  }
  const { userId, masqueradeId, tenant_id: tokenTenant, exp } = result.value;
  if (checks.tenantId !== undefined && tokenTenant !== checks.tenantId) {
    return {
      ok: false,
      error:
        tokenTenant === undefined
          ? 'Mask token names no tenant'
          : `Mask token is for tenant ${tokenTenant}, not tenant ${checks.tenantId}`,
    };
  }
  if (checks.nowMs !== undefined) {
    if (exp === undefined) return { ok: false, error: 'Mask token has no expiry' };
    if (exp * 1000 <= checks.nowMs)
      return { ok: false, error: `Mask token expired at ${new Date(exp * 1000).toISOString()}` };
  }
  return { ok: true, userId, masqueradeId };
}
