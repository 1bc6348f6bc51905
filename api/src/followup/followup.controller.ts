import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { FollowupOrderResponse, FollowupSubmitResponse, LoginTokenPayload } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { Authenticated } from '../auth/decorators/authenticated.decorator.js';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../common/utils/validate-request.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { FollowupService } from './followup.service.js';

/** Spec section 7: GET /api/order/orderId/{id}, the order a follow-up visit is for. */
@Controller('order/orderId')
export class FollowupOrderController {
  constructor(private readonly followups: FollowupService) {}

  @Get(':id')
  @Authenticated()
  @AuditPatientData('order')
  async order(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() params: unknown,
  ): Promise<FollowupOrderResponse> {
    const { id } = validateRequest('OrderIdPathParams', params, 'path parameters');
    const order = await this.followups.order(tenant.id, user, id);
    setAuditSubject(request, order.userId);
    return order;
  }
}

/** Submitting a follow-up visit: by the customer (or an agent with the customer's mask token). */
@Controller('followup')
export class FollowupController {
  constructor(private readonly followups: FollowupService) {}

  @Post(':orderId')
  @HttpCode(201)
  @Authenticated(1)
  @AuditPatientData('followup')
  submit(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Param() params: unknown,
    @Body() body: unknown,
  ): Promise<FollowupSubmitResponse> {
    const { orderId } = validateRequest('SubscriptionPathParams', params, 'path parameters');
    const { startData } = validateRequest('FollowupSubmitRequest', body, 'body');
    return this.followups.submit(tenant.id, user, orderId, startData);
  }
}
