import { Body, Controller, Param, Res } from '@nestjs/common';
import { flowToQuestionnaire } from '@telehealth/engine/fhir';
import type {
  CreateFlowDraftRequest,
  FhirImportResponse,
  FhirQuestionnaire,
  FlowDropOffResponse,
  FlowKeyPathParams,
  FlowListResponse,
  FlowVersionDetail,
  FlowVersionPathParams,
  InstrumentListResponse,
  PublishFlowDraftRequest,
  PublishFlowDraftResponse,
  SaveFlowDraftRequest,
} from '@telehealth/schemas';
import type { FastifyReply } from 'fastify';

import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { FlowAdminService } from './flow-admin.service.js';
import { FlowDropOffService } from './flow-drop-off.service.js';

/**
 * The admins' flow versions: list, drafts, publishing, import (a draft save), export and drop-off figures. Admins
 * only, and only while the token's user is still an admin (as the rest of the admin area).
 */
@Controller()
export class FlowAdminController {
  constructor(
    private readonly flows: FlowAdminService,
    private readonly dropOffs: FlowDropOffService,
  ) {}

  /** Every flow of the tenant with its versions and the orders pinned to each (inFlight: not paid yet). */
  @Route('GET /api/admin/flows')
  list(@CurrentTenant() tenant: TenantEntity): Promise<FlowListResponse> {
    return this.flows.list(tenant.id);
  }

  /** The scored instruments (PHQ-9, GAD-7) a follow-up draft can start from. */
  @Route('GET /api/admin/instruments')
  instruments(): InstrumentListResponse {
    return this.flows.instruments();
  }

  /** One version: its document, status, revision and the engine's findings. */
  @Route('GET /api/admin/flows/{key}/versions/{version}')
  version(
    @CurrentTenant() tenant: TenantEntity,
    @Param() { key, version }: FlowVersionPathParams,
  ): Promise<FlowVersionDetail> {
    return this.flows.version(tenant.id, key, Number(version));
  }

  /** One version's document as a JSON download (`{tenant slug}-{key}-v{version}.json`). */
  @Route('GET /api/admin/flows/{key}/versions/{version}/export')
  async export(
    @CurrentTenant() tenant: TenantEntity,
    @Param() { key, version }: FlowVersionPathParams,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const document = await this.flows.document(tenant.id, key, Number(version));
    void reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${tenant.slug}-${key}-v${version}.json"`);
    return `${JSON.stringify(document, null, 2)}\n`;
  }

  /** One version as a FHIR R4 Questionnaire download (`{tenant slug}-{key}-v{version}-questionnaire.json`). */
  @Route('GET /api/admin/flows/{key}/versions/{version}/fhir')
  async questionnaire(
    @CurrentTenant() tenant: TenantEntity,
    @Param() { key, version }: FlowVersionPathParams,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const document = await this.flows.document(tenant.id, key, Number(version));
    void reply
      .header('Content-Type', 'application/fhir+json; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="${tenant.slug}-${key}-v${version}-questionnaire.json"`,
      );
    return `${JSON.stringify(flowToQuestionnaire(document), null, 2)}\n`;
  }

  /** Imports a FHIR Questionnaire as the flow's new draft, with the report of what did not map. */
  @Route('POST /api/admin/flows/{key}/fhir')
  importQuestionnaire(
    @CurrentTenant() tenant: TenantEntity,
    @Param() { key }: FlowKeyPathParams,
    @Body() questionnaire: FhirQuestionnaire,
  ): Promise<FhirImportResponse> {
    return this.flows.importQuestionnaire(tenant.id, key, questionnaire);
  }

  /** For each question of one version: the intakes pinned to it that reached it, stopped there or hard-stopped. */
  @Route('GET /api/admin/flows/{key}/versions/{version}/drop-off')
  dropOff(
    @CurrentTenant() tenant: TenantEntity,
    @Param() { key, version }: FlowVersionPathParams,
  ): Promise<FlowDropOffResponse> {
    return this.dropOffs.dropOff(tenant.id, key, Number(version));
  }

  /** The flow's draft. */
  @Route('GET /api/admin/flows/{key}/draft')
  draft(
    @CurrentTenant() tenant: TenantEntity,
    @Param() { key }: FlowKeyPathParams,
  ): Promise<FlowVersionDetail> {
    return this.flows.draft(tenant.id, key);
  }

  /** Starts the flow's draft from the published version, from `fromVersion`, or from an `instrument`. */
  @Route('POST /api/admin/flows/{key}/draft')
  createDraft(
    @CurrentTenant() tenant: TenantEntity,
    @Param() { key }: FlowKeyPathParams,
    @Body() body: CreateFlowDraftRequest | undefined,
  ): Promise<FlowVersionDetail> {
    return this.flows.createDraft(tenant.id, key, body ?? {});
  }

  /** Saves (or imports) the whole draft document, based on `revision`. */
  @Route('PUT /api/admin/flows/{key}/draft')
  saveDraft(
    @CurrentTenant() tenant: TenantEntity,
    @Param() { key }: FlowKeyPathParams,
    @Body() { document, revision }: SaveFlowDraftRequest,
  ): Promise<FlowVersionDetail> {
    return this.flows.saveDraft(tenant.id, key, document, revision);
  }

  /** Discards the flow's draft. */
  @Route('DELETE /api/admin/flows/{key}/draft')
  async discardDraft(
    @CurrentTenant() tenant: TenantEntity,
    @Param() { key }: FlowKeyPathParams,
  ): Promise<void> {
    await this.flows.discardDraft(tenant.id, key);
  }

  /** Publishes the draft seen at `revision`; the published version it replaces is archived. */
  @Route('POST /api/admin/flows/{key}/draft/publish')
  publish(
    @CurrentTenant() tenant: TenantEntity,
    @Param() { key }: FlowKeyPathParams,
    @Body() { revision }: PublishFlowDraftRequest,
  ): Promise<PublishFlowDraftResponse> {
    return this.flows.publishDraft(tenant.id, key, revision);
  }
}
