import { Body, Controller, Query, Req } from '@nestjs/common';
import type { VerificationQuery, VerificationRequest, VerificationResponse } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { CurrentTenant } from '../../common/decorators/current-tenant.decorator.js';
import { Route } from '../../common/route/route.decorator.js';
import { orderCallerOf } from '../../order/utils/order-access.util.js';
import type { TenantEntity } from '../../tenant/tenant.entity.js';
import { IdVerificationService } from './id-verification.service.js';

/**
 * The storefront's identity check (verification and vouched pages, before payment): POST /api/verification starts
 * a check of two uploaded images (202, pending); GET /api/verification?created= answers the latest check of the
 * intake. Like the intake calls they need the intake's created value, and, once the order belongs to a customer,
 * that customer's login (the order access rule); a check is only started on an unpaid intake.
 */
@Controller()
export class IdVerificationController {
  constructor(private readonly verifications: IdVerificationService) {}

  @Route('POST /api/verification')
  submit(
    @CurrentTenant() tenant: TenantEntity,
    @Body() body: VerificationRequest,
    @Req() request: FastifyRequest,
  ): Promise<VerificationResponse> {
    return this.verifications.submit(tenant.id, body, orderCallerOf(request));
  }

  @Route('GET /api/verification')
  latest(
    @CurrentTenant() tenant: TenantEntity,
    @Query() { created }: VerificationQuery,
    @Req() request: FastifyRequest,
  ): Promise<VerificationResponse> {
    return this.verifications.latest(tenant.id, created, orderCallerOf(request));
  }
}
