import { Controller, Get, NotFoundException, Param, Query } from '@nestjs/common';
import type { FlowRowsResponse, FlowVersion, QuestionListResponse } from '@telehealth/schemas';

import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { FlowVersionsService } from '../flow/flow-versions.service.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { validateRequest } from '../common/utils/validate-request.util.js';

@Controller()
export class FlowController {
  constructor(private readonly flows: FlowVersionsService) {}

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

  /**
   * The tenant's published version of a flow (`intake`, `followup`, `quiz`) as a whole FlowVersion document: the
   * storefront compiles it into the flow machine.
   */
  @Get('flow-versions/:key')
  async publishedFlow(@CurrentTenant() tenant: TenantEntity, @Param() params: unknown): Promise<FlowVersion> {
    const { key } = validateRequest('PublicFlowPathParams', params, 'path parameters');
    const document = await this.flows.published(tenant.id, key);
    if (!document) throw new NotFoundException(`No published ${key} flow for tenant ${tenant.id}`);
    return document;
  }

  /** A version that was published (now or before): an intake resumes on the version it started on. */
  @Get('flow-versions/:key/:version')
  async flowVersion(@CurrentTenant() tenant: TenantEntity, @Param() params: unknown): Promise<FlowVersion> {
    const { key, version } = validateRequest('PublicFlowVersionPathParams', params, 'path parameters');
    const document = await this.flows.publishedVersion(tenant.id, key, Number(version));
    if (!document) {
      throw new NotFoundException(`No published ${key} flow version ${version} for tenant ${tenant.id}`);
    }
    return document;
  }
}
