import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { hasErrors, redirectedPaths, routeCollisions, type Finding } from '@telehealth/engine';
import { loadCatalog, type Instrument } from '@telehealth/flows';
import type {
  CreateFlowDraftRequest,
  FhirImportResponse,
  FlowKey,
  FlowListResponse,
  FlowStatus,
  FlowSummary,
  FlowVersion,
  FlowVersionDetail,
  FlowVersionSummary,
  Product,
  InstrumentListResponse,
  PublishFlowDraftResponse,
  RouteRule,
  SchemaIssue,
} from '@telehealth/schemas';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';

import { InvalidRequestException } from '../common/exceptions/request.exception.js';
import { ProductEntity } from '../product/product.entity.js';
import { FlowEnginePool } from './flow-engine-pool.service.js';
import { FlowVersionEntity } from './flow-version.entity.js';
import {
  FlowDraftConflictException,
  FlowDraftExistsException,
  FlowPublishRejectedException,
  toFlowFinding,
} from './flow-admin.exception.js';

/** The flow keys in the order the admins' list shows them. */
export const FLOW_KEYS: readonly FlowKey[] = ['intake', 'followup', 'quiz', 'cancellation'];

const UNIQUE_VIOLATION = '23505';

let library: readonly Instrument[] | undefined;

/** The scored instruments of @telehealth/flows (their files ship with the API), read and checked once. */
function instrumentLibrary(): readonly Instrument[] {
  library ??= loadCatalog().instruments ?? [];
  return library;
}

interface VersionListRow {
  key: FlowKey;
  version: number;
  status: FlowStatus;
  title: string;
  question_count: number;
  created_at: Date;
  published_at: Date | null;
  updated_at: Date;
  revision: number;
  in_flight: number;
  total: number;
}

/**
 * Flow versions for the tenant's admins: the list with the orders pinned to each version, drafts (one per flow,
 * saved with a revision check), publishing (a draft without analysis errors replaces the published version,
 * which is archived) and the documents for export. Every query is scoped to the tenant; published and archived
 * documents are never written (the database refuses it too). The engine's work on a document (the analysis, a
 * FHIR import) runs on the FlowEnginePool's worker threads, outside any transaction.
 */
@Injectable()
export class FlowAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: FlowEnginePool,
  ) {}

  /** Every flow key with its versions (newest first) and the orders pinned to each. */
  async list(tenantId: number): Promise<FlowListResponse> {
    const rows = (await this.dataSource.query(
      `SELECT f.key, f.version, f.status, f.document->>'title' AS title,
              (SELECT count(*) FROM jsonb_array_elements(f.document->'questions') AS q(question)
                WHERE q.question->>'type' IS DISTINCT FROM 'image')::integer AS question_count,
              f.created_at, f.published_at, f.updated_at, f.revision,
              count(o.id) FILTER (WHERE o.paid_at IS NULL)::integer AS in_flight,
              count(o.id)::integer AS total
         FROM flow_versions f
         -- Intakes only: a subscription's recurring orders (original_order_id set) are not intakes.
         LEFT JOIN orders o
           ON o.flow_version_id = f.id AND o.tenant_id = f.tenant_id AND o.original_order_id IS NULL
        WHERE f.tenant_id = $1
        -- The primary key, so every column of f may be selected.
        GROUP BY f.tenant_id, f.id
        ORDER BY f.version DESC`,
      [tenantId],
    )) as VersionListRow[];
    return FLOW_KEYS.map((key): FlowSummary => {
      const versions = rows.filter((row) => row.key === key);
      return {
        key,
        publishedVersion: versions.find((row) => row.status === 'published')?.version ?? null,
        draftVersion: versions.find((row) => row.status === 'draft')?.version ?? null,
        versions: versions.map((row): FlowVersionSummary => ({
          version: row.version,
          status: row.status,
          title: row.title,
          questionCount: row.question_count,
          createdAt: row.created_at.toISOString(),
          publishedAt: row.published_at?.toISOString() ?? null,
          updatedAt: row.updated_at.toISOString(),
          revision: row.revision,
          inFlight: row.in_flight,
          total: row.total,
        })),
      };
    });
  }

  /** One version of a flow, any status; 404 when the tenant has no such version. */
  async version(tenantId: number, key: FlowKey, version: number): Promise<FlowVersionDetail> {
    const manager = this.dataSource.manager;
    return this.detail(
      await this.findVersion(manager, tenantId, key, version),
      await catalogOf(manager, tenantId),
    );
  }

  /** The document of one version, as stored (for export). */
  async document(tenantId: number, key: FlowKey, version: number): Promise<FlowVersion> {
    return (await this.findVersion(this.dataSource.manager, tenantId, key, version)).document;
  }

  /** The flow's draft; 404 when it has none. */
  async draft(tenantId: number, key: FlowKey): Promise<FlowVersionDetail> {
    const manager = this.dataSource.manager;
    return this.detail(await this.findDraft(manager, tenantId, key), await catalogOf(manager, tenantId));
  }

  /** The scored instruments a draft can start from (`createDraft` with `instrument`). */
  instruments(): InstrumentListResponse {
    return instrumentLibrary().map(({ id, flow }) => ({
      id,
      key: flow.key,
      title: flow.title,
      description: flow.description ?? '',
      questionCount: flow.questions.filter((question) => question.type !== 'image').length,
      totals: (flow.totals ?? []).map((total) => total.title ?? total.name),
    }));
  }

  /**
   * Starts the flow's draft as a copy of `fromVersion` (any status), of a scored instrument of the library (which
   * keeps the steps of the flow's published version), or else of the published version, numbered one above the
   * flow's newest version. 409 when the flow has a draft already; 422 for an instrument made for another flow.
   */
  async createDraft(
    tenantId: number,
    key: FlowKey,
    { fromVersion, instrument }: CreateFlowDraftRequest = {},
  ): Promise<FlowVersionDetail> {
    const template = instrument === undefined ? undefined : findInstrument(instrument, key);
    let created: { row: FlowVersionEntity; products: Product[] };
    try {
      created = await this.dataSource.transaction(async (manager) => {
        const existing = await manager.findOneBy(FlowVersionEntity, { tenantId, key, status: 'draft' });
        if (existing) {
          throw new FlowDraftExistsException(key, existing);
        }
        const published = await manager.findOneBy(FlowVersionEntity, { tenantId, key, status: 'published' });
        const source = template
          ? { ...template, ...(published ? { steps: published.document.steps } : {}) }
          : fromVersion === undefined
            ? published?.document
            : (await this.findVersion(manager, tenantId, key, fromVersion)).document;
        if (!source) {
          throw new NotFoundException(
            `The ${key} flow of tenant ${tenantId} has no published version to start a draft from: name one with fromVersion`,
          );
        }
        const newest = (await manager.maximum(FlowVersionEntity, 'version', { tenantId, key })) ?? 0;
        const { created_at: _created, published_at: _published, ...content } = source;
        const draft = manager.create(FlowVersionEntity, {
          tenantId,
          key,
          version: newest + 1,
          status: 'draft',
          document: { ...content, tenant_id: tenantId, key, version: newest + 1, status: 'draft' },
          publishedAt: null,
        });
        return { row: await manager.save(draft), products: await catalogOf(manager, tenantId) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new FlowDraftExistsException(key);
      }
      throw error;
    }
    return this.detail(created.row, created.products);
  }

  /**
   * A FHIR Questionnaire as the flow's new draft (the engine's `questionnaireToFlow`), numbered like any new draft
   * (the flow's newest version + 1), with the import report. A Questionnaire of another system takes the steps of
   * the published version (else the engine's defaults for the key), and its questions are numbered off the pages
   * the tenant's route rules redirect (`reservedPaths`). Never replaces a draft: 409 while the flow has one, as when
   * a draft is started, or when another draft was started while the Questionnaire was mapped. 422 naming why when
   * no flow could be made of it.
   */
  async importQuestionnaire(
    tenantId: number,
    key: FlowKey,
    questionnaire: unknown,
  ): Promise<FhirImportResponse> {
    const manager = this.dataSource.manager;
    const existing = await manager.findOneBy(FlowVersionEntity, { tenantId, key, status: 'draft' });
    if (existing) throw new FlowDraftExistsException(key, existing);
    const published = await manager.findOneBy(FlowVersionEntity, { tenantId, key, status: 'published' });
    const newest = (await manager.maximum(FlowVersionEntity, 'version', { tenantId, key })) ?? 0;
    const products = await catalogOf(manager, tenantId);
    const { flow, report, findings } = await this.engine.importQuestionnaire(
      questionnaire,
      {
        tenantId,
        key,
        version: newest + 1,
        ...(published ? { steps: published.document.steps } : {}),
        reservedPaths: redirectedPaths(await routeRulesOf(manager, tenantId)),
      },
      products,
    );
    if (!flow) {
      const errors = report.issues.filter((issue) => issue.severity === 'error');
      throw new UnprocessableEntityException({
        message: `No ${key} flow could be made of the Questionnaire: ${errors.map((e) => e.message).join('; ')}`,
        errors: errors.map((issue) => ({
          path: issue.linkId ? `/item/${issue.linkId}` : '',
          message: issue.message,
        })),
      });
    }
    try {
      const saved = await this.dataSource.transaction(async (manager) => {
        const draft = await manager.findOneBy(FlowVersionEntity, { tenantId, key, status: 'draft' });
        if (draft) throw new FlowDraftExistsException(key, draft);
        // A draft started (and published or discarded) meanwhile: the version and steps the flow was made with
        // are no longer the ones a new draft takes.
        const now = await manager.findOneBy(FlowVersionEntity, { tenantId, key, status: 'published' });
        const newestNow = (await manager.maximum(FlowVersionEntity, 'version', { tenantId, key })) ?? 0;
        if (newestNow !== newest || now?.id !== published?.id) throw new FlowDraftExistsException(key);
        return manager.save(
          manager.create(FlowVersionEntity, {
            tenantId,
            key,
            version: flow.version,
            status: 'draft',
            document: flow,
            publishedAt: null,
          }),
        );
      });
      return { draft: toDetail(saved, findings), report };
    } catch (error) {
      if (isUniqueViolation(error)) throw new FlowDraftExistsException(key);
      throw error;
    }
  }

  /**
   * Replaces the draft's document when `revision` is the stored one (the revision then grows by one); 409 with the
   * current revision otherwise. The document must be the draft's: same tenant, key and version, status draft.
   * Findings do not stop a save: a draft is work in progress. The document is analysed before the transaction, so
   * one the engine cannot finish with (503) is not saved.
   */
  async saveDraft(
    tenantId: number,
    key: FlowKey,
    document: FlowVersion,
    revision: number,
  ): Promise<FlowVersionDetail> {
    const manager = this.dataSource.manager;
    const seen = await this.findDraft(manager, tenantId, key);
    if (seen.revision !== revision) throw new FlowDraftConflictException(seen.revision, revision);
    checkBelongsToDraft(document, seen);
    const findings = await this.engine.analyze(document, await catalogOf(manager, tenantId));
    const saved = await this.dataSource.transaction(async (manager) => {
      const draft = await this.findDraft(manager, tenantId, key, true);
      if (draft.revision !== revision) throw new FlowDraftConflictException(draft.revision, revision);
      checkBelongsToDraft(document, draft);
      await manager.update(
        FlowVersionEntity,
        { id: draft.id, status: 'draft' },
        { document, revision: draft.revision + 1 },
      );
      return this.findDraft(manager, tenantId, key);
    });
    return toDetail(saved, findings);
  }

  /** Deletes the flow's draft; 404 when it has none. */
  async discardDraft(tenantId: number, key: FlowKey): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const draft = await this.findDraft(manager, tenantId, key, true);
      await manager.delete(FlowVersionEntity, { id: draft.id, status: 'draft' });
    });
  }

  /**
   * Publishes the draft seen at `revision`: 409 when it changed since, 422 listing the errors when the analysis
   * finds any or a route rule of the tenant redirects the page of one of its questions (the storefront would never
   * show it: the intake could not be finished). Otherwise, in one transaction, the published version is archived
   * and the draft becomes the published version. Orders keep the version they are pinned to; new ones start on
   * the new version. The analysis runs first, outside the transaction; the transaction publishes only the
   * revision analysed (any save since is a 409).
   */
  async publishDraft(tenantId: number, key: FlowKey, revision: number): Promise<PublishFlowDraftResponse> {
    const seen = await this.findDraft(this.dataSource.manager, tenantId, key);
    if (seen.revision !== revision) throw new FlowDraftConflictException(seen.revision, revision);
    const products = await catalogOf(this.dataSource.manager, tenantId);
    const findings = await this.engine.analyze(seen.document, products);
    return this.dataSource.transaction(async (manager) => {
      const draft = await this.findDraft(manager, tenantId, key, true);
      if (draft.revision !== revision) throw new FlowDraftConflictException(draft.revision, revision);
      const collisions = routeCollisions(draft.document, await routeRulesOf(manager, tenantId));
      if (hasErrors(findings) || collisions.length > 0) {
        throw new FlowPublishRejectedException(draft.document, findings, collisions);
      }

      const previous = await manager.findOne(FlowVersionEntity, {
        where: { tenantId, key, status: 'published' },
        lock: { mode: 'pessimistic_write' },
      });
      if (previous) {
        await manager.update(
          FlowVersionEntity,
          { id: previous.id, status: 'published' },
          { status: 'archived', document: { ...previous.document, status: 'archived' } },
        );
      }
      await manager.update(
        FlowVersionEntity,
        { id: draft.id, status: 'draft' },
        {
          status: 'published',
          document: { ...draft.document, status: 'published' },
          publishedAt: () => 'now()',
          revision: draft.revision + 1,
        },
      );
      const published = await this.findVersion(manager, tenantId, key, draft.version);
      return { published: toDetail(published, findings), archivedVersion: previous?.version ?? null };
    });
  }

  /** A version with the engine's findings, judged against the tenant's products, worked out on the pool. */
  private async detail(row: FlowVersionEntity, products: readonly Product[]): Promise<FlowVersionDetail> {
    return toDetail(row, await this.engine.analyze(row.document, products));
  }

  private async findVersion(
    manager: EntityManager,
    tenantId: number,
    key: FlowKey,
    version: number,
  ): Promise<FlowVersionEntity> {
    const row = await manager.findOneBy(FlowVersionEntity, { tenantId, key, version });
    if (!row) throw new NotFoundException(`Unknown ${key} flow version: ${version}`);
    return row;
  }

  private async findDraft(
    manager: EntityManager,
    tenantId: number,
    key: FlowKey,
    lock = false,
  ): Promise<FlowVersionEntity> {
    const row = await manager.findOne(FlowVersionEntity, {
      where: { tenantId, key, status: 'draft' },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!row) {
      throw new NotFoundException(
        `The ${key} flow has no draft: start one with POST /api/admin/flows/${key}/draft`,
      );
    }
    return row;
  }
}

/**
 * The tenant's route rules (brandConfig.configurations.routeRules), read in the caller's transaction rather than
 * taken from the request's tenant, which each process caches for up to 30 s.
 */
async function routeRulesOf(manager: EntityManager, tenantId: number): Promise<RouteRule[]> {
  const rows = (await manager.query(
    `SELECT brand_config->'configurations'->'routeRules' AS rules FROM tenants WHERE id = $1`,
    [tenantId],
  )) as { rules: RouteRule[] | null }[];
  return rows[0]?.rules ?? [];
}

/** 400 naming each field of the document that does not match the draft row it is saved to. */
function checkBelongsToDraft(document: FlowVersion, draft: FlowVersionEntity): void {
  const expected = {
    tenant_id: draft.tenantId,
    key: draft.key,
    version: draft.version,
    status: 'draft',
  } as const;
  const issues: SchemaIssue[] = [];
  for (const [field, value] of Object.entries(expected)) {
    const sent = document[field as keyof typeof expected];
    if (sent !== value) {
      issues.push({
        path: `/document/${field}`,
        message: `must be ${JSON.stringify(value)} (the draft's ${field}), got ${JSON.stringify(sent)}`,
      });
    }
  }
  if (issues.length > 0) throw new InvalidRequestException('body', issues);
}

/**
 * A version with the engine's findings of its document, judged against the tenant's products (assertions about
 * orders are proven on them).
 */
function toDetail(row: FlowVersionEntity, findings: readonly Finding[]): FlowVersionDetail {
  return {
    key: row.key,
    version: row.version,
    status: row.status,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    document: row.document,
    findings: findings.map(toFlowFinding),
  };
}

/** The tenant's products, which the analysis proves assertions about orders on. */
async function catalogOf(manager: EntityManager, tenantId: number): Promise<Product[]> {
  const rows = await manager.find(ProductEntity, { where: { tenantId }, order: { med: 'ASC' } });
  return rows.map((row) => row.document);
}

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
  );
}

/** The library's instrument `id` for a draft of `key`: 404 when there is none, 422 when it is another flow's. */
function findInstrument(id: string, key: FlowKey): FlowVersion {
  const library = instrumentLibrary();
  const found = library.find((instrument) => instrument.id === id);
  if (!found) {
    throw new NotFoundException(
      `No instrument ${id} in the library (it has ${library.map((instrument) => instrument.id).join(', ')})`,
    );
  }
  if (found.flow.key !== key) {
    throw new UnprocessableEntityException(
      `${found.flow.title} is a ${found.flow.key} flow: start it as a draft of the ${found.flow.key} flow, not of ${key}`,
    );
  }
  return found.flow;
}
