import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
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

/** What every page renders inside, in the browser and on the server: the query cache, then the tenant. */
export function AppProviders({ boot, api, queryClient, children }: AppProps & { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TenantProvider boot={boot} api={api}>
        {children}
      </TenantProvider>
    </QueryClientProvider>
  );
}

/**
 * The app's providers, then the routes on the browser's history. main.tsx mounts it once the tenant has booted; until then the global
 * loader of index.html covers the page, and it stays until the theme is applied.
 */
export function App({ boot, api, queryClient }: AppProps) {
  const [history] = useState(() => createAppHistory(routes));
  return (
    <AppProviders boot={boot} api={api} queryClient={queryClient}>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>
  );
}
