import { Body, Controller, Param, Req } from '@nestjs/common';
import type {
  FollowupListResponse,
  FollowupOrderResponse,
  FollowupSubmitRequest,
  FollowupSubmitResponse,
  LoginTokenPayload,
  OrderIdPathParams,
  SubscriptionPathParams,
} from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { FollowupService } from './followup.service.js';

/** Spec section 7: GET /api/order/orderId/{id}, the order a follow-up visit is for. */
@Controller()
export class FollowupOrderController {
  constructor(private readonly followups: FollowupService) {}

  @Route('GET /api/order/orderId/{id}')
  @AuditPatientData('order')
  async order(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() { id }: OrderIdPathParams,
  ): Promise<FollowupOrderResponse> {
    const order = await this.followups.order(tenant.id, user, id);
    setAuditSubject(request, order.userId);
    return order;
  }
}

/** The customer's follow-up visits: which are due, and submitting one (also an agent with the mask token). */
@Controller()
export class FollowupController {
  constructor(private readonly followups: FollowupService) {}

  @Route('GET /api/account/followups')
  @AuditPatientData('followup')
  list(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
  ): Promise<FollowupListResponse> {
    setAuditSubject(request, user.userId);
    return this.followups.list(tenant.id, user.userId);
  }

  @Route('POST /api/followup/{orderId}')
  @AuditPatientData('followup')
  submit(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Param() { orderId }: SubscriptionPathParams,
    @Body() { startData }: FollowupSubmitRequest,
  ): Promise<FollowupSubmitResponse> {
    return this.followups.submit(tenant.id, user, orderId, startData);
  }
}
