import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';

import type { ApiClient } from '../api/client';
import type { TenantBoot } from '../tenant/boot-tenant';
import { TenantProvider } from '../tenant/tenant-context';
import { createAppHistory } from './app-history';
import { AppRoutes, routes } from './routes';

export interface AppProps {
  /** The settled tenant boot. */
  boot: TenantBoot;
  api: ApiClient;
  queryClient: QueryClient;
}

/**
 * Query cache, then the tenant, then the routes. main.tsx mounts it once the tenant has booted; until then the global
 * loader of index.html covers the page, and it stays until the theme is applied.
 */
export function App({ boot, api, queryClient }: AppProps) {
  const [history] = useState(() => createAppHistory(routes));
  return (
    <QueryClientProvider client={queryClient}>
      <TenantProvider boot={boot} api={api}>
        <HistoryRouter history={history}>
          <AppRoutes />
        </HistoryRouter>
      </TenantProvider>
    </QueryClientProvider>
  );
}
