import { Body, Controller, ForbiddenException, Query, Req, UnauthorizedException } from '@nestjs/common';
import {
  UserRole,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type OrderByCreatedResponse,
  type OrderCreatedQuery,
  type OrdersByUserResponse,
  type UpdateOrderRequest,
  type UpdateOrderResponse,
} from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { OrderException } from './order.exception.js';
import { OrderService } from './order.service.js';
import { orderCallerOf } from './utils/order-access.util.js';

/**
 * The intake's calls of spec section 7: POST /api/order/create, POST /api/order/update and
 * GET /api/order/created (by created value or by user). A logged-in user or an agent's mask token is optional on
 * create and update (it attributes the step in the event log); listing a user's orders needs a login.
 */
@Controller()
export class OrderController {
  constructor(private readonly orders: OrderService) {}

  @Route('POST /api/order/create')
  create(
    @CurrentTenant() tenant: TenantEntity,
    @Body() body: CreateOrderRequest,
    @Req() request: FastifyRequest,
  ): Promise<CreateOrderResponse> {
    return this.orders.create(tenant.id, body, orderCallerOf(request));
  }

  @Route('POST /api/order/update', { normalize: { body: withCreatedValue } })
  update(
    @CurrentTenant() tenant: TenantEntity,
    @Body() valid: UpdateOrderRequest,
    @Req() request: FastifyRequest,
  ): Promise<UpdateOrderResponse> {
    return this.orders.update(tenant.id, valid, orderCallerOf(request));
  }

  /**
   * `?created=`: the intake of that created value, to resume it. Knowing the created value (the intake's own key,
   * kept in the patient's cookie and resume link) is enough while the intake is anonymous; once the order belongs
   * to a customer (paid, a rebill, or started by a logged-in user: `belongsToCustomer`), only that customer and
   * staff get it, and anyone else only `{created, loginRequired: true}` — what sends the storefront to /login.
   *
   * `?userId=`: that user's orders, newest first; a customer may only list their own.
   */
  @Route('GET /api/order/created')
  async created(
    @CurrentTenant() tenant: TenantEntity,
    @Query() valid: OrderCreatedQuery,
    @Req() request: FastifyRequest,
  ): Promise<OrderByCreatedResponse | OrdersByUserResponse> {
    const caller = request.user;
    if ('userId' in valid) {
      if (!caller) throw new UnauthorizedException('Listing orders by userId needs a login');
      const userId = Number(valid.userId);
      if (caller.role === UserRole.Customer && caller.userId !== userId) {
        throw new ForbiddenException('You can only list your own orders');
      }
      return this.orders.forUser(tenant.id, userId);
    }
    return this.orders.byCreated(tenant.id, valid.created, orderCallerOf(request));
  }
}

/** An update without a created value is refused in the spec's words (ORDER_CREATED_MISSING), before its schema. */
function withCreatedValue(body: unknown): unknown {
  const created = (body as { created?: unknown } | null | undefined)?.created;
  if (created === undefined || created === null || created === '')
    throw new OrderException('ORDER_CREATED_MISSING');
  return body;
}
