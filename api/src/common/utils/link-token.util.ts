import { createHash, randomBytes } from 'node:crypto';

/** sha256 of an emailed link's token, lower-case hex: the only form of the token the database keeps. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * A new single-use link token (a password reset, an order claim): 256 random bits as base64url for the emailed
 * link, and its hash to store. A guessed token has no chance, so a lookup by hash needs no rate limit of its own.
 */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}
