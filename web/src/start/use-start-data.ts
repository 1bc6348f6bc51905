import { useQuery } from '@tanstack/react-query';
import type { Product } from '@telehealth/schemas';

import { useApi } from '../api/api-context';
import { intakeApi } from '../intake/order-api';
import { useTenant } from '../tenant/tenant-context';

/** Query keys of the start pages (the tenant is part of each: one browser may visit two brands). */
export const startKeys = {
  order: (tenantId: number, created: string) => ['start', tenantId, 'order', created] as const,
  states: () => ['start', 'states'] as const,
};

/** The intake's order (GET /api/order/created?created=): its `state` says whether it may be paid. */
export function useOrder(created: string | null) {
  const api = useApi();
  const { tenantId } = useTenant();
  return useQuery({
    queryKey: startKeys.order(tenantId, created ?? ''),
    queryFn: ({ signal }) => intakeApi.orderByCreated(api, created ?? '', signal),
    enabled: created !== null,
  });
}

/** The states a patient can ship to (GET /api/states). */
export function useStates() {
  const api = useApi();
  return useQuery({
    queryKey: startKeys.states(),
    queryFn: ({ signal }) => api.call('GET /api/states', { signal }),
    staleTime: 60 * 60_000,
  });
}

/** The tenant's image of a product (its image set's thumbnail or hero), if the brand config has one. */
export function useProductImage(): (product: Product, kind?: 'thumbnail' | 'hero') => string | undefined {
  const configurations = useTenant().brandConfig.configurations;
  return (product, kind = 'thumbnail') => configurations?.productImages[product.imageSet]?.[kind];
}
