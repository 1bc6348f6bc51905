import type { ErrorObject } from 'ajv';

/**
 * The compiled validator of one named schema: a type guard that leaves ajv's errors of its last call behind.
 * Nothing here imports the generated code, which imports `named`.
 */
export interface Validator<T> {
  (data: unknown): data is T;
  /** The schema's name (a `SchemaName`). */
  readonly schemaName: string;
  errors: ErrorObject[] | null;
}

type CompiledFunction = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** Names a compiled ajv function (src/generated/validators/ wraps each of its exports with it). */
export function named<T>(schemaName: string, compiled: CompiledFunction): Validator<T> {
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
