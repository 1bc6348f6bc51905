import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

import {
  apiRouteKeys,
  buildOpenApiDocument,
  DOCS_PATH,
  OPENAPI_JSON_PATH,
  type RouterRoute,
} from './openapi-document.js';

const recorded = new WeakMap<NestFastifyApplication, RouterRoute[]>();

/**
 * Serves Swagger UI at GET /api/docs and the OpenAPI 3.1 document at GET /api/docs/openapi.json. Call it before
 * `app.init()`: it records every route the router gets from then on (so the document lists the app's real
 * routes) and adds the docs' own routes straight to Fastify, outside Nest's guards, so they need no Token or
 * Tenant header. The document is built on the first request, once every route is registered.
 */
export function setupOpenApi(app: NestFastifyApplication): void {
  const routes: RouterRoute[] = [];
  recorded.set(app, routes);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  SwaggerModule.setup(
    DOCS_PATH.slice(1),
    app,
    // Our document is plain OpenAPI 3.1 JSON; the package's type describes 3.0 schema objects.
    () => buildOpenApiDocument(apiRouteKeys(routes)) as unknown as OpenAPIObject,
    {
      useGlobalPrefix: false,
      jsonDocumentUrl: OPENAPI_JSON_PATH.slice(1),
      raw: ['json'],
      customSiteTitle: 'Telehealth storefront API',
    },
  );
}

/** The routes the router got after setupOpenApi(app), as Fastify holds them (HEAD routes included). */
export function registeredRoutes(app: NestFastifyApplication): readonly RouterRoute[] {
  const routes = recorded.get(app);
  if (!routes) throw new Error('setupOpenApi(app) was not called for this application');
  return routes;
}
