import { isAdminApiFailure } from './admin-api';

/** The HTTP status of a failed call, or null for anything else (network failure, a bug). */
export function failureStatus(error: unknown): number | null {
  return isAdminApiFailure(error) ? error.status : null;
}

/**
 * What to tell an admin about a failed call: the API's own message where it gives one (it names what is wrong),
 * with the status-specific advice a login problem needs.
 */
export function failureMessage(error: unknown): string {
  if (isAdminApiFailure(error)) {
    const message = error.apiMessage;
    if (error.status === 401) return 'Your login has expired or is not valid. Log in again to continue.';
    if (error.status === 403) {
      return message
        ? `This area is for administrators: ${message}`
        : 'This area is for administrators. Your login does not allow it.';
    }
    if (message) return message;
    return `The request failed with status ${error.status}.`;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred';
}
