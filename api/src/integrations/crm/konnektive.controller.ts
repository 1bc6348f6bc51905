import { Controller, NotFoundException, Param } from '@nestjs/common';
import type { OrderIdPathParams, RecurringOrderResponse } from '@telehealth/schemas';

import { CurrentTenant } from '../../common/decorators/current-tenant.decorator.js';
import { Route } from '../../common/route/route.decorator.js';
import { parseOrderId } from '../../order/utils/to-order.util.js';
import type { TenantEntity } from '../../tenant/tenant.entity.js';
import { CrmService } from './crm.service.js';

/** The spec's GET /api/konnektive/get-recurring-orderfrom-new-sale/{id}: data.orderId of the recurring order. */
@Controller()
export class KonnektiveController {
  constructor(private readonly crm: CrmService) {}

  @Route('GET /api/konnektive/get-recurring-orderfrom-new-sale/{id}')
  recurring(
    @CurrentTenant() tenant: TenantEntity,
    @Param() { id }: OrderIdPathParams,
  ): Promise<RecurringOrderResponse> {
    const saleId = parseOrderId(id);
    if (saleId === null) throw new NotFoundException(`No recurring order for order ${id}`);
    return this.crm.recurringOrderOf(tenant.id, saleId);
  }
}
