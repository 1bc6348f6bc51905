import { validateWith, validators, type ProductListResponse, type TenantId } from '@telehealth/schemas';

import type { KeyValueStorage } from '../tenant/storage';

/** The local-storage key of the product list (spec section 10: "Local storage keys: products, ..."). */
export const PRODUCTS_STORAGE_KEY = 'products';

/** How long a cached product list is used, like the tenant's cached brand config (spec section 9). */
export const PRODUCTS_CACHE_TTL_SECONDS = 1800;

interface ProductsCacheEntry {
  /** The tenant the list was loaded for: another tenant's list is never used. */
  tenantId: TenantId;
  value: ProductListResponse;
  /** Epoch milliseconds when the list was fetched (the query's dataUpdatedAt). */
  storedAt: number;
  /** Epoch milliseconds after which the entry is not used. */
  expiresAt: number;
}

export interface CachedProducts {
  products: ProductListResponse;
  storedAt: number;
}

/**
 * The tenant's product list from local storage, when it was stored for this tenant, is fresh and still a valid
 * ProductListResponse. Anything else (another tenant's list, stale, unreadable, invalid) is removed and undefined
 * is returned, so the caller asks the API.
 */
export function readCachedProducts(
  storage: KeyValueStorage,
  tenantId: TenantId,
  now: number,
): CachedProducts | undefined {
  const raw = storage.getItem(PRODUCTS_STORAGE_KEY);
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as Partial<ProductsCacheEntry> | null;
    if (
      entry !== null &&
      entry.tenantId === tenantId &&
      typeof entry.storedAt === 'number' &&
      typeof entry.expiresAt === 'number' &&
      entry.expiresAt > now
    ) {
      const checked = validateWith(validators.ProductListResponse, entry.value);
      if (checked.ok) return { products: checked.value, storedAt: entry.storedAt };
    }
  } catch {
    // unreadable: removed below and written again after the next fetch
  }
  storage.removeItem(PRODUCTS_STORAGE_KEY);
  return undefined;
}

/** Keeps the tenant's product list for PRODUCTS_CACHE_TTL_SECONDS; a full or unavailable storage only costs the cache. */
export function writeCachedProducts(
  storage: KeyValueStorage,
  tenantId: TenantId,
  products: ProductListResponse,
  now: number,
  ttlSeconds = PRODUCTS_CACHE_TTL_SECONDS,
): void {
  const entry: ProductsCacheEntry = {
    tenantId,
    value: products,
    storedAt: now,
    expiresAt: now + ttlSeconds * 1000,
  };
  try {
    storage.setItem(PRODUCTS_STORAGE_KEY, JSON.stringify(entry));
  } catch {
    // quota exceeded or storage refused: the list is fetched again next time
  }
}
