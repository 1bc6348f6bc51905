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
export { ROLE_NAMES, STAFF_ROLES, UserRole, isStaffRole, type StaffRole } from './roles.js';
export { ROUTES } from './contract/routes.js';
export type {
  Access,
  ErrorStatus,
  ExtraParameter,
  HttpMethod,
  InlineSchema,
  RouteContract,
  RoutePattern,
  RouteTag,
  SuccessResponse,
  SuccessStatus,
} from './contract/route-contract.js';
export {
  routeMethod,
  routePath,
  routeUrl,
  type PathParamNames,
  type RouteBody,
  type RouteBodyKind,
  type RouteErrorBody,
  type RouteKey,
  type RouteMethod,
  type RouteParams,
  type RoutePath,
  type RouteQuery,
  type RouteRequest,
  type RouteResponse,
  type RouteStatus,
  type Routes,
} from './contract/route-types.js';
