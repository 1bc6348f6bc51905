import { describe, expect, it } from 'vitest';

import { brandConfig } from './__fixtures__/brand-config';
import { memoryStorage } from './storage';
import { checkAgainstSchemas } from './brand-config-schemas';
import { readTenantCache, TENANT_CACHE_TTL_SECONDS, tenantCacheKeys, writeTenantCache } from './tenant-cache';

const T0 = Date.UTC(2025, 0, 1);

describe('tenant cache', () => {
  it('keeps css, configs and meta under keys of the tenant id', () => {
    const storage = memoryStorage();
    writeTenantCache(storage, 6, brandConfig, T0);
    expect(Object.keys(storage.dump()).sort()).toEqual(['tenant:6:configs', 'tenant:6:css', 'tenant:6:meta']);
    expect(tenantCacheKeys(7).theme).toBe('tenant:7:css');
    expect(readTenantCache(storage, 6, T0 + 1000, checkAgainstSchemas)).toEqual(brandConfig);
    expect(readTenantCache(storage, 7, T0 + 1000, checkAgainstSchemas)).toBeNull();
  });

  it(`expires after ${TENANT_CACHE_TTL_SECONDS} s and drops the stale entries`, () => {
    const storage = memoryStorage();
    writeTenantCache(storage, 6, brandConfig, T0);
    expect(
      readTenantCache(storage, 6, T0 + TENANT_CACHE_TTL_SECONDS * 1000 - 1, checkAgainstSchemas),
    ).toEqual(brandConfig);
    expect(readTenantCache(storage, 6, T0 + TENANT_CACHE_TTL_SECONDS * 1000, checkAgainstSchemas)).toBeNull();
    expect(storage.dump()).toEqual({});
  });

  it('is a miss unless every part is cached', () => {
    const storage = memoryStorage();
    writeTenantCache(storage, 6, { ...brandConfig, theme: null }, T0);
    expect(Object.keys(storage.dump())).not.toContain('tenant:6:css');
    expect(readTenantCache(storage, 6, T0, checkAgainstSchemas)).toBeNull();
  });

  it('is a miss when an entry is unreadable or no longer valid', () => {
    const storage = memoryStorage();
    writeTenantCache(storage, 6, brandConfig, T0);
    storage.setItem('tenant:6:css', '{garbage');
    expect(readTenantCache(storage, 6, T0, checkAgainstSchemas)).toBeNull();

    writeTenantCache(storage, 6, brandConfig, T0);
    storage.setItem('tenant:6:meta', JSON.stringify({ value: { app: {} }, expiresAt: T0 + 1000 }));
    expect(readTenantCache(storage, 6, T0, checkAgainstSchemas)).toBeNull();
  });

  it('gives up quietly when storage is full', () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeTenantCache(storage, 6, brandConfig, T0)).not.toThrow();
  });
});
