import { BadRequestException } from '@nestjs/common';
import { validate, type SchemaName, type SchemaTypeMap } from '@telehealth/schemas';

/**
 * Checks a query string or path parameters against their schema. A mismatch is a 400 whose message names every
 * offending field (`Invalid query string: isFollowup must be one of "true", "false"`) and whose `errors` list
 * the schema issues.
 */
export function validateRequest<K extends SchemaName>(
  name: K,
  data: unknown,
  what: 'query string' | 'path parameters',
): SchemaTypeMap[K] {
  const result = validate(name, { ...(data as object) });
  if (result.ok) return result.value;
  const details = result.issues.map((issue) => `${issue.path.replace(/^\//, '') || what} ${issue.message}`);
  throw new BadRequestException({ message: `Invalid ${what}: ${details.join('; ')}`, errors: result.issues });
}
