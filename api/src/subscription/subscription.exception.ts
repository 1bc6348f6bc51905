import { HttpStatus } from '@nestjs/common';

import { exceptionOf, type ErrorTable } from '../common/exceptions/api.exception.js';

/** The refusals of a subscription action (409, or 422 for a cancellation flow's input): nothing was changed. */
const SUBSCRIPTION_ERRORS = {
  SUBSCRIPTION_CHANGED: {
    status: HttpStatus.CONFLICT,
    message: (orderId: string) =>
      `Subscription ${orderId} was changed by another request at the same time; reload it and try again`,
  },
  SUBSCRIPTION_NOT_CURRENT: {
    status: HttpStatus.CONFLICT,
    message: (orderId: string, currentId: string) =>
      `Order ${orderId} is not the current order of its subscription; use order ${currentId}`,
  },
  SUBSCRIPTION_ACTION_REFUSED: {
    status: HttpStatus.CONFLICT,
    message: (orderId: string, participle: string, label: string) =>
      `Subscription ${orderId} cannot be ${participle} while its status is '${label}'`,
  },
  SUBSCRIPTION_NOTHING_TO_SKIP: {
    status: HttpStatus.CONFLICT,
    message: (orderId: string) =>
      `Subscription ${orderId} has no scheduled next shipment (next bill date and billing interval) to skip`,
  },
  RETENTION_OFFER_USED: {
    status: HttpStatus.CONFLICT,
    message: (orderId: string, offerId: string, acceptedOn: string) =>
      `Subscription ${orderId} already accepted the retention offer '${offerId}' on ${acceptedOn}; it is offered once per subscription`,
  },
  CANCELLATION_FLOW_UNKNOWN: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: (version: number) => `Cancellation flow version ${version} was never published for this store`,
  },
  CANCELLATION_ANSWERS_REFUSED: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: (why: string) => `The cancellation answers are refused: ${why}`,
  },
} as const satisfies ErrorTable;

/** A refused subscription action: `throw new SubscriptionException('SUBSCRIPTION_CHANGED', orderId)`. */
export class SubscriptionException extends exceptionOf(SUBSCRIPTION_ERRORS) {}
