import { useApi } from '../api/api-context';
import { getCookie } from '../cookies/cookies';

/**
 * The root query key of the logged-in customer's data, by tenant and user: one browser may hold two brands, and an
 * agent may open several customers' accounts one after the other. Every query of a customer's data (the account's,
 * the follow-ups') sits under it, so logging out or switching customers forgets them together.
 */
export const customerDataKey = (tenantId: number | null, userId: string | undefined) =>
  ['account', tenantId, userId ?? 'nobody'] as const;

/** The API client and the logged-in user's id (cookie `userId`, written at login or from a mask token). */
export function useAccountUser() {
  const api = useApi();
  return { api, tenantId: api.tenantId, userId: getCookie('userId') };
}
