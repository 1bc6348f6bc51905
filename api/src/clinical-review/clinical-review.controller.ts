import { Body, Controller, NotFoundException, Param, Query, Req } from '@nestjs/common';
import type {
  AdminIdPathParams,
  LoginTokenPayload,
  ResolveReviewFlagRequest,
  ReviewFlag,
  ReviewFlagListResponse,
  ReviewFlagsQuery,
} from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import { parseOrderId } from '../order/utils/to-order.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { ClinicalReviewService } from './clinical-review.service.js';

/** The admin area's clinical review flags: the list, and a clinician resolving one (which releases what it held). */
@Controller()
export class ClinicalReviewController {
  constructor(private readonly reviews: ClinicalReviewService) {}

  /** One page of the tenant's flags, newest first (?status=open|resolved|all&kind=&page=&pageSize=). */
  @Route('GET /api/admin/review-flags')
  @AuditPatientData('review-flags')
  list(
    @CurrentTenant() tenant: TenantEntity,
    @Query() query: ReviewFlagsQuery,
  ): Promise<ReviewFlagListResponse> {
    return this.reviews.list(tenant.id, query);
  }

  /** Resolves an open flag with the clinician's note; a held clinician visit is queued. */
  @Route('POST /api/admin/review-flags/{id}/resolve')
  @AuditPatientData('review-flag')
  async resolve(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() user: LoginTokenPayload,
    @Param() { id }: AdminIdPathParams,
    @Body() { note }: ResolveReviewFlagRequest,
    @Req() request: FastifyRequest,
  ): Promise<ReviewFlag> {
    // Flag ids are integers like order ids: a larger number names no flag.
    const flagId = parseOrderId(id);
    if (flagId === null) throw new NotFoundException(`Unknown review flag: ${id}`);
    const flag = await this.reviews.resolve(tenant.id, flagId, user.userId, note);
    setAuditSubject(request, flag.userId);
    return flag;
  }
}
