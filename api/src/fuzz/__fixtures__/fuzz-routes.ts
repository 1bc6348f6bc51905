/**
 * What the fuzz tests share: an app with a customer, an admin, an agent, orders and a chat thread; every
 * operation of its OpenAPI document (GET /api/docs/openapi.json) as a FuzzRoute with the caller that gets past
 * its access check and a valid sample request (hand-written below for the routes whose handler needs real rows,
 * generated from the schema for any other, so a new route is fuzzed the day it is documented); and helpers to
 * send a request, check an error body and take the database's checksum.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FlowPath } from '@telehealth/engine';
import {
  ROUTES,
  validate,
  type Access,
  type RouteContract,
  type SchemaName,
  type StartData,
} from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll } from 'vitest';

import type { OpenApiDocument } from '../../openapi/openapi-document.js';
import { resolveLocalRef, type JsonSchema } from '../../openapi/schema-components.js';
import { createUser, insertOrder, type TestUser } from '../../testing/account-fixtures.js';
import { answersAlongPath, seededIntake, testAdvData } from '../../testing/intake.js';
import { DEV_TOKEN, tenantData } from '../../testing/tenant-data.js';
import { useTestPostgres, type TestPostgres } from '../../testing/test-postgres.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Caller = 'anonymous' | 'admin' | 'customer' | 'agent';

export const TENANT = 6;
/** The intake every sample updates (created through the API, so it has a strong created value). */
export const BASE_CREATED = '1795401300000-fuzzbase01';
const NO_SUCH_FILE = '00000000-0000-4000-8000-000000000000';

/** One operation of the OpenAPI document. */
export interface FuzzRoute {
  /** `POST /api/chat/threads/{id}/messages` */
  key: string;
  method: Method;
  /** `/api/chat/threads/{id}/messages` */
  template: string;
  access: Access | undefined;
  caller: Caller;
  pathParams: string[];
  queryParams: { name: string; required: boolean }[];
  /** The registry schemas of its body, query string and path parameters (from the route table). */
  schemas: { body?: SchemaName; query?: SchemaName; path?: SchemaName };
  /** `json`: a JSON body; `multipart`: a file upload; undefined: no body. */
  body?: 'json' | 'multipart';
  bodyOptional: boolean;
}

/** A request to a route: its path parameters, query string and JSON body. */
export interface RequestParts {
  path: Record<string, string>;
  query: Record<string, string>;
  body?: Json;
}

/** A request and who sends it. */
export type FuzzRequest = RequestParts & { caller: Caller };

export interface FuzzResponse {
  statusCode: number;
  body: string;
  json: () => unknown;
}

/** The rows the samples point at. */
export interface FuzzIds {
  admin: TestUser;
  customer: TestUser;
  agent: TestUser;
  /** orders.id of the customer's paid order (subscriptions, follow-up). */
  paidOrderId: number;
  /** orders.id of the intake BASE_CREATED. */
  baseOrderId: number;
  threadId: number;
}

type Sample = (ids: FuzzIds) => Partial<RequestParts> & { caller?: Caller };

/**
 * The published intake's answers up to its first text question (so a text answer is among the leaves), along the
 * first way to checkout that asks one.
 */
function answersUpToText(): StartData {
  const intake = seededIntake(TENANT);
  const isText = (id: string) => intake.index.questions.get(Number(id))?.type === 'text';
  const asksText = (path: FlowPath) =>
    path.end === 'checkout' && path.states.some((state) => /^q\d+$/.test(state) && isText(state.slice(1)));
  const answers = answersAlongPath(intake, asksText).find((snapshot) => Object.keys(snapshot).some(isText));
  if (!answers) throw new Error('the intake has no text question on its way to checkout');
  return answers;
}

function publishedIntake(): Json {
  const flow = tenantData(TENANT).flows.find((f) => f.key === 'intake' && f.status === 'published');
  if (!flow) throw new Error(`tenant ${TENANT} has no published intake`);
  return flow as unknown as Json;
}

/** The published cancellation flow's answers of a customer who keeps the subscription (nothing changes). */
function keepAnswers(): Json {
  const flow = tenantData(TENANT).flows.find((f) => f.key === 'cancellation' && f.status === 'published');
  const reason = flow?.questions.find((q) => q.id === flow.first_question_id);
  const goal = reason?.QuestionOptions.find((o) => o.reason === 'reached_my_goal');
  const confirm = flow?.questions.find(
    (q) => q.id === (goal && reason?.next_question_map[goal.option_text]) || q.id === reason?.next,
  );
  const keep = confirm?.QuestionOptions.find((o) => o.outcome === 'keep');
  if (!reason || !goal || !confirm || !keep)
    throw new Error(`tenant ${TENANT} has no cancellation flow to keep through`);
  return {
    [reason.id]: { value: goal.option_text, question: reason.title },
    [confirm.id]: { value: keep.option_text, question: confirm.title },
  };
}

const SHIPPING = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  address: { line1: '12 Harbor Street', city: 'Portland', state: 'OR', postalCode: '97205' },
  email: 'jordan@example.com',
  phone: '5035550143',
};

/**
 * Requests that reach as deep as a valid request can: rows that exist, a caller that may act on them. A route
 * not listed gets a sample generated from its schemas, with the caller its access needs.
 */
const SAMPLES: Record<string, Sample> = {
  'POST /api/order/create': () => ({
    body: { created: '1795401300001-fuzznew001', advData: testAdvData as unknown as Json },
  }),
  'POST /api/order/update': () => ({
    body: { created: BASE_CREATED, columns: { startData: answersUpToText() as unknown as Json } },
  }),
  'GET /api/order/created': ({ customer }) => ({ caller: 'admin', query: { userId: String(customer.id) } }),
  'POST /api/order/checkout': () => ({
    body: {
      created: BASE_CREATED,
      products: [{ med: tenantData(TENANT).products[0]!.med, quantity: 1 }],
      shipping: SHIPPING,
      payment: {
        paySource: 'CREDITCARD',
        card: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Jordan Rivera' },
      },
    },
  }),
  'GET /api/order/orderId/{id}': ({ paidOrderId }) => ({
    caller: 'customer',
    path: { id: String(paidOrderId) },
  }),
  'GET /api/konnektive/get-recurring-orderfrom-new-sale/{id}': ({ paidOrderId }) => ({
    path: { id: String(paidOrderId) },
  }),
  'POST /api/auth/login': () => ({ body: { email: 'nobody@example.com', password: 'not-the-password' } }),
  'POST /api/auth/masquerade': ({ customer }) => ({ caller: 'admin', body: { userId: customer.id } }),
  'POST /api/auth/recover': () => ({ body: { email: 'nobody@example.com' } }),
  'POST /api/auth/reset': () => ({ body: { token: 'not-a-real-token', password: 'a-new-password' } }),
  'POST /api/klaviyo/intake': () => ({
    body: {
      email: 'pat@example.com',
      recoverLink: `https://patient.${tenantData(TENANT).tenant.slug}.com/?restoresession=${BASE_CREATED}`,
    },
  }),
  'POST /api/verification': () => ({
    body: { created: BASE_CREATED, idFileId: NO_SUCH_FILE, selfieFileId: NO_SUCH_FILE },
  }),
  'GET /api/verification': () => ({ query: { created: BASE_CREATED } }),
  'GET /api/upload/{fileId}': () => ({
    query: { tenant: String(TENANT), expires: '4102444800', signature: 'a'.repeat(43) },
  }),
  'POST /api/followup/{orderId}': ({ paidOrderId }) => ({
    caller: 'customer',
    path: { orderId: String(paidOrderId) },
    body: { startData: {} },
  }),
  'GET /api/subscriptions': ({ customer }) => ({ caller: 'admin', query: { userId: String(customer.id) } }),
  'POST /api/subscriptions/{orderId}/retention-offer': ({ paidOrderId }) => ({
    caller: 'customer',
    path: { orderId: String(paidOrderId) },
    body: { offerId: 'next-shipment-20-off' },
  }),
  'POST /api/subscriptions/{orderId}/cancellation': ({ paidOrderId }) => ({
    caller: 'customer',
    path: { orderId: String(paidOrderId) },
    body: { key: 'cancellation', version: 1, answers: keepAnswers() },
  }),
  'POST /api/subscriptions/{orderId}/cancel': ({ paidOrderId }) => ({
    caller: 'customer',
    path: { orderId: String(paidOrderId) },
    body: { reason: 'other', details: 'Moving abroad' },
  }),
  'PUT /api/account/card': () => ({
    caller: 'customer',
    body: { card: { number: '5555555555554444', expiry: '11/33', cvc: '123', name: 'Jordan Rivera' } },
  }),
  'PUT /api/account/profile': () => ({
    caller: 'customer',
    body: {
      email: 'pat.new@example.com',
      firstName: 'Pat',
      lastName: 'Doe',
      phone: '5125550100',
      address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' },
      currentPassword: 'not the password',
    },
  }),
  'GET /api/chat/threads': ({ customer }) => ({ caller: 'admin', query: { userId: String(customer.id) } }),
  'POST /api/chat/threads': () => ({ caller: 'customer', body: { subject: 'My refill', body: 'When?' } }),
  'GET /api/chat/threads/{id}/messages': ({ threadId }) => ({
    caller: 'customer',
    path: { id: String(threadId) },
  }),
  'POST /api/chat/threads/{id}/messages': ({ threadId }) => ({
    caller: 'customer',
    path: { id: String(threadId) },
    body: { body: 'Thanks!' },
  }),
  'PUT /api/chat/read/{id}': ({ customer }) => ({ caller: 'admin', path: { id: String(customer.id) } }),
  'GET /api/admin/orders': () => ({
    query: { q: BASE_CREATED, status: 'PENDING', page: '1', pageSize: '20' },
  }),
  'GET /api/admin/orders/{id}': ({ baseOrderId }) => ({ path: { id: String(baseOrderId) } }),
  'GET /api/admin/orders/{id}/replay': ({ baseOrderId }) => ({ path: { id: String(baseOrderId) } }),
  'GET /api/admin/users': () => ({ query: { q: 'example', role: '1', page: '1', pageSize: '20' } }),
  'POST /api/admin/users': () => ({
    body: { email: 'fuzz-new-user@example.com', role: 2, password: 'agent-password' },
  }),
  'GET /api/admin/users/{id}': ({ customer }) => ({ path: { id: String(customer.id) } }),
  'PATCH /api/admin/users/{id}': ({ customer }) => ({ path: { id: String(customer.id) }, body: { role: 1 } }),
  'GET /api/admin/audit': ({ customer, admin }) => ({
    query: { subjectUserId: String(customer.id), actorUserId: String(admin.id), limit: '10' },
  }),
  'POST /api/admin/flows/{key}/draft': () => ({ body: { fromVersion: 1 } }),
  'PUT /api/admin/flows/{key}/draft': () => ({
    body: { document: { ...(publishedIntake() as object), version: 99, status: 'draft' }, revision: 1 },
  }),
  'POST /api/admin/flows/{key}/draft/publish': () => ({ body: { revision: 1 } }),
};

/** Path parameters by name, for routes whose sample does not give them. */
const PATH_DEFAULTS: Record<string, (ids: FuzzIds) => string> = {
  id: () => '1',
  orderId: ({ paidOrderId }) => String(paidOrderId),
  medId: () => String(tenantData(TENANT).products[0]!.med),
  key: () => 'intake',
  version: () => '1',
  fileId: () => NO_SUCH_FILE,
  tenantId: () => String(TENANT),
  path: () => 'logo.svg',
};

/** The caller that passes a route's access check (admins may use every route open to any login). */
function callerFor(access: Access | undefined): Caller {
  if (access === 'login') return 'admin';
  if (typeof access !== 'object') return 'anonymous';
  if (access.roles.includes(0)) return 'admin';
  return access.roles.includes(1) ? 'customer' : 'agent';
}

// ---- values generated from a schema -----------------------------------------------------------------------

const FORMAT_EXAMPLES: Record<string, string> = {
  email: 'fuzz@example.com',
  'date-time': '2026-01-01T00:00:00.000Z',
  date: '2026-01-01',
  uri: 'https://example.com/',
  'uri-reference': '/x',
  uuid: NO_SUCH_FILE,
  hostname: 'example.com',
  ipv4: '203.0.113.7',
  ipv6: '2001:db8::1',
};
const PATTERN_CANDIDATES = [
  '1',
  'a',
  'A',
  'intake',
  'abc',
  'AB',
  '12345',
  'x1',
  'a1b2c3',
  'OR',
  'abcdefghij',
];

/** A value the schema (of the document) accepts, or undefined when this simple generator cannot make one. */
export function exampleOf(document: OpenApiDocument, schema: unknown, depth = 0): Json | undefined {
  if (depth > 30 || typeof schema !== 'object' || schema === null) return undefined;
  const s = schema as JsonSchema;
  if (typeof s.$ref === 'string') return exampleOf(document, resolveLocalRef(document, s.$ref), depth + 1);
  if ('const' in s) return s.const as Json;
  if (Array.isArray(s.enum)) return s.enum[0] as Json;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0] as Json;
  if (Array.isArray(s.allOf)) {
    const parts = s.allOf.map((part) => exampleOf(document, part, depth + 1));
    const own = exampleOf(document, { ...s, allOf: undefined }, depth + 1);
    const objects = [...parts, own].filter((p) => typeof p === 'object' && p !== null && !Array.isArray(p));
    if (objects.length > 0) return Object.assign({}, ...objects) as Json;
    return parts.find((p) => p !== undefined);
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = s[keyword];
    if (Array.isArray(branches)) {
      for (const branch of branches) {
        const value = exampleOf(document, branch, depth + 1);
        if (value !== undefined) return value;
      }
      return undefined;
    }
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || (type === undefined && (s.properties || s.required))) {
    const value: Record<string, Json> = {};
    const properties = (s.properties ?? {}) as Record<string, unknown>;
    for (const name of (s.required ?? []) as string[]) {
      const item = exampleOf(document, properties[name] ?? s.additionalProperties, depth + 1);
      if (item === undefined) return undefined;
      value[name] = item;
    }
    return value;
  }
  if (type === 'array') {
    const count = typeof s.minItems === 'number' ? s.minItems : 0;
    const item = count > 0 ? exampleOf(document, s.items, depth + 1) : undefined;
    return count > 0 ? (item === undefined ? undefined : Array.from({ length: count }, () => item)) : [];
  }
  if (type === 'integer' || type === 'number') {
    const min =
      typeof s.minimum === 'number'
        ? s.minimum
        : typeof s.exclusiveMinimum === 'number'
          ? s.exclusiveMinimum + 1
          : 1;
    return type === 'integer' ? Math.ceil(min) : min;
  }
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  if (type === 'string') {
    if (typeof s.format === 'string' && FORMAT_EXAMPLES[s.format]) return FORMAT_EXAMPLES[s.format]!;
    const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
    const pattern = typeof s.pattern === 'string' ? new RegExp(s.pattern, 'u') : undefined;
    const candidates = pattern ? PATTERN_CANDIDATES : ['sample'];
    for (const candidate of candidates) {
      const padded = candidate.padEnd(minLength, candidate.at(-1));
      if (!pattern || pattern.test(padded)) return padded;
    }
    return undefined;
  }
  return undefined;
}

// ---- the world ---------------------------------------------------------------------------------------------

export interface FuzzWorld {
  app: NestFastifyApplication;
  db: DataSource;
  document: OpenApiDocument;
  ids: FuzzIds;
  /** A valid request to the route, or a description of why none could be made. */
  sample(route: FuzzRoute): FuzzRequest | string;
  /**
   * Sends a request; `payload` (any text) replaces the JSON of its body when given, `contentType` (null: none)
   * replaces application/json.
   */
  send(
    route: FuzzRoute,
    request: FuzzRequest,
    options?: { payload?: string; contentType?: string | null },
  ): Promise<FuzzResponse>;
}

/** `value` percent-encoded for a URL, lone surrogates as their WTF-8 bytes (encodeURIComponent throws on them). */
export function percentEncode(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(value[i]!);
  }
  return out;
}

/** The URL of a request: the template filled in, the query string appended. */
export function urlOf(route: FuzzRoute, parts: RequestParts): string {
  const path = route.template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = parts.path[name] ?? '';
    // The assets route's {path} may hold slashes.
    return name === 'path' ? value.split('/').map(percentEncode).join('/') : percentEncode(value);
  });
  const query = Object.entries(parts.query)
    .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** Every operation of an OpenAPI document of the API, with the route table's schemas for it. */
export function fuzzRoutes(document: OpenApiDocument): FuzzRoute[] {
  const table: Readonly<Record<string, RouteContract>> = ROUTES;
  const routes: FuzzRoute[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const key = `${method.toUpperCase()} ${template}`;
      const doc = table[key];
      const parameters = (operation.parameters ?? []) as { name: string; in: string; required: boolean }[];
      const content = (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content;
      const access = operation['x-access'] as Access | undefined;
      routes.push({
        key,
        method: method.toUpperCase() as Method,
        template,
        access,
        caller: callerFor(access),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map(({ name, required }) => ({ name, required })),
        schemas: {
          ...(doc?.body && doc.body !== 'multipart-file' ? { body: doc.body } : {}),
          ...(doc?.query ? { query: doc.query } : {}),
          ...(doc?.path ? { path: doc.path } : {}),
        },
        ...(content?.['application/json'] ? { body: 'json' as const } : {}),
        ...(content?.['multipart/form-data'] ? { body: 'multipart' as const } : {}),
        bodyOptional: (operation.requestBody as { required?: boolean } | undefined)?.required === false,
      });
    }
  }
  return routes;
}

/** Starts the test file's PostgreSQL and builds the world on it in beforeAll; it answers from the first test on. */
export function useFuzzWorld(): FuzzWorld {
  const pg = useTestPostgres();
  let world: FuzzWorld | undefined;
  beforeAll(async () => {
    world = await createFuzzWorld(pg);
  });
  const built = (): FuzzWorld => {
    if (!world) throw new Error('useFuzzWorld(): the world is built in beforeAll');
    return world;
  };
  return {
    get app() {
      return built().app;
    },
    get db() {
      return built().db;
    },
    get document() {
      return built().document;
    },
    get ids() {
      return built().ids;
    },
    sample: (route) => built().sample(route),
    send: (route, request, options) => built().send(route, request, options),
  };
}

/** Builds the app and its fixtures, and reads its OpenAPI document. */
async function createFuzzWorld(pg: TestPostgres): Promise<FuzzWorld> {
  const app = await pg.newApp();
  const db = app.get(DataSource);
  const documentResponse = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  const document = documentResponse.json<OpenApiDocument>();

  const admin = await createUser(app, TENANT, 0);
  const customer = await createUser(app, TENANT, 1);
  const agent = await createUser(app, TENANT, 2);
  const tokens: Record<Caller, string | undefined> = {
    anonymous: undefined,
    admin: admin.token,
    customer: customer.token,
    agent: agent.token,
  };

  const raw = async (method: Method, url: string, caller: Caller, body?: Json) =>
    app.inject({
      method,
      url,
      headers: {
        token: DEV_TOKEN,
        tenant: String(TENANT),
        ...(tokens[caller] ? { authorization: `Bearer ${tokens[caller]}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const created = await raw('POST', '/api/order/create', 'anonymous', {
    created: BASE_CREATED,
    advData: testAdvData as unknown as Json,
  });
  if (created.statusCode !== 201) throw new Error(`could not create the base order: ${created.body}`);
  const thread = await raw('POST', '/api/chat/threads', 'customer', { subject: 'Hello', body: 'Hi' });
  if (thread.statusCode !== 201) throw new Error(`could not start a chat thread: ${thread.body}`);
  const ids: FuzzIds = {
    admin,
    customer,
    agent,
    paidOrderId: await insertOrder(app, TENANT, { userId: customer.id }),
    baseOrderId: Number(created.json<{ orderId: string }>().orderId),
    threadId: thread.json<{ thread: { id: number } }>().thread.id,
  };

  const parameterSchema = (route: FuzzRoute, name: string, where: 'path' | 'query') => {
    const operation = document.paths[route.template]![route.method.toLowerCase()]!;
    const parameters = operation.parameters as { name: string; in: string; schema: unknown }[];
    return parameters.find((p) => p.name === name && p.in === where)?.schema;
  };

  const sample: FuzzWorld['sample'] = (route) => {
    const given = SAMPLES[route.key]?.(ids) ?? {};
    const path: Record<string, string> = {};
    for (const name of route.pathParams) {
      const value =
        given.path?.[name] ??
        PATH_DEFAULTS[name]?.(ids) ??
        exampleOf(document, parameterSchema(route, name, 'path'));
      if (typeof value !== 'string') return `no sample for path parameter ${name}`;
      path[name] = value;
    }
    const query: Record<string, string> = { ...given.query };
    for (const { name, required } of route.queryParams) {
      if (query[name] !== undefined || !required) continue;
      const value = exampleOf(document, parameterSchema(route, name, 'query'));
      if (typeof value !== 'string') return `no sample for query parameter ${name}`;
      query[name] = value;
    }
    let body = given.body;
    if (route.body === 'json' && body === undefined) {
      const operation = document.paths[route.template]![route.method.toLowerCase()]!;
      const content = (operation.requestBody as { content: Record<string, { schema: unknown }> }).content;
      body = exampleOf(document, content['application/json']!.schema);
      if (body === undefined) return 'no body could be generated from its schema: add one to SAMPLES';
    }
    const parts: RequestParts = { path, query, ...(body === undefined ? {} : { body }) };
    const problems = schemaProblems(route, parts);
    if (problems.length > 0) return `its sample is not valid: ${problems.join('; ')}`;
    return { ...parts, caller: given.caller ?? route.caller };
  };

  const send: FuzzWorld['send'] = async (route, request, options = {}) => {
    const payload =
      options.payload ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
    const contentType = options.contentType === undefined ? 'application/json' : options.contentType;
    const token = tokens[request.caller];
    const response = await app.inject({
      method: route.method,
      url: urlOf(route, request),
      headers: {
        token: DEV_TOKEN,
        tenant: String(TENANT),
        ...(payload !== undefined && contentType ? { 'content-type': contentType } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    return { statusCode: response.statusCode, body: response.body, json: () => response.json() };
  };

  return { app, db, document, ids, sample, send };
}

/** Where the request breaks its route's schemas (path parameters, query string, body); [] when it does not. */
export function schemaProblems(route: FuzzRoute, parts: RequestParts, normalize = normalizeBody): string[] {
  const problems: string[] = [];
  const check = (name: SchemaName | undefined, value: unknown, what: string) => {
    if (!name) return;
    const result = validate(name, value);
    if (!result.ok) problems.push(...result.issues.map((issue) => `${what} ${issue.path} ${issue.message}`));
  };
  check(route.schemas.path, parts.path, 'path');
  check(route.schemas.query, parts.query, 'query');
  if (route.schemas.body) {
    check(route.schemas.body, normalize(route, parts.body), 'body');
  }
  return problems;
}

/**
 * What a controller does to a body before validating it: an optional body left out (or null) means `{}`; login
 * and recover trim the email.
 */
export function normalizeBody(route: FuzzRoute, body: unknown): unknown {
  if (route.bodyOptional && (body === undefined || body === null)) return {};
  if (route.key !== 'POST /api/auth/login' && route.key !== 'POST /api/auth/recover') return body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  return typeof fields.email === 'string' ? { ...fields, email: fields.email.trim() } : body;
}

/** Whether a string anywhere in the value (keys included) holds a NUL or a lone surrogate. */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || /\p{Cs}/u.test(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => hasUnstorableText(key) || hasUnstorableText(item));
  }
  return false;
}

/** The answer must have one of the `allowed` statuses and an ErrorResponse body; a description when not. */
export function problemWith(response: FuzzResponse, allowed: (status: number) => boolean): string | null {
  if (!allowed(response.statusCode)) return `status ${response.statusCode}: ${response.body.slice(0, 300)}`;
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

export const is4xx = (status: number) => status >= 400 && status < 500;
