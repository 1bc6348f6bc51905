import {
  apiFailure,
  displayErrorMessage,
  requestFailure,
  requestFailureMessage,
  type ApiFailure,
  type RouteCallArgs,
  type RouteCaller,
} from '@telehealth/engine';
import {
  routeMethod,
  routeUrl,
  type ErrorCode,
  type HttpMethod,
  type RequestFailure,
  type RouteKey,
  type RouteResponse,
  type TenantId,
} from '@telehealth/schemas';

/** Statuses worth a second try: the request may succeed unchanged (spec section 9). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** How many times a request is retried, by method: GET once, every other method never (spec section 9). */
export function retriesFor(method: HttpMethod): number {
  return method === 'GET' ? 1 : 0;
}

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
  readonly code: ErrorCode | null;
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
  /** The fetch to use; passed in so tests and the server's render (the API in its own process) supply their own. */
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

interface RequestOptions {
  query?: Readonly<Record<string, QueryValue | readonly QueryValue[]>>;
  /** Serialised as JSON, except a form, which is sent as multipart/form-data. */
  body?: unknown;
  signal?: AbortSignal;
}

/** What a call takes beside the route's request: an abort signal, and for an upload route its form. */
export interface CallOptions {
  signal?: AbortSignal;
  /** The multipart form of a route whose body is a file (`POST /api/upload`, field `file`). */
  form?: FormData;
}

/**
 * The storefront's client. `call(route, request)` calls a route of the contract table (`@telehealth/schemas`
 * ROUTES): the path's parameters filled in and encoded from `params`, `query` serialised, `body` sent as JSON, and
 * the answer typed by the route. Pages and hooks call it (or a feature module built on it), never a URL.
 */
export interface ApiClient extends RouteCaller<RouteKey, CallOptions> {
  readonly tenantId: TenantId | null;
  /**
   * Opens a route that answers a stream (server-sent events: `GET /api/chat/events`) with the same headers as
   * `call`, plus `headers` (Last-Event-ID). Resolves with the response once it is a 2xx, its body unread; a refusal
   * throws an ApiError. Never retried: the caller decides when to reconnect.
   */
  stream(route: StreamRouteKey, options?: StreamOptions): Promise<Response>;
  /** The same client, sending `Tenant: <id>` from now on. */
  withTenant(tenantId: TenantId): ApiClient;
}

/** The routes whose answer is a stream of server-sent events. */
export type StreamRouteKey = 'GET /api/chat/events' | 'GET /api/chat/inbox/events';

export interface StreamOptions {
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
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
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

/**
 * The body of a write that has none (`PUT /api/chat/read/{id}`): `{}`, since the request says it is JSON (spec section
 * 7) and the API refuses an empty JSON body; other methods send none.
 */
function emptyBodyOf(method: HttpMethod): string | undefined {
  return method === 'POST' || method === 'PUT' || method === 'PATCH' ? '{}' : undefined;
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

async function readBody(response: Response, url: string): Promise<unknown> {
  const raw = await response.text();
  if (raw === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return raw;
  try {
    return JSON.parse(raw) as unknown;
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

  function headersFor(form: boolean): Record<string, string> {
    // A form's Content-Type (with its multipart boundary) is set by fetch itself.
    const headers: Record<string, string> = form
      ? { Accept: 'application/json', Token: options.token }
      : { Accept: 'application/json', 'Content-Type': 'application/json', Token: options.token };
    if (tenantId !== null) headers.Tenant = String(tenantId);
    const authToken = options.getAuthToken?.();
    if (authToken) headers.Authorization = `Bearer ${authToken}`;
    return headers;
  }

  async function request(method: HttpMethod, path: string, requestOptions: RequestOptions): Promise<unknown> {
    const url = buildUrl(baseUrl, path, requestOptions.query);
    const { body } = requestOptions;
    const form = body instanceof FormData;
    const init: RequestInit = {
      method,
      headers: headersFor(form),
      body: form ? body : body === undefined ? emptyBodyOf(method) : JSON.stringify(body),
      signal: requestOptions.signal,
    };
    let retriesLeft = retriesFor(method);
    for (;;) {
      const response = await options.fetch(url, init);
      if (response.ok) return readBody(response, url);
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

  function call<K extends RouteKey>(route: K, ...[callRequest]: RouteCallArgs<K, CallOptions>) {
    const { params, query, body, form, signal } = (callRequest ?? {}) as {
      params?: Readonly<Record<string, string | number>>;
      query?: RequestOptions['query'];
      body?: unknown;
      form?: FormData;
      signal?: AbortSignal;
    };
    const path = (routeUrl as (key: RouteKey, values?: object) => string)(route, params);
    return request(routeMethod(route), path, { query, body: form ?? body, signal }) as Promise<
      RouteResponse<K>
    >;
  }

  async function stream(route: StreamRouteKey, streamOptions: StreamOptions = {}): Promise<Response> {
    const url = buildUrl(baseUrl, routeUrl(route));
    const headers: Record<string, string> = {
      ...headersFor(false),
      Accept: 'text/event-stream',
      ...streamOptions.headers,
    };
    delete headers['Content-Type'];
    const response = await options.fetch(url, {
      method: routeMethod(route),
      headers,
      signal: streamOptions.signal,
      cache: 'no-store',
    });
    if (!response.ok) throw await toApiError(response, url);
    return response;
  }

  return {
    tenantId,
    call,
    stream,
    withTenant: (id) => createApiClient({ ...options, tenantId: id }),
  };
}
