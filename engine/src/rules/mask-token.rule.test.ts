import type { MaskTokenPayload } from '@telehealth/schemas';
import { jwtDecode } from 'jwt-decode';
import { describe, expect, it } from 'vitest';

import { readMaskToken, type MaskTokenReading } from './mask-token.rule.js';

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
/** A token in compact form around any payload text (the signature is not checked here). */
const tokenWith = (payloadText: string) => `${HEADER}.${base64url(payloadText)}.c2lnbmF0dXJl`;
const tokenFor = (payload: unknown) => tokenWith(JSON.stringify(payload));

const expiresAt = 1_740_003_600;
const expiresAtMs = expiresAt * 1000;
const payload: MaskTokenPayload = {
  userId: 5120,
  masqueradeId: 77,
  tenant_id: 6,
  iat: 1_740_000_000,
  exp: expiresAt,
};
const decode = (token: string) => jwtDecode(token);

describe('readMaskToken', () => {
  it('reads the customer userId and the agent masqueradeId', () => {
    expect(readMaskToken(tokenFor(payload), decode)).toEqual({ ok: true, userId: 5120, masqueradeId: 77 });
  });

  it.each<[string, unknown, string]>([
    // the decoder's own messages (spec section 8), logged as they are
    ['no token at all', undefined, 'Invalid token specified: must be a string'],
    ['a repeated query parameter', ['a.b.c', 'd.e.f'], 'Invalid token specified: must be a string'],
    ['a token without a payload part', 'justonepart', 'Invalid token specified: missing part #2'],
    ['a payload that is not base64', 'a.%%%.c', 'Invalid token specified: invalid base64 for part #2'],
    [
      'a payload that is not JSON',
      tokenWith('not json'),
      'Invalid token specified: invalid json for part #2',
    ],
    // decodes, but no userId or not the mask token's shape
    [
      'a payload without userId',
      tokenFor({ ...payload, userId: undefined }),
      'Invalid mask token payload: /userId is required',
    ],
    [
      'a string userId',
      tokenFor({ ...payload, userId: '5120' }),
      'Invalid mask token payload: /userId must be integer',
    ],
    ['a JSON payload that is not an object', tokenWith('42'), 'Invalid mask token payload: / must be object'],
    [
      'a login token is not a mask token',
      tokenFor({ userId: 5120, role: 1, tenant_id: 6, iat: 1, exp: 2 }),
      'Invalid mask token payload: /masqueradeId is required; /role is not an allowed property',
    ],
  ])('refuses %s', (_case, token, error) => {
    const reading = readMaskToken(token, decode);
    expect(reading.ok).toBe(false);
    expect((reading as Extract<MaskTokenReading, { ok: false }>).error).toContain(error);
  });

  it('logs whatever a decoder throws, even a non-Error', () => {
    expect(
      readMaskToken('a.b.c', () => {
        throw 'decoder exploded';
      }),
    ).toEqual({ ok: false, error: 'decoder exploded' });
  });

  it.each<[string, { tenantId?: number; nowMs?: number }, MaskTokenReading]>([
    ['the right tenant', { tenantId: 6 }, { ok: true, userId: 5120, masqueradeId: 77 }],
    ['another tenant', { tenantId: 7 }, { ok: false, error: 'Mask token is for tenant 6, not tenant 7' }],
    ['before expiry', { nowMs: expiresAtMs - 1 }, { ok: true, userId: 5120, masqueradeId: 77 }],
    [
      'at expiry',
      { nowMs: expiresAtMs },
      { ok: false, error: 'Mask token expired at 2025-02-19T22:20:00.000Z' },
    ],
  ])('with checks: %s', (_case, checks, expected) => {
    expect(readMaskToken(tokenFor(payload), decode, checks)).toEqual(expected);
  });

  it.each<[string, { tenantId?: number; nowMs?: number }, string]>([
    ['a tenant check of a token without tenant_id', { tenantId: 6 }, 'Mask token names no tenant'],
    ['an expiry check of a token without exp', { nowMs: 1 }, 'Mask token has no expiry'],
  ])('refuses %s', (_case, checks, error) => {
    expect(readMaskToken(tokenFor({ userId: 5120, masqueradeId: 77 }), decode, checks)).toEqual({
      ok: false,
      error,
    });
  });
});
