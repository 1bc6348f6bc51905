import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { hashLinkToken, newLinkToken } from './link-token.util.js';

describe('link tokens', () => {
  it('makes a fresh 256-bit base64url token each time, stored as its sha256', () => {
    const first = newLinkToken();
    const second = newLinkToken();
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.token, 'base64url')).toHaveLength(32);
    expect(first.token).not.toBe(second.token);
    expect(first.tokenHash).toBe(createHash('sha256').update(first.token).digest('hex'));
    expect(hashLinkToken(first.token)).toBe(first.tokenHash);
  });

  it('hashes to the lower-case hex the token_hash checks accept', () => {
    expect(hashLinkToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
