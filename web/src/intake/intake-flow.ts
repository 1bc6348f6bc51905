import { indexFlow, type FlowIndex } from '@telehealth/engine';
import type { FlowVersion } from '@telehealth/schemas';
import { useMemo } from 'react';

import { useFlowDocument } from '../flow-runner/flow-document';

/** What the lead pages, checkout and resume need of a flow version: its questions indexed. */
export interface IntakeOutline {
  flow: FlowVersion;
  index: FlowIndex;
}

/**
 * Indexes a FlowVersion document the API answered, without building its machine: the lead pages, checkout and
 * resume do not run the intake, so they load neither the state machine library nor the FlowVersion validator. The
 * API stores only documents that pass the schema, and the question page compiles the document it runs
 * (`compileValidFlow`, see runnable-flow.ts). The progress bar's count is `intake-progress.ts`.
 */
export function outlineIntake(flow: FlowVersion): IntakeOutline {
  return { flow, index: indexFlow(flow) };
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
