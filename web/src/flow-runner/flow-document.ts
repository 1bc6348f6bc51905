import { useQuery } from '@tanstack/react-query';

import { useApi } from '../api/api-context';
import type { ApiClient } from '../api/client';

/** The flows the storefront runs: the intake, the quiz and the follow-up visit. */
export type FlowKey = 'intake' | 'quiz' | 'followup' | 'cancellation';

/**
 * GET /api/flow-versions/{key}: the tenant's published version of a flow, or (with a version) the one an order is
 * pinned to (a resumed intake keeps the version it started on). Published documents never change, so a fetched
 * version is kept for the session unless the caller wants the published one checked again sooner.
 */
export function flowDocumentQuery(api: ApiClient, key: FlowKey, version?: number, staleTime = Infinity) {
  return {
    queryKey: ['flow-version', api.tenantId, key, version ?? 'published'],
    queryFn: () =>
      version === undefined
        ? api.call('GET /api/flow-versions/{key}', { params: { key } })
        : api.call('GET /api/flow-versions/{key}/{version}', { params: { key, version } }),
    staleTime,
  };
}

export interface FlowDocumentOptions {
  /** The pinned version; the published one without. */
  version?: number;
  enabled?: boolean;
  /** How long the fetched document counts as fresh (default: for the session). */
  staleTime?: number;
}

/** A flow's FlowVersion document (see flowDocumentQuery), for the engine to index or compile. */
export function useFlowDocument(key: FlowKey, options: FlowDocumentOptions = {}) {
  const api = useApi();
  return useQuery({
    ...flowDocumentQuery(api, key, options.version, options.staleTime),
    enabled: options.enabled ?? true,
  });
}
