import { validate, type SchemaName } from '@telehealth/schemas';
import { expect } from 'vitest';

/** Fails with the schema issues when `body` does not have the shape of `name`. */
export function expectShape(name: SchemaName, body: unknown): void {
  const result = validate(name, body);
  expect(result.ok ? [] : result.issues).toEqual([]);
}
