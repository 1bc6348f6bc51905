import {
  apiFailure,
  displayErrorMessage,
  requestFailure,
  requestFailureMessage,
  type ApiFailure,
} from '@telehealth/engine';
import type { RequestFailure, TenantId } from '@telehealth/schemas';

/** Statuses worth a second try: the request may succeed unchanged (spec section 9). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** How many times a request is retried, by method: GET once, every other method never (spec section 9). */
export function retriesFor(method: HttpMethod): number {
  return method === 'GET' ? 1 : 0;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A call that got a non-2xx answer (or a 2xx answer that is not the JSON it claims to be). The message is the JSON
 * of {status, statusText, url, error} (spec section 8, the engine's requestFailureMessage), so it survives logging
 * and `String(error)` intact; `error` is the server's explanation. The answer is parsed here once (the engine's
 * apiFailure): `code` and `apiMessage` from the ErrorResponse body, `retryAfterSeconds` from Retry-After.
 */
export class ApiError extends Error implements ApiFailure {
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly error: unknown;
  readonly code: string | null;
  readonly apiMessage: string | null;
  readonly retryAfterSeconds: number | null;

  /** `body` is the raw error body (null when unreadable), `retryAfter` the answer's Retry-After header. */
  constructor(details: RequestFailure, body: string | null = null, retryAfter: string | null = null) {
    super(requestFailureMessage(details));
    this.name = 'ApiError';
    this.status = details.status;
    this.statusText = details.statusText;
    this.url = details.url;
    this.error = details.error;
    const failure = apiFailure({ status: details.status, body, retryAfter }, Date.now());
    this.code = failure.code;
    this.apiMessage = failure.apiMessage;
    this.retryAfterSeconds = failure.retryAfterSeconds;
  }
}

/**
 * What to show for a failed call: the API's own message (it names the field of a bad request, and a checkout
 * decline's message is the gateway's, such as 'Your card was declined.'), else the spec's default display
 * (section 8).
 */
export function apiErrorMessage(error: unknown): string {
  return (error instanceof ApiError ? error.apiMessage : null) ?? displayErrorMessage(error);
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** The fetch to use; passed in so tests (and the server, one day) supply their own. */
  fetch: FetchLike;
  /** Shared client key sent as `Token` on every call. */
  token: string;
  /** Prefix of every path; '' means same origin (the dev and preview servers proxy /api to the API). */
  baseUrl?: string;
  /** Sent as `Tenant` once known; null for the calls made before the tenant is resolved. */
  tenantId?: TenantId | null;
  /** Read on every call: the logged-in user's JWT, sent as `Authorization: Bearer`. */
  getAuthToken?: () => string | null | undefined;
  /** Pause before the one retry of a GET. */
  retryDelayMs?: number;
  /** How to wait; replaced in tests. */
  sleep?: (ms: number) => Promise<void>;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Serialised as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly tenantId: TenantId | null;
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** The same client, sending `Tenant: <id>` from now on. */
  withTenant(tenantId: TenantId): ApiClient;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function buildUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}

/** The error of a failed response, by the engine's rule (spec section 8); a body that cannot be read says so. */
async function toApiError(response: Response, url: string): Promise<ApiError> {
  let body: string | null;
  try {
    body = await response.text();
  } catch {
    body = null;
  }
  return new ApiError(
    requestFailure({ status: response.status, statusText: response.statusText, url, body }),
    body,
    response.headers.get('retry-after'),
  );
}

async function readBody<T>(response: Response, url: string): Promise<T> {
  const raw = await response.text();
  if (raw === '') return undefined as T;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return raw as T;
  try {
    return JSON.parse(raw) as T;
  } catch {
    throw new ApiError({
      status: response.status,
      statusText: response.statusText,
      url,
      error: 'Response body is not valid JSON',
    });
  }
}

/** The one API client: spec headers, JSON bodies, the spec's retry rule and error shape. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const tenantId = options.tenantId ?? null;
  const sleep = options.sleep ?? defaultSleep;
  const retryDelayMs = options.retryDelayMs ?? 300;

  function headersFor(extra: Record<string, string> | undefined): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Token: options.token,
    };
    if (tenantId !== null) headers.Tenant = String(tenantId);
    const authToken = options.getAuthToken?.();
    if (authToken) headers.Authorization = `Bearer ${authToken}`;
    return { ...headers, ...extra };
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<T> {
    const url = buildUrl(baseUrl, path, requestOptions.query);
    const hasBody = requestOptions.body !== undefined;
    const init: RequestInit = {
      method,
      headers: headersFor(requestOptions.headers),
      body: hasBody ? JSON.stringify(requestOptions.body) : undefined,
      signal: requestOptions.signal,
    };
    let retriesLeft = retriesFor(method);
    for (;;) {
      const response = await options.fetch(url, init);
      if (response.ok) return readBody<T>(response, url);
      if (retriesLeft > 0 && RETRYABLE_STATUSES.has(response.status) && !requestOptions.signal?.aborted) {
        retriesLeft -= 1;
        // Drain the failed body so the connection can be reused.
        await response.text().catch(() => undefined);
        await sleep(retryDelayMs);
        continue;
      }
      throw await toApiError(response, url);
    }
  }

  return {
    tenantId,
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
    withTenant: (id) => createApiClient({ ...options, tenantId: id }),
  };
}
