import { compileValidFlow, createProgress, type CompiledFlow, type ProgressOf } from '@telehealth/engine';
import type { FlowVersion } from '@telehealth/schemas';
import { useMemo } from 'react';

import { useFlowDocument, type FlowDocumentOptions, type FlowKey } from './flow-document';

/** A flow version ready to run: the engine's compiled flow (machine and index) and its progress function. */
export interface RunnableFlow {
  compiled: CompiledFlow;
  progressOf: ProgressOf;
}

/**
 * Compiles a FlowVersion document of the storefront's API (checked against the schema when it was saved and
 * published) for running: the engine's flow and its progress function.
 */
export function prepareFlow(document: FlowVersion): RunnableFlow {
  const compiled = compileValidFlow(document);
  return { compiled, progressOf: createProgress(compiled.index) };
}

/**
 * A flow fetched (useFlowDocument) and compiled. This module is what loads the state machine library: pages that
 * only index a flow (the lead pages, resume) use the document without it.
 */
export function useRunnableFlow(key: FlowKey, options: FlowDocumentOptions = {}) {
  const query = useFlowDocument(key, options);
  const flow = useMemo(() => (query.data ? prepareFlow(query.data) : undefined), [query.data]);
  return { flow, error: query.error, isPending: query.isPending };
}
