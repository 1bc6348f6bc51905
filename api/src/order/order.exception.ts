import { HttpStatus } from '@nestjs/common';

import { exceptionOf, type ErrorTable } from '../common/exceptions/api.exception.js';

/**
 * The errors about an order of a created value and its intake: those of the intake calls, and those that checkout
 * and the identity check share with them (a paid order, a revision conflict, the order access rule).
 */
const ORDER_ERRORS = {
  // The spec's message for an order update without a created value (section 5).
  ORDER_CREATED_MISSING: {
    status: HttpStatus.BAD_REQUEST,
    message: () => 'Missing required order creation data.',
  },
  ORDER_EXISTS: {
    status: HttpStatus.CONFLICT,
    message: (created: string) => `An order already exists for created ${created}`,
  },
  ORDER_REVISION_CONFLICT: {
    status: HttpStatus.CONFLICT,
    message: (sent: number, current: number) =>
      `The order changed since revision ${sent} (it is at revision ${current}); reload it and try again`,
  },
  ORDER_PAID: {
    status: HttpStatus.CONFLICT,
    message: (orderId: number, why?: string) => `Order ${orderId} is already paid${why ? `: ${why}` : ''}`,
  },
  ORDER_LOGIN_REQUIRED: {
    status: HttpStatus.UNAUTHORIZED,
    message: () => 'This order belongs to a customer account: log in as its customer to continue',
  },
  ORDER_NOT_YOURS: {
    status: HttpStatus.FORBIDDEN,
    message: () => 'This order belongs to another customer account',
  },
  // The engine's refusals of an intake step, in its words: an intake that ended conflicts with its state; unknown
  // questions and invalid answers are bad data.
  INTAKE_ENDED: { status: HttpStatus.CONFLICT, message: (refusal: string) => refusal },
  UNKNOWN_QUESTION: { status: HttpStatus.UNPROCESSABLE_ENTITY, message: (refusal: string) => refusal },
  INVALID_ANSWER: { status: HttpStatus.UNPROCESSABLE_ENTITY, message: (refusal: string) => refusal },
} as const satisfies ErrorTable;

/** An error about an order: `throw new OrderException('ORDER_PAID', order.id)`. */
export class OrderException extends exceptionOf(ORDER_ERRORS) {}
