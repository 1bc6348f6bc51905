import { HttpStatus } from '@nestjs/common';

import { exceptionOf, type ErrorTable } from '../common/exceptions/api.exception.js';

/** The errors of storing an upload. */
const UPLOAD_ERRORS = {
  UPLOAD_INTAKE_NOT_OPEN: {
    status: HttpStatus.NOT_FOUND,
    message: (created: string) =>
      `No open intake with created ${created}: log in to add files to a completed visit`,
  },
} as const satisfies ErrorTable;

/** An error of an upload: `throw new UploadException('UPLOAD_INTAKE_NOT_OPEN', created)`. */
export class UploadException extends exceptionOf(UPLOAD_ERRORS) {}
