import { describe, expect, it } from 'vitest';

import { loginToken, maskToken } from './__fixtures__/examples.js';
import { validate, type SchemaName } from './index.js';

function issuesOf(name: SchemaName, data: unknown) {
  const result = validate(name, data);
  if (result.ok) throw new Error(`${name} unexpectedly valid: ${JSON.stringify(data)}`);
  return result.issues;
}

describe('LoginTokenPayload', () => {
  it('accepts userId, numeric role, tenant and times', () => {
    expect(validate('LoginTokenPayload', loginToken)).toEqual({ ok: true, value: loginToken });
    expect(validate('LoginTokenPayload', { ...loginToken, role: 0 }).ok).toBe(true);
  });

  it('rejects a token without tenant, an unknown role, string ids and extra claims', () => {
    const { tenant_id: _t, ...withoutTenant } = loginToken;
    expect(issuesOf('LoginTokenPayload', { ...withoutTenant, role: 3, userId: '5120', admin: true })).toEqual(
      [
        { path: '/tenant_id', message: 'is required' },
        { path: '/admin', message: 'is not an allowed property' },
        { path: '/userId', message: 'must be integer' },
        { path: '/role', message: 'must be one of 0, 1, 2' },
      ],
    );
    expect(issuesOf('LoginTokenPayload', { ...loginToken, exp: 1.5e9 + 0.5 })).toEqual([
      { path: '/exp', message: 'must be integer' },
    ]);
  });
});

describe('SignedLoginTokenPayload', () => {
  it('is a login token payload with the token version the API signed it with', () => {
    const signed = { ...loginToken, tokenVersion: 3 };
    expect(validate('SignedLoginTokenPayload', signed)).toEqual({ ok: true, value: signed });
    // The storefront reads either, with or without the version.
    expect(validate('LoginTokenPayload', signed).ok).toBe(true);
  });

  it('refuses a token without a version (signed before versions existed) or with a negative one', () => {
    expect(issuesOf('SignedLoginTokenPayload', loginToken)).toEqual([
      { path: '/tokenVersion', message: 'is required' },
    ]);
    expect(issuesOf('SignedLoginTokenPayload', { ...loginToken, tokenVersion: -1 })).toEqual([
      { path: '/tokenVersion', message: 'must be >= 0' },
    ]);
  });
});

describe('MaskTokenPayload', () => {
  it('carries the customer userId and the agent masqueradeId', () => {
    expect(validate('MaskTokenPayload', maskToken).ok).toBe(true);
  });

  it("must contain a userId and the masquerading agent; tenant and expiry are the signer's to check", () => {
    const { userId: _u, exp: _e, ...rest } = maskToken;
    expect(issuesOf('MaskTokenPayload', { ...rest, masqueradeId: 0 })).toEqual([
      { path: '/userId', message: 'is required' },
      { path: '/masqueradeId', message: 'must be >= 1' },
    ]);
    expect(validate('MaskTokenPayload', { userId: 5120, masqueradeId: 12 }).ok).toBe(true);
  });
});

describe('Jwt', () => {
  it('is three base64url parts', () => {
    expect(validate('Jwt', 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjV9.abc-_').ok).toBe(true);
    const unsigned = 'eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOjV9.';
    for (const bad of ['', 'abc', 'a.b', 'a.b.c.d', 'Bearer a.b.c', 'a+b.c.d', unsigned]) {
      expect(validate('Jwt', bad).ok, bad).toBe(false);
    }
  });
});
