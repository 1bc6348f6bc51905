import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';

import type { ApiClient } from '../api/client';
import type { TenantBoot } from '../tenant/boot-tenant';
import { TenantProvider } from '../tenant/tenant-context';

export interface AppProps {
  boot: Promise<TenantBoot>;
  api: ApiClient;
  queryClient: QueryClient;
  router: Parameters<typeof RouterProvider>[0]['router'];
}

/**
 * Query cache, then the tenant, then the routes. While the tenant boots nothing renders: the global loader of
 * index.html covers the page until the theme is applied.
 */
export function App({ boot, api, queryClient, router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <TenantProvider boot={boot} api={api}>
          <RouterProvider router={router} />
        </TenantProvider>
      </Suspense>
    </QueryClientProvider>
  );
}
