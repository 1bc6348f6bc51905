import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { CheckoutResponse } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { actorOf } from '../auth/decorators/current-actor.decorator.js';
import { OptionalAuthentication } from '../auth/decorators/optional-authentication.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../common/utils/validate-request.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { CheckoutService } from './checkout.service.js';

/**
 * POST /api/order/checkout: pays for an intake that reached checkout (the spec shows the checkout page, not its
 * call). 200 with the paid order; 402 with the gateway's message when the card is declined (nothing changes);
 * 422 when the intake may not be paid (hard stop, unanswered questions, unknown product); 409 when already paid.
 */
@Controller('order')
export class CheckoutController {
  constructor(private readonly checkouts: CheckoutService) {}

  @Post('checkout')
  @HttpCode(200)
  @OptionalAuthentication()
  checkout(
    @CurrentTenant() tenant: TenantEntity,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<CheckoutResponse> {
    const valid = validateRequest('CheckoutRequest', body, 'body');
    const actor = actorOf(request);
    return this.checkouts.checkout(
      tenant,
      valid,
      { userId: request.user?.userId ?? null, agentId: actor?.masquerade ? actor.userId : null },
      request.headers.origin,
    );
  }
}
