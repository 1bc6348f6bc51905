/**
 * Property tests of the write routes with JSON bodies: whatever a client sends that breaks the route's body
 * schema — random JSON, a valid body with one field removed, retyped or added, odd unicode, huge numbers, deep
 * nesting, malformed JSON text, a wrong content type, no body — the answer is a 400 shaped as ErrorResponse,
 * never a 500, and the database is left exactly as it was.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { validate, type SchemaName } from '@telehealth/schemas';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { testAdvData } from '../testing/intake.js';
import { DEV_TOKEN, tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

const TENANT = 6;
const BASE_CREATED = 'fuzz-base-order';
const NUM_RUNS = 40;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Caller = 'anonymous' | 'admin' | 'customer';

interface Endpoint {
  method: 'POST' | 'PUT' | 'PATCH';
  url: string;
  schema: SchemaName;
  caller: Caller;
  /** A body the schema accepts; the mutations start from it. */
  valid: () => Json;
  /** What the controller does to a body before validating it (login and recover trim the email). */
  normalize?: (body: unknown) => unknown;
}

/** Login and recover trim surrounding spaces of `email` before validating. */
function trimEmail(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  return typeof fields.email === 'string' ? { ...fields, email: fields.email.trim() } : body;
}

/** Whether the route's schema refuses this JSON text once parsed, as the server receives it. */
function breaksSchema(endpoint: Endpoint, text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return true;
  }
  return !validate(endpoint.schema, endpoint.normalize ? endpoint.normalize(parsed) : parsed).ok;
}

// ---- generators ---------------------------------------------------------------------------------------------

/** `depth` arrays nested in each other around a value. */
const nested = (depth: number, inner: Json): Json => {
  let value: Json = inner;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};

const oddStrings = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e\u2066evil',
    '\ud800',
    '\udfff\ud800',
    'e\u0301\u0301\u0301',
    '🧪'.repeat(2000),
    'a'.repeat(200_000),
    '<script>alert(1)</script>',
    "' OR 1=1; --",
    '${jndi:ldap://x}',
    '__proto__',
    'NaN',
    '1e999',
  ),
);

const oddNumbers = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    5e-324,
    1e308,
    -1e308,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER * 1024,
  ),
);

/** A value of (most likely) the wrong type or shape for whatever field it lands in. */
const oddValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  oddNumbers,
  oddStrings,
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
  fc.array(oddStrings, { maxLength: 5 }),
  fc.dictionary(oddStrings, fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>, { maxKeys: 4 }),
  fc.integer({ min: 100, max: 2000 }).map((depth) => nested(depth, 'deep')),
);

/** Every path to a value inside `value` (not the root itself). */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...pathsOf(item, [...prefix, key]),
    ]);
  }
  return [];
}

/** Paths to the objects inside `value`, the root included: where an extra property can go. */
function objectPathsOf(value: Json): (string | number)[][] {
  const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  return [[], ...pathsOf(value)].filter((path) => isObject(at(value, path)));
}

function at(value: Json, path: (string | number)[]): Json {
  let current: Json = value;
  for (const key of path) current = (current as Record<string, Json>)[key as string] as Json;
  return current;
}

/** Sets an own, enumerable property, even `__proto__` (so that JSON.stringify sends it). */
function setOwn(target: Record<string, Json> | Json[], key: string | number, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

type Mutation =
  | { kind: 'remove'; path: (string | number)[] }
  | { kind: 'replace'; path: (string | number)[]; value: Json }
  | { kind: 'extra'; path: (string | number)[]; key: string; value: Json };

function mutate(valid: Json, mutation: Mutation): Json {
  const body = structuredClone(valid);
  const parentPath = mutation.kind === 'extra' ? mutation.path : mutation.path.slice(0, -1);
  const parent = at(body, parentPath) as Record<string, Json> | Json[];
  if (mutation.kind === 'extra') {
    setOwn(parent, mutation.key, mutation.value);
  } else {
    const key = mutation.path.at(-1)!;
    if (mutation.kind === 'replace') setOwn(parent, key, mutation.value);
    else if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key as string];
  }
  return body;
}

/** JSON texts of bodies that break the endpoint's schema, from its valid body or from nothing. */
function badBodies(endpoint: Endpoint): fc.Arbitrary<string> {
  const valid = endpoint.valid();
  const paths = pathsOf(valid);
  const objectPaths = objectPathsOf(valid);
  const mutations: fc.Arbitrary<Mutation> = fc.oneof(
    fc.constantFrom(...paths).map((path): Mutation => ({ kind: 'remove', path })),
    fc.record({ kind: fc.constant('replace' as const), path: fc.constantFrom(...paths), value: oddValue }),
    fc.record({
      kind: fc.constant('extra' as const),
      path: fc.constantFrom(...objectPaths),
      key: fc.oneof(
        oddStrings,
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'tenant_id', 'price'),
      ),
      value: oddValue,
    }),
  );
  return fc
    .oneof(
      { weight: 3, arbitrary: mutations.map((mutation) => mutate(valid, mutation)) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<Json> },
      { weight: 1, arbitrary: oddValue },
    )
    .map((body) => JSON.stringify(body))
    .filter((text) => breaksSchema(endpoint, text));
}

// ---- the app and its database -------------------------------------------------------------------------------

describe('bad request bodies', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  const tokens: Record<Caller, string | undefined> = {
    anonymous: undefined,
    admin: undefined,
    customer: undefined,
  };
  let customerId = 0;
  let threadId = 0;

  const send = (
    endpoint: Pick<Endpoint, 'method' | 'url' | 'caller'>,
    payload: string | undefined,
    contentType: string | undefined = 'application/json',
  ) =>
    app.inject({
      method: endpoint.method,
      url: endpoint.url,
      headers: {
        token: DEV_TOKEN,
        tenant: String(TENANT),
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(tokens[endpoint.caller] ? { authorization: `Bearer ${tokens[endpoint.caller]}` } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });

  /**
   * Row count and checksum of every table of the public schema but the audit log, which rightly records staff
   * requests (with their status); auditRowsSince checks those rows apart.
   */
  async function snapshot(): Promise<Record<string, string>> {
    const tables: { name: string }[] = await db.query(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'audit_log'
        ORDER BY table_name`,
    );
    const sums: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await db.query(
        `SELECT count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum
           FROM "${name}" t`,
      );
      sums[name] = (row as { sum: string }).sum;
    }
    return sums;
  }

  const lastAuditId = async (): Promise<string> =>
    ((await db.query('SELECT coalesce(max(id), 0)::text AS id FROM audit_log'))[0] as { id: string }).id;

  /** The status codes the audit log recorded after entry `id`. */
  const auditStatusesSince = async (id: string): Promise<number[]> =>
    (
      (await db.query('SELECT status_code FROM audit_log WHERE id > $1 ORDER BY id', [id])) as {
        status_code: number;
      }[]
    ).map((row) => row.status_code);

  /** The answer must be a 400 (or `allowed`) shaped as ErrorResponse; returns a description when it is not. */
  function problemWith(
    response: { statusCode: number; body: string },
    allowed: number[] = [400],
  ): string | null {
    if (!allowed.includes(response.statusCode))
      return `status ${response.statusCode}: ${response.body.slice(0, 300)}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      return `not JSON: ${response.body.slice(0, 300)}`;
    }
    const shape = validate('ErrorResponse', parsed);
    if (!shape.ok)
      return `not an ErrorResponse (${JSON.stringify(shape.issues)}): ${response.body.slice(0, 300)}`;
    if (shape.value.statusCode !== response.statusCode)
      return `statusCode ${shape.value.statusCode} in the body`;
    return null;
  }

  /** Runs `body` and checks that it left every table as it was and audited nothing but 4xx answers. */
  async function unchanged(body: () => Promise<void>): Promise<void> {
    const before = await snapshot();
    const auditId = await lastAuditId();
    await body();
    expect(await snapshot()).toEqual(before);
    for (const status of await auditStatusesSince(auditId)) expect(status).toBeGreaterThanOrEqual(400);
  }

  const publishedIntake = () => {
    const flow = tenantData(TENANT).flows.find((f) => f.key === 'intake' && f.status === 'published');
    if (!flow) throw new Error(`tenant ${TENANT} has no published intake`);
    return flow;
  };

  const endpoints: Endpoint[] = [
    {
      method: 'POST',
      url: '/api/order/create',
      schema: 'CreateOrderRequest',
      caller: 'anonymous',
      valid: () => ({ created: 'fuzz-new-order', advData: testAdvData as unknown as Json }),
    },
    {
      method: 'POST',
      url: '/api/order/update',
      schema: 'UpdateOrderRequest',
      caller: 'anonymous',
      valid: () => ({
        created: BASE_CREATED,
        revision: 1,
        columns: { quizData: { '1': 'Yes', '2': ['a', 'b'] } },
      }),
    },
    {
      method: 'POST',
      url: '/api/order/checkout',
      schema: 'CheckoutRequest',
      caller: 'anonymous',
      valid: () => ({
        created: BASE_CREATED,
        products: [{ med: tenantData(TENANT).products[0]!.med, quantity: 1 }],
        shipping: {
          firstName: 'Jordan',
          lastName: 'Rivera',
          address: { line1: '12 Harbor Street', city: 'Portland', state: 'OR', postalCode: '97205' },
          email: 'jordan@example.com',
          phone: '5035550143',
        },
        payment: {
          paySource: 'CREDITCARD',
          card: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Jordan Rivera' },
        },
      }),
    },
    {
      method: 'POST',
      url: '/api/auth/login',
      schema: 'LoginRequest',
      caller: 'anonymous',
      valid: () => ({ email: 'admin@example.com', password: 'not-the-password' }),
      normalize: trimEmail,
    },
    {
      method: 'POST',
      url: '/api/auth/recover',
      schema: 'RecoverPasswordRequest',
      caller: 'anonymous',
      valid: () => ({ email: 'admin@example.com' }),
      normalize: trimEmail,
    },
    {
      method: 'POST',
      url: '/api/auth/reset',
      schema: 'ResetPasswordRequest',
      caller: 'anonymous',
      valid: () => ({ token: 'not-a-real-token', password: 'a-new-password' }),
    },
    {
      method: 'POST',
      url: '/api/klaviyo/intake',
      schema: 'KlaviyoIntakeRequest',
      caller: 'anonymous',
      valid: () => ({
        email: 'pat@example.com',
        recoverLink: `https://patient.${tenantData(TENANT).tenant.slug}.com/?restoresession=${BASE_CREATED}`,
      }),
    },
    {
      method: 'POST',
      url: '/api/auth/masquerade',
      schema: 'MasqueradeRequest',
      caller: 'admin',
      valid: () => ({ userId: customerId }),
    },
    {
      method: 'POST',
      url: '/api/admin/users',
      schema: 'AdminCreateUserRequest',
      caller: 'admin',
      valid: () => ({ email: 'fuzz-new-user@example.com', role: 2, password: 'agent-password' }),
    },
    {
      method: 'PATCH',
      get url() {
        return `/api/admin/users/${customerId}`;
      },
      schema: 'AdminUpdateUserRequest',
      caller: 'admin',
      valid: () => ({ role: 2 }),
    },
    {
      method: 'PUT',
      url: '/api/admin/flows/intake/draft',
      schema: 'SaveFlowDraftRequest',
      caller: 'admin',
      valid: () => ({
        document: { ...publishedIntake(), version: 99, status: 'draft' } as unknown as Json,
        revision: 1,
      }),
    },
    {
      method: 'POST',
      url: '/api/admin/flows/intake/draft/publish',
      schema: 'PublishFlowDraftRequest',
      caller: 'admin',
      valid: () => ({ revision: 1 }),
    },
    {
      method: 'POST',
      url: '/api/chat/threads',
      schema: 'CreateChatThreadRequest',
      caller: 'customer',
      valid: () => ({ subject: 'My refill', body: 'When does it ship?' }),
    },
    {
      method: 'POST',
      get url() {
        return `/api/chat/threads/${threadId}/messages`;
      },
      schema: 'ChatMessageRequest',
      caller: 'customer',
      valid: () => ({ body: 'Thanks!' }),
    },
    {
      method: 'POST',
      url: '/api/followup/999999',
      schema: 'FollowupSubmitRequest',
      caller: 'customer',
      valid: () => ({ startData: {} }),
    },
    {
      method: 'POST',
      url: '/api/subscriptions/999999/retention-offer',
      schema: 'RetentionOfferRequest',
      caller: 'customer',
      valid: () => ({ offerId: 'next-shipment-20-off' }),
    },
    {
      method: 'POST',
      url: '/api/subscriptions/999999/cancel',
      schema: 'CancelSubscriptionRequest',
      caller: 'customer',
      valid: () => ({ reason: 'other', details: 'Moving abroad' }),
    },
  ];

  beforeAll(async () => {
    app = await pg.newApp();
    db = app.get(DataSource);
    const created = await send(
      { method: 'POST', url: '/api/order/create', caller: 'anonymous' },
      JSON.stringify({ created: BASE_CREATED, advData: testAdvData }),
    );
    expect(created.statusCode).toBe(201);

    const login = async (email: string, password: string) => {
      const response = await send(
        { method: 'POST', url: '/api/auth/login', caller: 'anonymous' },
        JSON.stringify({ email, password }),
      );
      expect(response.statusCode).toBe(200);
      return (response.json() as { token: string }).token;
    };
    tokens.admin = await login('admin@example.com', 'admin-dev-password');
    const customer = await send(
      { method: 'POST', url: '/api/admin/users', caller: 'admin' },
      JSON.stringify({ email: 'fuzz-customer@example.com', role: 1, password: 'customer-password' }),
    );
    expect(customer.statusCode).toBe(201);
    customerId = (customer.json() as { id: number }).id;
    tokens.customer = await login('fuzz-customer@example.com', 'customer-password');
    const thread = await send(
      { method: 'POST', url: '/api/chat/threads', caller: 'customer' },
      JSON.stringify({ subject: 'Hello', body: 'First message' }),
    );
    expect(thread.statusCode).toBe(201);
    threadId = (thread.json() as { thread: { id: number } }).thread.id;
  });

  it('every valid sample body really is valid (the mutations start from it)', () => {
    for (const endpoint of endpoints) {
      const result = validate(endpoint.schema, endpoint.valid());
      expect(result.ok ? [] : result.issues, `${endpoint.method} ${endpoint.url}`).toEqual([]);
    }
  });

  it('names an unknown property whose key holds a line break with a valid JSON pointer', async () => {
    // RFC 6901: any character but ~ and / stands for itself in a pointer, line breaks included.
    const response = await send(
      endpoints[0]!,
      JSON.stringify({ ...(endpoints[0]!.valid() as object), '\n': 1 }),
    );
    expect(problemWith(response)).toBeNull();
    expect(response.json()).toMatchObject({
      errors: [{ path: '/\n', message: 'is not an allowed property' }],
    });
  });

  describe.each(
    endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.url.replace(/\d+/g, ':id')}`, endpoint]),
  )('%s', (_name, endpoint) => {
    it('answers 400 ErrorResponse to bodies that break its schema, and writes nothing', async () => {
      await unchanged(async () => {
        await fc.assert(
          fc.asyncProperty(badBodies(endpoint), async (text) => {
            const problem = problemWith(await send(endpoint, text));
            if (problem) throw new Error(`${text.slice(0, 300)} → ${problem}`);
          }),
          { numRuns: NUM_RUNS },
        );
      });
    }, 60_000);

    it('answers 400 ErrorResponse to malformed JSON, huge numbers, no body and a wrong content type', async () => {
      const texts = [
        '{',
        '{"created": ',
        "{'created': 'x'}",
        '{"a": 1,}',
        '[1, 2',
        'nul',
        'undefined',
        '{"a": NaN}',
        '\u0000',
        '\ufeff{}',
        '{"__proto__": {"isAdmin": true}}',
        '{"constructor": {"prototype": {"isAdmin": true}}}',
        '1e999',
        '{"created": 1e999, "revision": -1e999}',
        '{"revision": 123456789012345678901234567890}',
        `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
        '""',
        '0',
        'true',
        'null',
      ];
      await unchanged(async () => {
        for (const text of texts) {
          // A text that parses to a body the schema accepts (1.2e29 is an integer) may fail further on.
          const allowed = breaksSchema(endpoint, text) ? [400] : [400, 401, 403, 404, 409, 422];
          const problem = problemWith(await send(endpoint, text), allowed);
          expect(problem, JSON.stringify(text.slice(0, 80))).toBeNull();
        }
        expect(problemWith(await send(endpoint, undefined))).toBeNull();
        expect(problemWith(await send(endpoint, ''))).toBeNull();
        expect(problemWith(await send(endpoint, undefined, undefined))).toBeNull();
        // Another media type is refused before any handler runs: 415, or 400 when the body cannot be read.
        for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
          const problem = problemWith(
            await send(endpoint, JSON.stringify(endpoint.valid()), type),
            [400, 415],
          );
          expect(problem, type).toBeNull();
        }
      });
    }, 60_000);
  });

  it('answers 401 to a schema-valid login with wrong credentials (recorded for the rate limit only)', async () => {
    const before = await snapshot();
    const response = await send(
      endpoints[3]!,
      JSON.stringify({ email: 'nobody@example.com', password: 'whatever' }),
    );
    expect(problemWith(response, [401])).toBeNull();
    const after = await snapshot();
    expect({ ...after, login_attempts: '' }).toEqual({ ...before, login_attempts: '' });
  });

  it('answers 4xx ErrorResponse, never 500, to schema-valid bodies that name what does not exist', async () => {
    const cases: [Pick<Endpoint, 'method' | 'url' | 'caller'>, Json, number[]][] = [
      [endpoints[1]!, { created: 'no-such-order', columns: { quizData: {} } }, [404]],
      [endpoints[1]!, { created: BASE_CREATED, revision: 7, columns: { quizData: {} } }, [409]],
      [endpoints[0]!, { created: BASE_CREATED, advData: testAdvData as unknown as Json }, [409]],
      [
        endpoints[2]!,
        { ...(endpoints[2]!.valid() as Record<string, Json>), created: 'no-such-order' },
        [404],
      ],
      [endpoints[2]!, endpoints[2]!.valid(), [422]],
      [endpoints[5]!, { token: 'not-a-real-token', password: 'a-new-password' }, [400, 404, 410, 422]],
      [endpoints[7]!, { userId: 2_000_000_000 }, [404]],
      [endpoints[11]!, { revision: 1 }, [404]],
    ];
    await unchanged(async () => {
      for (const [endpoint, body, allowed] of cases) {
        const problem = problemWith(await send(endpoint, JSON.stringify(body)), allowed);
        expect(problem, `${endpoint.url} ${JSON.stringify(body).slice(0, 120)}`).toBeNull();
      }
    });
  });
});
