import { BadRequestException, Controller, NotFoundException, Query } from '@nestjs/common';
import type { SiteContentResponse, TenantResolutionQuery } from '@telehealth/schemas';

import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import type { TenantConfigResponse, TenantResolutionResponse } from './dto/tenant-config.response.js';
import type { TenantEntity } from './tenant.entity.js';
import { TenantService } from './tenant.service.js';
import { normalizeHost } from './utils/normalize-host.util.js';

@Controller()
export class TenantController {
  constructor(private readonly tenants: TenantService) {}

  /** The brand config of the tenant in the `Tenant` header. */
  @Route('GET /api/tenant')
  getConfig(@CurrentTenant() tenant: TenantEntity): TenantConfigResponse {
    return { tenantId: tenant.id, config: { brandConfig: tenant.brandConfig } };
  }

  /** The words of the tenant's public site: home page steps, info pages, docs (seeded from flows/). */
  @Route('GET /api/tenant/content')
  async getSiteContent(@CurrentTenant() tenant: TenantEntity): Promise<SiteContentResponse> {
    const content = await this.tenants.findSiteContent(tenant.id);
    if (!content) throw new NotFoundException(`Tenant ${tenant.id} has no site content`);
    return content;
  }

  /** Which tenant a storefront host belongs to; the web app calls it with window.location.hostname. */
  @Route('GET /api/tenant/resolve', { normalize: { query: normalizedHostQuery } })
  async resolve(@Query() { host }: TenantResolutionQuery): Promise<TenantResolutionResponse> {
    const tenantId = await this.tenants.findIdByHost(host);
    if (tenantId === null) throw new NotFoundException(`No tenant for host ${host}`);
    return { tenantId };
  }
}

/**
 * `?host=` as the storefront sends it (window.location.hostname), normalized; 400 for anything else. Other query
 * parameters are ignored.
 */
function normalizedHostQuery({ host }: Record<string, unknown>): unknown {
  if (host === undefined || host === '') throw new BadRequestException('Missing host query parameter');
  if (typeof host !== 'string') throw new BadRequestException('host query parameter must be given once');
  const normalized = normalizeHost(host);
  if (!normalized) throw new BadRequestException(`host query parameter must be a host name, got "${host}"`);
  return { host: normalized };
}
