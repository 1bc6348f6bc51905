import { BadRequestException, Controller, Get, NotFoundException, Query } from '@nestjs/common';

import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { SkipTenant } from '../common/decorators/skip-access.decorator.js';
import type { TenantConfigResponse, TenantResolutionResponse } from './dto/tenant-config.response.js';
import type { TenantEntity } from './tenant.entity.js';
import { TenantService } from './tenant.service.js';
import { normalizeHost } from './utils/normalize-host.util.js';

@Controller('tenant')
export class TenantController {
  constructor(private readonly tenants: TenantService) {}

  /** The brand config of the tenant in the `Tenant` header. */
  @Get()
  getConfig(@CurrentTenant() tenant: TenantEntity): TenantConfigResponse {
    return { tenantId: tenant.id, config: { brandConfig: tenant.brandConfig } };
  }

  /** Which tenant a storefront host belongs to; the web app calls it with window.location.hostname. */
  @Get('resolve')
  @SkipTenant()
  async resolve(@Query('host') host: unknown): Promise<TenantResolutionResponse> {
    if (host === undefined || host === '') throw new BadRequestException('Missing host query parameter');
    if (typeof host !== 'string') throw new BadRequestException('host query parameter must be given once');
    const normalized = normalizeHost(host);
    if (!normalized) throw new BadRequestException(`host query parameter must be a host name, got "${host}"`);
    const tenantId = await this.tenants.findIdByHost(normalized);
    if (tenantId === null) throw new NotFoundException(`No tenant for host ${normalized}`);
    return { tenantId };
  }
}
