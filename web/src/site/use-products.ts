import type { ProductListResponse } from '@telehealth/schemas';
import { useQuery } from '@tanstack/react-query';

import { useApi } from '../api/api-context';
import { useTenant } from '../tenant/tenant-context';

/** The tenant's products (GET /api/products), shared by every screen through the query cache. */
export function useProducts() {
  const api = useApi();
  const { tenantId } = useTenant();
  return useQuery({
    queryKey: ['products', tenantId],
    queryFn: ({ signal }) => api.get<ProductListResponse>('/api/products', { signal }),
  });
}
