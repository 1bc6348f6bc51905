import { BadRequestException } from '@nestjs/common';
import { validate, type SchemaName, type SchemaTypeMap } from '@telehealth/schemas';

/**
 * Checks a request body, query string or path parameters against their schema. A mismatch is a 400 whose message
 * names every offending field (`Invalid query string: isFollowup must be one of "true", "false"`) and whose
 * `errors` list the schema issues. Nothing has been written when it throws, so callers validate first.
 */
export function validateRequest<K extends SchemaName>(
  name: K,
  data: unknown,
  what: 'body' | 'query string' | 'path parameters',
): SchemaTypeMap[K] {
  // Query and params objects of Fastify have a null prototype; a body is validated as sent (it may not be an object).
  const result = validate(name, what === 'body' ? data : { ...(data as object) });
  if (result.ok) return result.value;
  const details = result.issues.map((issue) => `${issue.path.replace(/^\//, '') || what} ${issue.message}`);
  throw new BadRequestException({ message: `Invalid ${what}: ${details.join('; ')}`, errors: result.issues });
}
