import type { BrandConfig, TenantId } from '@telehealth/schemas';

import { parseBrandConfig, type BrandConfigCheck, type LoadedBrandConfig } from './brand-config';
import type { KeyValueStorage } from './storage';

/** How long a tenant's config is kept in local storage (spec section 9). */
export const TENANT_CACHE_TTL_SECONDS = 1800;

/** The local-storage keys of one tenant's config, one per part (spec section 7: css, configs, meta). */
export function tenantCacheKeys(tenantId: TenantId): Record<keyof BrandConfig, string> {
  return {
    theme: `tenant:${tenantId}:css`,
    configurations: `tenant:${tenantId}:configs`,
    meta: `tenant:${tenantId}:meta`,
  };
}

interface CacheEntry {
  value: unknown;
  /** Epoch milliseconds after which the entry is stale. */
  expiresAt: number;
}

function readEntry(storage: KeyValueStorage, key: string, now: number): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as Partial<CacheEntry>;
    if (typeof entry.expiresAt === 'number' && entry.expiresAt > now && entry.value !== undefined)
      return entry.value;
  } catch {
    // unreadable: treated as absent and overwritten on the next write
  }
  storage.removeItem(key);
  return undefined;
}

/**
 * A tenant's cached brand config when every part is present, fresh and passes `check` (the boot passes the schema
 * check); null otherwise (the caller then asks the API).
 */
export function readTenantCache(
  storage: KeyValueStorage,
  tenantId: TenantId,
  now: number,
  check: BrandConfigCheck,
): BrandConfig | null {
  const keys = tenantCacheKeys(tenantId);
  const raw = {
    theme: readEntry(storage, keys.theme, now),
    configurations: readEntry(storage, keys.configurations, now),
    meta: readEntry(storage, keys.meta, now),
  };
  if (raw.theme === undefined || raw.configurations === undefined || raw.meta === undefined) return null;
  const { brandConfig, problems } = parseBrandConfig(raw, check);
  return problems.length === 0 ? (brandConfig as BrandConfig) : null;
}

/** Caches each valid part for TENANT_CACHE_TTL_SECONDS; a full or unavailable storage only costs the cache. */
export function writeTenantCache(
  storage: KeyValueStorage,
  tenantId: TenantId,
  brandConfig: LoadedBrandConfig,
  now: number,
  ttlSeconds = TENANT_CACHE_TTL_SECONDS,
): void {
  const keys = tenantCacheKeys(tenantId);
  const expiresAt = now + ttlSeconds * 1000;
  for (const part of Object.keys(keys) as Array<keyof BrandConfig>) {
    const value = brandConfig[part];
    if (value === null) continue;
    try {
      storage.setItem(keys[part], JSON.stringify({ value, expiresAt } satisfies CacheEntry));
    } catch {
      return;
    }
  }
}
