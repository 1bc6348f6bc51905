import './styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { createApiClient } from './api/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { startStaleBuildWatch } from './app/stale-build';
import { initTracking } from './tracking/tracking';
import { pendingRouteCode } from './routing/app-route';
import { readWebEnv } from './config/env';
import { getCookie } from './cookies/cookies';
import { bootTenant } from './tenant/boot-tenant';
import { readInlineBoot } from './tenant/inline-boot';
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
void Promise.all([boot, firstPageCode]).then(([tenant]) => {
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <App boot={tenant} api={api} queryClient={createQueryClient()} />
    </StrictMode>,
  );
});
