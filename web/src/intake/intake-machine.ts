import { compileFlow, createProgress, type CompiledFlow } from '@telehealth/engine';
import { useMemo } from 'react';

import { useFlowDocument, type IntakeOutline } from './intake-flow';

/** A flow version compiled for running: the engine's machine, plus the outline. */
export interface IntakeFlow extends IntakeOutline {
  compiled: CompiledFlow;
}

/** Compiles a FlowVersion document for the storefront: the engine's flow and its progress function. */
export function prepareIntakeFlow(document: unknown): IntakeFlow {
  const compiled = compileFlow(document);
  return { compiled, flow: compiled.flow, index: compiled.index, progressOf: createProgress(compiled.index) };
}

/** The compiled intake flow (see useFlowDocument for which version). */
export function useIntakeFlow(version?: number, enabled = true) {
  const query = useFlowDocument(version, enabled);
  const flow = useMemo(() => (query.data ? prepareIntakeFlow(query.data) : undefined), [query.data]);
  return { flow, error: query.error, isPending: query.isPending };
}
