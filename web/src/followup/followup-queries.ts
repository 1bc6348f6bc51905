import { useQuery } from '@tanstack/react-query';

import { customerDataKey, useAccountUser } from '../auth/account-user';

/** The query key of the customer's follow-ups (under the customer's data key: one per tenant and user). */
export const followupsKey = (tenantId: number | null, userId: string | undefined) =>
  [...customerDataKey(tenantId, userId), 'followups'] as const;

/** The follow-up of each of the customer's subscriptions (GET /api/account/followups), newest order first. */
export function useFollowups() {
  const { api, tenantId, userId } = useAccountUser();
  return useQuery({
    queryKey: followupsKey(tenantId, userId),
    queryFn: ({ signal }) => api.call('GET /api/account/followups', { signal }),
  });
}
