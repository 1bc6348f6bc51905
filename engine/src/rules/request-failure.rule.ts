import type { ErrorCode, RequestFailure } from '@telehealth/schemas';

import { isErrorCode } from '../shape/shapes.js';

/** Spec section 8: the default display of an error. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/** Spec section 8: the display of an upload failure that says nothing more. */
export const UNKNOWN_UPLOAD_ERROR_MESSAGE = 'Unknown error';

/** A non-2xx answer as the client saw it; `body` is the raw text, null when it could not be read. */
export interface FailedResponse {
  status: number;
  statusText: string;
  url: string;
  body: string | null;
}

type JsonObject = Record<string, unknown>;

function isJsonObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isPresent = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * Spec section 8: the server's explanation inside an error body, the first present of body.error, body.info and
 * body.message; the raw body when it is not a JSON object or has none of them.
 */
export function errorFromBody(raw: string): unknown {
  const body = parseJson(raw);
  if (isJsonObject(body)) {
    for (const key of ['error', 'info', 'message']) {
      if (isPresent(body[key])) return body[key];
    }
  }
  return raw;
}

/**
 * A failed call as the storefront and the admin area read it, parsed once from the answer: the status, the error
 * body's `code` and `message` (the API's ErrorResponse), and the wait its `Retry-After` header names. Each is null
 * when the answer does not carry it. The web's ApiError is one; pages switch on `code`, never on the words.
 */
export interface ApiFailure {
  status: number;
  /** The stable machine-readable code (ORDER_REVISION_CONFLICT), when the body has one of the ErrorCode enum. */
  code: ErrorCode | null;
  /** The API's words for people (`message` of the body), when it has them. */
  apiMessage: string | null;
  /** Seconds to wait before trying again (Retry-After), when the answer says. */
  retryAfterSeconds: number | null;
}

/** What a failed answer carries for ApiFailure: its status, raw body (null when unreadable) and Retry-After. */
export interface FailedAnswer {
  status: number;
  body: string | null;
  retryAfter?: string | null;
}

/**
 * The error body's code and message: `code` when it is one of the ErrorCode enum, `message` when it is text that is
 * not blank (a list of texts is joined with '; ', as the API joins them). A body that is not a JSON object has
 * neither.
 */
export function errorResponseOf(raw: string | null): { code: ErrorCode | null; message: string | null } {
  const body = raw === null ? undefined : parseJson(raw);
  if (!isJsonObject(body)) return { code: null, message: null };
  const { message } = body;
  const texts = (Array.isArray(message) ? message : [message]).filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return {
    code: isErrorCode(body.code) ? body.code : null,
    message: texts.length > 0 ? texts.join('; ') : null,
  };
}

/**
 * The wait a Retry-After header names (RFC 9110 section 10.2.3), in whole seconds: delay-seconds as they are, an
 * HTTP-date as the seconds from `nowMs` until then (rounded up, 0 when past). Null when absent or unreadable.
 */
export function retryAfterSeconds(header: string | null | undefined, nowMs: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP-date always names its month ('Wed, 21 Oct 2015 07:28:00 GMT'); Date.parse would also take '1.5'.
  const at = /[a-z]{3}/i.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** The ApiFailure of a failed answer, read at `nowMs` (an HTTP-date Retry-After counts from then). */
export function apiFailure(answer: FailedAnswer, nowMs: number): ApiFailure {
  const { code, message } = errorResponseOf(answer.body);
  return {
    status: answer.status,
    code,
    apiMessage: message,
    retryAfterSeconds: retryAfterSeconds(answer.retryAfter, nowMs),
  };
}

/**
 * Spec section 8: what a failed request reports: status, statusText, url and the error from the body, or
 * 'Failed to parse error response: {statusText}' when the body could not be read.
 */
export function requestFailure(response: FailedResponse): RequestFailure {
  const { status, statusText, url, body } = response;
  const error = body === null ? `Failed to parse error response: ${statusText}` : errorFromBody(body);
  return { status, statusText, url, error };
}

/** The message of a failed request: the JSON of {status, statusText, url, error}, in that order. */
export function requestFailureMessage(failure: RequestFailure): string {
  const { status, statusText, url, error } = failure;
  return JSON.stringify({ status, statusText, url, error });
}

/** Spec section 8, "Failed request": the message for a failed response, as a JSON string. */
export function describeRequestFailure(response: FailedResponse): string {
  return requestFailureMessage(requestFailure(response));
}

/** The JSON object an error's message holds (a failed request's message is one), or undefined. */
function jsonMessageOf(error: unknown): JsonObject | undefined {
  const message =
    typeof error === 'string'
      ? error
      : isJsonObject(error) || error instanceof Error
        ? error.message
        : undefined;
  if (typeof message !== 'string') return undefined;
  const parsed = parseJson(message);
  return isJsonObject(parsed) ? parsed : undefined;
}

function firstText(sources: readonly unknown[], keys: readonly string[]): string | undefined {
  for (const source of sources) {
    if (!isJsonObject(source)) continue;
    for (const key of keys) {
      const value = source[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return undefined;
}

/**
 * Spec section 8, "Default display": an error's message is shown only when it is JSON carrying an errorMessage or a
 * message (preferred in that order; for a failed request, also inside its `error`, the server's explanation);
 * anything else ('Failed to fetch', a stack-ish text, a bare status text) shows 'An unexpected error occurred'.
 */
export function displayErrorMessage(error: unknown): string {
  const json = jsonMessageOf(error);
  if (!json) return UNEXPECTED_ERROR_MESSAGE;
  return firstText([json, json['error']], ['errorMessage', 'message']) ?? UNEXPECTED_ERROR_MESSAGE;
}

/**
 * Spec section 8, "Upload failure": the errorMessage of the error's info, else 'Unknown error'. The info is looked
 * for on the error itself (error.info), as the server's explanation a failed request carries (error.error, which
 * is body.info when the body has no error), and in a JSON message (its info or error).
 */
export function uploadErrorMessage(error: unknown): string {
  const own = isJsonObject(error) || error instanceof Error ? (error as unknown as JsonObject) : undefined;
  const json = jsonMessageOf(error);
  const infos = [own?.['info'], own?.['error'], json?.['info'], json?.['error']];
  return firstText(infos, ['errorMessage']) ?? UNKNOWN_UPLOAD_ERROR_MESSAGE;
}
