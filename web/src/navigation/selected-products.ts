import { useQueries } from '@tanstack/react-query';

import { useApi } from '../api/api-context';
import { readStoredMeds } from './landing-store';

/**
 * The products the visitor arrived with (`?med=` one or many, spec section 2), each fetched with
 * GET /api/products/{med}. A med the tenant does not sell comes back as an error and is left out of `products`.
 */
export function useSelectedProducts(meds: readonly number[] = readStoredMeds()) {
  const api = useApi();
  const results = useQueries({
    queries: meds.map((med) => ({
      queryKey: ['product', api.tenantId, med],
      queryFn: () => api.call('GET /api/products/{medId}', { params: { medId: med } }),
    })),
  });
  return {
    products: results.flatMap((result) => (result.data ? [result.data] : [])),
    isPending: results.some((result) => result.isPending),
    errors: results.flatMap((result) => (result.error ? [result.error] : [])),
  };
}
