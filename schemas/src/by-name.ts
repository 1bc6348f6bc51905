import type { SchemaTypeMap } from './generated/registry.js';
import * as validators from './generated/validators/index.js';
import { assertValidWith, validateWith, type ValidationResult } from './validator.js';
import type { Validator } from './validator-types.js';

/** The name of a schema that has a validator: a named type of `@telehealth/schemas`. */
export type SchemaName = keyof SchemaTypeMap;

type ValidatorMap = { [K in SchemaName]: Validator<SchemaTypeMap[K]> };

/**
 * The validator of a schema by name. Looking validators up by name keeps all of them in a bundle: server code
 * may, browser code uses `validators.X` (enforced by lint).
 */
export function validatorFor<K extends SchemaName>(name: K): ValidatorMap[K] {
  const validator = (validators as unknown as Partial<ValidatorMap>)[name];
  if (!validator) throw new Error(`No schema named ${String(name)}`);
  return validator;
}

export function validate<K extends SchemaName>(name: K, data: unknown): ValidationResult<SchemaTypeMap[K]> {
  return validateWith(validatorFor(name), data);
}

/** Returns the data typed when valid; throws a SchemaValidationError naming every problem otherwise. */
export function assertValid<K extends SchemaName>(name: K, data: unknown): SchemaTypeMap[K] {
  return assertValidWith(validatorFor(name), data);
}
