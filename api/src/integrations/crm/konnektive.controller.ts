import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import type { RecurringOrderResponse } from '@telehealth/schemas';

import { CurrentTenant } from '../../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../../common/utils/validate-request.util.js';
import { parseOrderId } from '../../order/utils/to-order.util.js';
import type { TenantEntity } from '../../tenant/tenant.entity.js';
import { CrmService } from './crm.service.js';

/** The spec's GET /api/konnektive/get-recurring-orderfrom-new-sale/{id}: data.orderId of the recurring order. */
@Controller('konnektive')
export class KonnektiveController {
  constructor(private readonly crm: CrmService) {}

  @Get('get-recurring-orderfrom-new-sale/:id')
  recurring(
    @CurrentTenant() tenant: TenantEntity,
    @Param() params: unknown,
  ): Promise<RecurringOrderResponse> {
    const { id } = validateRequest('OrderIdPathParams', params, 'path parameters');
    const saleId = parseOrderId(id);
    if (saleId === null) throw new NotFoundException(`No recurring order for order ${id}`);
    return this.crm.recurringOrderOf(tenant.id, saleId);
  }
}
