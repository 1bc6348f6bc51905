import type { ErrorObject } from 'ajv';

import type { SchemaTypeMap } from './generated/registry.js';

export type SchemaName = keyof SchemaTypeMap;

/** The compiled validator of one named schema: a type guard that leaves ajv's errors of its last call behind. */
export interface Validator<T> {
  (data: unknown): data is T;
  readonly schemaName: SchemaName;
  errors: ErrorObject[] | null;
}

type CompiledFunction = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** Names a compiled ajv function (src/generated/validators.ts wraps each of its exports with it). */
export function named<T>(schemaName: SchemaName, compiled: CompiledFunction): Validator<T> {
  const validator = Object.assign(
    (data: unknown): data is T => {
      const ok = compiled(data);
      validator.errors = ok ? null : (compiled.errors ?? []);
      return ok;
    },
    { schemaName, errors: null as ErrorObject[] | null },
  );
  return validator;
}
