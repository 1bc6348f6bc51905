import { Controller } from '@nestjs/common';
import type { AdminDashboardResponse } from '@telehealth/schemas';

import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { DashboardService } from './dashboard.service.js';

@Controller()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** The tenant's order, intake, subscription and customer figures. */
  @Route('GET /api/admin/dashboard')
  get(@CurrentTenant() tenant: TenantEntity): Promise<AdminDashboardResponse> {
    return this.dashboard.figures(tenant.id);
  }
}
