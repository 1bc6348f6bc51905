import {
  ROLE_NAMES,
  ROUTES,
  type Access,
  type ErrorStatus,
  type RouteContract,
  type SchemaName,
} from '@telehealth/schemas';

import { openApiPath } from '../common/route/route-path.util.js';
import {
  isSchemaName,
  resolveLocalRef,
  schemaComponents,
  schemaRef,
  type JsonSchema,
} from './schema-components.js';

/** Where the docs are served (outside Nest's guards: no Token or Tenant needed). */
export const DOCS_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = `${DOCS_PATH}/openapi.json`;

/** The OpenAPI 3.1 document, as plain JSON. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    description: string;
    license: { name: string; identifier: string };
  };
  servers: { url: string; description: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

/** A route as Fastify's router holds it: `GET` and `/api/products/:medId`. */
export interface RouterRoute {
  method: string;
  url: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

/**
 * The `METHOD /path` keys of the API's own routes among those of the router: only routes under `/api` (not the
 * storefront's pages and files, `GET /*`, served beside it with STOREFRONT_DIR), less the docs' routes and the HEAD
 * routes Fastify adds beside each GET.
 */
export function apiRouteKeys(routes: readonly RouterRoute[]): string[] {
  const keys = new Set<string>();
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  for (const { method, url } of routes) {
    if (url !== '/api' && !url.startsWith('/api/')) continue;
    if (url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`) || url.startsWith(`${DOCS_PATH}-`)) continue;
    if (method === 'HEAD' && gets.has(url)) continue;
    keys.add(`${method} ${openApiPath(url)}`);
  }
  return [...keys].sort();
}

function splitKey(key: string): { method: string; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), path: key.slice(space + 1) };
}

/** `POST /api/admin/flows/{key}/draft/publish` → `postAdminFlowsKeyDraftPublish`. */
export function operationId(key: string): string {
  const { method, path } = splitKey(key);
  const words = path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

// --- Parameters from schemas ------------------------------------------------------------------------------------

interface SchemaProperties {
  /** property name → reference to its schema inside the document */
  properties: Map<string, string>;
  required: Set<string>;
}

/** The properties of an object schema (following $ref, allOf, anyOf and oneOf) as references into the document. */
function propertiesOf(document: OpenApiDocument, ref: string, depth = 0): SchemaProperties {
  if (depth > 20) throw new Error(`Too deep a chain of references at ${ref}`);
  const schema = resolveLocalRef(document, ref) as JsonSchema | undefined;
  if (!schema) throw new Error(`Unresolved reference ${ref}`);
  const result: SchemaProperties = { properties: new Map(), required: new Set() };
  const merge = (other: SchemaProperties, requiredToo: boolean) => {
    for (const [name, at] of other.properties)
      if (!result.properties.has(name)) result.properties.set(name, at);
    if (requiredToo) for (const name of other.required) result.required.add(name);
  };
  if (typeof schema.$ref === 'string') merge(propertiesOf(document, schema.$ref, depth + 1), true);
  if (schema.properties && typeof schema.properties === 'object') {
    for (const name of Object.keys(schema.properties)) {
      result.properties.set(name, `${ref}/properties/${encodeURIComponent(name)}`);
    }
  }
  if (Array.isArray(schema.required)) for (const name of schema.required) result.required.add(String(name));
  if (Array.isArray(schema.allOf)) {
    schema.allOf.forEach((_, i) => merge(propertiesOf(document, `${ref}/allOf/${i}`, depth + 1), true));
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    const each = branches.map((_, i) => propertiesOf(document, `${ref}/${keyword}/${i}`, depth + 1));
    for (const branch of each) merge(branch, false);
    // Required overall only when every alternative requires it.
    for (const name of each[0]?.required ?? []) {
      if (each.every((branch) => branch.required.has(name))) result.required.add(name);
    }
  }
  return result;
}

function schemaParameters(
  document: OpenApiDocument,
  name: SchemaName,
  location: 'path' | 'query',
): JsonSchema[] {
  const { properties, required } = propertiesOf(document, schemaRef(name));
  return [...properties].map(([property, ref]) => ({
    name: property,
    in: location,
    required: location === 'path' || required.has(property),
    schema: { $ref: ref },
  }));
}

// --- Access -------------------------------------------------------------------------------------------------------

function security(access: Access): JsonSchema[] {
  if (access === 'none') return [];
  if (access === 'metrics') return [{ MetricsToken: [] }];
  if (access === 'token') return [{ Token: [] }];
  if (access === 'tenant') return [{ Token: [], Tenant: [] }];
  if (access === 'optional-login')
    return [
      { Token: [], Tenant: [], Bearer: [] },
      { Token: [], Tenant: [] },
    ];
  return [{ Token: [], Tenant: [], Bearer: [] }];
}

function accessText(access: Access): string {
  if (access === 'none') return 'No header needed.';
  if (access === 'metrics') return 'Needs `Authorization: Bearer <METRICS_TOKEN>` (no `Token` or `Tenant`).';
  if (access === 'token') return 'Needs the `Token` header (no `Tenant`).';
  if (access === 'tenant') return 'Needs the `Token` and `Tenant` headers.';
  if (access === 'optional-login') {
    return 'Needs `Token` and `Tenant`; a login or mask token (`Authorization: Bearer`) is optional.';
  }
  if (access === 'login') return 'Needs `Token`, `Tenant` and a login or mask token (any role).';
  const roles = access.roles.map((role) => `${role} (${ROLE_NAMES[role]})`).join(' or ');
  return `Needs \`Token\`, \`Tenant\` and a login token of role ${roles}${
    access.currentAdmin ? ', whose user is still an admin of the tenant' : ''
  }.`;
}

/** The errors every route of this access, body and parameters can answer. */
function implicitErrors(doc: RouteContract): [ErrorStatus, string][] {
  const errors: [ErrorStatus, string][] = [];
  const { access } = doc;
  if (access === 'metrics') errors.push([401, 'Missing or invalid metrics token (`Authorization: Bearer`).']);
  else if (access !== 'none') errors.push([401, 'Missing or invalid `Token` header.']);
  if (access !== 'none' && access !== 'token' && access !== 'metrics') {
    errors.push(
      [400, 'Missing or malformed `Tenant` header.'],
      [404, 'Unknown tenant in the `Tenant` header.'],
    );
  }
  if (access === 'optional-login') {
    errors.push([401, 'An `Authorization` header that is not a valid login or mask token.']);
    errors.push([403, 'The Bearer token is for another tenant.']);
  }
  if (access === 'login' || typeof access === 'object') {
    errors.push([401, 'Missing, malformed, invalid or expired Bearer token.']);
    errors.push([403, 'The Bearer token is for another tenant.']);
  }
  if (typeof access === 'object') {
    errors.push([403, "The token's role may not use this route (a mask token acts as role 1)."]);
    if (access.currentAdmin) errors.push([403, "The token's user is no longer an admin of the tenant."]);
  }
  if (doc.path) errors.push([400, `Path parameters that do not match \`${doc.path}\`.`]);
  if (doc.query) errors.push([400, `A query string that does not match \`${doc.query}\`.`]);
  if (doc.body && doc.body !== 'multipart-file') {
    errors.push([400, `A body that does not match \`${doc.body}\` (\`errors\` names each field).`]);
    errors.push([413, 'A body larger than 1 MB.']);
  }
  return errors;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

function jsonContent(schema: JsonSchema): JsonSchema {
  return { 'application/json': { schema } };
}

function successSchema(doc: RouteContract): JsonSchema | undefined {
  const { schema } = doc.response;
  if (schema === undefined) return undefined;
  if (typeof schema === 'string') return { $ref: schemaRef(schema) };
  return { oneOf: schema.map((name) => ({ $ref: schemaRef(name) })) };
}

function operation(document: OpenApiDocument, key: string, doc: RouteContract): JsonSchema {
  const parameters = [
    ...(doc.path ? schemaParameters(document, doc.path, 'path') : []),
    ...(doc.query ? schemaParameters(document, doc.query, 'query') : []),
    ...(doc.parameters ?? []).map((p) => ({ ...p })),
  ];

  const responses: Record<string, JsonSchema> = {};
  const { response } = doc;
  const success: JsonSchema = { description: response.description };
  const body = successSchema(doc);
  if (response.media === 'binary') {
    success.content = { '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } };
  } else if (response.media === 'event-stream') {
    // OpenAPI 3.1 has no schema for an event stream: the events' data schemas are named in `x-event-data`.
    success.content = {
      'text/event-stream': { schema: { type: 'string' }, ...(body ? { 'x-event-data': body } : {}) },
    };
  } else if (response.media === 'fhir+json' && body) {
    success.content = { 'application/fhir+json': jsonContent(body)['application/json'] };
  } else if (body) success.content = jsonContent(body);
  if (response.headers) {
    success.headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, description]) => [
        name,
        { description, schema: { type: 'string' } },
      ]),
    );
  }
  responses[String(response.status)] = success;

  const errors = new Map<ErrorStatus, string[]>();
  for (const [status, text] of [
    ...implicitErrors(doc),
    ...(Object.entries(doc.errors ?? {}) as [string, string][]).map(
      ([status, text]) => [Number(status) as ErrorStatus, text] as const,
    ),
  ]) {
    const list = errors.get(status) ?? [];
    if (!list.includes(text)) list.push(text);
    errors.set(status, list);
  }
  for (const status of [...errors.keys()].sort((a, b) => a - b)) {
    const name = doc.errorSchemas?.[status] ?? 'ErrorResponse';
    const texts = errors.get(status) ?? [];
    const entry: JsonSchema = {
      description: `${STATUS_TEXT[status] ?? 'Error'}: ${texts.join(' / ')}`,
      content: jsonContent({ $ref: schemaRef(name) }),
    };
    if (status === 429 && response.headers?.['Retry-After']) {
      entry.headers = { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'string' } } };
    }
    responses[String(status)] = entry;
  }

  const op: JsonSchema = {
    operationId: operationId(key),
    tags: [doc.tag],
    summary: doc.summary,
    description: [doc.description, accessText(doc.access)].filter(Boolean).join('\n\n'),
    security: security(doc.access),
    'x-access': doc.access,
    // Whether a staff request to the route is written to the audit log (it touches a patient's data).
    'x-audited': doc.patientData !== false,
    parameters,
    responses,
  };
  if (doc.body === 'multipart-file') {
    op.requestBody = {
      required: true,
      description: 'A multipart form with exactly one file, in the field `file`.',
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            additionalProperties: false,
            properties: {
              file: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' },
            },
          },
        },
      },
    };
  } else if (doc.body) {
    op.requestBody = { required: !doc.bodyOptional, content: jsonContent({ $ref: schemaRef(doc.body) }) };
  }
  return op;
}

function undocumentedOperation(key: string): JsonSchema {
  return {
    operationId: operationId(key),
    tags: ['Undocumented'],
    summary: 'Not described yet',
    description: 'This route exists but has no entry in the route contract (schemas/src/contract/routes.ts).',
    responses: { default: { description: 'Unknown.' } },
  };
}

const TAG_DESCRIPTIONS: Record<string, string> = {
  Health: 'Liveness, readiness and database checks (no header needed), and the Prometheus metrics.',
  Tenant: "The tenant of a request or of a storefront host: its brand config and its site's words.",
  Catalog: 'What a tenant sells and asks, read-only: products, states, published flows and questions.',
  Intake: 'The storefront intake: orders by created value, steps, resuming.',
  Uploads: "An intake's files (ID images, photos): the upload, and reading one back through its signed link.",
  'Identity verification': "Identity checks of an intake's uploaded ID images.",
  Checkout: 'Paying for an intake that reached checkout; claiming an order held for its account owner.',
  Auth: 'Login, password reset, the logged-in user, and staff acting as a customer (mask tokens).',
  Account: "The logged-in customer's own account: an order's page, profile, card on file and password.",
  Subscriptions: "A customer's subscriptions: list, pause, resume, skip, retention offer and cancellation.",
  'Follow-up': "Follow-up visits of a customer's subscriptions: the one due, and submitting it.",
  Chat: 'Chat between customers and the care team: threads, messages, read marks and their live events.',
  Integrations: "Routes named after outside services: the CRM's recurring order, the intake recovery email.",
  Assets: "A tenant's static files (logo, product images).",
  'Admin flows': "Flow versions of the tenant's admins: drafts, publishing, import and export.",
  Admin: "The admin area's data (admins only).",
  Undocumented: 'Routes of the app without an entry in the route contract (a test keeps this empty).',
};

/**
 * The OpenAPI 3.1 document of the given routes (`METHOD /path` keys of the running app): each described by its
 * entry in ROUTES, with every schema file of @telehealth/schemas under `components.schemas`. A route without an
 * entry is still listed (tag `Undocumented`); entries of routes the app does not have are left out.
 */
export function buildOpenApiDocument(
  routeKeys: readonly string[],
  table: Readonly<Record<string, RouteContract>> = ROUTES,
): OpenApiDocument {
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Telehealth storefront API',
      version: '0.1.0',
      description:
        'Every route is under `/api`. Most need the shared secret in the `Token` header and the tenant id in the ' +
        '`Tenant` header; routes for logged-in users also need `Authorization: Bearer <login or mask token>` ' +
        '(from `POST /api/auth/login` or `POST /api/auth/masquerade`). Errors are JSON `ErrorResponse` bodies ' +
        '`{statusCode, error, code?, message, errors?}` (`code`: ErrorCode). Schemas are those of @telehealth/schemas: one component per ' +
        'schema file, named types under its `$defs`.',
      // No license is granted: SPDX has no identifier for that, so a LicenseRef- of our own.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // The origin that serves this document; every path already starts with /api.
    servers: [{ url: '/', description: 'This API (the server of this document)' }],
    tags: [],
    paths: {},
    components: {
      schemas: schemaComponents(),
      securitySchemes: {
        Token: {
          type: 'apiKey',
          in: 'header',
          name: 'Token',
          description: 'The shared secret of the API (API_SHARED_TOKEN).',
        },
        Tenant: {
          type: 'apiKey',
          in: 'header',
          name: 'Tenant',
          description: 'The id of the tenant the request is for (e.g. 6).',
        },
        Bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A login token (POST /api/auth/login) or a mask token (POST /api/auth/masquerade).',
        },
        MetricsToken: {
          type: 'http',
          scheme: 'bearer',
          description: "The metrics scraper's secret (METRICS_TOKEN), for GET /api/metrics only.",
        },
      },
    },
  };
  const tags = new Set<string>();
  for (const key of [...routeKeys].sort(comparePaths)) {
    const { method, path } = splitKey(key);
    const doc = table[key];
    const op = doc ? operation(document, key, doc) : undocumentedOperation(key);
    for (const tag of op.tags as string[]) tags.add(tag);
    (document.paths[path] ??= {})[method.toLowerCase()] = op;
  }
  document.tags = [...tags].map((name) => ({
    name,
    ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
  }));
  return document;
}

function comparePaths(a: string, b: string): number {
  const pa = splitKey(a);
  const pb = splitKey(b);
  if (pa.path !== pb.path) return pa.path < pb.path ? -1 : 1;
  return METHODS.indexOf(pa.method as never) - METHODS.indexOf(pb.method as never);
}

/**
 * What is wrong between the route table and the app's routes: routes without an entry, entries without a route,
 * schema names the registry does not have, path templates whose parameters the entry does not describe.
 */
export function routeTableProblems(
  routeKeys: readonly string[],
  table: Readonly<Record<string, RouteContract>> = ROUTES,
): string[] {
  const problems: string[] = [];
  const app = new Set(routeKeys);
  for (const key of app) {
    if (!table[key])
      problems.push(
        `${key}: a route of the app with no entry in the route contract (schemas/src/contract/routes.ts)`,
      );
  }
  const document = buildOpenApiDocument([]);
  for (const [key, doc] of Object.entries(table)) {
    if (!app.has(key))
      problems.push(
        `${key}: in the route contract (schemas/src/contract/routes.ts) but not a route of the app`,
      );
    const { method, path } = splitKey(key);
    if (!(METHODS as readonly string[]).includes(method)) problems.push(`${key}: unknown method ${method}`);
    const names: string[] = [
      doc.body === 'multipart-file' ? undefined : doc.body,
      doc.query,
      doc.path,
      ...(doc.response.schema === undefined ? [] : [doc.response.schema].flat()),
      ...Object.values(doc.errorSchemas ?? {}),
    ].filter((name) => name !== undefined);
    for (const name of names) {
      if (!isSchemaName(name)) problems.push(`${key}: ${name} is not a schema of @telehealth/schemas`);
    }
    if (names.some((name) => !isSchemaName(name))) continue;
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const described = [
      ...(doc.path ? schemaParameters(document, doc.path, 'path') : []),
      ...(doc.parameters ?? []).filter((p) => p.in === 'path'),
    ].map((p) => String(p.name));
    for (const name of templated) {
      if (!described.includes(name)) problems.push(`${key}: path parameter {${name}} is not described`);
    }
    for (const name of described) {
      if (!templated.includes(name))
        problems.push(`${key}: describes path parameter ${name} not in the path`);
    }
  }
  return problems;
}
