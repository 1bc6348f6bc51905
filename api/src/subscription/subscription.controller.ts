import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import type {
  CancellationFlowRequest,
  CancellationFlowResponse,
  CancelSubscriptionRequest,
  LoginTokenPayload,
  RetentionOfferRequest,
  Subscription,
  SubscriptionListResponse,
  SubscriptionPathParams,
  SubscriptionsQuery,
} from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { CancellationFlowService } from './cancellation-flow.service.js';
import { SubscriptionService } from './subscription.service.js';
import { actorUserId } from './utils/actor.util.js';
import type { SubscriptionCommand } from './utils/subscription-rules.util.js';

/**
 * The customer's subscriptions (orders with purchase data) and what they can do to them. Customers act on their
 * own (another customer's order is a 404); staff (admins, agents) on any customer of the tenant.
 */
@Controller()
@AuditPatientData('subscription')
export class SubscriptionController {
  constructor(
    private readonly subscriptions: SubscriptionService,
    private readonly cancellationFlow: CancellationFlowService,
  ) {}

  @Route('GET /api/subscriptions')
  async list(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Query() { userId }: SubscriptionsQuery,
  ): Promise<SubscriptionListResponse> {
    const customerId = await this.subscriptions.customerFor(tenant.id, user, userId);
    setAuditSubject(request, customerId);
    return this.subscriptions.list(tenant.id, customerId);
  }

  @Route('POST /api/subscriptions/{orderId}/pause')
  pause(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() params: SubscriptionPathParams,
  ): Promise<Subscription> {
    return this.act(tenant, user, request, params, { action: 'pause' });
  }

  @Route('POST /api/subscriptions/{orderId}/resume')
  resume(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() params: SubscriptionPathParams,
  ): Promise<Subscription> {
    return this.act(tenant, user, request, params, { action: 'resume' });
  }

  /** Skip the next shipment: the next bill date moves by the billing interval. */
  @Route('POST /api/subscriptions/{orderId}/skip')
  skip(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() params: SubscriptionPathParams,
  ): Promise<Subscription> {
    return this.act(tenant, user, request, params, { action: 'skip' });
  }

  @Route('POST /api/subscriptions/{orderId}/retention-offer')
  retentionOffer(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() params: SubscriptionPathParams,
    @Body() { offerId }: RetentionOfferRequest,
  ): Promise<Subscription> {
    return this.act(tenant, user, request, params, { action: 'retention_offer', offerId });
  }

  @Route('POST /api/subscriptions/{orderId}/cancel')
  cancel(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() params: SubscriptionPathParams,
    @Body() { reason, details }: CancelSubscriptionRequest,
  ): Promise<Subscription> {
    return this.act(tenant, user, request, params, {
      action: 'cancel',
      reason,
      details: details?.trim() ?? null,
    });
  }

  /** The cancellation flow's end: the answers are re-run over the flow version and its outcome applied. */
  @Route('POST /api/subscriptions/{orderId}/cancellation')
  async cancellation(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() { orderId }: SubscriptionPathParams,
    @Body() body: CancellationFlowRequest,
  ): Promise<CancellationFlowResponse> {
    setAuditSubject(request, user.userId);
    return this.cancellationFlow.complete(tenant.id, user, actorUserId(request, user), orderId, body);
  }

  private async act(
    tenant: TenantEntity,
    user: LoginTokenPayload,
    request: FastifyRequest,
    { orderId }: SubscriptionPathParams,
    command: SubscriptionCommand,
  ): Promise<Subscription> {
    const subscription = await this.subscriptions.act(
      tenant.id,
      user,
      actorUserId(request, user),
      orderId,
      command,
    );
    setAuditSubject(request, subscription.userId);
    return subscription;
  }
}
