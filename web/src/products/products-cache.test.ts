import type { Product } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { memoryStorage } from '../tenant/storage';
import { ensureStorageBelongsToTenant, QUESTIONS_STORAGE_KEY } from '../tenant/tenant-store-guard';
import {
  PRODUCTS_CACHE_TTL_SECONDS,
  PRODUCTS_STORAGE_KEY,
  readCachedProducts,
  writeCachedProducts,
} from './products-cache';

const product = (med: number, tenantId: number): Product => ({
  med,
  tenant_id: tenantId,
  name: `Product ${med}`,
  strength: '3 mg, 7 mg or 14 mg once daily',
  form: 'oral',
  price: 199,
  model: true,
  ID: 40000 + med,
  clientProductId: 7000 + med,
  imageSet: 'semaglutide-oral',
  campaignProducts: [{ clientProductId: 7000 + med, price: 199, campaignProductId: 90000 + med }],
});

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const TTL_MS = PRODUCTS_CACHE_TTL_SECONDS * 1000;

describe('products in local storage', () => {
  it('are stored under `products` and read back for the same tenant with when they were fetched', () => {
    const storage = memoryStorage();
    const products = [product(701, 7), product(702, 7)];
    writeCachedProducts(storage, 7, products, NOW);
    expect(Object.keys(storage.dump())).toEqual([PRODUCTS_STORAGE_KEY]);
    expect(readCachedProducts(storage, 7, NOW + TTL_MS - 1)).toEqual({ products, storedAt: NOW });
  });

  it('are dropped once older than the ttl', () => {
    const storage = memoryStorage();
    writeCachedProducts(storage, 7, [product(701, 7)], NOW);
    expect(readCachedProducts(storage, 7, NOW + TTL_MS)).toBeUndefined();
    expect(storage.getItem(PRODUCTS_STORAGE_KEY)).toBeNull();
  });

  it('of another tenant are never used, and are removed', () => {
    const storage = memoryStorage();
    writeCachedProducts(storage, 6, [product(601, 6)], NOW);
    expect(readCachedProducts(storage, 7, NOW)).toBeUndefined();
    expect(storage.getItem(PRODUCTS_STORAGE_KEY)).toBeNull();
  });

  it('that are unreadable, not a list of the tenant’s products or written by another build are removed', () => {
    const build = 'development';
    for (const raw of [
      '{not json',
      'null',
      JSON.stringify([product(701, 7)]),
      JSON.stringify({ build, tenantId: 7, value: { med: 701 }, storedAt: NOW, expiresAt: NOW + TTL_MS }),
      JSON.stringify({
        build,
        tenantId: 7,
        value: [product(601, 6)],
        storedAt: NOW,
        expiresAt: NOW + TTL_MS,
      }),
      JSON.stringify({ build, tenantId: 7, value: [null], storedAt: NOW, expiresAt: NOW + TTL_MS }),
      JSON.stringify({ build, tenantId: 7, value: [product(701, 7)], expiresAt: NOW + TTL_MS }),
      JSON.stringify({ tenantId: 7, value: [product(701, 7)], storedAt: NOW, expiresAt: NOW + TTL_MS }),
      JSON.stringify({
        build: 'b2',
        tenantId: 7,
        value: [product(701, 7)],
        storedAt: NOW,
        expiresAt: NOW + TTL_MS,
      }),
    ]) {
      const storage = memoryStorage({ [PRODUCTS_STORAGE_KEY]: raw });
      expect(readCachedProducts(storage, 7, NOW), raw).toBeUndefined();
      expect(storage.getItem(PRODUCTS_STORAGE_KEY), raw).toBeNull();
    }
  });

  it('are read back only by the build that wrote them', () => {
    const storage = memoryStorage();
    writeCachedProducts(storage, 7, [product(701, 7)], NOW, PRODUCTS_CACHE_TTL_SECONDS, 'b1');
    expect(readCachedProducts(storage, 7, NOW, 'b1')).toEqual({ products: [product(701, 7)], storedAt: NOW });
    expect(readCachedProducts(storage, 7, NOW, 'b2')).toBeUndefined();
    expect(storage.getItem(PRODUCTS_STORAGE_KEY)).toBeNull();
  });

  it('are simply not cached when storage refuses the write', () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeCachedProducts(storage, 7, [product(701, 7)], NOW)).not.toThrow();
    expect(readCachedProducts(storage, 7, NOW)).toBeUndefined();
  });

  it('are cleared with the rest of the store when the stored questions belong to another tenant', () => {
    const storage = memoryStorage({ [QUESTIONS_STORAGE_KEY]: JSON.stringify([{ id: 1, tenant_id: 6 }]) });
    writeCachedProducts(storage, 6, [product(601, 6)], NOW);
    expect(ensureStorageBelongsToTenant(storage, 7)).toBe(true);
    expect(storage.getItem(PRODUCTS_STORAGE_KEY)).toBeNull();
    expect(readCachedProducts(storage, 6, NOW)).toBeUndefined();
  });
});
