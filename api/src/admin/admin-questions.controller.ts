import { Controller, Param, Query } from '@nestjs/common';
import type {
  AdminIdPathParams,
  AdminQuestionListResponse,
  AdminQuestionResponse,
  AdminQuestionsQuery,
} from '@telehealth/schemas';

import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { AdminQuestionsService } from './admin-questions.service.js';

/**
 * The questions of a flow (?flow=intake|followup|quiz, default intake), read-only: questions are edited in a
 * draft through /api/admin/flows/:key/draft and take effect when the draft is published.
 */
@Controller()
export class AdminQuestionsController {
  constructor(private readonly questions: AdminQuestionsService) {}

  @Route('GET /api/admin/questions')
  list(
    @CurrentTenant() tenant: TenantEntity,
    @Query() { flow = 'intake' }: AdminQuestionsQuery,
  ): Promise<AdminQuestionListResponse> {
    return this.questions.list(tenant.id, flow);
  }

  @Route('GET /api/admin/questions/{id}')
  get(
    @CurrentTenant() tenant: TenantEntity,
    @Param() { id }: AdminIdPathParams,
    @Query() { flow = 'intake' }: AdminQuestionsQuery,
  ): Promise<AdminQuestionResponse> {
    return this.questions.get(tenant.id, flow, Number(id));
  }
}
