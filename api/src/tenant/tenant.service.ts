import { Injectable } from '@nestjs/common';
import type { SiteContent } from '@telehealth/schemas';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { TenantHostEntity } from './tenant-host.entity.js';
import { TenantEntity } from './tenant.entity.js';

/**
 * How long a tenant row is reused without asking the database. Every request looks its tenant up (the Tenant
 * header), and tenants change only when the seed runs at a deploy: the seeding process forgets its tenants at once
 * (SeedService calls forgetAll), every other API process within this time.
 */
export const TENANT_CACHE_TTL_MS = 30_000;

@Injectable()
export class TenantService {
  private readonly cache = new Map<number, { tenant: TenantEntity; until: number }>();

  constructor(
    @InjectRepository(TenantEntity) private readonly tenants: Repository<TenantEntity>,
    @InjectRepository(TenantHostEntity) private readonly hosts: Repository<TenantHostEntity>,
  ) {}

  /** The tenant with this id, or null; found tenants are reused for TENANT_CACHE_TTL_MS. */
  async findById(id: number, now = Date.now()): Promise<TenantEntity | null> {
    const cached = this.cache.get(id);
    if (cached && cached.until > now) return cached.tenant;
    const tenant = await this.tenants.findOneBy({ id });
    if (tenant) this.cache.set(id, { tenant, until: now + TENANT_CACHE_TTL_MS });
    else this.cache.delete(id);
    return tenant;
  }

  /** Forgets every cached tenant: the next request of each reads its tenant again. */
  forgetAll(): void {
    this.cache.clear();
  }

  /** The words of the tenant's public site, or null when the seed has not written them. */
  async findSiteContent(id: number): Promise<SiteContent | null> {
    const row = await this.tenants.findOne({ where: { id }, select: { id: true, siteContent: true } });
    return row?.siteContent ?? null;
  }

  /** The tenant id of a normalised host (see normalizeHost), or null. */
  async findIdByHost(host: string): Promise<number | null> {
    const row = await this.hosts.findOne({ where: { host }, select: { tenantId: true } });
    return row?.tenantId ?? null;
  }
}
