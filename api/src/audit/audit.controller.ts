import { Controller, Query, Req } from '@nestjs/common';
import type { AuditLogQuery, AuditLogResponse } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { AuditService } from './audit.service.js';

/** Entries listed when the query string has no limit. */
export const DEFAULT_AUDIT_LIMIT = 100;

@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  /**
   * GET /api/admin/audit?subjectUserId=&actorUserId=&limit= (admins only): the tenant's audit entries, newest
   * first. Reading the log is itself audited, with the filtered subject as its subject.
   */
  @Route('GET /api/admin/audit')
  @AuditPatientData('audit')
  async list(
    @CurrentTenant() tenant: TenantEntity,
    @Query() filter: AuditLogQuery,
    @Req() request: FastifyRequest,
  ): Promise<AuditLogResponse> {
    const subjectUserId = filter.subjectUserId === undefined ? undefined : Number(filter.subjectUserId);
    setAuditSubject(request, subjectUserId);
    const items = await this.audit.list(tenant.id, {
      subjectUserId,
      actorUserId: filter.actorUserId === undefined ? undefined : Number(filter.actorUserId),
      limit: filter.limit === undefined ? DEFAULT_AUDIT_LIMIT : Number(filter.limit),
    });
    return { items };
  }
}
