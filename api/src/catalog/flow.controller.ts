import { Controller, Get, NotFoundException, Query } from '@nestjs/common';
import type { FlowRowsResponse, QuestionListResponse } from '@telehealth/schemas';

import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { FlowService } from './flow.service.js';
import { validateRequest } from '../common/utils/validate-request.util.js';

@Controller()
export class FlowController {
  constructor(private readonly flows: FlowService) {}

  /** Rows {version, step, path} of the tenant's published flow versions, grouped by version then step. */
  @Get('flows')
  rows(@CurrentTenant() tenant: TenantEntity): Promise<FlowRowsResponse> {
    return this.flows.rows(tenant.id);
  }

  /** The questions of the tenant's published intake (isFollowup=false) or follow-up (isFollowup=true) flow. */
  @Get('questions')
  async questions(
    @CurrentTenant() tenant: TenantEntity,
    @Query() query: unknown,
  ): Promise<QuestionListResponse> {
    const { isFollowup } = validateRequest('QuestionsQuery', query, 'query string');
    const key = isFollowup === 'true' ? 'followup' : 'intake';
    const questions = await this.flows.questions(tenant.id, key);
    if (!questions) throw new NotFoundException(`No published ${key} flow for tenant ${tenant.id}`);
    return questions;
  }
}
