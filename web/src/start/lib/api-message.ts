import { displayErrorMessage } from '@telehealth/engine';

/** The parts of the client's ApiError this module reads (kept structural, so it is testable without the DOM). */
interface ErrorWithBody {
  status?: unknown;
  body?: unknown;
}

/**
 * What to show for a failed call: the API's own `message` (its error bodies are {statusCode, error, message,
 * code?}, and a checkout decline's message is the gateway's, such as 'Your card was declined.'), else the spec's
 * default display (section 8).
 */
export function apiErrorMessage(error: unknown): string {
  const body = (error as ErrorWithBody | null)?.body;
  if (typeof body === 'string' && body !== '') {
    try {
      const parsed = JSON.parse(body) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message.trim() !== '') return parsed.message;
    } catch {
      // not JSON: fall through
    }
  }
  return displayErrorMessage(error);
}

/** The API's error code ('INTAKE_HARD_STOPPED', 'ORDER_PAID', ...), when its body has one. */
export function apiErrorCode(error: unknown): string | undefined {
  const body = (error as ErrorWithBody | null)?.body;
  if (typeof body !== 'string') return undefined;
  try {
    const parsed = JSON.parse(body) as { code?: unknown };
    return typeof parsed.code === 'string' ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}

export function apiErrorStatus(error: unknown): number | undefined {
  const status = (error as ErrorWithBody | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
