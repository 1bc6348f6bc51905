import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { LoginTokenPayload, MasqueradeResponse } from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../common/utils/validate-request.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { Authenticated } from './decorators/authenticated.decorator.js';
import { CurrentUser } from './decorators/current-user.decorator.js';
import { MasqueradeService } from './masquerade.service.js';

@Controller('auth')
export class MasqueradeController {
  constructor(private readonly masquerades: MasqueradeService) {}

  /**
   * POST /api/auth/masquerade {userId} (admins and agents): a short-lived mask token acting as that customer of
   * the tenant. Audited (resource `masquerade`, subject the customer).
   */
  @Post('masquerade')
  @HttpCode(200)
  @Authenticated(0, 2)
  @AuditPatientData('masquerade')
  async masquerade(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() staff: LoginTokenPayload,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<MasqueradeResponse> {
    const { userId } = validateRequest('MasqueradeRequest', body, 'body');
    setAuditSubject(request, userId);
    return this.masquerades.issue(tenant.id, staff, { userId });
  }
}
