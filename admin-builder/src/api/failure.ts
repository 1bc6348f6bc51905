import { isAdminApiFailure } from './admin-api';

/** The API's explanation in an error body (`{message}`, a string or a list of strings), or null. */
export function bodyMessage(body: string | null): string | null {
  if (!body) return null;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message.trim() !== '') return parsed.message;
    if (Array.isArray(parsed.message)) {
      const parts = parsed.message.filter((part): part is string => typeof part === 'string');
      if (parts.length > 0) return parts.join('; ');
    }
  } catch {
    // Not JSON: fall through to the status-based message.
  }
  return null;
}

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
    const message = bodyMessage(error.body);
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
