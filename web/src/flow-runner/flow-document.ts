import type { FlowVersion } from '@telehealth/schemas';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { useApi } from '../api/api-context';
import type { ApiClient } from '../api/client';

/** The flows the storefront runs: the intake, the quiz and the follow-up visit. */
export type FlowKey = 'intake' | 'quiz' | 'followup' | 'cancellation';

const flowDocumentKey = (api: ApiClient, key: FlowKey, version?: number) =>
  ['flow-version', api.tenantId, key, version ?? 'published'] as const;

/**
 * The published document when it is the pinned version: from the cache (the lead pages fetched it), or from a
 * fetch already under way (the question page asks for it beside the order). Nothing is fetched for it here.
 */
async function publishedIfPinned(
  queryClient: QueryClient,
  api: ApiClient,
  key: FlowKey,
  version: number,
): Promise<FlowVersion | undefined> {
  const publishedKey = flowDocumentKey(api, key);
  const state = queryClient.getQueryState<FlowVersion>(publishedKey);
  if (!state || (state.data === undefined && state.fetchStatus !== 'fetching')) return undefined;
  // fetchQuery joins the fetch under way, or answers from the cache however old (a version never changes); a failure
  // leaves the pinned version to its own fetch.
  const published = await queryClient
    .fetchQuery(flowDocumentQuery(api, key, undefined, Infinity))
    .catch(() => undefined);
  return published?.version === version ? published : undefined;
}

function fetchFlowDocument(api: ApiClient, key: FlowKey, version?: number): Promise<FlowVersion> {
  return version === undefined
    ? api.call('GET /api/flow-versions/{key}', { params: { key } })
    : api.call('GET /api/flow-versions/{key}/{version}', { params: { key, version } });
}

/**
 * GET /api/flow-versions/{key}: the tenant's published version of a flow, or (with a version) the one an order is
 * pinned to (a resumed intake keeps the version it started on). Published documents never change, so a fetched
 * version is kept for the session unless the caller wants the published one checked again sooner. Most orders are
 * pinned to the version still published: given the query client, a pinned version that the published document
 * (cached, or being fetched) is costs no request of its own.
 */
export function flowDocumentQuery(
  api: ApiClient,
  key: FlowKey,
  version?: number,
  staleTime = Infinity,
  queryClient?: QueryClient,
) {
  return {
    queryKey: flowDocumentKey(api, key, version),
    queryFn: async () => {
      const published =
        version !== undefined && queryClient
          ? await publishedIfPinned(queryClient, api, key, version)
          : undefined;
      return published ?? fetchFlowDocument(api, key, version);
    },
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
  const queryClient = useQueryClient();
  return useQuery({
    ...flowDocumentQuery(api, key, options.version, options.staleTime, queryClient),
    enabled: options.enabled ?? true,
  });
}
