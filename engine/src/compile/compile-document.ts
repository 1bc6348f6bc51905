import { assertValidWith, validators } from '@telehealth/schemas';

import { compileValidFlow, type CompiledFlow } from './compile-flow.js';

/**
 * Compiles a flow version document into an XState machine (compileValidFlow), after validating it against the
 * FlowVersion schema (a SchemaValidationError lists what is wrong): for documents of unknown origin (imports,
 * drafts, the API's reads).
 */
export function compileFlow(document: unknown): CompiledFlow {
  return compileValidFlow(assertValidWith(validators.FlowVersion, document));
}
