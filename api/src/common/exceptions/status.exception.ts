import { HttpStatus } from '@nestjs/common';
import type { ErrorCode } from '@telehealth/schemas';

import type { ErrorTable } from './api.exception.js';

/** The thrower's own words: a status code's error keeps the message it was thrown with. */
const said = (message: string) => message;

/**
 * The code of an error whose thrower named none (a guard's 401, a plain 404, Fastify's 413, an unexpected 500): one
 * per status, so that every error body has a code a caller can act on. A module with an error its callers act on
 * differently gives it a code of its own in its exception file.
 */
const STATUS_ERRORS = {
  BAD_REQUEST: { status: HttpStatus.BAD_REQUEST, message: said },
  UNAUTHENTICATED: { status: HttpStatus.UNAUTHORIZED, message: said },
  FORBIDDEN: { status: HttpStatus.FORBIDDEN, message: said },
  NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: said },
  CONFLICT: { status: HttpStatus.CONFLICT, message: said },
  PAYLOAD_TOO_LARGE: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: said },
  UNSUPPORTED_MEDIA_TYPE: { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: said },
  UNPROCESSABLE: { status: HttpStatus.UNPROCESSABLE_ENTITY, message: said },
  INTERNAL_ERROR: { status: HttpStatus.INTERNAL_SERVER_ERROR, message: said },
  SERVICE_UNAVAILABLE: { status: HttpStatus.SERVICE_UNAVAILABLE, message: said },
} as const satisfies ErrorTable;

const BY_STATUS = new Map<number, ErrorCode>(
  Object.entries(STATUS_ERRORS).map(([code, { status }]) => [status, code as ErrorCode]),
);

/**
 * The code of a status whose error has none of its own: its entry above, RATE_LIMITED for 429, else BAD_REQUEST
 * for another 4xx and INTERNAL_ERROR for another 5xx.
 */
export function codeOfStatus(status: number): ErrorCode {
  if (status === HttpStatus.TOO_MANY_REQUESTS) return 'RATE_LIMITED';
  return BY_STATUS.get(status) ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR');
}
