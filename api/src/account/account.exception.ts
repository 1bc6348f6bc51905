import { HttpStatus } from '@nestjs/common';

import { exceptionOf, type ErrorTable } from '../common/exceptions/api.exception.js';

/** The errors of the customer's own profile and password (GET/PUT /api/account/profile, POST /api/account/password). */
const ACCOUNT_ERRORS = {
  ACCOUNT_EMAIL_TAKEN: {
    status: HttpStatus.CONFLICT,
    message: () => 'Another account already uses this email address',
  },
  ACCOUNT_PASSWORD_INCORRECT: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: () => 'The current password is not correct',
  },
  ACCOUNT_MASQUERADE_REFUSED: {
    status: HttpStatus.FORBIDDEN,
    message: (what: string) => `Staff acting as the customer cannot change the customer's ${what}`,
  },
} as const satisfies ErrorTable;

/** An error about the customer's account: `throw new AccountException('ACCOUNT_EMAIL_TAKEN')`. */
export class AccountException extends exceptionOf(ACCOUNT_ERRORS) {}
