import { Body, Controller, Req } from '@nestjs/common';
import type {
  CheckoutRequest,
  CheckoutResponse,
  ClaimOrderRequest,
  ClaimOrderResponse,
} from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import { orderCallerOf } from '../order/utils/order-access.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { CheckoutService } from './checkout.service.js';
import { OrderClaimService } from './order-claim.service.js';

/**
 * POST /api/order/checkout: pays for an intake that reached checkout (the spec shows the checkout page, not its
 * call). 200 with the paid order; 402 with the gateway's message when the card is declined (nothing changes);
 * 422 when the intake may not be paid (hard stop, unanswered questions, unknown product); 409 when already paid;
 * 401/403 for an order that belongs to another customer; 503 when the order could not be recorded after the
 * charge (the charge is voided).
 *
 * POST /api/order/claim: the account owner's single-use link makes an order held for them theirs.
 */
@Controller()
export class CheckoutController {
  constructor(
    private readonly checkouts: CheckoutService,
    private readonly claims: OrderClaimService,
  ) {}

  @Route('POST /api/order/checkout')
  checkout(
    @CurrentTenant() tenant: TenantEntity,
    @Body() body: CheckoutRequest,
    @Req() request: FastifyRequest,
  ): Promise<CheckoutResponse> {
    return this.checkouts.checkout(tenant, body, orderCallerOf(request), request.headers.origin);
  }

  @Route('POST /api/order/claim')
  claim(
    @CurrentTenant() tenant: TenantEntity,
    @Body() { token }: ClaimOrderRequest,
  ): Promise<ClaimOrderResponse> {
    return this.claims.claim(tenant.id, token);
  }
}
