import { HttpStatus } from '@nestjs/common';

import { exceptionOf, type ErrorTable } from '../common/exceptions/api.exception.js';

/** The answer to a follow-up submitted again while the hard stop of an earlier one waits for a clinician. */
export const FOLLOWUP_UNDER_REVIEW_MESSAGE =
  'Your last answers to this follow-up stopped at a safety question, and your care team has been alerted. ' +
  'A clinician needs to review them before this follow-up can be submitted again; your care team will contact you.';

/** Spec section 4: what a follow-up visit that already has visit info answers. */
export const FOLLOWUP_COMPLETED_MESSAGE = 'This follow-up visit has already been completed.';

/** The errors of a follow-up visit that the storefront acts on. */
const FOLLOWUP_ERRORS = {
  FOLLOWUP_UNDER_REVIEW: { status: HttpStatus.CONFLICT, message: () => FOLLOWUP_UNDER_REVIEW_MESSAGE },
  FOLLOWUP_COMPLETED: { status: HttpStatus.CONFLICT, message: () => FOLLOWUP_COMPLETED_MESSAGE },
} as const satisfies ErrorTable;

/** An error of a follow-up visit: `throw new FollowupException('FOLLOWUP_UNDER_REVIEW')`. */
export class FollowupException extends exceptionOf(FOLLOWUP_ERRORS) {}
