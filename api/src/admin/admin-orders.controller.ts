import { Controller, NotFoundException, Param, Query, Req } from '@nestjs/common';
import type {
  AdminIdPathParams,
  AdminOrderRefundResponse,
  LoginTokenPayload,
  AdminOrderDetailResponse,
  AdminOrderListResponse,
  AdminOrderReplayResponse,
  AdminOrdersQuery,
} from '@telehealth/schemas';
import type { FastifyRequest } from 'fastify';

import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { ClinicalReviewService } from '../clinical-review/clinical-review.service.js';
import { AuditPatientData, setAuditSubject } from '../common/decorators/audit-patient-data.decorator.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import { parseOrderId } from '../order/utils/to-order.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { AdminRefundService } from './admin-refund.service.js';

@Controller()
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrdersService,
    private readonly reviews: ClinicalReviewService,
    private readonly refunds: AdminRefundService,
  ) {}

  /** One page of the tenant's orders, newest first (?status=&q=&page=&pageSize=). */
  @Route('GET /api/admin/orders')
  @AuditPatientData('orders')
  list(
    @CurrentTenant() tenant: TenantEntity,
    @Query() query: AdminOrdersQuery,
  ): Promise<AdminOrderListResponse> {
    return this.orders.list(tenant.id, query);
  }

  /** The full order, its intake timeline, the clinician flags its answers raise and its clinical review flags. */
  @Route('GET /api/admin/orders/{id}')
  @AuditPatientData('order')
  async detail(
    @CurrentTenant() tenant: TenantEntity,
    @Param() params: AdminIdPathParams,
    @Req() request: FastifyRequest,
  ): Promise<AdminOrderDetailResponse> {
    const orderId = orderIdOf(params);
    const detail = await this.orders.detail(tenant.id, orderId);
    setAuditSubject(request, detail.order.userId);
    return { ...detail, reviewFlags: await this.reviews.forOrder(tenant.id, orderId) };
  }

  /** The order's recorded intake replayed through its pinned flow version. */
  @Route('GET /api/admin/orders/{id}/replay')
  @AuditPatientData('order')
  async replay(
    @CurrentTenant() tenant: TenantEntity,
    @Param() params: AdminIdPathParams,
    @Req() request: FastifyRequest,
  ): Promise<AdminOrderReplayResponse> {
    const replay = await this.orders.replay(tenant.id, orderIdOf(params));
    setAuditSubject(request, replay.userId);
    return replay;
  }

  /** Gives the order's money back through the payments ledger; audited with the order's customer as subject. */
  @Route('POST /api/admin/orders/{id}/refund')
  @AuditPatientData('order_refund')
  async refund(
    @CurrentTenant() tenant: TenantEntity,
    @CurrentUser() admin: LoginTokenPayload,
    @Param() params: AdminIdPathParams,
    @Req() request: FastifyRequest,
  ): Promise<AdminOrderRefundResponse> {
    const orderId = orderIdOf(params);
    const detail = await this.orders.detail(tenant.id, orderId);
    setAuditSubject(request, detail.order.userId);
    return this.refunds.refund(tenant.id, admin.userId, orderId);
  }
}

function orderIdOf({ id }: AdminIdPathParams): number {
  const orderId = parseOrderId(id);
  if (orderId === null) throw new NotFoundException(`Unknown order: ${id}`);
  return orderId;
}
