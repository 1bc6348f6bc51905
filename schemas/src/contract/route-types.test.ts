import { describe, expect, expectTypeOf, it } from 'vitest';

import type {
  CheckoutRequest,
  ErrorResponse,
  FlowDraftConflictResponse,
  FlowPublishRejectedResponse,
  FlowVersionDetail,
  OrderByCreatedResponse,
  OrderCreatedQuery,
  OrdersByUserResponse,
  ProductPathParams,
  ProductResponse,
  QuestionsQuery,
  SaveFlowDraftRequest,
  UpdateOrderRequest,
  UpdateOrderResponse,
  UploadQuery,
  UploadResponse,
} from '../generated/types.js';
import { schemaRefs } from '../generated/registry.js';
import { STAFF_ROLES, UserRole } from '../roles.js';
import {
  routeMethod,
  routePath,
  routeUrl,
  type PathParamNames,
  type RouteBody,
  type RouteBodyKind,
  type RouteErrorBody,
  type RouteKey,
  type RouteParams,
  type RouteQuery,
  type RouteRequest,
  type RouteResponse,
  type RouteStatus,
} from './route-types.js';
import { ROUTES } from './routes.js';

describe('route contract types', () => {
  it('types a JSON route by its key: body, response, errors', () => {
    expectTypeOf<RouteBody<'POST /api/order/update'>>().toEqualTypeOf<UpdateOrderRequest>();
    expectTypeOf<RouteResponse<'POST /api/order/update'>>().toEqualTypeOf<UpdateOrderResponse>();
    expectTypeOf<RouteStatus<'POST /api/order/update'>>().toEqualTypeOf<200>();
    expectTypeOf<RouteRequest<'POST /api/order/update'>>().toEqualTypeOf<
      { readonly body: UpdateOrderRequest } & { readonly query?: never } & { readonly params?: never }
    >();
    expectTypeOf<RouteRequest<'POST /api/order/checkout'>['body']>().toEqualTypeOf<CheckoutRequest>();
    expectTypeOf<RouteErrorBody<'POST /api/order/update'>>().toEqualTypeOf<ErrorResponse>();
    expectTypeOf<RouteErrorBody<'POST /api/admin/flows/{key}/draft/publish'>>().toEqualTypeOf<
      ErrorResponse | FlowDraftConflictResponse | FlowPublishRejectedResponse
    >();
  });

  it('types query strings, path parameters and alternative responses', () => {
    expectTypeOf<RouteQuery<'GET /api/questions'>>().toEqualTypeOf<QuestionsQuery>();
    expectTypeOf<RouteRequest<'GET /api/questions'>['query']>().toEqualTypeOf<QuestionsQuery>();
    expectTypeOf<RouteParams<'GET /api/products/{medId}'>>().toEqualTypeOf<ProductPathParams>();
    expectTypeOf<RouteResponse<'GET /api/products/{medId}'>>().toEqualTypeOf<ProductResponse>();
    expectTypeOf<RouteQuery<'GET /api/order/created'>>().toEqualTypeOf<OrderCreatedQuery>();
    expectTypeOf<RouteResponse<'GET /api/order/created'>>().toEqualTypeOf<
      OrderByCreatedResponse | OrdersByUserResponse
    >();
    // A GET without a query string or parameters takes nothing.
    expectTypeOf<RouteBody<'GET /api/products'>>().toBeNever();
    expectTypeOf<RouteQuery<'GET /api/products'>>().toBeNever();
    expectTypeOf<RouteParams<'GET /api/products'>>().toBeNever();
  });

  it('types optional bodies, bodiless answers, uploads and parameters no schema describes', () => {
    expectTypeOf<
      RouteRequest<'PUT /api/admin/flows/{key}/draft'>['body']
    >().toEqualTypeOf<SaveFlowDraftRequest>();
    expectTypeOf<RouteResponse<'PUT /api/admin/flows/{key}/draft'>>().toEqualTypeOf<FlowVersionDetail>();
    expectTypeOf<RouteRequest<'POST /api/admin/flows/{key}/draft'>>().toHaveProperty('body');
    expectTypeOf<{ params: { key: 'intake' } }>().toExtend<
      RouteRequest<'POST /api/admin/flows/{key}/draft'>
    >();
    expectTypeOf<RouteResponse<'DELETE /api/admin/flows/{key}/draft'>>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteStatus<'DELETE /api/admin/flows/{key}/draft'>>().toEqualTypeOf<204>();
    expectTypeOf<RouteBodyKind<'POST /api/upload'>>().toEqualTypeOf<'multipart-file'>();
    expectTypeOf<RouteBodyKind<'POST /api/order/update'>>().toEqualTypeOf<'json'>();
    expectTypeOf<RouteBodyKind<'GET /api/products'>>().toEqualTypeOf<'none'>();
    expectTypeOf<RouteQuery<'POST /api/upload'>>().toEqualTypeOf<UploadQuery>();
    expectTypeOf<RouteResponse<'POST /api/upload'>>().toEqualTypeOf<UploadResponse>();
    expectTypeOf<RouteParams<'GET /api/assets/{tenantId}/{path}'>>().toEqualTypeOf<
      Record<'tenantId' | 'path', string>
    >();
    expectTypeOf<PathParamNames<'/api/admin/flows/{key}/versions/{version}'>>().toEqualTypeOf<
      'key' | 'version'
    >();
  });

  it('refuses a key that is not a route', () => {
    expectTypeOf<'POST /api/no-such-route'>().not.toExtend<RouteKey>();
    expectTypeOf<'GET /api/order/update'>().not.toExtend<RouteKey>();
  });

  it('splits a key and fills in its path', () => {
    expect(routeMethod('POST /api/order/update')).toBe('POST');
    expect(routePath('GET /api/products/{medId}')).toBe('/api/products/{medId}');
    expect(routeUrl('GET /api/products/{medId}', { medId: '704' })).toBe('/api/products/704');
    expect(routeUrl('GET /api/admin/flows/{key}/versions/{version}', { key: 'intake', version: '3' })).toBe(
      '/api/admin/flows/intake/versions/3',
    );
    expect(routeUrl('GET /api/assets/{tenantId}/{path}', { tenantId: '6', path: 'a b/c.png' })).toBe(
      '/api/assets/6/a%20b%2Fc.png',
    );
    expect(routeUrl('GET /api/products')).toBe('/api/products');
    expect(() => routeUrl('GET /api/products/{medId}', {} as never)).toThrow(/missing path parameter medId/);
  });
});

describe('route contract table', () => {
  const entries = Object.entries(ROUTES) as [RouteKey, (typeof ROUTES)[RouteKey]][];

  it('names only schemas of the registry', () => {
    const names = entries.flatMap(([, route]) => [
      ...('body' in route && route.body !== 'multipart-file' ? [route.body] : []),
      ...('query' in route ? [route.query] : []),
      ...('path' in route ? [route.path] : []),
      ...('schema' in route.response ? [route.response.schema].flat() : []),
      ...('errorSchemas' in route ? Object.values(route.errorSchemas) : []),
    ]);
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => !Object.hasOwn(schemaRefs, name))).toEqual([]);
  });

  it('names roles by name', () => {
    expect(ROUTES['POST /api/auth/masquerade'].access.roles).toEqual(STAFF_ROLES);
    expect(ROUTES['GET /api/admin/dashboard'].access).toEqual({
      roles: [UserRole.Admin],
      currentAdmin: true,
    });
    expect(ROUTES['GET /api/admin/orders'].access).toEqual({ roles: STAFF_ROLES });
  });
});
