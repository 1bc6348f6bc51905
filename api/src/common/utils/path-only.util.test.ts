import { describe, expect, it } from 'vitest';

import { pathOnly } from './path-only.util.js';

describe('pathOnly', () => {
  it.each([
    ['/api/order/created?created=1763800000123-abcdefghij', '/api/order/created'],
    ['/api/admin/users?q=patient@example.com&page=2', '/api/admin/users'],
    ['/api/tenant', '/api/tenant'],
    ['/api/x?', '/api/x'],
    [undefined, '?'],
  ])('shows %s as %s', (url, path) => {
    expect(pathOnly(url)).toBe(path);
  });
});
