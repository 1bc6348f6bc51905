import {
  BadRequestException,
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Post,
  Query,
  Req,
  UnauthorizedException,
} from '@nestjs/common';
import type {
  CreateOrderResponse,
  OrderByCreatedResponse,
  OrdersByUserResponse,
  UpdateOrderResponse,
} from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { OptionalAuthentication } from '../auth/decorators/optional-authentication.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../common/utils/validate-request.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { UserRole } from '../user/user.entity.js';
import { OrderService } from './order.service.js';
import { orderCallerOf } from './utils/order-access.util.js';

/** The spec's message for an order update without a created value (section 5). */
export const MISSING_CREATED = 'Missing required order creation data.';

/**
 * The intake's calls of spec section 7: POST /api/order/create, POST /api/order/update and
 * GET /api/order/created (by created value or by user). A logged-in user or an agent's mask token is optional on
 * create and update (it attributes the step in the event log); listing a user's orders needs a login.
 */
@Controller('order')
export class OrderController {
  constructor(private readonly orders: OrderService) {}

  @Post('create')
  @OptionalAuthentication()
  create(
    @CurrentTenant() tenant: TenantEntity,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<CreateOrderResponse> {
    const valid = validateRequest('CreateOrderRequest', body, 'body');
    return this.orders.create(tenant.id, valid, orderCallerOf(request));
  }

  @Post('update')
  @HttpCode(200)
  @OptionalAuthentication()
  update(
    @CurrentTenant() tenant: TenantEntity,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<UpdateOrderResponse> {
    const created = (body as { created?: unknown } | null | undefined)?.created;
    if (created === undefined || created === null || created === '') {
      throw new BadRequestException({ message: MISSING_CREATED, code: 'ORDER_CREATED_MISSING' });
    }
    const valid = validateRequest('UpdateOrderRequest', body, 'body');
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
  @Get('created')
  @OptionalAuthentication()
  async created(
    @CurrentTenant() tenant: TenantEntity,
    @Query() query: unknown,
    @Req() request: FastifyRequest,
  ): Promise<OrderByCreatedResponse | OrdersByUserResponse> {
    const valid = validateRequest('OrderCreatedQuery', query, 'query string');
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
