import { firstQueryValue, isFollowupOpen, type NavigationQuery } from '@telehealth/engine';
import { validateWith, validators, type FollowupState } from '@telehealth/schemas';

import { ApiError } from '../api/client';

/** Spec section 4: what a follow-up visit that already has visit info shows. */
export const FOLLOWUP_COMPLETED_MESSAGE = 'This follow-up visit has already been completed.';

/** Spec section 8: what a follow-up that could not be processed shows. */
export const FOLLOWUP_ERROR_MESSAGE = 'Error processing followup. Please contact customer service.';

/** The query parameter naming the order of a follow-up visit (spec section 2: p_followup, used with /followup). */
export const FOLLOWUP_QUERY_PARAM = 'p_followup';

/**
 * The order a follow-up visit is for: the path's id (/followup/{id}), else ?p_followup=; only a well-formed order
 * id (OrderId schema) counts. Undefined when none is given: plain /followup then opens the customer's due
 * follow-up (`dueFollowup`).
 */
export function followupOrderId(input: {
  pathId: string | undefined;
  query: NavigationQuery;
}): string | undefined {
  const candidates = [input.pathId, firstQueryValue(input.query, FOLLOWUP_QUERY_PARAM)];
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed && validateWith(validators.OrderId, trimmed).ok) return trimmed;
  }
  return undefined;
}

/** The follow-up plain /followup opens: the first (newest order's) that can be answered or waits for a clinician. */
export function dueFollowup(followups: readonly FollowupState[]): FollowupState | undefined {
  return followups.find((followup) => isFollowupOpen(followup) || followup.phase === 'under_review');
}

/** Whether this refill's follow-up is done (spec section 4's 'already completed', per refill cycle). */
export function isFollowupCompleted(order: { followup: Pick<FollowupState, 'phase'> }): boolean {
  return order.followup.phase === 'completed';
}

/**
 * What a follow-up shows while an earlier submission that stopped at a safety question waits for a clinician (the
 * API refuses the follow-up with 409 `FOLLOWUP_UNDER_REVIEW` until then).
 */
export const FOLLOWUP_UNDER_REVIEW_MESSAGE =
  'Your earlier answers to this follow-up stopped at a safety question and your care team has been alerted. ' +
  'A clinician will review them and contact you before this follow-up can be completed.';

export type FollowupSubmitOutcome = 'completed' | 'under-review' | 'not-open' | 'error';

/**
 * A refused POST /api/followup/{id}: `FOLLOWUP_COMPLETED` means someone finished the visit first (the completed
 * message); `FOLLOWUP_UNDER_REVIEW` means an earlier hard stop waits for a clinician; `FOLLOWUP_NOT_DUE` and
 * `FOLLOWUP_NOT_ELIGIBLE` mean the follow-up closed meanwhile (the API's message says why); anything else is the
 * spec's processing error.
 */
export function followupSubmitOutcome(error: unknown): FollowupSubmitOutcome {
  if (!(error instanceof ApiError)) return 'error';
  if (error.code === 'FOLLOWUP_COMPLETED') return 'completed';
  if (error.code === 'FOLLOWUP_UNDER_REVIEW') return 'under-review';
  if (error.code === 'FOLLOWUP_NOT_DUE' || error.code === 'FOLLOWUP_NOT_ELIGIBLE') return 'not-open';
  return 'error';
}

/** Why no follow-up is asked for, in the customer's words (FollowupState.reason). */
const NONE_REASONS: Record<NonNullable<FollowupState['reason']>, string> = {
  not_subscription: 'This order is not a subscription, so it has no follow-up visits.',
  not_prescribed:
    'Your clinician has not prescribed this treatment yet. Follow-up visits start before your first refill.',
  paused:
    'Your subscription is paused, so no refill is coming and no follow-up is needed. Resume it to continue.',
  cancelled: 'This subscription has ended, so it has no follow-up visits.',
  no_refill: 'No refill is scheduled for this order, so no follow-up is needed.',
};

/**
 * What the account and the follow-up page say about a follow-up (dates already formatted): a heading and a
 * sentence, and whether the customer can start it now. Null for an order that asks for none.
 */
export function followupSummary(
  followup: FollowupState,
  formatDay: (day: string) => string,
): { heading: string; text: string; canStart: boolean } | null {
  const bill = followup.billDate ? formatDay(followup.billDate) : '';
  switch (followup.phase) {
    case 'due':
      return {
        heading: 'Follow-up visit due',
        text: `Before your refill on ${bill}, your clinician asks how your treatment is going. It takes a few minutes.`,
        canStart: true,
      };
    case 'overdue':
      return {
        heading: 'Follow-up visit due',
        text: `Your refill was scheduled for ${bill}. It waits for this follow-up: once you complete it, your clinician can approve the refill.`,
        canStart: true,
      };
    case 'under_review':
      return {
        heading: 'Follow-up under review',
        text: 'A clinician is reviewing your last follow-up answers and will contact you before your refill.',
        canStart: false,
      };
    case 'completed':
      return {
        heading: 'Follow-up visit completed',
        text: `Thank you: your clinician has your answers for the refill on ${bill}.`,
        canStart: false,
      };
    case 'upcoming':
      return {
        heading: 'Next follow-up visit',
        text: `Your next follow-up visit opens on ${followup.opensOn ? formatDay(followup.opensOn) : ''}, before your refill on ${bill}. We will email you.`,
        canStart: false,
      };
    case 'none':
      return null;
  }
}

/** Why an order asks for no follow-up, for the follow-up page. */
export function noFollowupReason(followup: FollowupState): string {
  return followup.reason ? NONE_REASONS[followup.reason] : 'This order has no follow-up visit to answer.';
}
