import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FlowKey, FlowRow, FlowVersion, TenantQuestion } from '@telehealth/schemas';
import { In, Repository } from 'typeorm';

import { FlowVersionEntity } from '../flow/flow-version.entity.js';
import { flowRows } from './utils/flow-rows.util.js';

/** Published versions whose questions are kept in memory; more than a few per tenant is unusual. */
const MAX_CACHED_VERSIONS = 256;

@Injectable()
export class FlowService {
  private readonly questionsByVersion = new Map<string, TenantQuestion[]>();

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

  /** A version of the tenant's flow that was published (published now, or archived since); never a draft. */
  async publishedVersion(tenantId: number, key: FlowKey, version: number): Promise<FlowVersion | null> {
    const row = await this.flows.findOneBy({ tenantId, key, version, status: In(['published', 'archived']) });
    return row?.document ?? null;
  }

  /**
   * The questions of the tenant's published flow `key`, in document order, each as stored plus tenant_id, or
   * null when the tenant has no published version of that flow. A version's questions never change once it is
   * published, so they are kept per version row; only the id of the published row is asked each time (an
   * admin's publish in any API process is seen at once).
   */
  async questions(tenantId: number, key: FlowKey): Promise<TenantQuestion[] | null> {
    const row = await this.flows.findOne({
      where: { tenantId, key, status: 'published' },
      select: { id: true },
    });
    if (!row) return null;
    const cached = this.questionsByVersion.get(row.id);
    if (cached) return cached;
    const document = (
      await this.flows.findOne({ where: { id: row.id }, select: { id: true, document: true } })
    )?.document;
    if (!document) return null;
    const questions = document.questions.map((question) => ({ ...question, tenant_id: tenantId }));
    if (this.questionsByVersion.size >= MAX_CACHED_VERSIONS) this.questionsByVersion.clear();
    this.questionsByVersion.set(row.id, questions);
    return questions;
  }
}
