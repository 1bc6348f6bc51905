import { HttpStatus } from '@nestjs/common';

import { exceptionOf, type ErrorTable } from '../../common/exceptions/api.exception.js';

/** What POST /api/klaviyo/intake answers for a link whose created value names no open intake (404, one reason). */
export const NO_OPEN_INTAKE_MESSAGE = 'The recover link does not lead to an open intake';

/** The errors of the resume-your-intake email. */
const KLAVIYO_ERRORS = {
  INTAKE_NOT_OPEN: { status: HttpStatus.NOT_FOUND, message: () => NO_OPEN_INTAKE_MESSAGE },
} as const satisfies ErrorTable;

/** An error of the resume email: `throw new KlaviyoException('INTAKE_NOT_OPEN')`. */
export class KlaviyoException extends exceptionOf(KLAVIYO_ERRORS) {}
