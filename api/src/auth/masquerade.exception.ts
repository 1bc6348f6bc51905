import { HttpStatus } from '@nestjs/common';

import { exceptionOf, type ErrorTable } from '../common/exceptions/api.exception.js';

/**
 * What staff acting as a customer (a mask token) may not do outside the account pages, as a pharmacy decides: say
 * where medication goes or who the patient is (issue 31). The account's own refusals are ACCOUNT_MASQUERADE_REFUSED.
 */
export type MasqueradeRefusal =
  { kind: 'shipping'; changed: string } | { kind: 'no-details' } | { kind: 'identity-check' };

const MASQUERADE_ERRORS = {
  MASQUERADE_REFUSED: {
    status: HttpStatus.FORBIDDEN,
    message: (refusal: MasqueradeRefusal) => {
      switch (refusal.kind) {
        case 'shipping':
          return (
            `Staff acting as the customer can only send an order to the name, phone, email and shipping address ` +
            `on the customer's profile, and this order changes the ${refusal.changed}; only the customer can ` +
            `change where their medication goes, from their own login`
          );
        case 'no-details':
          return (
            `Staff acting as the customer can only send an order to the details on the customer's profile, and ` +
            `this customer has none yet; the customer places this order from their own login`
          );
        case 'identity-check':
          return (
            `Staff acting as the customer cannot start an identity check; only the customer can prove who they ` +
            `are, from their own login`
          );
      }
    },
  },
} as const satisfies ErrorTable;

/** A refusal of staff acting as the customer: `throw new MasqueradeException('MASQUERADE_REFUSED', refusal)`. */
export class MasqueradeException extends exceptionOf(MASQUERADE_ERRORS) {}
