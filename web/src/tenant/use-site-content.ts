import { useQuery } from '@tanstack/react-query';

import { useApi } from '../api/api-context';
import { useTenant } from './tenant-context';

/** Query key of the tenant's site content (the tenant is part of it: one browser may visit two brands). */
export const siteContentKeys = {
  content: (tenantId: number) => ['site-content', tenantId] as const,
};

/** Site content changes only when the data is deployed: fetched once per visit, like the brand config's cache. */
const SITE_CONTENT_STALE_MS = 30 * 60_000;

/**
 * The words of the tenant's public site (GET /api/tenant/content): home page steps, info pages and docs. Only the
 * site pages ask for it, so the intake's pages never download it.
 */
export function useSiteContent() {
  const api = useApi();
  const { tenantId } = useTenant();
  return useQuery({
    queryKey: siteContentKeys.content(tenantId),
    queryFn: ({ signal }) => api.call('GET /api/tenant/content', { signal }),
    staleTime: SITE_CONTENT_STALE_MS,
  });
}
