import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FlowKey, FlowRow, FlowVersion, TenantQuestion } from '@telehealth/schemas';
import { Repository } from 'typeorm';

import { FlowVersionEntity } from '../flow/flow-version.entity.js';
import { flowRows } from './utils/flow-rows.util.js';

@Injectable()
export class FlowService {
  constructor(@InjectRepository(FlowVersionEntity) private readonly flows: Repository<FlowVersionEntity>) {}

  /** The GET /api/flows rows of the tenant's published flow versions (see flowRows). */
  async rows(tenantId: number): Promise<FlowRow[]> {
    const published = await this.flows.find({
      where: { tenantId, status: 'published' },
      order: { version: 'ASC', key: 'ASC' },
    });
    return flowRows(published.map((row) => row.document));
  }

  /** The tenant's published version of a flow, or null when none is published. */
  async published(tenantId: number, key: FlowKey): Promise<FlowVersion | null> {
    const row = await this.flows.findOneBy({ tenantId, key, status: 'published' });
    return row?.document ?? null;
  }

  /**
   * The questions of the tenant's published flow `key`, in document order, each as stored plus tenant_id, or
   * null when the tenant has no published version of that flow.
   */
  async questions(tenantId: number, key: FlowKey): Promise<TenantQuestion[] | null> {
    const document = await this.published(tenantId, key);
    return document?.questions.map((question) => ({ ...question, tenant_id: tenantId })) ?? null;
  }
}
