import { createProgress, indexFlow, type FlowIndex, type ProgressOf } from '@telehealth/engine';
import { assertValidWith, validators, type FlowVersion } from '@telehealth/schemas';
import { useMemo } from 'react';

import { useFlowDocument } from '../flow-runner/flow-document';

/** What the lead pages and resume need of a flow version: its questions indexed and the progress function. */
export interface IntakeOutline {
  flow: FlowVersion;
  index: FlowIndex;
  progressOf: ProgressOf;
}

/**
 * Validates a FlowVersion document and indexes it, without building its machine: the lead pages and resume do not
 * run the intake, so they do not load the state machine library (the question page does, see runnable-flow.ts).
 */
export function outlineIntake(document: unknown): IntakeOutline {
  const flow = assertValidWith(validators.FlowVersion, document);
  const index = indexFlow(flow);
  return { flow, index, progressOf: createProgress(index) };
}

/**
 * The outline of the intake flow: the tenant's published version (checked again after 5 minutes, so a new version
 * reaches the lead pages), or the version an order is pinned to.
 */
export function useIntakeOutline(version?: number, enabled = true) {
  const query = useFlowDocument('intake', {
    version,
    enabled,
    staleTime: version === undefined ? 5 * 60_000 : Infinity,
  });
  const outline = useMemo(() => (query.data ? outlineIntake(query.data) : undefined), [query.data]);
  return { outline, error: query.error, isPending: query.isPending };
}
