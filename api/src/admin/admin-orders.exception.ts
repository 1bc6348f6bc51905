import { HttpStatus } from '@nestjs/common';

import { exceptionOf, type ErrorTable } from '../common/exceptions/api.exception.js';

/** The errors of what admins do to an order. */
const ADMIN_ORDER_ERRORS = {
  ORDER_NOTHING_TO_REFUND: {
    status: HttpStatus.CONFLICT,
    message: (orderId: number, why: string) => `Order ${orderId} has nothing to refund: ${why}`,
  },
} as const satisfies ErrorTable;

/** An error about an admin's action on an order: `throw new AdminOrderException('ORDER_NOTHING_TO_REFUND', …)`. */
export class AdminOrderException extends exceptionOf(ADMIN_ORDER_ERRORS) {}
