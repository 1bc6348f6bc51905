import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { VerificationResponse } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { OptionalAuthentication } from '../../auth/decorators/optional-authentication.decorator.js';
import { CurrentTenant } from '../../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../../common/utils/validate-request.util.js';
import { orderCallerOf } from '../../order/utils/order-access.util.js';
import type { TenantEntity } from '../../tenant/tenant.entity.js';
import { IdVerificationService } from './id-verification.service.js';

/**
 * The storefront's identity check (verification and vouched pages, before payment): POST /api/verification starts
 * a check of two uploaded images (202, pending); GET /api/verification?created= answers the latest check of the
 * intake. Like the intake calls they need the intake's created value, and, once the order belongs to a customer,
 * that customer's login (the order access rule); a check is only started on an unpaid intake.
 */
@Controller('verification')
export class IdVerificationController {
  constructor(private readonly verifications: IdVerificationService) {}

  @Post()
  @HttpCode(202)
  @OptionalAuthentication()
  submit(
    @CurrentTenant() tenant: TenantEntity,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<VerificationResponse> {
    const valid = validateRequest('VerificationRequest', body, 'body');
    return this.verifications.submit(tenant.id, valid, orderCallerOf(request));
  }

  @Get()
  @OptionalAuthentication()
  latest(
    @CurrentTenant() tenant: TenantEntity,
    @Query() query: unknown,
    @Req() request: FastifyRequest,
  ): Promise<VerificationResponse> {
    const { created } = validateRequest('VerificationQuery', query, 'query string');
    return this.verifications.latest(tenant.id, created, orderCallerOf(request));
  }
}
