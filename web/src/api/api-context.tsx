import { createContext, useContext } from 'react';

import type { ApiClient } from './client';

export const ApiContext = createContext<ApiClient | null>(null);

/** The API client bound to the current tenant (it sends `Tenant`), for query and mutation functions. */
export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() must be used inside <TenantProvider> (no tenant, no API client)');
  return api;
}
