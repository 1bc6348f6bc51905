import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import type { VerificationResponse } from '@telehealth/schemas';

import { CurrentTenant } from '../../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../../common/utils/validate-request.util.js';
import type { TenantEntity } from '../../tenant/tenant.entity.js';
import { IdVerificationService } from './id-verification.service.js';

/**
 * The storefront's identity check (verification and vouched pages): POST /api/verification starts a check of two
 * uploaded images (202, pending); GET /api/verification?created= answers the latest check of the intake.
 * Like the intake calls, they need the intake's created value, not a login.
 */
@Controller('verification')
export class IdVerificationController {
  constructor(private readonly verifications: IdVerificationService) {}

  @Post()
  @HttpCode(202)
  submit(@CurrentTenant() tenant: TenantEntity, @Body() body: unknown): Promise<VerificationResponse> {
    return this.verifications.submit(tenant.id, validateRequest('VerificationRequest', body, 'body'));
  }

  @Get()
  latest(@CurrentTenant() tenant: TenantEntity, @Query() query: unknown): Promise<VerificationResponse> {
    const { created } = validateRequest('VerificationQuery', query, 'query string');
    return this.verifications.latest(tenant.id, created);
  }
}
