import { describe, expect, it } from 'vitest';

import { readWebEnv } from './env';

describe('readWebEnv', () => {
  it('falls back to the documented development defaults', () => {
    expect(readWebEnv({})).toEqual({ apiToken: 'dev-shared-token', defaultTenantId: 6 });
    expect(readWebEnv({ VITE_API_TOKEN: ' ', VITE_DEFAULT_TENANT_ID: '' })).toEqual({
      apiToken: 'dev-shared-token',
      defaultTenantId: 6,
    });
  });

  it('reads the token and default tenant', () => {
    expect(readWebEnv({ VITE_API_TOKEN: 'abc', VITE_DEFAULT_TENANT_ID: '7' })).toEqual({
      apiToken: 'abc',
      defaultTenantId: 7,
    });
  });

  it('names a malformed default tenant id', () => {
    expect(() => readWebEnv({ VITE_DEFAULT_TENANT_ID: 'six' })).toThrow(
      "VITE_DEFAULT_TENANT_ID must be a positive integer, got 'six'",
    );
    expect(() => readWebEnv({ VITE_DEFAULT_TENANT_ID: '0' })).toThrow(/positive integer/);
  });
});
