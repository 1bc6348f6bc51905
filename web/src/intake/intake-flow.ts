import { compileFlow, createProgress, type CompiledFlow, type Progress } from '@telehealth/engine';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useApi } from '../api/api-context';
import { intakeApi } from './order-api';

export interface IntakeFlow {
  compiled: CompiledFlow;
  progressOf: (state: string) => Progress;
}

/** Compiles a FlowVersion document for the storefront: the engine's flow and its progress function. */
export function prepareIntakeFlow(document: unknown): IntakeFlow {
  const compiled = compileFlow(document);
  return { compiled, progressOf: createProgress(compiled.index) };
}

/**
 * The intake flow: the tenant's published version, or the version an order is pinned to (a resumed intake keeps
 * the version it started on). Published documents never change, so a fetched version is kept for the session.
 */
export function useIntakeFlow(version?: number, enabled = true) {
  const api = useApi();
  const query = useQuery({
    queryKey: ['flow-version', api.tenantId, 'intake', version ?? 'published'],
    queryFn: () => intakeApi.flowVersion(api, version),
    staleTime: version === undefined ? 5 * 60_000 : Number.POSITIVE_INFINITY,
    enabled,
  });
  const flow = useMemo(() => (query.data ? prepareIntakeFlow(query.data) : undefined), [query.data]);
  return { flow, error: query.error, isPending: query.isPending };
}
