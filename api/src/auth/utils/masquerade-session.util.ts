import { createHash } from 'node:crypto';

import type { SignedMaskTokenPayload } from '@telehealth/schemas';

/**
 * The masquerade session of a mask token: the first 32 hex digits of the SHA-256 of its signed claims, in a fixed
 * order. HS256 signs a payload to one token, so one mask token is one session; two tokens differ in their claims
 * (their `sid` at least). The token itself is never stored, and the key does not reveal it. Audit entries recorded
 * before `sid` existed keep the key they were given (the same claims without it).
 */
export function masqueradeSessionKey(token: SignedMaskTokenPayload): string {
  const claims = [token.tenant_id, token.masqueradeId, token.userId, token.iat, token.exp, token.sid].join(
    ':',
  );
  return createHash('sha256').update(`mask:${claims}`, 'utf8').digest('hex').slice(0, 32);
}
