import { BadRequestException, Controller, Get, NotFoundException, Query } from '@nestjs/common';
import type { SiteContentResponse } from '@telehealth/schemas';

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

  /** The words of the tenant's public site: home page steps, info pages, docs (seeded from flows/). */
  @Get('content')
  async getSiteContent(@CurrentTenant() tenant: TenantEntity): Promise<SiteContentResponse> {
    const content = await this.tenants.findSiteContent(tenant.id);
    if (!content) throw new NotFoundException(`Tenant ${tenant.id} has no site content`);
    return content;
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
