import { describe, expect, it } from 'vitest';

import {
  firstQueryValue,
  formatQuery,
  isExternalTarget,
  isStorefrontPath,
  joinTarget,
  normalizePath,
  parseQuery,
  splitTarget,
} from './navigation-url.util.js';

describe('normalizePath', () => {
  it.each([
    ['/question/12', '/question/12'],
    ['/question/12/', '/question/12'],
    ['/login//', '/login'],
    ['/', '/'],
    ['', '/'],
    ['login', '/login'],
  ])('%j → %j', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });
});

describe('firstQueryValue', () => {
  it.each<[Record<string, string | string[] | undefined>, string | undefined]>([
    [{ maskToken: 'abc' }, 'abc'],
    [{ maskToken: ['', 'abc', 'def'] }, 'abc'],
    [{ maskToken: '' }, undefined],
    [{ maskToken: [] }, undefined],
    [{ maskToken: undefined }, undefined],
    [{}, undefined],
  ])('%j → %j', (query, expected) => {
    expect(firstQueryValue(query, 'maskToken')).toBe(expected);
  });
});

describe('formatQuery and parseQuery', () => {
  it.each<[Record<string, string | string[]>, string]>([
    [{}, ''],
    [{ med: ['1', '2'], couponCode: 'A B&C' }, 'med=1&med=2&couponCode=A%20B%26C'],
    [{ restoresession: 'k9-x_y', maskToken: 'a.b.c' }, 'restoresession=k9-x_y&maskToken=a.b.c'],
    [{ 'odd key': 'é' }, 'odd%20key=%C3%A9'],
    [{ empty: '' }, 'empty='],
  ])('%j ↔ %j', (query, search) => {
    expect(formatQuery(query)).toBe(search);
    expect(parseQuery(search)).toEqual(query);
  });

  it.each<[string, Record<string, string | string[]>]>([
    ['?a=1', { a: '1' }],
    ['a=1+2', { a: '1 2' }],
    ['flag', { flag: '' }],
    ['a=%E0%A4%A', { a: '%E0%A4%A' }],
    ['a=1&&b=2', { a: '1', b: '2' }],
    ['x=1&x=2&x=3', { x: ['1', '2', '3'] }],
  ])('parses %j', (search, query) => {
    expect(parseQuery(search)).toEqual(query);
  });
});

describe('splitTarget and joinTarget', () => {
  it.each([
    ['/accountv2/orders', { path: '/accountv2/orders', search: '', hash: '' }],
    ['/a?b=1#c', { path: '/a', search: 'b=1', hash: 'c' }],
    ['/a#c?not-a-query', { path: '/a', search: '', hash: 'c?not-a-query' }],
    ['/a?b=1&c=2', { path: '/a', search: 'b=1&c=2', hash: '' }],
  ])('%j', (target, parts) => {
    expect(splitTarget(target)).toEqual(parts);
    expect(joinTarget(parts)).toBe(target);
  });
});

describe('isExternalTarget and isStorefrontPath', () => {
  it.each<[string, boolean, boolean]>([
    ['/start/checkout', false, true],
    ['https://www.fungaid.com/blog', true, false],
    ['http://example.com', true, false],
    ['//evil.example', true, false],
    ['/\\evil.example', true, false],
    ['javascript:alert(1)', true, false],
    ['start/checkout', false, false],
  ])('%j: external %s, storefront path %s', (target, external, storefront) => {
    expect(isExternalTarget(target)).toBe(external);
    expect(isStorefrontPath(target)).toBe(storefront);
  });
});
