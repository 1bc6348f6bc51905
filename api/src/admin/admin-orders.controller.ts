import { Controller, Get, NotFoundException, Param, Query, Req } from '@nestjs/common';
import type {
  AdminOrderDetailResponse,
  AdminOrderListResponse,
  AdminOrderReplayResponse,
} from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { AdminOnly } from '../auth/guards/current-admin.guard.js';
import { ClinicalReviewService } from '../clinical-review/clinical-review.service.js';
import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../common/utils/validate-request.util.js';
import { parseOrderId } from '../order/utils/to-order.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { AdminOrdersService } from './admin-orders.service.js';

@Controller('admin/orders')
@AdminOnly()
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrdersService,
    private readonly reviews: ClinicalReviewService,
  ) {}

  /** One page of the tenant's orders, newest first (?status=&q=&page=&pageSize=). */
  @Get()
  @AuditPatientData('orders')
  list(@CurrentTenant() tenant: TenantEntity, @Query() query: unknown): Promise<AdminOrderListResponse> {
    return this.orders.list(tenant.id, validateRequest('AdminOrdersQuery', query, 'query string'));
  }

  /** The full order, its intake timeline and its clinical review flags. */
  @Get(':id')
  @AuditPatientData('order')
  async detail(
    @CurrentTenant() tenant: TenantEntity,
    @Param() params: unknown,
    @Req() request: FastifyRequest,
  ): Promise<AdminOrderDetailResponse> {
    const orderId = orderIdOf(params);
    const detail = await this.orders.detail(tenant.id, orderId);
    setAuditSubject(request, detail.order.userId);
    return { ...detail, reviewFlags: await this.reviews.forOrder(tenant.id, orderId) };
  }

  /** The order's recorded intake replayed through its pinned flow version. */
  @Get(':id/replay')
  @AuditPatientData('order')
  async replay(
    @CurrentTenant() tenant: TenantEntity,
    @Param() params: unknown,
    @Req() request: FastifyRequest,
  ): Promise<AdminOrderReplayResponse> {
    const replay = await this.orders.replay(tenant.id, orderIdOf(params));
    setAuditSubject(request, replay.userId);
    return replay;
  }
}

function orderIdOf(params: unknown): number {
  const { id } = validateRequest('AdminIdPathParams', params, 'path parameters');
  const orderId = parseOrderId(id);
  if (orderId === null) throw new NotFoundException(`Unknown order: ${id}`);
  return orderId;
}
