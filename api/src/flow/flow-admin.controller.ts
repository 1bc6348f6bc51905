import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res, UseFilters } from '@nestjs/common';
import type {
  FlowDropOffResponse,
  FlowListResponse,
  FlowVersionDetail,
  PublishFlowDraftResponse,
} from '@telehealth/schemas';
import type { FastifyReply } from 'fastify';

import { AdminOnly } from '../auth/guards/current-admin.guard.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../common/utils/validate-request.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { FlowAdminExceptionFilter } from './flow-admin.errors.js';
import { FlowAdminService } from './flow-admin.service.js';
import { FlowDropOffService } from './flow-drop-off.service.js';

/**
 * The admins' flow versions: list, drafts, publishing, import (a draft save), export and drop-off figures. Admins
 * only, and only while the token's user is still an admin (`@AdminOnly()`, as the rest of the admin area).
 */
@Controller('admin/flows')
@AdminOnly()
@UseFilters(FlowAdminExceptionFilter)
export class FlowAdminController {
  constructor(
    private readonly flows: FlowAdminService,
    private readonly dropOffs: FlowDropOffService,
  ) {}

  /** Every flow of the tenant with its versions and the orders pinned to each (inFlight: not paid yet). */
  @Get()
  list(@CurrentTenant() tenant: TenantEntity): Promise<FlowListResponse> {
    return this.flows.list(tenant.id);
  }

  /** One version: its document, status, revision and the engine's findings. */
  @Get(':key/versions/:version')
  version(@CurrentTenant() tenant: TenantEntity, @Param() params: unknown): Promise<FlowVersionDetail> {
    const { key, version } = validateRequest('FlowVersionPathParams', params, 'path parameters');
    return this.flows.version(tenant.id, key, Number(version));
  }

  /** One version's document as a JSON download (`{tenant slug}-{key}-v{version}.json`). */
  @Get(':key/versions/:version/export')
  async export(
    @CurrentTenant() tenant: TenantEntity,
    @Param() params: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { key, version } = validateRequest('FlowVersionPathParams', params, 'path parameters');
    const document = await this.flows.document(tenant.id, key, Number(version));
    void reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${tenant.slug}-${key}-v${version}.json"`);
    return `${JSON.stringify(document, null, 2)}\n`;
  }

  /** For each question of one version: the intakes pinned to it that reached it, stopped there or hard-stopped. */
  @Get(':key/versions/:version/drop-off')
  dropOff(@CurrentTenant() tenant: TenantEntity, @Param() params: unknown): Promise<FlowDropOffResponse> {
    const { key, version } = validateRequest('FlowVersionPathParams', params, 'path parameters');
    return this.dropOffs.dropOff(tenant.id, key, Number(version));
  }

  /** The flow's draft. */
  @Get(':key/draft')
  draft(@CurrentTenant() tenant: TenantEntity, @Param() params: unknown): Promise<FlowVersionDetail> {
    const { key } = validateRequest('FlowKeyPathParams', params, 'path parameters');
    return this.flows.draft(tenant.id, key);
  }

  /** Starts the flow's draft from the published version, or from `fromVersion`. */
  @Post(':key/draft')
  @HttpCode(201)
  createDraft(
    @CurrentTenant() tenant: TenantEntity,
    @Param() params: unknown,
    @Body() body: unknown,
  ): Promise<FlowVersionDetail> {
    const { key } = validateRequest('FlowKeyPathParams', params, 'path parameters');
    const { fromVersion } = validateRequest('CreateFlowDraftRequest', body ?? {}, 'body');
    return this.flows.createDraft(tenant.id, key, fromVersion);
  }

  /** Saves (or imports) the whole draft document, based on `revision`. */
  @Put(':key/draft')
  saveDraft(
    @CurrentTenant() tenant: TenantEntity,
    @Param() params: unknown,
    @Body() body: unknown,
  ): Promise<FlowVersionDetail> {
    const { key } = validateRequest('FlowKeyPathParams', params, 'path parameters');
    const { document, revision } = validateRequest('SaveFlowDraftRequest', body, 'body');
    return this.flows.saveDraft(tenant.id, key, document, revision);
  }

  /** Discards the flow's draft. */
  @Delete(':key/draft')
  @HttpCode(204)
  async discardDraft(@CurrentTenant() tenant: TenantEntity, @Param() params: unknown): Promise<void> {
    const { key } = validateRequest('FlowKeyPathParams', params, 'path parameters');
    await this.flows.discardDraft(tenant.id, key);
  }

  /** Publishes the draft seen at `revision`; the published version it replaces is archived. */
  @Post(':key/draft/publish')
  @HttpCode(200)
  publish(
    @CurrentTenant() tenant: TenantEntity,
    @Param() params: unknown,
    @Body() body: unknown,
  ): Promise<PublishFlowDraftResponse> {
    const { key } = validateRequest('FlowKeyPathParams', params, 'path parameters');
    const { revision } = validateRequest('PublishFlowDraftRequest', body, 'body');
    return this.flows.publishDraft(tenant.id, key, revision);
  }
}
