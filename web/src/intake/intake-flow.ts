import { createProgress, indexFlow, type FlowIndex, type Progress } from '@telehealth/engine';
import { assertValidWith, validators, type FlowVersion } from '@telehealth/schemas';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useApi } from '../api/api-context';
import { intakeApi } from './order-api';

/** What the lead pages and resume need of a flow version: its questions indexed and the progress function. */
export interface IntakeOutline {
  flow: FlowVersion;
  index: FlowIndex;
  progressOf: (state: string) => Progress;
}

/**
 * Validates a FlowVersion document and indexes it, without building its machine: the lead pages and resume do not
 * run the intake, so they do not load the state machine library (the question page does, see intake-machine.ts).
 */
export function outlineIntake(document: unknown): IntakeOutline {
  const flow = assertValidWith(validators.FlowVersion, document);
  const index = indexFlow(flow);
  return { flow, index, progressOf: createProgress(index) };
}

/**
 * The intake's FlowVersion document: the tenant's published version, or the version an order is pinned to (a
 * resumed intake keeps the version it started on). Published documents never change, so a fetched version is kept
 * for the session.
 */
export function useFlowDocument(version?: number, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: ['flow-version', api.tenantId, 'intake', version ?? 'published'],
    queryFn: () => intakeApi.flowVersion(api, version),
    staleTime: version === undefined ? 5 * 60_000 : Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** The outline of the intake flow (see useFlowDocument for which version). */
export function useIntakeOutline(version?: number, enabled = true) {
  const query = useFlowDocument(version, enabled);
  const outline = useMemo(() => (query.data ? outlineIntake(query.data) : undefined), [query.data]);
  return { outline, error: query.error, isPending: query.isPending };
}
