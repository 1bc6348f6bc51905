import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { TenantHostEntity } from './tenant-host.entity.js';
import { TenantEntity } from './tenant.entity.js';

@Injectable()
export class TenantService {
  constructor(
    @InjectRepository(TenantEntity) private readonly tenants: Repository<TenantEntity>,
    @InjectRepository(TenantHostEntity) private readonly hosts: Repository<TenantHostEntity>,
  ) {}

  findById(id: number): Promise<TenantEntity | null> {
    return this.tenants.findOneBy({ id });
  }

  /** The tenant id of a normalised host (see normalizeHost), or null. */
  async findIdByHost(host: string): Promise<number | null> {
    const row = await this.hosts.findOne({ where: { host }, select: { tenantId: true } });
    return row?.tenantId ?? null;
  }
}
