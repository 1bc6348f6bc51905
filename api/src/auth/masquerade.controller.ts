import { Body, Controller, ForbiddenException, Req } from '@nestjs/common';
import type { LoginTokenPayload, MasqueradeRequest, MasqueradeResponse } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { CurrentUser } from './decorators/current-user.decorator.js';
import { MasqueradeService } from './masquerade.service.js';

@Controller()
export class MasqueradeController {
  constructor(private readonly masquerades: MasqueradeService) {}

  /**
   * POST /api/auth/masquerade {userId} (admins and agents): a short-lived mask token acting as that customer of
   * the tenant. Audited (resource `masquerade`, subject the customer).
   */
  @Route('POST /api/auth/masquerade')
  @AuditPatientData('masquerade')
  async masquerade(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() staff: LoginTokenPayload,
    @Body() { userId }: MasqueradeRequest,
    @Req() request: FastifyRequest,
  ): Promise<MasqueradeResponse> {
    setAuditSubject(request, userId);
    return this.masquerades.issue(tenant.id, staff, { userId });
  }

  /**
   * POST /api/auth/masquerade/end (a mask token): ends the view. Its session is ended in the database, so every
   * API process refuses the mask token from the next request (401). Audited like the start (resource
   * `masquerade`, subject the customer, the staff member as actor).
   */
  @Route('POST /api/auth/masquerade/end')
  @AuditPatientData('masquerade')
  async end(@Req() request: FastifyRequest): Promise<void> {
    const masquerade = request.masquerade;
    if (!masquerade) throw new ForbiddenException('Only a mask token can end a masquerade');
    setAuditSubject(request, masquerade.customerId);
    await this.masquerades.end(masquerade);
  }
}
