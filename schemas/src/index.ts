export type * from './generated/types.js';
export { schemaDocuments, schemaRefs, type SchemaTypeMap } from './generated/registry.js';
/**
 * Every named schema's validator, compiled ahead of time. Code that ships to a browser names the ones it needs
 * (`validateWith(validators.Theme, data)`), so its bundle carries only those; server code may look them up by name
 * (`validate('Theme', data)`).
 */
export * as validators from './generated/validators/index.js';
export { ajv } from './ajv.js';
export { assertValid, validate, validatorFor, type SchemaName } from './by-name.js';
export {
  SCHEMA_BASE_URI,
  SchemaValidationError,
  assertValidWith,
  formatIssue,
  toIssues,
  validateWith,
  type SchemaIssue,
  type ValidationResult,
  type Validator,
} from './validator.js';
