import type { MaskTokenPayload, TenantId, UserId } from '@telehealth/schemas';

import { MASK_TOKEN_PAYLOAD_SHAPE } from '../shape/shapes.js';

import { readTokenPayload, type JwtPayloadDecoder } from './token-payload.rule.js';

export type MaskTokenReading =
  { ok: true; userId: UserId; masqueradeId: number } | { ok: false; error: string };

export interface MaskTokenChecks {
  /** The tenant of the storefront: a token for another tenant is refused. */
  tenantId?: TenantId;
  /** The time now, in milliseconds since 1970 (the caller's clock): an expired token is refused. */
  nowMs?: number;
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
  const reading = readTokenPayload<MaskTokenPayload>(token, decode, MASK_TOKEN_PAYLOAD_SHAPE, 'mask');
  if (!reading.ok) return reading;
  const { userId, masqueradeId, tenant_id: tokenTenant, exp } = reading.payload;
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
