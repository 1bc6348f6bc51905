import type { ErrorObject } from 'ajv';

import type { SchemaIssue } from './generated/types.js';
import type { Validator } from './validator-types.js';

/** Base URI of every schema's `$id`; refs in `schemaRefs` are relative to it. */
export const SCHEMA_BASE_URI = 'https://telehealth.local/schemas/';

export type { Validator };

/** One problem found in a document (described by api.schema.json, also used in ErrorResponse.errors). */
export type { SchemaIssue };

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: SchemaIssue[] };

export class SchemaValidationError extends Error {
  constructor(
    /** The schema's name (a `SchemaName`). */
    readonly schema: string,
    readonly issues: SchemaIssue[],
  ) {
    super(`Invalid ${schema}: ${issues.map(formatIssue).join('; ')}`);
    this.name = 'SchemaValidationError';
  }
}

/** Checks data against one compiled validator, naming every problem when it is refused. */
export function validateWith<T>(validator: Validator<T>, data: unknown): ValidationResult<T> {
  if (validator(data)) return { ok: true, value: data };
  return { ok: false, issues: toIssues(validator.errors ?? []) };
}

/** Returns the data typed when valid; throws a SchemaValidationError naming every problem otherwise. */
export function assertValidWith<T>(validator: Validator<T>, data: unknown): T {
  const result = validateWith(validator, data);
  if (!result.ok) throw new SchemaValidationError(validator.schemaName, result.issues);
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
