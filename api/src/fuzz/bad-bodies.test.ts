/**
 * Property tests of the write routes with JSON bodies: whatever a client sends that breaks the route's body
 * schema — random JSON, a valid body with one field removed, retyped or added, odd unicode, huge numbers, deep
 * nesting, malformed JSON text, a wrong content type, no body — the answer is a 400 shaped as ErrorResponse,
 * never a 500, and the database is left exactly as it was.
 */
import { ROUTES, validate } from '@telehealth/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { buildOpenApiDocument } from '../openapi/openapi-document.js';
import { databaseChecksum } from '../testing/database-checksum.js';
import {
  BASE_CREATED,
  fuzzRoutes,
  normalizeBody,
  problemWith as problemOf,
  useFuzzWorld,
  type FuzzRequest,
  type FuzzRoute,
  type Json,
} from './__fixtures__/fuzz-routes.js';

const NUM_RUNS = 40;

/** Every write route of the OpenAPI document with a JSON body. */
const ENDPOINTS = fuzzRoutes(buildOpenApiDocument(Object.keys(ROUTES))).filter(
  (route) => route.body === 'json',
);

/** Whether the route's schema refuses this JSON text once parsed, as the server receives it. */
function breaksSchema(route: FuzzRoute, text: string): boolean {
  let parsed: unknown;
  try {
    // The server's JSON parser skips a byte order mark.
    parsed = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch {
    return true;
  }
  return !validate(route.schemas.body!, normalizeBody(route, parsed)).ok;
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
function badBodies(route: FuzzRoute, valid: Json): fc.Arbitrary<string> {
  const paths = pathsOf(valid);
  const objectPaths = objectPathsOf(valid);
  const changes: fc.Arbitrary<Mutation>[] =
    paths.length === 0
      ? []
      : [
          fc.constantFrom(...paths).map((path): Mutation => ({ kind: 'remove', path })),
          fc.record({
            kind: fc.constant('replace' as const),
            path: fc.constantFrom(...paths),
            value: oddValue,
          }),
        ];
  const mutations: fc.Arbitrary<Mutation> = fc.oneof(
    ...changes,
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
    .filter((text) => breaksSchema(route, text));
}

// ---- the app and its database -------------------------------------------------------------------------------

const world = useFuzzWorld();

describe('bad request bodies', () => {
  /** A valid request to the route: its sample (the mutations start from its body). */
  const sampleOf = (route: FuzzRoute): FuzzRequest => {
    const sample = world.sample(route);
    if (typeof sample === 'string') throw new Error(`${route.key}: ${sample}`);
    return sample;
  };
  const routeOf = (key: string): FuzzRoute => {
    const route = ENDPOINTS.find((r) => r.key === key);
    if (!route) throw new Error(`no write route ${key}`);
    return route;
  };
  /** Sends `payload` (JSON text, or no body) as the route's sample request would be sent. */
  const send = (
    route: FuzzRoute,
    payload: string | undefined,
    contentType: string | null = 'application/json',
  ) => {
    const { body: _body, ...request } = sampleOf(route);
    return world.send(route, request, {
      ...(payload === undefined ? {} : { payload }),
      contentType: payload === undefined ? null : contentType,
    });
  };
  const problemWith = (response: Awaited<ReturnType<typeof send>>, allowed: number[] = [400]) =>
    problemOf(response, (status) => allowed.includes(status));

  const lastAuditId = async (): Promise<string> =>
    ((await world.db.query('SELECT coalesce(max(id), 0)::text AS id FROM audit_log'))[0] as { id: string })
      .id;

  /** The status codes the audit log recorded after entry `id`. */
  const auditStatusesSince = async (id: string): Promise<number[]> =>
    (
      (await world.db.query('SELECT status_code FROM audit_log WHERE id > $1 ORDER BY id', [id])) as {
        status_code: number;
      }[]
    ).map((row) => row.status_code);

  /** Runs `body` and checks that it left every table as it was and audited nothing but 4xx answers. */
  async function unchanged(body: () => Promise<void>): Promise<void> {
    const before = await databaseChecksum(world.db);
    const auditId = await lastAuditId();
    await body();
    expect(await databaseChecksum(world.db)).toEqual(before);
    for (const status of await auditStatusesSince(auditId)) expect(status).toBeGreaterThanOrEqual(400);
  }

  it('covers every write route with a JSON body, each from a valid sample body', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(15);
    for (const route of ENDPOINTS) {
      const { body } = sampleOf(route);
      const result = validate(route.schemas.body!, body);
      expect(result.ok ? [] : result.issues, route.key).toEqual([]);
    }
  });

  it('names an unknown property whose key holds a line break with a valid JSON pointer', async () => {
    // RFC 6901: any character but ~ and / stands for itself in a pointer, line breaks included.
    const create = routeOf('POST /api/order/create');
    const response = await send(create, JSON.stringify({ ...(sampleOf(create).body as object), '\n': 1 }));
    expect(problemWith(response)).toBeNull();
    expect(JSON.parse(response.body)).toMatchObject({
      errors: [{ path: '/\n', message: 'is not an allowed property' }],
    });
  });

  describe.each(ENDPOINTS.map((route) => [route.key, route] as const))('%s', (_key, route) => {
    it('answers 400 ErrorResponse to bodies that break its schema, and writes nothing', async () => {
      const valid = sampleOf(route).body!;
      await unchanged(async () => {
        await fc.assert(
          fc.asyncProperty(badBodies(route, valid), async (text) => {
            const problem = problemWith(await send(route, text));
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
          // A text whose body the schema accepts is a valid request (`null` where the body is optional).
          if (!breaksSchema(route, text)) continue;
          const problem = problemWith(await send(route, text));
          expect(problem, JSON.stringify(text.slice(0, 80))).toBeNull();
        }
        expect(problemWith(await send(route, ''))).toBeNull();
        if (!route.bodyOptional) {
          expect(problemWith(await send(route, undefined))).toBeNull();
        }
        // Another media type is refused before any handler runs: 415, or 400 when the body cannot be read.
        for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
          const problem = problemWith(
            await send(route, JSON.stringify(sampleOf(route).body), type),
            [400, 415],
          );
          expect(problem, type).toBeNull();
        }
      });
    }, 60_000);
  });

  it('answers 401 to a schema-valid login with wrong credentials (recorded for the rate limit only)', async () => {
    const before = await databaseChecksum(world.db);
    const response = await send(
      routeOf('POST /api/auth/login'),
      JSON.stringify({ email: 'nobody@example.com', password: 'whatever' }),
    );
    expect(problemWith(response, [401])).toBeNull();
    const after = await databaseChecksum(world.db);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect(changed.filter((table) => !/login/.test(table))).toEqual([]);
  });

  it('answers 4xx ErrorResponse, never 500, to schema-valid bodies that name what does not exist', async () => {
    const checkout = routeOf('POST /api/order/checkout');
    const create = routeOf('POST /api/order/create');
    const cases: [string, Json, number[]][] = [
      ['POST /api/order/update', { created: 'no-such-order', columns: { quizData: {} } }, [404]],
      ['POST /api/order/update', { created: BASE_CREATED, revision: 7, columns: { quizData: {} } }, [409]],
      [
        'POST /api/order/create',
        { ...(sampleOf(create).body as Record<string, Json>), created: BASE_CREATED },
        [409],
      ],
      [
        'POST /api/order/checkout',
        { ...(sampleOf(checkout).body as Record<string, Json>), created: 'no-such-order' },
        [404],
      ],
      ['POST /api/order/checkout', sampleOf(checkout).body!, [422]],
      [
        'POST /api/auth/reset',
        { token: 'not-a-real-token', password: 'a-new-password' },
        [400, 404, 410, 422],
      ],
      ['POST /api/auth/masquerade', { userId: 2_000_000_000 }, [404]],
      ['POST /api/admin/flows/{key}/draft/publish', { revision: 1 }, [404]],
    ];
    await unchanged(async () => {
      for (const [key, body, allowed] of cases) {
        const problem = problemWith(await send(routeOf(key), JSON.stringify(body)), allowed);
        expect(problem, `${key} ${JSON.stringify(body).slice(0, 120)}`).toBeNull();
      }
    });
  });
});
