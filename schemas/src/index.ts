export type * from './generated/types.js';
export { schemaDocuments, schemaRefs, type SchemaTypeMap } from './generated/registry.js';
export {
  SCHEMA_BASE_URI,
  SchemaValidationError,
  ajv,
  assertValid,
  formatIssue,
  toIssues,
  validate,
  validatorFor,
  type SchemaIssue,
  type SchemaName,
  type ValidationResult,
} from './validator.js';
