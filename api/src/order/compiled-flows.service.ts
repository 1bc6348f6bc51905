import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { compileFlow, type CompiledFlow } from '@telehealth/engine';
import { Repository } from 'typeorm';

import { FlowVersionEntity } from '../flow/flow-version.entity.js';

/** How many compiled flow versions are kept; a tenant rarely has more than a few in flight. */
const CAPACITY = 64;

/**
 * Compiled flow versions by row id. An order is pinned to a published (later perhaps archived) version, whose
 * questions never change, so a compiled version stays valid for the life of the process. Least recently used
 * versions are dropped beyond CAPACITY.
 */
@Injectable()
export class CompiledFlows {
  private readonly cache = new Map<string, CompiledFlow>();

  constructor(
    @InjectRepository(FlowVersionEntity) private readonly versions: Repository<FlowVersionEntity>,
  ) {}

  async byId(flowVersionId: string): Promise<CompiledFlow> {
    const cached = this.cache.get(flowVersionId);
    if (cached) {
      this.cache.delete(flowVersionId);
      this.cache.set(flowVersionId, cached);
      return cached;
    }
    const row = await this.versions.findOneByOrFail({ id: flowVersionId });
    if (row.status === 'draft')
      throw new Error(`flow version ${flowVersionId} is a draft; orders pin published ones`);
    const compiled = compileFlow(row.document);
    this.cache.set(flowVersionId, compiled);
    if (this.cache.size > CAPACITY) this.cache.delete(this.cache.keys().next().value as string);
    return compiled;
  }

  /** The tenant's published intake version (the one new intakes start on), or null. */
  publishedIntake(tenantId: number): Promise<FlowVersionEntity | null> {
    return this.versions.findOneBy({ tenantId, key: 'intake', status: 'published' });
  }
}
