import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';

import { ApiError } from '../api/client';
import { useApi } from '../api/api-context';
import type { CustomerView, MasqueradeEnd } from './staff-session';

/** How often the banner asks the API whether the customer view is still accepted. */
const RECHECK_MS = 30_000;

/**
 * The masquerade banner: every layout's banner slot, while this browser acts as a customer with a mask token. It
 * names the staff member and the customer (GET /api/auth/me with the mask token answers both) and has End. It also
 * ends the view by itself, with the reason, when the mask token runs out or the API stops accepting it (401).
 */
export function CustomerViewBanner({
  view,
  leave,
}: {
  view: CustomerView;
  /** Ends the view (useLeaveCustomerView). */
  leave: (reason: MasqueradeEnd) => Promise<void>;
}) {
  const api = useApi();
  const me = useQuery({
    queryKey: ['customer-view', 'me', view.token],
    queryFn: () => api.call('GET /api/auth/me'),
    refetchInterval: RECHECK_MS,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
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
