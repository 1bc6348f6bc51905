import './styles.css';

import { startTransition, StrictMode } from 'react';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { createApiClient } from './api/client';
import { App } from './app/app';
import { writeLandingCookies } from './app/navigation-gate';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { startStaleBuildWatch } from './app/stale-build';
import { initTracking } from './tracking/tracking';
import { pendingRouteCode } from './routing/app-route';
import { readWebEnv } from './config/env';
import { getCookie } from './cookies/cookies';
import { bootTenant } from './tenant/boot-tenant';
import { readInlineBoot, readServerQueries } from './tenant/inline-boot';
import { browserStorage } from './tenant/storage';

// A production build takes its token and tenant from the page the server rendered (API_SHARED_TOKEN and the host's
// tenant), never from the build: the VITE_* settings are read by Vite's dev server only.
const env = readWebEnv(import.meta.env.DEV ? import.meta.env : {});
const inline = readInlineBoot(document, console);

const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  token: inline?.apiToken ?? env.apiToken,
  getAuthToken: () => getCookie('token'),
});

// The tenant boot starts before React mounts; with the page's own boot configuration it makes no API call, else its
// calls run while the bundle finishes evaluating.
const boot = bootTenant({
  inline,
  hostname: window.location.hostname,
  api,
  storage: browserStorage(),
  defaultTenantId: env.defaultTenantId,
  now: () => Date.now(),
  log: console,
});

// Ad click ids are read from the landing URL before any navigation rewrites it; builds are checked hourly.
initTracking(window);
startStaleBuildWatch(window);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to mount the storefront in');

// React mounts once the tenant has booted and the first page's code is in (a failed load shows its error page), so
// its first render is the page itself. A first render that suspended would show the page only after React's reveal
// throttle (300 ms) on top of the wait.
const firstPageCode = Promise.allSettled(pendingRouteCode(routes, window.location.pathname));
const serverRendered = container.hasChildNodes();

void Promise.all([boot, firstPageCode]).then(async ([tenant]) => {
  // The server's HTML for the tenant's host carries its theme and head; a boot from elsewhere (the dev server's page,
  // the cache, the API) writes them before React mounts, and so before the pages set the document title.
  if (tenant.status === 'ready' && tenant.source !== 'page') {
    const { applyBrandToDocument } = await import('./tenant/apply-brand');
    applyBrandToDocument(document, tenant.brandConfig);
  }
  const queryClient = createQueryClient();
  // The data the server fetched for this page (entry-server.tsx) is where the page's queries find it.
  const serverQueries = readServerQueries(document, console);
  if (serverQueries) hydrate(queryClient, serverQueries);
  const app = (
    <StrictMode>
      <App boot={tenant} api={api} queryClient={queryClient} />
    </StrictMode>
  );
  if (!serverRendered) {
    createRoot(container).render(app);
    return;
  }
  // A page the server rendered is on screen already; it is hydrated in tasks of its own, after the scripts'
  // evaluation and then a few milliseconds at a time (a transition), not in one long task. The landing navigation's
  // cookies are written first, as the server's render assumed them, so the first render is the server's. Input
  // meanwhile is not lost: React replays it once the part it hit is hydrated.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (tenant.status === 'ready') {
    const { pathname, search } = window.location;
    const { routeRules = [] } = tenant.brandConfig.configurations ?? {};
    writeLandingCookies(pathname, search, tenant.tenantId, routeRules);
  }
  startTransition(() => void hydrateRoot(container, app));
});
