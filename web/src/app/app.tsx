import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';

import type { ApiClient } from '../api/client';
import type { TenantBoot } from '../tenant/boot-tenant';
import { TenantProvider } from '../tenant/tenant-context';
import { createAppHistory } from './app-history';
import { AppRoutes, routes } from './routes';

export interface AppProps {
  boot: Promise<TenantBoot>;
  api: ApiClient;
  queryClient: QueryClient;
}

/**
 * Query cache, then the tenant, then the routes. While the tenant boots nothing renders: the global loader of
 * index.html covers the page until the theme is applied.
 */
export function App({ boot, api, queryClient }: AppProps) {
  const [history] = useState(() => createAppHistory(routes));
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <TenantProvider boot={boot} api={api}>
          <HistoryRouter history={history}>
            <AppRoutes />
          </HistoryRouter>
        </TenantProvider>
      </Suspense>
    </QueryClientProvider>
  );
}
