import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { compileFlow, type CompiledFlow } from '@telehealth/engine';
import type { FlowKey, FlowRow, FlowVersion, TenantQuestion } from '@telehealth/schemas';
import { In, Repository } from 'typeorm';

import { FlowVersionEntity } from './flow-version.entity.js';
import { flowRows } from './utils/flow-rows.util.js';

/** Compiled versions kept in memory; a tenant rarely has more than a few in flight. */
const COMPILED_CAPACITY = 64;

/** Published versions whose questions are kept in memory; more than a few per tenant is unusual. */
const QUESTIONS_CAPACITY = 256;

/**
 * The one reader of published flow versions (the admins' drafts are FlowAdminService's): which version of a flow is
 * published (the one new intakes and follow-ups start on), versions that were published (an order stays on the
 * version it started on), their questions, the storefront's flow rows, and their compiled machines. A published
 * version never changes, so what is derived from it (its questions, its compiled machine) is kept per version row
 * for the life of the process; which version is published is asked each time, so an admin's publish in any API
 * process is seen at once.
 */
@Injectable()
export class FlowVersionsService {
  private readonly compiledById = new Map<string, CompiledFlow>();
  private readonly questionsById = new Map<string, TenantQuestion[]>();

  constructor(
    @InjectRepository(FlowVersionEntity) private readonly versions: Repository<FlowVersionEntity>,
  ) {}

  /** The tenant's published version row of a flow, or null when none is published. */
  publishedRow(tenantId: number, key: FlowKey): Promise<FlowVersionEntity | null> {
    return this.versions.findOneBy({ tenantId, key, status: 'published' });
  }

  /** The tenant's published version of a flow, or null when none is published. */
  async published(tenantId: number, key: FlowKey): Promise<FlowVersion | null> {
    return (await this.publishedRow(tenantId, key))?.document ?? null;
  }

  /** A version of the tenant's flow that was published (published now, or archived since); never a draft. */
  async publishedVersion(tenantId: number, key: FlowKey, version: number): Promise<FlowVersion | null> {
    const row = await this.versions.findOneBy({
      tenantId,
      key,
      version,
      status: In(['published', 'archived']),
    });
    return row?.document ?? null;
  }

  /** A version row of the tenant by its id (the one an order is pinned to), any status; null when there is none. */
  row(tenantId: number, flowVersionId: string): Promise<FlowVersionEntity | null> {
    return this.versions.findOneBy({ tenantId, id: flowVersionId });
  }

  /** The GET /api/flows rows of the tenant's published flow versions (see flowRows). */
  async rows(tenantId: number): Promise<FlowRow[]> {
    const published = await this.versions.find({
      where: { tenantId, status: 'published' },
      order: { version: 'ASC', key: 'ASC' },
    });
    return flowRows(published.map((row) => row.document));
  }

  /**
   * The questions of the tenant's published flow `key`, in document order, each as stored plus tenant_id, or
   * null when the tenant has no published version of that flow. Only the id of the published row is asked each
   * time; its questions are read once.
   */
  async questions(tenantId: number, key: FlowKey): Promise<TenantQuestion[] | null> {
    const row = await this.versions.findOne({
      where: { tenantId, key, status: 'published' },
      select: { id: true },
    });
    if (!row) return null;
    const cached = this.questionsById.get(row.id);
    if (cached) return cached;
    const document = (
      await this.versions.findOne({ where: { tenantId, id: row.id }, select: { id: true, document: true } })
    )?.document;
    if (!document) return null;
    const questions = document.questions.map((question) => ({ ...question, tenant_id: tenantId }));
    if (this.questionsById.size >= QUESTIONS_CAPACITY) this.questionsById.clear();
    this.questionsById.set(row.id, questions);
    return questions;
  }

  /**
   * The compiled machine of a published (or since archived) version by row id; the least recently used beyond
   * COMPILED_CAPACITY are dropped. Orders pin published versions only, so a draft is refused. A document that
   * does not compile throws the engine's FlowCompileError.
   */
  async compiled(flowVersionId: string): Promise<CompiledFlow> {
    const cached = this.compiledById.get(flowVersionId);
    if (cached) {
      this.compiledById.delete(flowVersionId);
      this.compiledById.set(flowVersionId, cached);
      return cached;
    }
    const row = await this.versions.findOneByOrFail({ id: flowVersionId });
    if (row.status === 'draft')
      throw new Error(`flow version ${flowVersionId} is a draft; orders pin published ones`);
    const compiled = compileFlow(row.document);
    this.compiledById.set(flowVersionId, compiled);
    if (this.compiledById.size > COMPILED_CAPACITY)
      this.compiledById.delete(this.compiledById.keys().next().value as string);
    return compiled;
  }
}
