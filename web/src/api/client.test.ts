import type { AdvData, ProductListResponse, UpdateOrderResponse } from '@telehealth/schemas';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';

import {
  ApiError,
  apiErrorMessage,
  buildUrl,
  createApiClient,
  type ApiClient,
  type FetchLike,
} from './client';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that answers from a script of responses and records every call. */
function scriptedFetch(...responses: Array<() => Response>) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const next = responses[calls.length - 1];
    if (!next) throw new Error(`unexpected call #${calls.length} to ${url}`);
    return next();
  };
  return { fetch, calls };
}

const json =
  (body: unknown, status = 200, statusText = 'OK') =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      statusText,
      headers: { 'content-type': 'application/json' },
    });
const text = (body: string, status: number, statusText: string) => () =>
  new Response(body, { status, statusText, headers: { 'content-type': 'text/plain' } });

/** A valid order update body. */
const update = { created: 'abc', columns: {} };

const client = (fetch: FetchLike) => createApiClient({ fetch, token: 'secret-token', retryDelayMs: 0 });

function headersOf(call: Call | undefined): Record<string, string> {
  return (call?.init.headers ?? {}) as Record<string, string>;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('headers', () => {
  it('sends Token and JSON content type, and no Tenant before the tenant is known', async () => {
    const { fetch, calls } = scriptedFetch(json({ tenantId: 7 }));
    await client(fetch).call('GET /api/tenant/resolve', { query: { host: 'evenwell.localhost' } });
    expect(calls[0]?.url).toBe('/api/tenant/resolve?host=evenwell.localhost');
    expect(headersOf(calls[0])).toMatchObject({ Token: 'secret-token', 'Content-Type': 'application/json' });
    expect(headersOf(calls[0])).not.toHaveProperty('Tenant');
    expect(headersOf(calls[0])).not.toHaveProperty('Authorization');
  });

  it('sends no content type with a POST that has no body (the API refuses an empty JSON body)', async () => {
    const { fetch, calls } = scriptedFetch(json({ orderId: '5' }));
    await client(fetch).call('POST /api/subscriptions/{orderId}/pause', { params: { orderId: '5' } });
    expect(calls[0]?.init.body).toBeUndefined();
    expect(headersOf(calls[0])).not.toHaveProperty('Content-Type');
    expect(headersOf(calls[0])).toMatchObject({ Accept: 'application/json', Token: 'secret-token' });
  });

  it('adds Tenant once bound to a tenant, and Authorization when logged in', async () => {
    const { fetch, calls } = scriptedFetch(json({}));
    const api = createApiClient({ fetch, token: 't', getAuthToken: () => 'jwt.value.here' }).withTenant(6);
    expect(api.tenantId).toBe(6);
    await api.call('GET /api/tenant');
    expect(headersOf(calls[0])).toMatchObject({
      Token: 't',
      Tenant: '6',
      Authorization: 'Bearer jwt.value.here',
    });
  });

  it('serialises the body as JSON and prefixes the base URL', async () => {
    const { fetch, calls } = scriptedFetch(json({ ok: true }));
    const api = createApiClient({ fetch, token: 't', baseUrl: 'http://api.test' });
    const body = { created: 'abc', advData: {} as AdvData };
    await expect(api.call('POST /api/order/create', { body })).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('http://api.test/api/order/create');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"created":"abc","advData":{}}');
  });
});

describe('patch', () => {
  it('sends a PATCH with the JSON body, never retried, its failure an ApiError with status and message', async () => {
    const { fetch, calls } = scriptedFetch(
      json({ id: 5, role: 2 }),
      json({ statusCode: 409, message: 'An admin cannot demote themselves' }, 409, 'Conflict'),
    );
    const api = client(fetch).withTenant(6);
    await expect(
      api.call('PATCH /api/admin/users/{id}', { params: { id: 5 }, body: { role: 2 } }),
    ).resolves.toEqual({ id: 5, role: 2 });
    expect(calls[0]?.url).toBe('/api/admin/users/5');
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(calls[0]?.init.body).toBe('{"role":2}');
    expect(headersOf(calls[0])).toMatchObject({ Tenant: '6', 'Content-Type': 'application/json' });

    const error = await caught(
      api.call('PATCH /api/admin/users/{id}', { params: { id: 1 }, body: { role: 1 } }),
    );
    expect(calls).toHaveLength(2);
    expect(error.status).toBe(409);
    expect(error.apiMessage).toBe('An admin cannot demote themselves');
  });
});

describe('responses', () => {
  it('returns undefined for an empty success body and text for a non-JSON one', async () => {
    const { fetch } = scriptedFetch(
      () => new Response(null, { status: 204 }),
      () => new Response('plain', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    const api = client(fetch);
    await expect(api.call('PUT /api/chat/read/{id}', { params: { id: 1 } })).resolves.toBeUndefined();
    await expect(api.call('GET /api/user/info')).resolves.toBe('plain');
  });

  it('fails with an ApiError when a JSON response does not parse', async () => {
    const { fetch } = scriptedFetch(
      () => new Response('{oops', { headers: { 'content-type': 'application/json' } }),
    );
    const error = await caught(client(fetch).call('GET /api/states'));
    expect(JSON.parse(error.message)).toEqual({
      status: 200,
      statusText: '',
      url: '/api/states',
      error: 'Response body is not valid JSON',
    });
  });
});

describe('retries', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once after %i', async (status) => {
    const { fetch, calls } = scriptedFetch(json({ message: 'busy' }, status, 'Busy'), json([{ id: 1 }]));
    await expect(client(fetch).call('GET /api/products')).resolves.toEqual([{ id: 1 }]);
    expect(calls).toHaveLength(2);
  });

  it('retries a GET only once', async () => {
    const { fetch, calls } = scriptedFetch(
      json({ message: 'down' }, 503, 'Service Unavailable'),
      json({ message: 'still down' }, 503, 'Service Unavailable'),
    );
    const error = await caught(client(fetch).call('GET /api/products'));
    expect(calls).toHaveLength(2);
    expect(error.status).toBe(503);
    expect(error.error).toBe('still down');
  });

  it.each([
    [
      'POST',
      (api: ApiClient) => api.call('POST /api/order/update', { body: { created: 'abc', columns: {} } }),
    ],
    ['PUT', (api: ApiClient) => api.call('PUT /api/chat/read/{id}', { params: { id: 1 } })],
    [
      'PATCH',
      (api: ApiClient) => api.call('PATCH /api/admin/users/{id}', { params: { id: 1 }, body: { role: 1 } }),
    ],
    [
      'DELETE',
      (api: ApiClient) => api.call('DELETE /api/admin/flows/{key}/draft', { params: { key: 'intake' } }),
    ],
  ] as const)('never retries a %s', async (method, send) => {
    const { fetch, calls } = scriptedFetch(json({ message: 'down' }, 503, 'Service Unavailable'));
    await caught(send(client(fetch)));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.method).toBe(method);
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry a GET after %i', async (status) => {
    const { fetch, calls } = scriptedFetch(json({ message: 'no' }, status, 'No'));
    const error = await caught(client(fetch).call('GET /api/products/{medId}', { params: { medId: 99 } }));
    expect(calls).toHaveLength(1);
    expect(error.status).toBe(status);
  });

  it('waits before the retry', async () => {
    const waits: number[] = [];
    const { fetch } = scriptedFetch(json({}, 502, 'Bad Gateway'), json({}));
    const api = createApiClient({
      fetch,
      token: 't',
      retryDelayMs: 250,
      sleep: async (ms) => void waits.push(ms),
    });
    await api.call('GET /api/flows');
    expect(waits).toEqual([250]);
  });
});

describe('error shape', () => {
  // Which part of the body becomes `error` is the engine's rule (requestFailure), tested case by case there;
  // here: the client hands it the response and throws what it says.
  it('throws an ApiError whose message is the JSON of status, statusText, url and the body’s error', async () => {
    const { fetch } = scriptedFetch(
      json({ error: 'Tenant not found', message: 'ignored' }, 404, 'Not Found'),
    );
    const error = await caught(
      client(fetch).call('GET /api/tenant/resolve', { query: { host: 'x.localhost' } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(
      '{"status":404,"statusText":"Not Found","url":"/api/tenant/resolve?host=x.localhost","error":"Tenant not found"}',
    );
    expect(error).toMatchObject({ status: 404, statusText: 'Not Found', error: 'Tenant not found' });
  });

  it('passes a plain-text error body on as the error', async () => {
    const { fetch } = scriptedFetch(text('gateway exploded', 502, 'Bad Gateway'));
    const error = await caught(client(fetch).call('POST /api/order/update', { body: update }));
    expect(error).toMatchObject({ status: 502, url: '/api/order/update', error: 'gateway exploded' });
  });

  it("says 'Failed to parse error response' when the error body cannot be read", async () => {
    const unreadable = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.error(new Error('connection reset'));
          },
        }),
        { status: 400, statusText: 'Bad Request' },
      );
    const { fetch } = scriptedFetch(unreadable);
    const error = await caught(client(fetch).call('POST /api/order/update', { body: update }));
    expect(JSON.parse(error.message)).toEqual({
      status: 400,
      statusText: 'Bad Request',
      url: '/api/order/update',
      error: 'Failed to parse error response: Bad Request',
    });
  });
});

describe('ApiError parses the answer once', () => {
  const failing =
    (body: string | null, headers: Record<string, string> = {}) =>
    () =>
      new Response(body, {
        status: 429,
        statusText: 'Too Many Requests',
        headers: { 'content-type': 'application/json', ...headers },
      });

  it("reads the body's code and message and Retry-After's seconds", async () => {
    const { fetch } = scriptedFetch(
      failing(
        JSON.stringify({
          statusCode: 429,
          error: 'Too Many Requests',
          code: 'RATE_LIMITED',
          message: 'Too many uploads; try again in 60 seconds',
        }),
        { 'Retry-After': '60' },
      ),
    );
    const error = await caught(client(fetch).call('POST /api/upload', { form: new FormData() }));
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      apiMessage: 'Too many uploads; try again in 60 seconds',
      retryAfterSeconds: 60,
      error: 'Too Many Requests',
    });
  });

  it('reads a Retry-After HTTP-date as the seconds from now', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T09:00:00Z') });
    try {
      const { fetch } = scriptedFetch(failing('{}', { 'Retry-After': 'Tue, 24 Nov 2026 09:02:30 GMT' }));
      const error = await caught(
        client(fetch).call('POST /api/auth/login', { body: { email: 'a@example.com', password: 'x' } }),
      );
      expect(error.retryAfterSeconds).toBe(150);
    } finally {
      vi.useRealTimers();
    }
  });

  it('has null for what the answer does not say', async () => {
    const { fetch } = scriptedFetch(text('gateway exploded', 502, 'Bad Gateway'));
    const error = await caught(client(fetch).call('POST /api/order/update', { body: update }));
    expect(error).toMatchObject({ code: null, apiMessage: null, retryAfterSeconds: null });
  });
});

describe('apiErrorMessage', () => {
  const failure = (body: string) =>
    new ApiError(
      { status: 402, statusText: 'Payment Required', url: '/api/order/checkout', error: 'x' },
      body,
    );

  it("shows the API's message (a decline's is the gateway's)", () => {
    expect(
      apiErrorMessage(
        failure(
          JSON.stringify({ statusCode: 402, error: 'Payment Required', message: 'Your card was declined.' }),
        ),
      ),
    ).toBe('Your card was declined.');
  });

  it('falls back to the default display for anything else', () => {
    expect(apiErrorMessage(new Error('Failed to fetch'))).toBe('An unexpected error occurred');
    expect(apiErrorMessage(failure('<html>'))).toBe('An unexpected error occurred');
  });
});

describe('buildUrl', () => {
  it('encodes query values, repeats arrays and drops null and undefined', () => {
    expect(
      buildUrl('', '/api/products', { med: [1, 2], couponCode: 'A B&C', skip: undefined, none: null }),
    ).toBe('/api/products?med=1&med=2&couponCode=A+B%26C');
    expect(buildUrl('', '/api/states')).toBe('/api/states');
  });
});

describe('typed calls', () => {
  it('fills in and encodes the path parameters, and serialises the query', async () => {
    const { fetch, calls } = scriptedFetch(json({}), json({}), json({}));
    const api = client(fetch).withTenant(6);
    await api.call('GET /api/admin/questions/{id}', { params: { id: 12 }, query: { flow: 'followup' } });
    await api.call('GET /api/order/orderId/{id}', { params: { id: 'a/b c?' } });
    await api.call('GET /api/admin/flows/{key}/versions/{version}/drop-off', {
      params: { key: 'intake', version: 3 },
    });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET /api/admin/questions/12?flow=followup',
      'GET /api/order/orderId/a%2Fb%20c%3F',
      'GET /api/admin/flows/intake/versions/3/drop-off',
    ]);
  });

  it('leaves out query values that are not given', async () => {
    const { fetch, calls } = scriptedFetch(json({ items: [] }));
    await client(fetch).call('GET /api/admin/users', { query: { q: undefined, role: '2', page: 1 } });
    expect(calls[0]?.url).toBe('/api/admin/users?role=2&page=1');
  });

  it('types the request and the answer by the route', () => {
    // Checked by tsc (web/tsconfig.spec.json), never run.
    const typed = async (api: ApiClient) => {
      const products = await api.call('GET /api/products');
      expectTypeOf(products).toEqualTypeOf<ProductListResponse>();
      expectTypeOf(
        await api.call('POST /api/order/update', { body: update }),
      ).toEqualTypeOf<UpdateOrderResponse>();
      // @ts-expect-error the body of an order update needs its created value
      await api.call('POST /api/order/update', { body: { columns: {} } });
      // @ts-expect-error a login takes no order columns
      await api.call('POST /api/auth/login', { body: update });
      // @ts-expect-error the path parameter is required
      await api.call('GET /api/products/{medId}');
      // @ts-expect-error the route names its parameter medId, not id
      await api.call('GET /api/products/{medId}', { params: { id: 1 } });
      // @ts-expect-error a role is '0', '1' or '2'
      await api.call('GET /api/admin/users', { query: { role: '5' } });
      // @ts-expect-error no such route
      await api.call('GET /api/nothing-here');
    };
    expect(typeof typed).toBe('function');
  });
});
