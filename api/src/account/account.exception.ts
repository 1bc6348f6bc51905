import { HttpStatus } from '@nestjs/common';

import { exceptionOf, type ErrorTable } from '../common/exceptions/api.exception.js';

/** The errors of the customer's own profile, password and card on file (/api/account/profile, password, card). */
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
    message: (what: string) =>
      `Staff acting as the customer cannot change the customer's ${what}; only the customer can, from their own login`,
  },
  ACCOUNT_NO_SUBSCRIPTION: {
    status: HttpStatus.CONFLICT,
    message: () =>
      'You have no subscription to bill a card on file to; a new order asks for its card at checkout',
  },
} as const satisfies ErrorTable;

/** An error about the customer's account: `throw new AccountException('ACCOUNT_EMAIL_TAKEN')`. */
export class AccountException extends exceptionOf(ACCOUNT_ERRORS) {}
