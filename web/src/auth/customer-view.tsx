import { jwtDecode } from 'jwt-decode';
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { useApi } from '../api/api-context';
import { getCookie } from '../cookies/cookies';
import { LayoutBannerProvider } from '../layouts/layout-banner';
import { useTenant } from '../tenant/tenant-context';
import { endCustomerView, readCustomerView, type CustomerView, type MasqueradeEnd } from './staff-session';

/** The banner's code loads only in a customer view: no customer or patient page needs it. */
const CustomerViewBanner = lazy(() =>
  import('./customer-view-banner').then((module) => ({ default: module.CustomerViewBanner })),
);

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

/** Fills every layout's banner slot with the masquerade banner while this browser is in a customer view. */
export function CustomerViewBannerProvider({ children }: { children: ReactNode }) {
  const view = useCustomerView();
  const leave = useLeaveCustomerView();
  const banner = view ? (
    <Suspense fallback={null}>
      <CustomerViewBanner key={view.token} view={view} leave={leave} />
    </Suspense>
  ) : null;
  return <LayoutBannerProvider banner={banner}>{children}</LayoutBannerProvider>;
}
