import { firstQueryValue, type NavigationQuery } from '@telehealth/engine';
import { validateWith, validators, type FollowupOrderResponse } from '@telehealth/schemas';

import { ApiError } from '../api/client';

/** Spec section 4: what a follow-up visit that already has visit info shows. */
export const FOLLOWUP_COMPLETED_MESSAGE = 'This follow-up visit has already been completed.';

/** Spec section 8: what a follow-up that could not be processed shows. */
export const FOLLOWUP_ERROR_MESSAGE = 'Error processing followup. Please contact customer service.';

/** The query parameter naming the order of a follow-up visit (spec section 2: p_followup, used with /followup). */
export const FOLLOWUP_QUERY_PARAM = 'p_followup';

/**
 * The order a follow-up visit is for: the path's id (/followup/{id}), else ?p_followup=, else the followup cookie;
 * only a well-formed order id (OrderId schema) counts. Undefined when none is given.
 */
export function followupOrderId(input: {
  pathId: string | undefined;
  query: NavigationQuery;
  cookie: string | undefined;
}): string | undefined {
  const candidates = [input.pathId, firstQueryValue(input.query, FOLLOWUP_QUERY_PARAM), input.cookie];
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed && validateWith(validators.OrderId, trimmed).ok) return trimmed;
  }
  return undefined;
}

/** Spec section 4: a visit whose clinician record has info is already completed. */
export function isFollowupCompleted(order: Pick<FollowupOrderResponse, 'beluga'>): boolean {
  const info = order.beluga?.visit.info;
  return info !== null && info !== undefined;
}

/**
 * What a follow-up shows while an earlier submission that stopped at a safety question waits for a clinician (the
 * API refuses the follow-up with 409 `FOLLOWUP_UNDER_REVIEW` until then).
 */
export const FOLLOWUP_UNDER_REVIEW_MESSAGE =
  'Your earlier answers to this follow-up stopped at a safety question and your care team has been alerted. ' +
  'A clinician will review them and contact you before this follow-up can be completed.';

export type FollowupSubmitOutcome = 'completed' | 'under-review' | 'error';

/**
 * A refused POST /api/followup/{id}: `FOLLOWUP_COMPLETED` means someone finished the visit first (the completed
 * message); `FOLLOWUP_UNDER_REVIEW` means an earlier hard stop waits for a clinician; anything else is the spec's
 * processing error.
 */
export function followupSubmitOutcome(error: unknown): FollowupSubmitOutcome {
  if (!(error instanceof ApiError)) return 'error';
  if (error.code === 'FOLLOWUP_COMPLETED') return 'completed';
  if (error.code === 'FOLLOWUP_UNDER_REVIEW') return 'under-review';
  return 'error';
}
