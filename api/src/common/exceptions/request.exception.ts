import { HttpStatus } from '@nestjs/common';
import type { SchemaIssue } from '@telehealth/schemas';

import { ApiException, describeError, type ErrorArgs, type ErrorTable } from './api.exception.js';

/** Which part of a request an issue is in, as the 400 message names it. */
export type RequestPart = 'body' | 'query string' | 'path parameters' | 'headers';

/**
 * `Invalid body: columns/agentId is required; created must be string`: each issue by its field (unless its
 * message already starts with the field's name).
 */
function invalidMessage(part: RequestPart, issues: readonly SchemaIssue[]): string {
  const details = issues.map((issue) => {
    const field = issue.path.replace(/^\//, '') || part;
    const namesField = issue.message.startsWith(field) && !/^\w/.test(issue.message.slice(field.length));
    return namesField ? issue.message : `${field} ${issue.message}`;
  });
  return `Invalid ${part}: ${details.join('; ')}`;
}

/** The errors of any request, whatever its route: a request its route's schemas refuse, a rate limit. */
const REQUEST_ERRORS = {
  VALIDATION_FAILED: { status: HttpStatus.BAD_REQUEST, message: invalidMessage },
  RATE_LIMITED: { status: HttpStatus.TOO_MANY_REQUESTS, message: (message: string) => message },
} as const satisfies ErrorTable;

/**
 * 400 VALIDATION_FAILED: a body, query string or path parameters that do not match the route's schemas (or a
 * check beyond them, such as a link to another storefront). The message names every offending field and `errors`
 * lists them; nothing has been written when it is thrown.
 */
export class InvalidRequestException extends ApiException {
  constructor(part: RequestPart, issues: readonly SchemaIssue[]) {
    super({ ...describeError(REQUEST_ERRORS, ['VALIDATION_FAILED', part, issues]), errors: issues });
  }
}

/** 429 RATE_LIMITED: the answer carries `Retry-After` (AllExceptionsFilter sets it). */
export class RateLimitedException extends ApiException {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(describeError(REQUEST_ERRORS, ['RATE_LIMITED', message] as ErrorArgs<typeof REQUEST_ERRORS>));
  }
}
