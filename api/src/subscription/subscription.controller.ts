import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { LoginTokenPayload, Subscription, SubscriptionListResponse } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { Authenticated } from '../auth/decorators/authenticated.decorator.js';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../common/utils/validate-request.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { SubscriptionService } from './subscription.service.js';
import { actorUserId } from './utils/actor.util.js';
import type { SubscriptionCommand } from './utils/subscription-rules.util.js';

/**
 * The customer's subscriptions (orders with purchase data) and what they can do to them. Customers act on their
 * own (another customer's order is a 404); staff (admins, agents) on any customer of the tenant.
 */
@Controller('subscriptions')
@Authenticated()
@AuditPatientData('subscription')
export class SubscriptionController {
  constructor(private readonly subscriptions: SubscriptionService) {}

  @Get()
  async list(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Query() query: unknown,
  ): Promise<SubscriptionListResponse> {
    const { userId } = validateRequest('SubscriptionsQuery', query, 'query string');
    const customerId = await this.subscriptions.customerFor(tenant.id, user, userId);
    setAuditSubject(request, customerId);
    return this.subscriptions.list(tenant.id, customerId);
  }

  @Post(':orderId/pause')
  @HttpCode(200)
  pause(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() params: unknown,
  ): Promise<Subscription> {
    return this.act(tenant, user, request, params, { action: 'pause' });
  }

  @Post(':orderId/resume')
  @HttpCode(200)
  resume(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() params: unknown,
  ): Promise<Subscription> {
    return this.act(tenant, user, request, params, { action: 'resume' });
  }

  /** Skip the next shipment: the next bill date moves by the billing interval. */
  @Post(':orderId/skip')
  @HttpCode(200)
  skip(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() params: unknown,
  ): Promise<Subscription> {
    return this.act(tenant, user, request, params, { action: 'skip' });
  }

  @Post(':orderId/retention-offer')
  @HttpCode(200)
  retentionOffer(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() params: unknown,
    @Body() body: unknown,
  ): Promise<Subscription> {
    const { offerId } = validateRequest('RetentionOfferRequest', body, 'body');
    return this.act(tenant, user, request, params, { action: 'retention_offer', offerId });
  }

  @Post(':orderId/cancel')
  @HttpCode(200)
  cancel(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Req() request: FastifyRequest,
    @Param() params: unknown,
    @Body() body: unknown,
  ): Promise<Subscription> {
    const { reason, details } = validateRequest('CancelSubscriptionRequest', body, 'body');
    return this.act(tenant, user, request, params, {
      action: 'cancel',
      reason,
      details: details?.trim() ?? null,
    });
  }

  private async act(
    tenant: TenantEntity,
    user: LoginTokenPayload,
    request: FastifyRequest,
    params: unknown,
    command: SubscriptionCommand,
  ): Promise<Subscription> {
    const { orderId } = validateRequest('SubscriptionPathParams', params, 'path parameters');
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
