import { describe, expect, it } from 'vitest';

import { withMaskToken } from './mask-token-query.rule.js';
import type { NavigationQuery } from './navigation.types.js';

const masked: NavigationQuery = { maskToken: 'eyJ.eyJ.sig', page: '3' };

describe('withMaskToken', () => {
  it.each<[string, string, NavigationQuery, string]>([
    ['adds it to a bare path', '/accountv2/orders', masked, '/accountv2/orders?maskToken=eyJ.eyJ.sig'],
    [
      'keeps the target’s query',
      '/start/checkout?med=1&med=2',
      masked,
      '/start/checkout?med=1&med=2&maskToken=eyJ.eyJ.sig',
    ],
    [
      'keeps the hash after the query',
      '/docs/terms-of-service#refunds',
      masked,
      '/docs/terms-of-service?maskToken=eyJ.eyJ.sig#refunds',
    ],
    ['keeps query and hash', '/a?b=1#c', masked, '/a?b=1&maskToken=eyJ.eyJ.sig#c'],
    ['keeps the target’s encoding as written', '/a?q=a%20b', masked, '/a?q=a%20b&maskToken=eyJ.eyJ.sig'],
    ['encodes the token', '/a', { maskToken: 'a+b/c=' }, '/a?maskToken=a%2Bb%2Fc%3D'],
    ['takes the first of repeated tokens', '/a', { maskToken: ['t1', 't2'] }, '/a?maskToken=t1'],
    ['leaves a target that has its own token', '/a?maskToken=other', masked, '/a?maskToken=other'],
    ['no current token: unchanged', '/a?b=1', { page: '3' }, '/a?b=1'],
    ['an empty current token: unchanged', '/a', { maskToken: '' }, '/a'],
    ['an external URL: unchanged', 'https://www.fungaid.com/blog', masked, 'https://www.fungaid.com/blog'],
    ['a protocol-relative URL: unchanged', '//cdn.example/x', masked, '//cdn.example/x'],
  ])('%s', (_case, target, query, expected) => {
    expect(withMaskToken(target, query)).toBe(expected);
  });
});
