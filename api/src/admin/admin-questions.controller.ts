import { Controller, Get, Param, Query } from '@nestjs/common';
import type { AdminQuestionListResponse, AdminQuestionResponse } from '@telehealth/schemas';

import { AdminOnly } from '../auth/guards/current-admin.guard.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../common/utils/validate-request.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { AdminQuestionsService } from './admin-questions.service.js';

/**
 * The questions of a flow (?flow=intake|followup|quiz, default intake), read-only: questions are edited in a
 * draft through /api/admin/flows/:key/draft and take effect when the draft is published.
 */
@Controller('admin/questions')
@AdminOnly()
export class AdminQuestionsController {
  constructor(private readonly questions: AdminQuestionsService) {}

  @Get()
  list(@CurrentTenant() tenant: TenantEntity, @Query() query: unknown): Promise<AdminQuestionListResponse> {
    const { flow = 'intake' } = validateRequest('AdminQuestionsQuery', query, 'query string');
    return this.questions.list(tenant.id, flow);
  }

  @Get(':id')
  get(
    @CurrentTenant() tenant: TenantEntity,
    @Param() params: unknown,
    @Query() query: unknown,
  ): Promise<AdminQuestionResponse> {
    const { id } = validateRequest('AdminIdPathParams', params, 'path parameters');
    const { flow = 'intake' } = validateRequest('AdminQuestionsQuery', query, 'query string');
    return this.questions.get(tenant.id, flow, Number(id));
  }
}
