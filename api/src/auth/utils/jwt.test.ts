import { createHmac } from 'node:crypto';

import type { LoginTokenPayload } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { JwtError, signJwt, verifyJwt } from './jwt.js';

const SECRET = 'unit-test-secret';
const NOW = 1_800_000_000;
const payload: LoginTokenPayload = { userId: 3, role: 0, tenant_id: 6, iat: NOW, exp: NOW + 3600 };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (input: string, secret = SECRET) =>
  createHmac('sha256', secret).update(input).digest('base64url');
function forge(header: unknown, body: unknown, secret = SECRET): string {
  const input = `${b64(header)}.${b64(body)}`;
  return `${input}.${hmac(input, secret)}`;
}

describe('signJwt / verifyJwt', () => {
  it('round-trips a payload with the HS256 header', () => {
    const token = signJwt(payload, SECRET);
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(verifyJwt(token, SECRET, NOW + 10)).toEqual(payload);
  });

  it('produces a signature a standard HS256 implementation agrees with', () => {
    const token = signJwt(payload, SECRET);
    const [h, p, s] = token.split('.');
    expect(s).toBe(hmac(`${h}.${p}`));
  });

  it.each([
    ['expired', signJwt(payload, SECRET), NOW + 3600, 'Token has expired'],
    ['signed with another secret', signJwt(payload, 'other'), NOW, 'Invalid token signature'],
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`, NOW, 'Malformed token'],
    [
      'alg none with a signature',
      forge({ alg: 'none' }, payload),
      NOW,
      'Token algorithm must be HS256, got "none"',
    ],
    ['alg HS512', forge({ alg: 'HS512', typ: 'JWT' }, payload), NOW, 'Token algorithm must be HS256'],
    ['two parts', 'abc.def', NOW, 'Malformed token: expected three base64url parts'],
    ['four parts', 'a.b.c.d', NOW, 'Malformed token'],
    ['garbage', 'not a token', NOW, 'Malformed token'],
    ['a header that is not JSON', `${Buffer.from('{').toString('base64url')}.e30.e30`, NOW, 'the header'],
    [
      'an extra payload claim',
      forge({ alg: 'HS256' }, { ...payload, admin: true }),
      NOW,
      'Invalid token payload',
    ],
    ['a missing tenant_id', forge({ alg: 'HS256' }, { ...payload, tenant_id: undefined }), NOW, 'tenant_id'],
    ['a string userId', forge({ alg: 'HS256' }, { ...payload, userId: '3' }), NOW, 'Invalid token payload'],
    ['an unknown role', forge({ alg: 'HS256' }, { ...payload, role: 9 }), NOW, 'Invalid token payload'],
  ])('refuses a token that is %s', (_case, token, now, message) => {
    expect(() => verifyJwt(token, SECRET, now)).toThrow(JwtError);
    expect(() => verifyJwt(token, SECRET, now)).toThrow(message);
  });

  it('refuses a payload changed after signing', () => {
    const [h, , s] = signJwt(payload, SECRET).split('.');
    const tampered = `${h}.${b64({ ...payload, role: 0, userId: 1 })}.${s}`;
    expect(() => verifyJwt(tampered, SECRET, NOW)).toThrow('Invalid token signature');
  });
});
