import { useMutation } from '@tanstack/react-query';
import { UserRole, type AdminUser } from '@telehealth/schemas';
import { useContext } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useAdminApi } from '../api/admin-api';
import { ViewAsCustomerContext } from '../api/admin-staff';
import { failureMessage } from '../api/failure';

/** Why the storefront sent the staff member back here (`?masquerade=` of the return address). */
const ENDED: Record<string, string> = {
  ended: 'You stopped viewing the store as this customer.',
  expired: 'Your view as this customer ended: its time ran out. View as customer again to go on.',
  refused:
    'Your view as this customer ended: the API no longer accepts it (your role or theirs changed). Nothing was changed.',
};

/**
 * "View as customer" on a customer's page (admins and agents): asks the API for a mask token
 * (`POST /api/auth/masquerade`, audited) and hands it to the host, which keeps the staff login aside and opens the
 * storefront's account as the customer in this tab. Shown for customers only; the API's refusal is shown here.
 */
export function ViewAsCustomerButton({ user }: { user: AdminUser }) {
  const api = useAdminApi();
  const viewAsCustomer = useContext(ViewAsCustomerContext);
  const [search] = useSearchParams();
  const start = useMutation({
    mutationFn: () => api.call('POST /api/auth/masquerade', { body: { userId: user.id } }),
    onSuccess: (masquerade) => viewAsCustomer?.(masquerade),
  });
  const ended = ENDED[search.get('masquerade') ?? ''];
  if (!viewAsCustomer || user.role !== UserRole.Customer) return null;
  return (
    <div className="admin-view-as">
      <button
        type="button"
        className="admin-button admin-button--primary"
        disabled={start.isPending || start.isSuccess}
        onClick={() => start.mutate()}
      >
        View as customer
      </button>
      <div aria-live="polite">
        {start.isPending || start.isSuccess ? (
          <p className="admin-status" role="status">
            Opening the store as {user.email}…
          </p>
        ) : ended ? (
          <p className="admin-alert" role="status">
            {ended}
          </p>
        ) : null}
      </div>
      {start.isError ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {failureMessage(start.error)}
        </p>
      ) : null}
    </div>
  );
}
