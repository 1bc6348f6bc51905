import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a file link grants: this file of this tenant until `expires` (Unix seconds). */
export interface FileLinkClaims {
  fileId: string;
  tenantId: number;
  expires: number;
}

function mac(secret: string, { fileId, tenantId, expires }: FileLinkClaims): Buffer {
  // A purpose prefix and fixed field order: a signature made for anything else never verifies here.
  return createHmac('sha256', secret).update(`upload-link:v1\n${fileId}\n${tenantId}\n${expires}`).digest();
}

/** The base64url HMAC-SHA256 of the claims with `secret`. */
export function signFileLink(secret: string, claims: FileLinkClaims): string {
  return mac(secret, claims).toString('base64url');
}

/** The path (with query) at which the API serves the file to whoever holds the link, until it expires. */
export function fileLinkPath(secret: string, claims: FileLinkClaims): string {
  const query = new URLSearchParams({
    tenant: String(claims.tenantId),
    expires: String(claims.expires),
    signature: signFileLink(secret, claims),
  });
  return `/api/upload/${encodeURIComponent(claims.fileId)}?${query.toString()}`;
}

/** Whether `signature` is the signature of the claims, compared in constant time. */
export function verifyFileLink(secret: string, claims: FileLinkClaims, signature: string): boolean {
  // Compared as text: base64url decoding ignores stray characters and unused bits, the canonical text does not.
  const expected = Buffer.from(signFileLink(secret, claims), 'latin1');
  const given = Buffer.from(signature, 'latin1');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
