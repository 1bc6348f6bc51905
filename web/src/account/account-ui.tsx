import type { OrderStatusColor } from '@telehealth/engine';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { apiErrorMessage } from '../api/client';
import { useCustomerView, useLeaveCustomerView } from '../auth/customer-view';
import { clearSession } from '../auth/session';
import { FormError } from '../ui/form-error';

/**
 * Where the account's pages are: v2 pages link to v2 pages, v1 pages (/account, /account/*) to v1 ones. Orders
 * (and an order's page) exist only in v2 (spec section 2); chat is v2's.
 */
export function useAccountPaths() {
  const v2 = useLocation().pathname.startsWith('/accountv2');
  const base = v2 ? '/accountv2' : '/account';
  return {
    v2,
    overview: base,
    orders: '/accountv2/orders',
    order: (orderId: string) => `/accountv2/orders/${encodeURIComponent(orderId)}`,
    subscriptions: `${base}/subscriptions`,
    profile: `${base}/profile`,
    support: `${base}/support`,
    chat: '/accountv2/chat',
  };
}

export function StatusBadge({ color, children }: { color: OrderStatusColor; children: ReactNode }) {
  return <span className={`status-badge status-badge--${color}`}>{children}</span>;
}

/** A page's loading line (announced politely). */
export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="account-muted">
      Loading {what}…
    </p>
  );
}

/** A load that failed: what failed, the API's reason, and a way to try again. */
export function LoadFailed({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  return (
    <div className="account-error">
      <FormError>
        We could not load {what}. {apiErrorMessage(error)}
      </FormError>
      <button type="button" className="button button--secondary" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

/**
 * Log out in this browser: the login cookies go, and the account sends to /login. While a staff member views the
 * account as the customer, it ends that view instead (as the banner's End): the staff member is back in the staff
 * area, and the customer's own logins elsewhere are untouched.
 */
export function LogOutButton() {
  const navigate = useNavigate();
  const customerView = useCustomerView();
  const leaveCustomerView = useLeaveCustomerView();
  return (
    <button
      type="button"
      className="button button--secondary account-header__logout"
      onClick={() => {
        if (customerView) {
          void leaveCustomerView('ended');
          return;
        }
        clearSession();
        void navigate('/login', { replace: true });
      }}
    >
      Log out
    </button>
  );
}
