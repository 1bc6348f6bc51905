/**
 * Every operation of the OpenAPI document, fuzzed field by field: each path parameter, each query parameter and
 * each field of a JSON body (and a new key in each of its objects) gets, one at a time, a NUL character, a lone
 * surrogate, an id beyond PostgreSQL's integer, 1e308, a negative number, a fraction and a very long string,
 * while the rest of the request stays a valid one sent by a caller who may use the route. Nothing may answer
 * 5xx; what the route's schemas (or the storable-text check) refuse must be a 4xx ErrorResponse that writes
 * nothing, and text PostgreSQL cannot store must be a 400 naming the field. The routes come from the document,
 * so a route added to the API is fuzzed as soon as it is documented.
 */
import { ROUTES } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { buildOpenApiDocument, type OpenApiDocument } from '../openapi/openapi-document.js';
import { resolveLocalRef, type JsonSchema } from '../openapi/schema-components.js';
import { databaseChecksum } from '../testing/database-checksum.js';
import {
  fuzzRoutes,
  hasUnstorableText,
  is4xx,
  problemWith,
  schemaProblems,
  useFuzzWorld,
  type FuzzRequest,
  type FuzzRoute,
  type Json,
} from './__fixtures__/fuzz-routes.js';

const world = useFuzzWorld();

const INT4_MAX = 2_147_483_647;
/** At most this many fields of one body are fuzzed (spread over the whole body). */
const MAX_BODY_FIELDS = 24;

/** The document of the route table, as the app serves it (the first test checks that they are the same). */
const DOCUMENT = buildOpenApiDocument(Object.keys(ROUTES));
const ROUTES_TO_FUZZ = fuzzRoutes(DOCUMENT);

/** The character classes, as they appear in a URL (path segment or query value). */
const URL_VALUES: string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udfffb',
  String(INT4_MAX + 1),
  '99999999999999999999',
  '1e308',
  '-1',
  String(-INT4_MAX - 2),
  '1.5',
  'a'.repeat(10_000),
];

/** The character classes in a JSON body: as strings, and as numbers. */
const BODY_VALUES: Json[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udfffb',
  String(INT4_MAX + 1),
  '1e308',
  '-1',
  '1.5',
  'a'.repeat(100_000),
  INT4_MAX + 1,
  2 ** 53 + 2,
  1e308,
  -1,
  -INT4_MAX - 2,
  1.5,
];

/** Keys PostgreSQL cannot store, added to each object of a body. */
const BAD_KEYS = ['\u0000', 'a\ud800'];

type Position = (string | number)[];

function pointer(path: Position): string {
  return path.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** Every position of a value inside `value` (not the root), parents before children. */
function positionsOf(value: Json, prefix: Position = []): Position[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => [[...prefix, i], ...positionsOf(item, [...prefix, i])]);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...positionsOf(item, [...prefix, key]),
    ]);
  }
  return [];
}

function at(value: Json, path: Position): Json {
  let current = value;
  for (const key of path) current = (current as Record<string, Json>)[key as string]!;
  return current;
}

function replaced(body: Json, path: Position, value: Json): Json {
  const copy = structuredClone(body);
  const parent = at(copy, path.slice(0, -1)) as Record<string, Json>;
  parent[path.at(-1) as string] = value;
  return copy;
}

function withKey(body: Json, path: Position, key: string): Json {
  const copy = structuredClone(body);
  (at(copy, path) as Record<string, Json>)[key] = 1;
  return copy;
}

/** At most `limit` items, spread evenly over the list. */
function spread<T>(items: T[], limit: number): T[] {
  if (items.length <= limit) return items;
  return Array.from({ length: limit }, (_, i) => items[Math.floor((i * items.length) / limit)]!);
}

/**
 * The request as the server reads it: a lone surrogate cannot travel in a URL (its percent-encoded bytes are not
 * UTF-8), so a path or query value holding one arrives with U+FFFD in its place, or not at all.
 */
function asReceived(request: FuzzRequest): FuzzRequest {
  const clean = (values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.replace(/\p{Cs}/gu, '\ufffd')]));
  return { ...request, path: clean(request.path), query: clean(request.query) };
}

/**
 * Tables a route may write when it refuses a schema-valid request: a failed login, or a wrong current password, is
 * counted for the login limit.
 */
const WRITES_WHEN_REFUSED: Record<string, RegExp> = {
  'POST /api/auth/login': /login/,
  'POST /api/account/password': /login/,
  'PUT /api/account/profile': /login/,
};

interface Case {
  /** Where the bad value went, for the failure message. */
  where: string;
  request: FuzzRequest;
  /** The JSON pointer a 400 for unstorable text must name (body fields only; in the URL it may not decode). */
  names?: string;
}

/** One request per bad value per path parameter, query parameter and body field of a valid request. */
function casesFor(route: FuzzRoute, base: FuzzRequest): Case[] {
  const cases: Case[] = [];
  for (const name of route.pathParams) {
    for (const value of URL_VALUES) {
      cases.push({
        where: `path ${name}=${JSON.stringify(value.slice(0, 20))}`,
        request: { ...base, path: { ...base.path, [name]: value } },
      });
    }
  }
  const required = Object.fromEntries(
    route.queryParams.filter((p) => p.required).map((p) => [p.name, base.query[p.name]!]),
  );
  for (const { name } of route.queryParams) {
    for (const value of URL_VALUES) {
      cases.push({
        where: `query ${name}=${JSON.stringify(value.slice(0, 20))}`,
        request: { ...base, query: { ...required, [name]: value } },
      });
    }
  }
  if (base.body !== undefined) {
    const body = base.body;
    const leaves = positionsOf(body).filter((path) => {
      const value = at(body, path);
      return typeof value !== 'object' || value === null;
    });
    for (const path of spread(leaves, MAX_BODY_FIELDS)) {
      for (const value of BODY_VALUES) {
        cases.push({
          where: `body ${pointer(path)}=${JSON.stringify(value).slice(0, 20)}`,
          request: { ...base, body: replaced(body, path, value) },
          ...(typeof value === 'string' && hasUnstorableText(value) ? { names: pointer(path) } : {}),
        });
      }
    }
    const objects = [[], ...positionsOf(body)].filter((path) => {
      const value = at(body, path);
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    });
    for (const path of spread(objects, MAX_BODY_FIELDS)) {
      for (const key of BAD_KEYS) {
        cases.push({
          where: `body key ${JSON.stringify(key)} in ${pointer(path) || '/'}`,
          request: { ...base, body: withKey(body, path, key) },
          names: pointer([...path, key.replaceAll('\u0000', '\ufffd').replace(/\p{Cs}/gu, '\ufffd')]),
        });
      }
    }
  }
  return cases;
}

/** Every integer schema reachable from `schema` that a request could carry beyond PostgreSQL's integer. */
function unboundedIntegers(
  document: OpenApiDocument,
  schema: unknown,
  at: string,
  seen = new Set<string>(),
): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const s = schema as JsonSchema;
  if (typeof s.$ref === 'string') {
    if (seen.has(s.$ref)) return [];
    seen.add(s.$ref);
    return unboundedIntegers(document, resolveLocalRef(document, s.$ref), s.$ref, seen);
  }
  const found: string[] = [];
  const types = [s.type].flat();
  const bounded =
    Array.isArray(s.enum) || 'const' in s || (typeof s.maximum === 'number' && s.maximum <= INT4_MAX);
  if (types.includes('integer') && !bounded) found.push(at);
  for (const [keyword, child] of Object.entries(s)) {
    if (['enum', 'const', 'examples', 'default'].includes(keyword)) continue;
    if (typeof child !== 'object' || child === null) continue;
    const named = keyword === 'properties' || keyword === '$defs' || keyword === 'patternProperties';
    const children: [string, unknown][] = Array.isArray(child)
      ? child.map((item, i) => [`${keyword}/${i}`, item])
      : named
        ? Object.entries(child).map(([name, item]) => [`${keyword}/${name}`, item])
        : [[keyword, child]];
    for (const [where, item] of children)
      found.push(...unboundedIntegers(document, item, `${at}/${where}`, seen));
  }
  return found;
}

describe('bad values in every parameter and body field of the OpenAPI document', () => {
  it('fuzzes the operations the app serves, each from a valid sample request', () => {
    const served = fuzzRoutes(world.document)
      .map((route) => route.key)
      .sort();
    expect(ROUTES_TO_FUZZ.map((route) => route.key).sort()).toEqual(served);
    expect(served.length).toBeGreaterThan(40);
    const unsampled = ROUTES_TO_FUZZ.flatMap((route) => {
      const sample = world.sample(route);
      return typeof sample === 'string' ? [`${route.key}: ${sample}`] : [];
    });
    expect(unsampled).toEqual([]);
  });

  it('bounds every integer a request can carry to a PostgreSQL integer (2147483647)', () => {
    const found = new Set<string>();
    for (const [, item] of Object.entries(DOCUMENT.paths)) {
      for (const operation of Object.values(item)) {
        for (const parameter of (operation.parameters ?? []) as { schema: unknown }[]) {
          for (const at of unboundedIntegers(DOCUMENT, parameter.schema, 'parameter')) found.add(at);
        }
        const content = (
          operation.requestBody as { content?: Record<string, { schema: unknown }> } | undefined
        )?.content;
        for (const media of Object.values(content ?? {})) {
          for (const at of unboundedIntegers(DOCUMENT, media.schema, 'body')) found.add(at);
        }
      }
    }
    expect([...found].sort()).toEqual([]);
  });

  describe.each(
    ROUTES_TO_FUZZ.filter(
      (route) => route.pathParams.length > 0 || route.queryParams.length > 0 || route.body === 'json',
    ).map((route) => [route.key, route] as const),
  )('%s', (_key, route) => {
    it('answers 4xx, never 5xx, to every bad value, and what it refuses writes nothing', async () => {
      const base = world.sample(route);
      if (typeof base === 'string') throw new Error(`${route.key}: ${base}`);
      const cases = casesFor(route, base);
      const refused = cases.filter((c) => {
        const received = asReceived(c.request);
        return hasUnstorableText(received) || schemaProblems(route, received).length > 0;
      });
      const accepted = cases.filter((c) => !refused.includes(c));
      const failures: string[] = [];

      // What the schemas refuse: a 4xx ErrorResponse each, the database untouched by all of them.
      const before = await databaseChecksum(world.db);
      for (const c of refused) {
        const response = await world.send(route, c.request);
        const problem = problemWith(response, is4xx);
        if (problem) failures.push(`${c.where} → ${problem}`);
        else if (c.names !== undefined) {
          const paths = ((response.json() as { errors?: { path: string }[] }).errors ?? []).map(
            (e) => e.path,
          );
          if (response.statusCode !== 400 || !paths.includes(c.names)) {
            failures.push(
              `${c.where} → ${response.statusCode} not naming ${c.names}: ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
      const after = await databaseChecksum(world.db);
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      if (changed.length > 0) failures.push(`refused requests changed ${changed.join(', ')}`);

      // What they accept (a long text where any length is allowed): never a 5xx, and a 4xx writes nothing.
      for (const c of accepted) {
        const start = await databaseChecksum(world.db);
        const response = await world.send(route, c.request);
        if (response.statusCode >= 500)
          failures.push(`${c.where} (schema-valid) → ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (is4xx(response.statusCode)) {
          const end = await databaseChecksum(world.db);
          const mayWrite = WRITES_WHEN_REFUSED[route.key];
          const wrote = Object.keys(end).filter(
            (table) => end[table] !== start[table] && !mayWrite?.test(table),
          );
          if (wrote.length > 0)
            failures.push(
              `${c.where} (schema-valid) → ${response.statusCode} but changed ${wrote.join(', ')}`,
            );
        }
      }
      expect(failures).toEqual([]);
    }, 180_000);
  });
});
