import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { METHOD_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { ajv, ROUTES, schemaRefs, type Access, type RouteContract } from '@telehealth/schemas';
import { beforeAll, describe, expect, it } from 'vitest';

import { JwtService } from '../auth/jwt.service.js';
import { openApiPath } from '../common/route/route-path.util.js';
import { ROUTE_KEY } from '../common/route/route.decorator.js';
import { DEV_TOKEN } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import {
  apiRouteKeys,
  buildOpenApiDocument,
  routeTableProblems,
  type OpenApiDocument,
} from './openapi-document.js';
import { registeredRoutes } from './openapi.setup.js';
import { rewriteRef, schemaRef } from './schema-components.js';

const pg = useTestPostgres();
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const SCHEMA_DIR = fileURLToPath(new URL('../../../schemas/src/json/', import.meta.url));
const table: Readonly<Record<string, RouteContract>> = ROUTES;

/** Every `$ref` in a JSON value, with where it is. */
function refsIn(value: unknown, at = '#'): { at: string; ref: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => refsIn(item, `${at}/${i}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [{ at, ref: child }] : refsIn(child, `${at}/${key}`),
  );
}

function resolve(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node = document;
  for (const raw of ref.slice(2).split('/')) {
    const token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** The parts of an operation the spot checks read. */
interface Operation {
  tags: string[];
  security: unknown;
  'x-access': unknown;
  parameters: { name: string; in: string; required: boolean; schema: { $ref: string } }[];
  requestBody: { content: Record<string, { schema: { $ref?: string; required?: string[] } }> };
  responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
}

function operationAt(document: OpenApiDocument, path: string, method: string): Operation {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`No ${method} ${path} in the document`);
  return found as unknown as Operation;
}

function operationsOf(document: OpenApiDocument): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

describe('API documentation', () => {
  let app: NestFastifyApplication;
  let document: OpenApiDocument;
  let appRoutes: string[];

  beforeAll(async () => {
    app = await pg.newApp();
    const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
    appRoutes = apiRouteKeys(registeredRoutes(app));
  });

  describe('serving', () => {
    it('serves the OpenAPI 3.1 document without any header', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(document.openapi).toBe('3.1.0');
      expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
        'Bearer',
        'MetricsToken',
        'Tenant',
        'Token',
      ]);
    });

    it('serves Swagger UI and its assets without any header', async () => {
      const page = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('swagger-ui');
      for (const asset of ['swagger-ui-init.js', 'swagger-ui-bundle.js', 'swagger-ui.css']) {
        const response = await app.inject({ method: 'GET', url: `/api/docs/${asset}` });
        expect(response.statusCode, asset).toBe(200);
      }
      const init = await app.inject({ method: 'GET', url: '/api/docs/swagger-ui-init.js' });
      expect(init.body).toContain('/api/order/update');
    });

    it('still guards the API itself', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/products' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('routes', () => {
    it('lists exactly the routes of the running app', () => {
      expect(appRoutes.length).toBeGreaterThan(40);
      expect(operationsOf(document)).toEqual(appRoutes);
    });

    it("includes every route of Nest's own discovery of the controllers", () => {
      const scanned = SwaggerModule.createDocument(app, {
        openapi: '3.1.0',
        info: { title: 'scan', version: '0' },
      });
      const nestRoutes = Object.entries(scanned.paths)
        .flatMap(([path, item]) =>
          Object.keys(item)
            .filter((key) => ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'].includes(key))
            .map((method) => `${method.toUpperCase()} ${path}`),
        )
        .sort();
      // Every controller route is in the router (the router may also hold routes added to Fastify directly).
      expect(nestRoutes.length).toBeGreaterThan(40);
      expect(nestRoutes.filter((key) => !appRoutes.includes(key))).toEqual([]);
    });

    it('declares every handler of every controller with @Route(), one handler per route of the contract', () => {
      const declared: string[] = [];
      const undeclared: string[] = [];
      for (const module of app.get(ModulesContainer).values()) {
        for (const { metatype } of module.controllers.values()) {
          const prototype = (metatype as { prototype: Record<string, unknown> }).prototype;
          for (const name of Object.getOwnPropertyNames(prototype)) {
            const handler = prototype[name];
            if (
              typeof handler !== 'function' ||
              Reflect.getMetadata(METHOD_METADATA, handler) === undefined
            ) {
              continue;
            }
            const key = Reflect.getMetadata(ROUTE_KEY, handler) as string | undefined;
            if (key) declared.push(key);
            else undeclared.push(`${(metatype as { name: string }).name}.${name}`);
          }
        }
      }
      expect(undeclared).toEqual([]);
      expect(declared.sort()).toEqual(Object.keys(ROUTES).sort());
      expect(appRoutes).toEqual(Object.keys(ROUTES).sort());
    });

    it('has a contract entry for every route and a route for every entry, naming registered schemas', () => {
      expect(routeTableProblems(appRoutes)).toEqual([]);
      expect(operationsOf(document).filter((key) => !table[key])).toEqual([]);
    });

    it('reports a route without an entry, an entry without a route and an unknown schema', () => {
      const extra = [...appRoutes, 'GET /api/not-documented/{id}'];
      expect(routeTableProblems(extra)).toEqual([
        'GET /api/not-documented/{id}: a route of the app with no entry in the route contract (schemas/src/contract/routes.ts)',
      ]);
      const bogus: Record<string, RouteContract> = {
        ...table,
        'GET /api/ghost': {
          summary: 'x',
          tag: 'Health',
          access: 'none',
          response: { status: 200, description: 'x', schema: 'NoSuchSchema' as never },
        },
        'GET /api/ghost/{id}': {
          summary: 'x',
          tag: 'Health',
          access: 'none',
          response: { status: 200, description: 'x' },
        },
      };
      expect(routeTableProblems(appRoutes, bogus)).toEqual([
        'GET /api/ghost: in the route contract (schemas/src/contract/routes.ts) but not a route of the app',
        'GET /api/ghost: NoSuchSchema is not a schema of @telehealth/schemas',
        'GET /api/ghost/{id}: in the route contract (schemas/src/contract/routes.ts) but not a route of the app',
        'GET /api/ghost/{id}: path parameter {id} is not described',
      ]);
      // A route the table lacks is still listed in the document, marked as such.
      const listed = buildOpenApiDocument(extra);
      expect(listed.paths['/api/not-documented/{id}']?.get?.tags).toEqual(['Undocumented']);
    });

    it('turns router paths into OpenAPI path templates', () => {
      expect(openApiPath('/api/admin/flows/:key/versions/:version')).toBe(
        '/api/admin/flows/{key}/versions/{version}',
      );
      expect(openApiPath('/api/assets/:tenantId/*')).toBe('/api/assets/{tenantId}/{path}');
      expect(
        apiRouteKeys([
          { method: 'GET', url: '/api/x' },
          { method: 'HEAD', url: '/api/x' },
          { method: 'HEAD', url: '/api/only-head' },
          { method: 'GET', url: '/api/docs/openapi.json' },
          // The storefront's pages and files beside the API (STOREFRONT_DIR) are not API routes.
          { method: 'GET', url: '/*' },
          { method: 'HEAD', url: '/*' },
          { method: 'GET', url: '/apidocs' },
        ]),
      ).toEqual(['GET /api/x', 'HEAD /api/only-head']);
    });
  });

  describe('schemas', () => {
    it('has one component per schema file, without $id or $schema', () => {
      const files = readdirSync(SCHEMA_DIR)
        .filter((name) => name.endsWith('.schema.json'))
        .map((name) => name.slice(0, -'.schema.json'.length))
        .sort();
      expect(Object.keys(document.components.schemas).sort()).toEqual(files);
      const text = JSON.stringify(document.components.schemas);
      expect(text).not.toContain('"$id"');
      expect(text).not.toContain('"$schema"');
    });

    it('resolves every $ref inside the document', () => {
      const refs = refsIn(document);
      expect(refs.length).toBeGreaterThan(400);
      const broken = refs.filter(({ ref }) => resolve(document, ref) === undefined);
      expect(broken).toEqual([]);
      expect(refs.filter(({ ref }) => !ref.startsWith('#/components/schemas/'))).toEqual([]);
    });

    it('rewrites references of every form', () => {
      const base = 'https://telehealth.local/schemas/api.schema.json';
      expect(rewriteRef('#/$defs/SchemaIssue', base)).toBe('#/components/schemas/api/$defs/SchemaIssue');
      expect(rewriteRef('common.schema.json#/$defs/Email', base)).toBe(
        '#/components/schemas/common/$defs/Email',
      );
      expect(rewriteRef('answer.schema.json', base)).toBe('#/components/schemas/answer');
      expect(rewriteRef('https://telehealth.local/schemas/enums.schema.json#/$defs/Role', base)).toBe(
        '#/components/schemas/enums/$defs/Role',
      );
      expect(() => rewriteRef('https://example.com/x.schema.json', base)).toThrow(/leads outside/);
      expect(() => rewriteRef('#anchor', base)).toThrow(/anchor/);
    });

    it('gives every registry name a reference to its titled schema', () => {
      for (const name of Object.keys(schemaRefs) as (keyof typeof schemaRefs)[]) {
        const schema = resolve(document, schemaRef(name)) as { title?: string } | undefined;
        expect(schema?.title, name).toBe(name);
      }
    });

    it('describes what the API answers: responses validate against the documented schemas', async () => {
      // The shared instance (formats, strict mode); the document gets an $id of its own, and its top-level
      // OpenAPI fields are declared as annotations so that strict mode accepts the document as a schema.
      for (const field of Object.keys(document)) if (!ajv.getKeyword(field)) ajv.addKeyword(field);
      ajv.addSchema({ ...document, $id: 'https://docs.local/openapi.json' });
      const check = async (key: string, url: string) => {
        const response = await app.inject({ method: 'GET', url, headers: { token: DEV_TOKEN, tenant: '6' } });
        expect(response.statusCode, url).toBe(200);
        const { path } = { path: key.slice(key.indexOf(' ') + 1) };
        const ref = operationAt(document, path, 'get').responses['200']?.content['application/json']?.schema
          .$ref;
        const validate = ajv.getSchema(`https://docs.local/openapi.json${ref}`);
        if (!validate) throw new Error(`no schema at ${ref}`);
        expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true);
        expect(validate({ unexpected: true })).toBe(false);
      };
      await check('GET /api/questions', '/api/questions?isFollowup=false');
      await check('GET /api/products', '/api/products');
      await check('GET /api/tenant', '/api/tenant');
    });
  });

  describe('spot checks', () => {
    it('POST /api/order/update takes an UpdateOrderRequest and answers errors as ErrorResponse', () => {
      const op = operationAt(document, '/api/order/update', 'post');
      expect(op.requestBody.content['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/api/$defs/UpdateOrderRequest',
      });
      expect(op.responses['200']?.content['application/json']?.schema.$ref).toBe(
        schemaRef('UpdateOrderResponse'),
      );
      for (const status of ['400', '401', '403', '404', '409', '422']) {
        expect(op.responses[status]?.content['application/json']?.schema.$ref, status).toBe(
          schemaRef('ErrorResponse'),
        );
      }
      expect(op.security).toEqual([
        { Token: [], Tenant: [], Bearer: [] },
        { Token: [], Tenant: [] },
      ]);
    });

    it('GET /api/questions has the required isFollowup query parameter', () => {
      const op = operationAt(document, '/api/questions', 'get');
      expect(op.parameters).toEqual([
        {
          name: 'isFollowup',
          in: 'query',
          required: true,
          schema: { $ref: '#/components/schemas/api/$defs/QuestionsQuery/properties/isFollowup' },
        },
      ]);
      expect(resolve(document, op.parameters[0]?.schema.$ref ?? '')).toEqual({
        type: 'string',
        enum: ['true', 'false'],
      });
    });

    it('documents the upload as a multipart form with the field file', () => {
      const op = operationAt(document, '/api/upload', 'post');
      const schema = op.requestBody.content['multipart/form-data']?.schema;
      expect(schema?.required).toEqual(['file']);
      expect(op.responses['201']?.content['application/json']?.schema.$ref).toBe(schemaRef('UploadResponse'));
    });

    it('documents Bearer roles, path parameters and other error bodies', () => {
      const publish = operationAt(document, '/api/admin/flows/{key}/draft/publish', 'post');
      expect(publish.security).toEqual([{ Token: [], Tenant: [], Bearer: [] }]);
      expect(publish['x-access']).toEqual({ roles: [0], currentAdmin: true });
      expect(publish.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual([
        'path:key',
      ]);
      expect(publish.responses['422']?.content['application/json']?.schema.$ref).toBe(
        schemaRef('FlowPublishRejectedResponse'),
      );
      expect(document.paths['/api/health']?.get?.security).toEqual([]);
      const byCreated = operationAt(document, '/api/order/created', 'get');
      expect(
        byCreated.parameters.map((p: { name: string; required: boolean }) => [p.name, p.required]),
      ).toEqual([
        ['created', false],
        ['userId', false],
      ]);
    });
  });

  describe('the access column matches what the routes do', () => {
    const sample: Record<string, string> = {
      medId: '1',
      id: '1',
      key: 'intake',
      version: '1',
      orderId: '1',
      fileId: '00000000-0000-4000-8000-000000000000',
      tenantId: '6',
      path: 'missing.png',
    };
    const urlOf = (path: string) => path.replace(/\{([^}]+)\}/g, (_, name: string) => sample[name] ?? '1');
    const entries = () =>
      appRoutes.map((key) => {
        const space = key.indexOf(' ');
        const doc = table[key];
        if (!doc) throw new Error(`${key} has no entry`);
        return {
          key,
          method: key.slice(0, space) as Method,
          url: urlOf(key.slice(space + 1)),
          access: doc.access,
        };
      });
    const send = (method: Method, url: string, headers: Record<string, string>) =>
      app.inject({ method, url, headers, ...(method === 'GET' ? {} : { payload: {} }) });
    const needsLogin = (access: Access) => access === 'login' || typeof access === 'object';

    it('Token: refused without it exactly where the table says it is needed', async () => {
      for (const { key, method, url, access } of entries()) {
        const response = await send(method, url, {});
        if (access === 'none') expect(response.statusCode, key).not.toBe(401);
        else if (access === 'metrics')
          expect([response.statusCode, response.json().message], key).toEqual([
            401,
            'Missing or invalid metrics token',
          ]);
        else
          expect([response.statusCode, response.json().message], key).toEqual([
            401,
            'Missing or invalid Token header',
          ]);
      }
    });

    it('Tenant: refused without it exactly where the table says it is needed', async () => {
      for (const { key, method, url, access } of entries()) {
        if (access === 'none' || access === 'metrics') continue;
        const response = await send(method, url, { token: DEV_TOKEN });
        const refused = response.statusCode === 400 && response.json().message === 'Missing Tenant header';
        expect(refused, key).toBe(access !== 'token');
      }
    });

    it('Bearer: required, optional or ignored as the table says', async () => {
      for (const { key, method, url, access } of entries()) {
        if (access === 'none' || access === 'token' || access === 'metrics') continue;
        const anonymous = await send(method, url, { token: DEV_TOKEN, tenant: '6' });
        if (needsLogin(access)) {
          expect([anonymous.statusCode, anonymous.json().message], key).toEqual([
            401,
            'Missing Authorization header',
          ]);
        } else {
          expect(anonymous.statusCode, key).not.toBe(401);
        }
        if (access === 'optional-login') {
          const forged = await send(method, url, {
            token: DEV_TOKEN,
            tenant: '6',
            authorization: 'Bearer x.y.z',
          });
          expect(forged.statusCode, key).toBe(401);
        }
      }
    });

    it('roles: a token of another role is refused with 403', async () => {
      const jwt = app.get(JwtService);
      for (const { key, method, url, access } of entries()) {
        if (typeof access !== 'object') continue;
        const role = ([1, 0, 2] as const).find((r) => !(access.roles as readonly number[]).includes(r))!;
        const token = await jwt.sign({ userId: 1, role, tenantId: 6 });
        const response = await send(method, url, {
          token: DEV_TOKEN,
          tenant: '6',
          authorization: `Bearer ${token}`,
        });
        expect(response.statusCode, key).toBe(403);
      }
    });
  });
});
