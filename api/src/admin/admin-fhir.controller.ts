import { Controller, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { AdminIdPathParams, AdminOrderFileParams } from '@telehealth/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import { parseOrderId } from '../order/utils/to-order.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { AdminFhirService } from './admin-fhir.service.js';

/** The FHIR R4 media type every FHIR answer is sent as. */
export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/** An order's answers as FHIR R4 (a staff read of patient data, audited) and the order's files for staff. */
@Controller()
export class AdminFhirController {
  constructor(private readonly fhir: AdminFhirService) {}

  /** The intake's and the follow-ups' QuestionnaireResponses, as a Bundle download. */
  @Route('GET /api/admin/orders/{id}/fhir')
  @AuditPatientData('order_fhir')
  async orderResponses(
    @CurrentTenant() tenant: TenantEntity,
    @Param() params: AdminIdPathParams,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const orderId = orderIdOf(params);
    const { bundle, userId } = await this.fhir.orderBundle(
      tenant.id,
      orderId,
      `${request.protocol}://${request.host}`,
    );
    setAuditSubject(request, userId);
    void reply
      .header('Content-Type', FHIR_JSON)
      .header('Content-Disposition', `attachment; filename="${tenant.slug}-order-${orderId}-fhir.json"`)
      .header('Cache-Control', 'no-store');
    return `${JSON.stringify(bundle, null, 2)}\n`;
  }

  /** A file of the order, for staff: the link a FHIR attachment too large to carry inline names. */
  @Route('GET /api/admin/orders/{id}/files/{fileId}')
  @AuditPatientData('order_file')
  async orderFile(
    @CurrentTenant() tenant: TenantEntity,
    @Param() params: AdminOrderFileParams,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const { row, stream, userId } = await this.fhir.orderFile(tenant.id, orderIdOf(params), params.fileId);
    setAuditSubject(request, userId);
    const ascii = row.originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .header('Content-Type', row.contentType)
      .header(
        'Content-Disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
      )
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(stream);
  }
}

function orderIdOf({ id }: Pick<AdminIdPathParams, 'id'>): number {
  const orderId = parseOrderId(id);
  if (orderId === null) throw new NotFoundException(`Unknown order: ${id}`);
  return orderId;
}
