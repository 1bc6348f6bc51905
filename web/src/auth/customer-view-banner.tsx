import { useQuery } from '@tanstack/react-query';
import { jwtDecode } from 'jwt-decode';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { ApiError } from '../api/client';
import { useApi } from '../api/api-context';
import { getCookie } from '../cookies/cookies';
import { LayoutBannerProvider } from '../layouts/layout-banner';
import { useTenant } from '../tenant/tenant-context';
import { endCustomerView, readCustomerView, type CustomerView, type MasqueradeEnd } from './staff-session';

/** How often the banner asks the API whether the customer view is still accepted. */
const RECHECK_MS = 30_000;

/** How long End waits for the API to record the end before leaving anyway. */
const RECORD_END_TIMEOUT_MS = 3_000;

/**
 * Whether this page has started ending the view: the expiry timer, a refused check and End may all fire at once,
 * and only the first may end it (a second would find the staff login already back and clear it). The page is then
 * replaced by a full load, which resets this.
 */
let ending = false;

/**
 * Ends the view: tells the API first when the staff member ends it (`POST /api/auth/masquerade/end` with the mask
 * token, audited like the start; a view that expired or was refused has no valid token to say it with), then
 * clears it in this browser and loads the staff area in full (nothing of the customer stays in memory).
 */
export function useLeaveCustomerView(): (reason: MasqueradeEnd) => Promise<void> {
  const api = useApi();
  return useCallback(
    async (reason: MasqueradeEnd) => {
      if (ending) return;
      ending = true;
      if (reason === 'ended') {
        const timeout = new Promise((resolve) => window.setTimeout(resolve, RECORD_END_TIMEOUT_MS));
        // The view ends whatever the answer: the audit log then shows the view's last request instead.
        await Promise.race([api.call('POST /api/auth/masquerade/end').catch(() => undefined), timeout]);
      }
      window.location.assign(endCustomerView(reason));
    },
    [api],
  );
}

/** The customer view of this browser's token cookie, read at each render (the cookies change on navigation). */
export function useCustomerView(): CustomerView | null {
  const { tenantId } = useTenant();
  useLocation();
  return readCustomerView(getCookie('token'), jwtDecode, tenantId);
}

/**
 * The masquerade banner: every layout's banner slot, while this browser acts as a customer with a mask token. It
 * names the staff member and the customer (GET /api/auth/me with the mask token answers both) and has End. It also
 * ends the view by itself, with the reason, when the mask token runs out or the API stops accepting it (401).
 */
function CustomerViewBanner({ view }: { view: CustomerView }) {
  const api = useApi();
  const me = useQuery({
    queryKey: ['customer-view', 'me', view.token],
    queryFn: () => api.call('GET /api/auth/me'),
    refetchInterval: RECHECK_MS,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const leave = useLeaveCustomerView();
  const end = useCallback((reason: MasqueradeEnd) => void leave(reason), [leave]);

  const expired = () => view.expiresAtMs !== undefined && view.expiresAtMs <= Date.now();
  useEffect(() => {
    if (view.expiresAtMs === undefined) return;
    const timer = window.setTimeout(() => end('expired'), Math.max(0, view.expiresAtMs - Date.now()));
    return () => window.clearTimeout(timer);
  }, [view.expiresAtMs, end]);
  const refused = me.error instanceof ApiError && (me.error.status === 401 || me.error.status === 403);
  useEffect(() => {
    if (refused) end(expired() ? 'expired' : 'refused');
  });

  const staff = me.data?.masquerade?.email ?? `staff member ${view.staffId}`;
  const customer = me.data?.email ?? `customer ${view.customerId}`;
  return (
    <section
      className="customer-view-banner"
      aria-label="Viewing as a customer"
      data-testid="customer-view-banner"
    >
      <p className="customer-view-banner__text">
        <strong>{staff}</strong> is viewing the store as <strong>{customer}</strong>. What you do here is done
        for this customer and recorded as yours.
      </p>
      <button
        type="button"
        className="button button--secondary customer-view-banner__end"
        onClick={() => end('ended')}
      >
        End
      </button>
    </section>
  );
}

/** Fills every layout's banner slot with the masquerade banner while this browser is in a customer view. */
export function CustomerViewBannerProvider({ children }: { children: ReactNode }) {
  const view = useCustomerView();
  return (
    <LayoutBannerProvider banner={view ? <CustomerViewBanner key={view.token} view={view} /> : null}>
      {children}
    </LayoutBannerProvider>
  );
}
