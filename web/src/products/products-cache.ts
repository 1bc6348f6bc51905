import type { ProductListResponse, TenantId } from '@telehealth/schemas';

import type { KeyValueStorage } from '../tenant/storage';

/** The local-storage key of the product list (spec section 10: "Local storage keys: products, ..."). */
export const PRODUCTS_STORAGE_KEY = 'products';

/** How long a cached product list is used, like the tenant's cached brand config (spec section 9). */
export const PRODUCTS_CACHE_TTL_SECONDS = 1800;

/**
 * The build that writes an entry (build-id-plugin.ts; 'development' under the dev server). An entry is read back only
 * by the build that wrote it, so its value has the shape this build stored: the list as this build's client received
 * it from GET /api/products. The list is therefore not schema-checked again on every page (that check put the
 * product schema's validator into every page's first script); another build's entry is removed and fetched again.
 */
const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'development';

interface ProductsCacheEntry {
  /** The build that wrote the entry. */
  build: string;
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
 * The tenant's product list from local storage, when this build stored it for this tenant, it is fresh and it is a
 * list of this tenant's products. Anything else (another build's or tenant's list, stale, unreadable, not a list) is
 * removed and undefined is returned, so the caller asks the API.
 */
export function readCachedProducts(
  storage: KeyValueStorage,
  tenantId: TenantId,
  now: number,
  build = BUILD_ID,
): CachedProducts | undefined {
  const raw = storage.getItem(PRODUCTS_STORAGE_KEY);
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as Partial<ProductsCacheEntry> | null;
    if (
      entry !== null &&
      entry.build === build &&
      entry.tenantId === tenantId &&
      typeof entry.storedAt === 'number' &&
      typeof entry.expiresAt === 'number' &&
      entry.expiresAt > now
    ) {
      const { value } = entry;
      if (
        Array.isArray(value) &&
        value.every((product) => isObject(product) && product.tenant_id === tenantId)
      ) {
        return { products: value, storedAt: entry.storedAt };
      }
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
  build = BUILD_ID,
): void {
  const entry: ProductsCacheEntry = {
    build,
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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
