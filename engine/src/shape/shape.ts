import type { SchemaIssue } from '@telehealth/schemas';

/**
 * A few small schemas written out by hand, for the checks that every storefront page runs at start (tokens, the
 * login redirect, error codes, the lead cookie, answers): the compiled validators of `@telehealth/schemas` would put
 * ajv's code for every schema those pages never check into the first script. Each shape mirrors its JSON Schema
 * (`shape.test.ts` holds both to the same verdicts and issues on the same values), with ajv's messages as
 * `toIssues` words them.
 */
export type Shape =
  | { type: 'integer' | 'number'; minimum?: number; maximum?: number; enum?: readonly number[] }
  | {
      type: 'string';
      minLength?: number;
      maxLength?: number;
      /** The schema's pattern, as written there (ajv compiles it with the `u` flag). */
      pattern?: string;
      format?: RegExp;
    }
  | {
      type: 'object';
      required: readonly string[];
      /** Every allowed property (additionalProperties: false). */
      properties: Readonly<Record<string, Shape>>;
    };

/** ajv's `number` and `integer` types: finite numbers, integers without a fraction. */
function typeMatches(shape: Shape, value: unknown): boolean {
  switch (shape.type) {
    case 'integer':
      return typeof value === 'number' && Number.isFinite(value) && value % 1 === 0;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string':
      return typeof value === 'string';
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
  }
}

const child = (path: string, key: string) => `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
/** Characters as JSON Schema counts them (code points), as ajv's `ucs2length`. */
const length = (text: string) => [...text].length;

/** Every problem of `value` against `shape`, in the order ajv reports them (allErrors); empty when it conforms. */
export function shapeIssues(shape: Shape, value: unknown, path = ''): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const add = (message: string, at = path) => issues.push({ path: at, message });
  if (!typeMatches(shape, value)) {
    add(`must be ${shape.type}`);
    // `enum` does not depend on the type, so ajv checks it as well.
    if ('enum' in shape && shape.enum && !shape.enum.includes(value as number)) add(enumMessage(shape.enum));
    return issues;
  }
  switch (shape.type) {
    case 'integer':
    case 'number': {
      const number = value as number;
      if (shape.maximum !== undefined && !(number <= shape.maximum)) add(`must be <= ${shape.maximum}`);
      if (shape.minimum !== undefined && !(number >= shape.minimum)) add(`must be >= ${shape.minimum}`);
      if (shape.enum && !shape.enum.includes(number)) add(enumMessage(shape.enum));
      break;
    }
    case 'string': {
      const text = value as string;
      if (shape.maxLength !== undefined && length(text) > shape.maxLength) {
        add(`must NOT have more than ${shape.maxLength} characters`);
      }
      if (shape.minLength !== undefined && length(text) < shape.minLength) {
        add(`must NOT have fewer than ${shape.minLength} characters`);
      }
      if (shape.pattern !== undefined && !compiled(shape.pattern).test(text)) {
        add(`must match pattern "${shape.pattern}"`);
      }
      if (shape.format && !shape.format.test(text)) add(`must match format "${formatName(shape.format)}"`);
      break;
    }
    case 'object': {
      const object = value as Record<string, unknown>;
      for (const key of shape.required) if (object[key] === undefined) add('is required', child(path, key));
      for (const key of Object.keys(object)) {
        if (!Object.hasOwn(shape.properties, key)) add('is not an allowed property', child(path, key));
      }
      for (const [key, property] of Object.entries(shape.properties)) {
        if (Object.hasOwn(object, key) && object[key] !== undefined) {
          issues.push(...shapeIssues(property, object[key], child(path, key)));
        }
      }
      break;
    }
  }
  return issues;
}

const enumMessage = (values: readonly number[]) => `must be one of ${values.join(', ')}`;

const patterns = new Map<string, RegExp>();
function compiled(pattern: string): RegExp {
  let regExp = patterns.get(pattern);
  if (!regExp) patterns.set(pattern, (regExp = new RegExp(pattern, 'u')));
  return regExp;
}

/** Whether `value` conforms to `shape`. */
export const conforms = (shape: Shape, value: unknown): boolean => shapeIssues(shape, value).length === 0;

/** One issue as `formatIssue` of `@telehealth/schemas` writes it: "/path message". */
export const formatShapeIssue = (issue: SchemaIssue): string => `${issue.path || '/'} ${issue.message}`;

// ajv-formats' `email` format (its fullFormats), the only format these shapes use.
export const EMAIL_FORMAT =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formatName = (format: RegExp) => (format === EMAIL_FORMAT ? 'email' : 'format');
