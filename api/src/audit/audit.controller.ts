import { Controller, Query, Req } from '@nestjs/common';
import type { AuditLogQuery, AuditLogResponse } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { InvalidRequestException } from '../common/exceptions/request.exception.js';
import { Route } from '../common/route/route.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { AuditService } from './audit.service.js';

/** Entries listed when the query string has no limit. */
export const DEFAULT_AUDIT_LIMIT = 100;

/** A day the schema's pattern lets through that the calendar does not have (2026-02-30). */
function dayIssues(field: 'from' | 'to', day: string | undefined) {
  if (day === undefined) return [];
  const date = new Date(`${day}T00:00:00Z`);
  const real = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  return real ? [] : [{ path: `/${field}`, message: 'must be a day of the calendar (YYYY-MM-DD)' }];
}

@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  /**
   * GET /api/admin/audit (admins only): the tenant's audit entries, newest first, filtered (AuditLogQuery) and
   * paged by id (`before`), with the masquerade sessions of the page. Reading the log is itself audited, with the
   * filtered subject as its subject.
   */
  @Route('GET /api/admin/audit')
  @AuditPatientData('audit')
  async list(
    @CurrentTenant() tenant: TenantEntity,
    @Query() filter: AuditLogQuery,
    @Req() request: FastifyRequest,
  ): Promise<AuditLogResponse> {
    const issues = [
      ...dayIssues('from', filter.from),
      ...dayIssues('to', filter.to),
      ...(filter.from !== undefined && filter.to !== undefined && filter.from > filter.to
        ? [{ path: '/to', message: 'must not be before from' }]
        : []),
    ];
    if (issues.length > 0) throw new InvalidRequestException('query string', issues);
    const subjectUserId = filter.subjectUserId === undefined ? undefined : Number(filter.subjectUserId);
    setAuditSubject(request, subjectUserId);
    return this.audit.list(tenant.id, {
      subjectUserId,
      actorUserId: filter.actorUserId === undefined ? undefined : Number(filter.actorUserId),
      subjectEmail: filter.subjectEmail,
      actorEmail: filter.actorEmail,
      action: filter.action,
      resource: filter.resource,
      masqueradeOnly: filter.masquerade === 'true',
      session: filter.session,
      from: filter.from,
      to: filter.to,
      before: filter.before,
      limit: filter.limit === undefined ? DEFAULT_AUDIT_LIMIT : Number(filter.limit),
    });
  }
}
