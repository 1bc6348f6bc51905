import { HttpStatus } from '@nestjs/common';

import { exceptionOf, type ErrorTable } from '../common/exceptions/api.exception.js';

/** The errors of managing users: deactivation, and actions only a customer's account takes. */
const USER_ERRORS = {
  USER_DEACTIVATED: {
    status: HttpStatus.FORBIDDEN,
    message: (whose = 'This account') => `${whose} has been deactivated; contact the care team to restore it`,
  },
  USER_SELF_CHANGE_REFUSED: {
    status: HttpStatus.CONFLICT,
    message: () => 'An admin cannot deactivate themselves',
  },
  USER_LAST_ADMIN: {
    status: HttpStatus.CONFLICT,
    message: (userId: number) => `User ${userId} is the tenant's last active admin and cannot be deactivated`,
  },
  USER_NOT_A_CUSTOMER: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: (userId: number) => `User ${userId} is not a customer`,
  },
} as const satisfies ErrorTable;

/** An error about a user account: `throw new UserException('USER_DEACTIVATED')`. */
export class UserException extends exceptionOf(USER_ERRORS) {}
