import { displayErrorMessage, UNEXPECTED_ERROR_MESSAGE } from '@telehealth/engine';

import { ApiError, apiErrorMessage } from '../api/client';
import { formatWait } from './failure-details';

/** What the API answers for a wrong email or password (both alike, so neither is revealed). */
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

/** What the login form says to a deactivated account (the right password, 403 USER_DEACTIVATED). */
export const DEACTIVATED_LOGIN_MESSAGE =
  'This account has been deactivated. Please contact the care team to restore it.';

/** The confirmation of POST /api/auth/recover: the same whether or not the email has an account. */
export const RECOVER_CONFIRMATION = 'If an account exists for that email, a reset link has been sent.';

/** A 429's text: how long to wait (the answer's Retry-After), else the API's own words. */
function tooManyMessage(error: ApiError, what: string): string {
  const seconds = error.retryAfterSeconds;
  if (seconds !== null) return `Too many ${what}. Please try again in ${formatWait(seconds)}.`;
  return error.apiMessage ?? `Too many ${what}. Please try again later.`;
}

/** What the login form shows for a failed login. */
export function loginFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UNEXPECTED_ERROR_MESSAGE;
  if (error.status === 401) return INVALID_LOGIN_MESSAGE;
  // Answered only after the right password, so it reveals nothing about the email to anyone else.
  if (error.code === 'USER_DEACTIVATED') return DEACTIVATED_LOGIN_MESSAGE;
  if (error.status === 429) return tooManyMessage(error, 'failed login attempts');
  if (error.status === 400) return apiErrorMessage(error);
  return displayErrorMessage(error);
}

/** What the recover form shows for a failed request (a success always shows RECOVER_CONFIRMATION). */
export function recoverFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UNEXPECTED_ERROR_MESSAGE;
  if (error.status === 429) return tooManyMessage(error, 'password reset requests');
  if (error.status === 400) return apiErrorMessage(error);
  return displayErrorMessage(error);
}

/** What the reset form shows for a failed reset: an expired or used link says so. */
export function resetFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UNEXPECTED_ERROR_MESSAGE;
  if (error.status === 400) return apiErrorMessage(error);
  return displayErrorMessage(error);
}
