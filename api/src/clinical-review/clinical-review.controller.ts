import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Query, Req } from '@nestjs/common';
import type { LoginTokenPayload, ReviewFlag, ReviewFlagListResponse } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { AdminOnly } from '../auth/guards/current-admin.guard.js';
import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../common/utils/validate-request.util.js';
import { parseOrderId } from '../order/utils/to-order.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { ClinicalReviewService } from './clinical-review.service.js';

/** The admin area's clinical review flags: the list, and a clinician resolving one (which releases what it held). */
@Controller('admin/review-flags')
@AdminOnly()
export class ClinicalReviewController {
  constructor(private readonly reviews: ClinicalReviewService) {}

  /** One page of the tenant's flags, newest first (?status=open|resolved|all&kind=&page=&pageSize=). */
  @Get()
  @AuditPatientData('review-flags')
  list(@CurrentTenant() tenant: TenantEntity, @Query() query: unknown): Promise<ReviewFlagListResponse> {
    return this.reviews.list(tenant.id, validateRequest('ReviewFlagsQuery', query, 'query string'));
  }

  /** Resolves an open flag with the clinician's note; a held clinician visit is queued. */
  @Post(':id/resolve')
  @HttpCode(200)
  @AuditPatientData('review-flag')
  async resolve(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Param() params: unknown,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<ReviewFlag> {
    const { id } = validateRequest('AdminIdPathParams', params, 'path parameters');
    const { note } = validateRequest('ResolveReviewFlagRequest', body, 'body');
    // Flag ids are integers like order ids: a larger number names no flag.
    const flagId = parseOrderId(id);
    if (flagId === null) throw new NotFoundException(`Unknown review flag: ${id}`);
    const flag = await this.reviews.resolve(tenant.id, flagId, user.userId, note);
    setAuditSubject(request, flag.userId);
    return flag;
  }
}
