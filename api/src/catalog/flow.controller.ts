import { Controller, NotFoundException, Param, Query } from '@nestjs/common';
import type {
  FlowRowsResponse,
  FlowVersion,
  PublicFlowPathParams,
  PublicFlowVersionPathParams,
  QuestionListResponse,
  QuestionsQuery,
} from '@telehealth/schemas';

import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { FlowVersionsService } from '../flow/flow-versions.service.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { Route } from '../common/route/route.decorator.js';

@Controller()
export class FlowController {
  constructor(private readonly flows: FlowVersionsService) {}

  /** Rows {version, step, path} of the tenant's published flow versions, grouped by version then step. */
  @Route('GET /api/flows')
  rows(@CurrentTenant() tenant: TenantEntity): Promise<FlowRowsResponse> {
    return this.flows.rows(tenant.id);
  }

  /** The questions of the tenant's published intake (isFollowup=false) or follow-up (isFollowup=true) flow. */
  @Route('GET /api/questions')
  async questions(
    @CurrentTenant() tenant: TenantEntity,
    @Query() { isFollowup }: QuestionsQuery,
  ): Promise<QuestionListResponse> {
    const key = isFollowup === 'true' ? 'followup' : 'intake';
    const questions = await this.flows.questions(tenant.id, key);
    if (!questions) throw new NotFoundException(`No published ${key} flow for tenant ${tenant.id}`);
    return questions;
  }

  /**
   * The tenant's published version of a flow (`intake`, `followup`, `quiz`) as a whole FlowVersion document: the
   * storefront compiles it into the flow machine.
   */
  @Route('GET /api/flow-versions/{key}')
  async publishedFlow(
    @CurrentTenant() tenant: TenantEntity,
    @Param() { key }: PublicFlowPathParams,
  ): Promise<FlowVersion> {
    const document = await this.flows.published(tenant.id, key);
    if (!document) throw new NotFoundException(`No published ${key} flow for tenant ${tenant.id}`);
    return document;
  }

  /** A version that was published (now or before): an intake resumes on the version it started on. */
  @Route('GET /api/flow-versions/{key}/{version}')
  async flowVersion(
    @CurrentTenant() tenant: TenantEntity,
    @Param() { key, version }: PublicFlowVersionPathParams,
  ): Promise<FlowVersion> {
    const document = await this.flows.publishedVersion(tenant.id, key, Number(version));
    if (!document) {
      throw new NotFoundException(`No published ${key} flow version ${version} for tenant ${tenant.id}`);
    }
    return document;
  }
}
