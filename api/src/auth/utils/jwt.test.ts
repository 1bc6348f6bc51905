import { createHmac, generateKeyPairSync } from 'node:crypto';

import type { LoginTokenPayload, SignedMaskTokenPayload } from '@telehealth/schemas';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { JwtError, signJwt, verifyAnyJwt, verifyJwt } from './jwt.js';

const SECRET = 'unit-test-secret';
const NOW = 1_800_000_000;
const payload: LoginTokenPayload = { userId: 3, role: 0, tenant_id: 6, iat: NOW, exp: NOW + 3600 };
const mask: SignedMaskTokenPayload = { userId: 5, masqueradeId: 2, tenant_id: 6, iat: NOW, exp: NOW + 600 };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (input: string, secret = SECRET) =>
  createHmac('sha256', secret).update(input).digest('base64url');
function forge(header: unknown, body: unknown, secret = SECRET): string {
  const input = `${b64(header)}.${b64(body)}`;
  return `${input}.${hmac(input, secret)}`;
}
const key = new TextEncoder().encode(SECRET);
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

async function refusal(token: string, now = NOW): Promise<JwtError> {
  const error: unknown = await verifyJwt(token, SECRET, now).then(
    () => undefined,
    (refused: unknown) => refused,
  );
  expect(error).toBeInstanceOf(JwtError);
  return error as JwtError;
}

describe('signJwt / verifyJwt', () => {
  it('round-trips a payload with the HS256 header', async () => {
    const token = await signJwt(payload, SECRET);
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(await verifyJwt(token, SECRET, NOW + 10)).toEqual(payload);
  });

  it('produces a signature a standard HS256 implementation agrees with', async () => {
    const [h, p, s] = (await signJwt(payload, SECRET)).split('.');
    expect(s).toBe(hmac(`${h}.${p}`));
  });

  it('tells a mask token from a login token by its claims', async () => {
    const token = await signJwt(mask, SECRET);
    expect(await verifyAnyJwt(token, SECRET, NOW)).toEqual({ kind: 'mask', payload: mask });
    expect((await refusal(token)).message).toBe('Invalid token payload: a mask token is not a login token');
  });

  it('refuses an expired token: exp must be after now', async () => {
    const token = await signJwt(payload, SECRET);
    expect((await refusal(token, NOW + 3600)).message).toBe('Token has expired');
    expect((await refusal(token, NOW + 7200)).message).toBe('Token has expired');
    expect(await verifyJwt(token, SECRET, NOW + 3599)).toEqual(payload);
  });

  it('refuses alg none, signed or not, however it is written', async () => {
    const unsecured = new UnsecuredJWT({ ...payload }).encode();
    expect(unsecured.endsWith('.')).toBe(true);
    expect((await refusal(unsecured)).message).toBe('Malformed token: expected three base64url parts');
    expect((await refusal(forge({ alg: 'none' }, payload))).message).toBe(
      'Token algorithm must be HS256, got "none"',
    );
    for (const alg of ['None', 'NONE', 'nOnE']) {
      expect((await refusal(forge({ alg, typ: 'JWT' }, payload))).message).toBe(
        `Token algorithm must be HS256, got "${alg}"`,
      );
    }
  });

  it('refuses every other algorithm, whatever key signed it', async () => {
    // HS512 with the right secret: a valid signature of an algorithm that is not allowed.
    const hs512 = await new SignJWT({ ...payload }).setProtectedHeader({ alg: 'HS512' }).sign(key);
    expect((await refusal(hs512)).message).toBe('Token algorithm must be HS256, got "HS512"');
    const rs256 = await new SignJWT({ ...payload }).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    expect((await refusal(rs256)).message).toBe('Token algorithm must be HS256, got "RS256"');
    // The classic confusion: an RS256 header over an HMAC made with the secret as if it were a public key.
    expect((await refusal(forge({ alg: 'RS256', typ: 'JWT' }, payload))).message).toBe(
      'Token algorithm must be HS256, got "RS256"',
    );
    expect((await refusal(forge({ typ: 'JWT' }, payload))).message).toBe(
      'Token algorithm must be HS256, got null',
    );
  });

  it('refuses a bad signature: another secret, a changed payload, a changed or cut signature', async () => {
    expect((await refusal(await signJwt(payload, 'other'))).message).toBe('Invalid token signature');
    const [h, p, s] = (await signJwt(payload, SECRET)).split('.') as [string, string, string];
    const raised = `${h}.${b64({ ...payload, role: 0, userId: 1 })}.${s}`;
    expect((await refusal(raised)).message).toBe('Invalid token signature');
    const flipped = `${s.slice(0, -2)}${s.at(-2) === 'A' ? 'B' : 'A'}${s.at(-1)}`;
    expect((await refusal(`${h}.${p}.${flipped}`)).message).toBe('Invalid token signature');
    expect((await refusal(`${h}.${p}.${s.slice(0, 20)}`)).message).toBe('Invalid token signature');
  });

  it.each([
    ['two parts', 'abc.def', 'Malformed token: expected three base64url parts'],
    ['four parts', 'a.b.c.d', 'Malformed token'],
    ['garbage', 'not a token', 'Malformed token'],
    ['too long', `${'a'.repeat(4000)}.${'b'.repeat(100)}.c`, 'Malformed token: too long'],
    ['a header that is not JSON', `${Buffer.from('{').toString('base64url')}.e30.e30`, 'the header'],
  ])('refuses a token that is %s', async (_case, token, message) => {
    expect((await refusal(token)).message).toContain(message);
  });

  it.each([
    ['an extra payload claim', { ...payload, admin: true }, 'Invalid token payload'],
    ['a missing tenant_id', { ...payload, tenant_id: undefined }, 'tenant_id'],
    ['a missing userId', { ...payload, userId: undefined }, 'userId'],
    ['a missing role', { ...payload, role: undefined }, 'role'],
    ['a missing iat', { ...payload, iat: undefined }, 'iat'],
    ['a missing exp', { ...payload, exp: undefined }, 'exp'],
    ['a string userId', { ...payload, userId: '3' }, 'Invalid token payload'],
    ['an unknown role', { ...payload, role: 9 }, 'Invalid token payload'],
    ['a string exp', { ...payload, exp: String(NOW + 60) }, 'Invalid token payload'],
    ['a payload that is not an object', [payload], 'Malformed token'],
  ])('refuses a signed token with %s', async (_case, claims, message) => {
    expect((await refusal(forge({ alg: 'HS256', typ: 'JWT' }, claims))).message).toContain(message);
  });
});
