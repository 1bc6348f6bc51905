import { describe, expect, it } from 'vitest';

import { bearerTokenOf, parseBearer } from './bearer-token.util.js';

describe('parseBearer', () => {
  it('takes the one token after "Bearer "', () => {
    expect(parseBearer('Bearer a.b.c')).toEqual({ ok: true, token: 'a.b.c' });
    expect(parseBearer('  Bearer a.b.c  ')).toEqual({ ok: true, token: 'a.b.c' });
    expect(bearerTokenOf('Bearer a.b.c')).toBe('a.b.c');
  });

  it('tells a missing header from a malformed one', () => {
    expect(parseBearer(undefined)).toEqual({ ok: false, problem: 'missing' });
    expect(parseBearer('')).toEqual({ ok: false, problem: 'missing' });
    for (const header of [
      'Bearer',
      'Bearer ',
      'bearer a.b.c',
      'Basic a.b.c',
      'Bearer a b',
      'Bearer  a',
      'a.b.c',
    ]) {
      expect(parseBearer(header), header).toEqual({ ok: false, problem: 'malformed' });
      expect(bearerTokenOf(header), header).toBeUndefined();
    }
  });
});
