import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

import { schemaDocuments, schemaRefs, type SchemaTypeMap } from './generated/registry.js';

/** Base URI of every schema's `$id`; refs in `schemaRefs` are relative to it. */
export const SCHEMA_BASE_URI = 'https://telehealth.local/schemas/';

export type SchemaName = keyof SchemaTypeMap;

/** One problem found in a document: where (a JSON pointer, '' for the root) and what is wrong. */
export interface SchemaIssue {
  path: string;
  message: string;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: SchemaIssue[] };

export class SchemaValidationError extends Error {
  constructor(
    readonly schema: SchemaName,
    readonly issues: SchemaIssue[],
  ) {
    super(`Invalid ${schema}: ${issues.map(formatIssue).join('; ')}`);
    this.name = 'SchemaValidationError';
  }
}

/** The one configured ajv instance: JSON Schema 2020-12, formats, every error reported. */
export const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats.default(ajv);
for (const document of schemaDocuments) ajv.addSchema(document);

const compiled = new Map<SchemaName, ValidateFunction>();

/** The compiled validator of a named schema (compiled once, on first use). */
export function validatorFor<K extends SchemaName>(name: K): ValidateFunction<SchemaTypeMap[K]> {
  let fn = compiled.get(name);
  if (!fn) {
    fn = ajv.getSchema(SCHEMA_BASE_URI + schemaRefs[name]);
    if (!fn) throw new Error(`No schema registered for ${name}`);
    compiled.set(name, fn);
  }
  return fn as ValidateFunction<SchemaTypeMap[K]>;
}

export function validate<K extends SchemaName>(name: K, data: unknown): ValidationResult<SchemaTypeMap[K]> {
  const fn = validatorFor(name);
  if (fn(data)) return { ok: true, value: data };
  return { ok: false, issues: toIssues(fn.errors ?? []) };
}

/** Returns the data typed when valid; throws a SchemaValidationError naming every problem otherwise. */
export function assertValid<K extends SchemaName>(name: K, data: unknown): SchemaTypeMap[K] {
  const result = validate(name, data);
  if (!result.ok) throw new SchemaValidationError(name, result.issues);
  return result.value;
}

export function formatIssue(issue: SchemaIssue): string {
  return `${issue.path || '/'} ${issue.message}`;
}

/**
 * Turns ajv's errors into issues that name the offending field: a missing or unexpected property is
 * reported at its own path, and anyOf noise is dropped when a more precise error exists.
 */
export function toIssues(errors: ErrorObject[]): SchemaIssue[] {
  const issues = errors.map((error): SchemaIssue => {
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required') {
      return { path: `${error.instancePath}/${String(params.missingProperty)}`, message: 'is required' };
    }
    if (error.keyword === 'additionalProperties') {
      return {
        path: `${error.instancePath}/${String(params.additionalProperty)}`,
        message: 'is not an allowed property',
      };
    }
    if (error.keyword === 'enum') {
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ');
      return { path: error.instancePath, message: `must be one of ${allowed}` };
    }
    return { path: error.instancePath, message: error.message ?? `fails ${error.keyword}` };
  });
  const precise = issues.filter((_, i) => errors[i]?.keyword !== 'anyOf');
  const unique = new Map((precise.length > 0 ? precise : issues).map((issue) => [formatIssue(issue), issue]));
  return [...unique.values()];
}
