import { createHmac, generateKeyPairSync } from 'node:crypto';

import type { SignedLoginTokenPayload, SignedMaskTokenPayload } from '@telehealth/schemas';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { IAT_LEEWAY_SECONDS, JwtError, signJwt, verifyAnyJwt, verifyJwt, type JwtCheck } from './jwt.js';

const SECRET = 'unit-test-secret';
const NOW = 1_800_000_000;
const payload: SignedLoginTokenPayload = {
  userId: 3,
  role: 0,
  tenant_id: 6,
  tokenVersion: 0,
  iat: NOW,
  exp: NOW + 3600,
};
const mask: SignedMaskTokenPayload = {
  userId: 5,
  masqueradeId: 2,
  sid: 'c2Vzc2lvbi1pZC0xMjM0NQ',
  tenant_id: 6,
  iat: NOW,
  exp: NOW + 600,
};
/** The verifier: its clock at `nowSeconds`, login tokens living 3600 s, mask tokens 600 s. */
const at = (nowSeconds: number): JwtCheck => ({
  secret: SECRET,
  nowSeconds,
  lifetimes: { login: 3600, mask: 600 },
});

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
  const error: unknown = await verifyJwt(token, at(now)).then(
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
    expect(await verifyJwt(token, at(NOW + 10))).toEqual(payload);
  });

  it('produces a signature a standard HS256 implementation agrees with', async () => {
    const [h, p, s] = (await signJwt(payload, SECRET)).split('.');
    expect(s).toBe(hmac(`${h}.${p}`));
  });

  it('tells a mask token from a login token by its claims', async () => {
    const token = await signJwt(mask, SECRET);
    expect(await verifyAnyJwt(token, at(NOW))).toEqual({ kind: 'mask', payload: mask });
    expect((await refusal(token)).message).toBe('Invalid token payload: a mask token is not a login token');
  });

  it('refuses an expired token: exp must be after now', async () => {
    const token = await signJwt(payload, SECRET);
    expect((await refusal(token, NOW + 3600)).message).toBe('Token has expired');
    expect((await refusal(token, NOW + 7200)).message).toBe('Token has expired');
    expect(await verifyJwt(token, at(NOW + 3599))).toEqual(payload);
  });

  it("judges iat by the verifier's clock: at most IAT_LEEWAY_SECONDS ahead of it", async () => {
    // Signed by a server whose clock runs two hours fast: its iat is two hours ahead of this one's.
    const fast = await signJwt({ ...payload, iat: NOW + 7200, exp: NOW + 7200 + 3600 }, SECRET);
    expect((await refusal(fast)).message).toBe(
      `Token issued in the future: its iat is 7200 seconds ahead of this server's clock (at most ${IAT_LEEWAY_SECONDS} allowed)`,
    );
    // Clocks a few seconds apart are normal.
    const ahead = { ...payload, iat: NOW + IAT_LEEWAY_SECONDS, exp: NOW + IAT_LEEWAY_SECONDS + 3600 };
    expect(await verifyJwt(await signJwt(ahead, SECRET), at(NOW))).toEqual(ahead);
    const tooFar = { ...ahead, iat: ahead.iat + 1, exp: ahead.exp + 1 };
    expect((await refusal(await signJwt(tooFar, SECRET))).message).toMatch(/^Token issued in the future/);
  });

  it('refuses a token that lives longer than its kind may (exp - iat), whoever signed it', async () => {
    // The fast server's token on a server that trusted its iat would live three hours; so does one with exp set
    // two hours after its lifetime.
    const long = await signJwt({ ...payload, exp: NOW + 3 * 3600 }, SECRET);
    expect((await refusal(long, NOW + 10)).message).toBe(
      'Invalid token lifetime: 10800 seconds from iat to exp, more than the 3600 a login token may live',
    );
    const longMask = await signJwt({ ...mask, exp: NOW + 601 }, SECRET);
    await expect(verifyAnyJwt(longMask, at(NOW))).rejects.toThrow(
      'Invalid token lifetime: 601 seconds from iat to exp, more than the 600 a mask token may live',
    );
    expect(await verifyAnyJwt(await signJwt(mask, SECRET), at(NOW + 599))).toEqual({
      kind: 'mask',
      payload: mask,
    });
  });

  it("expires exactly at exp by the verifier's clock (the iat leeway does not lengthen a token)", async () => {
    const token = await signJwt(payload, SECRET);
    expect(await verifyJwt(token, at(NOW + 3599))).toEqual(payload);
    for (const late of [3600, 3600 + IAT_LEEWAY_SECONDS - 1, 3600 + IAT_LEEWAY_SECONDS]) {
      expect((await refusal(token, NOW + late)).message).toBe('Token has expired');
    }
  });

  it('refuses a token without iat, and a login token without its token version', async () => {
    const { iat: _iat, ...noIat } = payload;
    expect((await refusal(forge({ alg: 'HS256', typ: 'JWT' }, noIat))).message).toBe(
      'Invalid token payload: missing required "iat" claim',
    );
    const { tokenVersion: _version, ...unversioned } = payload;
    expect((await refusal(forge({ alg: 'HS256', typ: 'JWT' }, unversioned))).message).toBe(
      'Invalid token payload: /tokenVersion is required',
    );
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
