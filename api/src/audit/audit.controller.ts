import { Controller, Get, Query, Req } from '@nestjs/common';
import type { AuditLogResponse } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { Roles } from '../auth/decorators/authenticated.decorator.js';
import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../common/utils/validate-request.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { AuditService } from './audit.service.js';

/** Entries listed when the query string has no limit. */
export const DEFAULT_AUDIT_LIMIT = 100;

@Controller('admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  /**
   * GET /api/admin/audit?subjectUserId=&actorUserId=&limit= (admins only): the tenant's audit entries, newest
   * first. Reading the log is itself audited, with the filtered subject as its subject.
   */
  @Get()
  @Roles(0)
  @AuditPatientData('audit')
  async list(
    @CurrentTenant() tenant: TenantEntity,
    @Query() query: unknown,
    @Req() request: FastifyRequest,
  ): Promise<AuditLogResponse> {
    const filter = validateRequest('AuditLogQuery', query, 'query string');
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
