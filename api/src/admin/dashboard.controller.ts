import { Controller, Get } from '@nestjs/common';
import type { AdminDashboardResponse } from '@telehealth/schemas';

import { AdminOnly } from '../auth/guards/current-admin.guard.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { DashboardService } from './dashboard.service.js';

@Controller('admin/dashboard')
@AdminOnly()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** The tenant's order, intake, subscription and customer figures. */
  @Get()
  get(@CurrentTenant() tenant: TenantEntity): Promise<AdminDashboardResponse> {
    return this.dashboard.figures(tenant.id);
  }
}
