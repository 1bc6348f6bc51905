import { ApiError } from '../api/client';

/** The `message` of an API error body ({statusCode, error, message}), or null when there is none. */
export function serverMessageOf(body: string | null | undefined): string | null {
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const message = (parsed as Record<string, unknown>)['message'];
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // Not JSON: nothing the patient should read.
  }
  return null;
}

/**
 * What the API said about a failed call: the `message` of its error body. (ApiError's `error` is the body's
 * `error`, e.g. 'Too Many Requests', which is not what a patient should read.)
 */
export function apiMessageOf(error: unknown): string | null {
  return error instanceof ApiError ? serverMessageOf(error.body) : null;
}

/** The wait a rate-limit answer names ('... try again in 600 seconds'), in seconds; null when it names none. */
export function waitSecondsOf(message: string | null): number | null {
  const match = message ? /try again in (\d+) seconds?/i.exec(message) : null;
  return match ? Number(match[1]) : null;
}

/** '45 seconds', '1 minute', '15 minutes': how long to wait, rounded up to whole minutes past a minute. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
