import { useQuery } from '@tanstack/react-query';

import { useApi } from '../api/api-context';
import { browserStorage } from '../tenant/storage';
import { useTenant } from '../tenant/tenant-context';
import { useHydrated } from '../ui/hydration';
import { readCachedProducts, writeCachedProducts } from './products-cache';

/** Query key of the tenant's product list (the tenant is part of it: one browser may visit two brands). */
export const productKeys = {
  list: (tenantId: number) => ['products', tenantId] as const,
};

/** How long fetched products count as fresh before the query refetches them in the background. */
const PRODUCTS_STALE_MS = 5 * 60_000;

/**
 * The tenant's products (GET /api/products), shared by every screen through the query cache and kept in local
 * storage under `products` (spec sections 7 and 10): a later visit shows the stored list at once and refetches it
 * in the background once it is older than five minutes.
 */
export function useProducts() {
  const api = useApi();
  const { tenantId } = useTenant();
  // Not while hydrating a page the server rendered: its first render must show what the server had (useHydrated).
  const hydrated = useHydrated();
  return useQuery({
    queryKey: productKeys.list(tenantId),
    queryFn: async ({ signal }) => {
      const products = await api.call('GET /api/products', { signal });
      writeCachedProducts(browserStorage(), tenantId, products, Date.now());
      return products;
    },
    initialData: () =>
      hydrated ? readCachedProducts(browserStorage(), tenantId, Date.now())?.products : undefined,
    initialDataUpdatedAt: () =>
      hydrated ? readCachedProducts(browserStorage(), tenantId, Date.now())?.storedAt : undefined,
    staleTime: PRODUCTS_STALE_MS,
  });
}
