import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

import { schemaDocuments, schemaRefs, type SchemaTypeMap } from './generated/registry.js';
import type { SchemaIssue } from './generated/types.js';

/** Base URI of every schema's `$id`; refs in `schemaRefs` are relative to it. */
export const SCHEMA_BASE_URI = 'https://telehealth.local/schemas/';

export type SchemaName = keyof SchemaTypeMap;

/** One problem found in a document (described by api.schema.json, also used in ErrorResponse.errors). */
export type { SchemaIssue };

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

const options = { strict: true, allowUnionTypes: true, multipleOfPrecision: 9 } as const;

/**
 * The one configured ajv instance: JSON Schema 2020-12, formats, every error reported. multipleOfPrecision
 * makes `multipleOf: 0.01` (Money) accept 19.99, whose division by 0.01 is not exact in floating point.
 */
export const ajv = new Ajv2020({ ...options, allErrors: true });
addFormats.default(ajv);
for (const document of schemaDocuments) ajv.addSchema(document);

/**
 * The same schemas, stopping at the first error: most data is valid, and proving it is a quarter faster this
 * way (large flow documents). Only data it refuses is checked again by `ajv` to report every issue.
 */
const firstErrorAjv = new Ajv2020({ ...options, allErrors: false });
addFormats.default(firstErrorAjv);
for (const document of schemaDocuments) firstErrorAjv.addSchema(document);

const compiled = new Map<SchemaName, ValidateFunction>();
const quick = new Map<SchemaName, ValidateFunction>();

function compiledFrom(
  instance: Ajv2020,
  cache: Map<SchemaName, ValidateFunction>,
  name: SchemaName,
): ValidateFunction {
  let fn = cache.get(name);
  if (!fn) {
    fn = instance.getSchema(SCHEMA_BASE_URI + schemaRefs[name]);
    if (!fn) throw new Error(`No schema registered for ${name}`);
    cache.set(name, fn);
  }
  return fn;
}

/** The compiled validator of a named schema, reporting every error (compiled once, on first use). */
export function validatorFor<K extends SchemaName>(name: K): ValidateFunction<SchemaTypeMap[K]> {
  return compiledFrom(ajv, compiled, name) as ValidateFunction<SchemaTypeMap[K]>;
}

export function validate<K extends SchemaName>(name: K, data: unknown): ValidationResult<SchemaTypeMap[K]> {
  if (compiledFrom(firstErrorAjv, quick, name)(data)) return { ok: true, value: data as SchemaTypeMap[K] };
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

/** Keywords whose errors only summarise the errors of their subschemas. */
const SUMMARY_KEYWORDS = new Set(['anyOf', 'oneOf', 'if', 'propertyNames']);

/**
 * Turns ajv's errors into issues that name the offending field: a missing, unexpected or wrongly named
 * property is reported at its own path, and summaries (anyOf, oneOf, if, propertyNames) are dropped when a
 * more precise error exists. Where a value has alternatives (anyOf/oneOf), the type mismatches of the
 * alternatives it is not are dropped when one alternative matched its type (its own errors say more), else
 * merged into one issue ("must be object or null").
 */
export function toIssues(errors: ErrorObject[]): SchemaIssue[] {
  const alternativePaths = new Set(
    errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath),
  );
  const isAlternativeMismatch = (e: ErrorObject) =>
    e.keyword === 'type' && alternativePaths.has(e.instancePath);
  /** Per path, the one issue that lists the types its alternatives accept. */
  const merged = new Map<string, { issue: SchemaIssue; types: Set<string> }>();
  const issues: SchemaIssue[] = [];
  for (const error of errors) {
    if (SUMMARY_KEYWORDS.has(error.keyword)) continue;
    if (!isAlternativeMismatch(error)) {
      issues.push(toIssue(error));
      continue;
    }
    const path = error.instancePath;
    const typeMatched = errors.some(
      (e) =>
        !SUMMARY_KEYWORDS.has(e.keyword) &&
        !isAlternativeMismatch(e) &&
        (e.instancePath === path || e.instancePath.startsWith(`${path}/`)),
    );
    if (typeMatched) continue;
    let entry = merged.get(path);
    if (!entry) {
      entry = { issue: { path, message: '' }, types: new Set() };
      merged.set(path, entry);
      issues.push(entry.issue);
    }
    for (const type of String(error.params.type).split(',')) entry.types.add(type);
  }
  for (const { issue, types } of merged.values()) issue.message = `must be ${joinAlternatives([...types])}`;
  if (issues.length === 0) return errors.map(toIssue);
  const unique = new Map(issues.map((issue) => [formatIssue(issue), issue]));
  return [...unique.values()];
}

function toIssue(error: ErrorObject): SchemaIssue {
  const params = error.params as Record<string, unknown>;
  if (error.propertyName !== undefined) {
    // An error inside propertyNames: the key itself is wrong.
    return { path: child(error.instancePath, error.propertyName), message: `property name ${error.message}` };
  }
  if (error.keyword === 'required') {
    return { path: child(error.instancePath, params.missingProperty), message: 'is required' };
  }
  if (error.keyword === 'dependentRequired') {
    return {
      path: child(error.instancePath, params.missingProperty),
      message: `is required when ${String(params.property)} is present`,
    };
  }
  if (error.keyword === 'additionalProperties') {
    return {
      path: child(error.instancePath, params.additionalProperty),
      message: 'is not an allowed property',
    };
  }
  if (error.keyword === 'enum') {
    const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ');
    return { path: error.instancePath, message: `must be one of ${allowed}` };
  }
  return { path: error.instancePath, message: error.message ?? `fails ${error.keyword}` };
}

/** The JSON pointer of a property inside the value at `path`. */
function child(path: string, key: unknown): string {
  return `${path}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

/** ['string', 'number', 'object'] → 'string, number or object'. */
function joinAlternatives(words: string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}
