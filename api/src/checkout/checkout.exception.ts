import { HttpStatus } from '@nestjs/common';

import { exceptionOf, type ErrorTable } from '../common/exceptions/api.exception.js';

/** The errors of paying for an intake and of claiming a held order (the paid order's own are OrderException's). */
const CHECKOUT_ERRORS = {
  INTAKE_HARD_STOPPED: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: (questionId: number) =>
      `This intake cannot be paid: it ended at a hard stop (question ${questionId})`,
  },
  INTAKE_INCOMPLETE: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: (questionId: string) => `This intake cannot be paid yet: question ${questionId} is not answered`,
  },
  ORDER_NOT_ELIGIBLE: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: (rule: string, sentence: string) => `${sentence} (rule ${rule})`,
  },
  // Text PostgreSQL cannot store (a NUL character) or a value out of range: the patient's data, not a fault.
  CHECKOUT_DATA_REFUSED: {
    status: HttpStatus.BAD_REQUEST,
    message: () =>
      'The order details contain characters or values that cannot be stored; correct them and try again',
  },
  PAYMENT_NOT_COMPLETED: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: (voided: boolean | 'later') =>
      voided === 'later'
        ? 'Your order could not be completed. The charge on your card will be cancelled; please try again later.'
        : 'Your order could not be completed, and the charge on your card was cancelled. Please try again.',
  },
  ORDER_CLAIM_INVALID: {
    status: HttpStatus.BAD_REQUEST,
    message: () => 'This link is invalid or has expired',
  },
} as const satisfies ErrorTable;

/** An error of checkout or of an order claim: `throw new CheckoutException('INTAKE_INCOMPLETE', '4')`. */
export class CheckoutException extends exceptionOf(CHECKOUT_ERRORS) {}
