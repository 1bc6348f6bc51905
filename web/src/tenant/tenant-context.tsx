import type { TenantId } from '@telehealth/schemas';
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';

import { ApiContext } from '../api/api-context';
import type { ApiClient } from '../api/client';
import { removeGlobalLoader } from '../theme/global-loader';
import type { TenantBoot } from './boot-tenant';
import type { LoadedBrandConfig } from './brand-config';

export interface TenantContextValue {
  tenantId: TenantId;
  /** Parts that failed to load are null; screens fall back to neutral content for them. */
  brandConfig: LoadedBrandConfig;
}

export const TenantContext = createContext<TenantContextValue | null>(null);

/** The current tenant: its id and brand config. */
export function useTenant(): TenantContextValue {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant() must be used inside <TenantProvider>');
  return tenant;
}

function BootFailed() {
  useEffect(() => removeGlobalLoader(document), []);
  return (
    <main className="boot-failed" role="alert">
      <h1>We could not open this site</h1>
      <p>Please check your connection and try again.</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}

export interface TenantProviderProps {
  /** The settled boot (main.tsx mounts React once it is: no render waits on it, so nothing suspends for it). */
  boot: TenantBoot;
  /** The client without tenant; children get it bound to the booted tenant. */
  api: ApiClient;
  children: ReactNode;
}

/**
 * Provides the booted tenant and its API client. After mount it removes the global loader: the theme and head are in
 * the page by then (the server's HTML, or main.tsx's `applyBrandToDocument` before mounting), so the page is first
 * seen in its own brand's colours.
 */
export function TenantProvider({ boot: result, api, children }: TenantProviderProps) {
  const tenantId = result.status === 'ready' ? result.tenantId : null;
  const brandConfig = result.status === 'ready' ? result.brandConfig : null;
  const tenant = useMemo(
    () => (tenantId !== null && brandConfig ? { tenantId, brandConfig } : null),
    [tenantId, brandConfig],
  );
  const tenantApi = useMemo(() => (tenantId !== null ? api.withTenant(tenantId) : null), [api, tenantId]);

  // A layout effect: before the first paint.
  useLayoutEffect(() => {
    if (tenant) removeGlobalLoader(document);
  }, [tenant]);

  // The reason was logged by bootTenant; patients get a way out, not the technical detail.
  if (result.status === 'failed') return <BootFailed />;
  return (
    <TenantContext value={tenant}>
      <ApiContext value={tenantApi}>{children}</ApiContext>
    </TenantContext>
  );
}
