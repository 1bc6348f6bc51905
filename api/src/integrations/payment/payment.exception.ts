import { HttpStatus } from '@nestjs/common';

import { exceptionOf, type ErrorTable } from '../../common/exceptions/api.exception.js';
import type { DeclineCode } from './payment-gateway.js';

/** What the gateway said when it declined the card, for the patient. */
const declined = { status: HttpStatus.PAYMENT_REQUIRED, message: (gatewayMessage: string) => gatewayMessage };

/** The errors of charging a card through the payments ledger. */
const PAYMENT_ERRORS = {
  PAYMENT_IN_PROGRESS: {
    status: HttpStatus.CONFLICT,
    message: () => 'A payment for this order is already being processed; wait a moment and reload the page',
  },
  PAYMENT_CANCELLED: {
    status: HttpStatus.CONFLICT,
    message: () => 'This payment was cancelled before the order could be recorded; please pay again',
  },
  PAYMENT_GATEWAY_UNAVAILABLE: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: () => 'The payment service could not be reached. Please try again in a moment.',
  },
  // The gateway's decline codes, upper-cased (402, nothing changes).
  CARD_DECLINED: declined,
  INSUFFICIENT_FUNDS: declined,
  EXPIRED_CARD: declined,
  INCORRECT_CVC: declined,
  PROCESSING_ERROR: declined,
  AMOUNT_TOO_LARGE: declined,
} as const satisfies ErrorTable & Record<Uppercase<DeclineCode>, unknown>;

/** An error of a payment: `throw new PaymentException('PAYMENT_IN_PROGRESS')`. */
export class PaymentException extends exceptionOf(PAYMENT_ERRORS) {
  /** 402: the gateway declined the card, with its code and message. */
  static declined(code: DeclineCode, gatewayMessage: string): PaymentException {
    return new PaymentException(code.toUpperCase() as Uppercase<DeclineCode>, gatewayMessage);
  }
}
