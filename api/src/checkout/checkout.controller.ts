import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { CheckoutResponse, ClaimOrderResponse } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { OptionalAuthentication } from '../auth/decorators/optional-authentication.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../common/utils/validate-request.util.js';
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
@Controller('order')
export class CheckoutController {
  constructor(
    private readonly checkouts: CheckoutService,
    private readonly claims: OrderClaimService,
  ) {}

  @Post('checkout')
  @HttpCode(200)
  @OptionalAuthentication()
  checkout(
    @CurrentTenant() tenant: TenantEntity,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<CheckoutResponse> {
    const valid = validateRequest('CheckoutRequest', body, 'body');
    return this.checkouts.checkout(tenant, valid, orderCallerOf(request), request.headers.origin);
  }

  @Post('claim')
  @HttpCode(200)
  claim(@CurrentTenant() tenant: TenantEntity, @Body() body: unknown): Promise<ClaimOrderResponse> {
    const { token } = validateRequest('ClaimOrderRequest', body, 'body');
    return this.claims.claim(tenant.id, token);
  }
}
