import { HttpStatus } from '@nestjs/common';
import { FOLLOWUP_OPENS_DAYS_BEFORE_BILL, formatDate } from '@telehealth/engine';

import { exceptionOf, type ErrorTable } from '../common/exceptions/api.exception.js';

/** The answer to a follow-up submitted again while the hard stop of an earlier one waits for a clinician. */
export const FOLLOWUP_UNDER_REVIEW_MESSAGE =
  'Your last answers to this follow-up stopped at a safety question, and your care team has been alerted. ' +
  'A clinician needs to review them before this follow-up can be submitted again; your care team will contact you.';

/** Spec section 4: what a follow-up visit that already has visit info answers (here: this refill's visit). */
export const FOLLOWUP_COMPLETED_MESSAGE = 'This follow-up visit has already been completed.';

/** Why an order asks for no follow-up, as the refusal names it (the engine's FollowupNoneReason). */
const NOT_ELIGIBLE: Record<string, string> = {
  not_subscription: 'it is not a subscription',
  not_prescribed: 'its treatment has not been prescribed yet',
  paused: 'its subscription is paused',
  cancelled: 'its subscription has ended',
  no_refill: 'no refill is scheduled',
};

/** The errors of a follow-up visit that the storefront acts on. */
const FOLLOWUP_ERRORS = {
  FOLLOWUP_UNDER_REVIEW: { status: HttpStatus.CONFLICT, message: () => FOLLOWUP_UNDER_REVIEW_MESSAGE },
  FOLLOWUP_COMPLETED: { status: HttpStatus.CONFLICT, message: () => FOLLOWUP_COMPLETED_MESSAGE },
  FOLLOWUP_NOT_DUE: {
    status: HttpStatus.CONFLICT,
    message: (opensOn: string, billDate: string) =>
      `Your next follow-up visit opens on ${formatDate(opensOn)}, ${FOLLOWUP_OPENS_DAYS_BEFORE_BILL} days before your refill on ${formatDate(billDate)}.`,
  },
  FOLLOWUP_NOT_ELIGIBLE: {
    status: HttpStatus.CONFLICT,
    message: (orderId: string, reason: string) =>
      `Order ${orderId} has no follow-up visit to answer: ${NOT_ELIGIBLE[reason] ?? reason}.`,
  },
} as const satisfies ErrorTable;

/** An error of a follow-up visit: `throw new FollowupException('FOLLOWUP_UNDER_REVIEW')`. */
export class FollowupException extends exceptionOf(FOLLOWUP_ERRORS) {}
