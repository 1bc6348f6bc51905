import { Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import type { RecurringOrderResponse } from '@telehealth/schemas';
import { DataSource, IsNull } from 'typeorm';

import { CRM_SALE_JOB } from '../../jobs/job-names.js';
import { JobQueue } from '../../jobs/job-queue.service.js';
import { OrderEntity } from '../../order/order.entity.js';
import { discounted } from '../../order/utils/purchase-orders.util.js';

export interface SaleJob {
  tenantId: number;
  orderId: number;
}

/**
 * The order management system (Konnektive-shaped), sandbox implementation. Recording the sale of a subscription
 * (job `crm.record-sale`, queued by checkout) creates its recurring order: the next shipment, an order whose
 * `originalOrderId` is the sale, with the same products, shipping and subscription, not yet billed. The
 * storefront looks it up with GET /api/konnektive/get-recurring-orderfrom-new-sale/{id}; account lists hide it
 * (it has an originalOrderId), and its follow-up visit is answered before it ships.
 */
@Injectable()
export class CrmService implements OnModuleInit {
  private readonly logger = new Logger('Crm');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.work<SaleJob>(CRM_SALE_JOB, ({ data }) => this.recordSale(data), {
      retryLimit: 5,
      retryDelaySeconds: 10,
    });
  }

  async recordSale({ tenantId, orderId }: SaleJob): Promise<void> {
    const created = await this.dataSource.transaction(async (manager) => {
      // FOR SHARE: a claim that moves the sale to its account owner (OrderClaimService), a subscription action or a
      // clinician's decision waits, or went first and the recurring order copies the sale as it is now (lock order:
      // the sale, then its recurring orders; see applyPurchaseChange).
      const sale = await manager.findOne(OrderEntity, {
        where: { id: orderId, tenantId, originalOrderId: IsNull() },
        lock: { mode: 'pessimistic_read' },
      });
      if (!sale?.paidAt || !sale.purchaseData) return null;
      // A purchase that ended before the order system recorded it (cancelled, or the clinician declined): its next
      // shipment exists only to say that nothing will be billed.
      const ended = sale.purchaseData.status === 'CANCELLED';
      // A retention offer accepted before the order system recorded the sale applies to this next shipment.
      const [offer] = (await manager.query(
        `SELECT (details->'offer'->>'discountPercent')::int AS percent FROM subscription_events
          WHERE tenant_id = $1 AND order_id = $2 AND action = 'retention_offer' ORDER BY id LIMIT 1`,
        [tenantId, sale.id],
      )) as { percent: number }[];
      const price = offer && sale.price !== null ? discounted(sale.price, offer.percent) : sale.price;
      // It belongs to the sale's customer (or, while the sale is held for a claim, to nobody but staff): with its
      // originalOrderId it is a customer's order for the access rule (order-access.util.ts), never an open intake.
      // Idempotent: the unique (tenant_id, created) key keeps a retried job from making a second recurring order.
      await manager
        .createQueryBuilder()
        .insert()
        .into(OrderEntity)
        .values({
          tenantId,
          created: `${sale.created}.r1`,
          flowVersionId: sale.flowVersionId,
          flowVersion: sale.flowVersion,
          advData: sale.advData,
          selectedProduct: sale.selectedProduct,
          shipping: sale.shipping,
          payment: sale.payment,
          price,
          orderData: { orderStatus: ended ? 'CANCELLED' : 'PENDING', items: [] },
          purchaseData: sale.purchaseData,
          userId: sale.userId,
          originalOrderId: sale.id,
        })
        .orIgnore()
        .execute();
      return `${sale.created}.r1`;
    });
    if (created) this.logger.log(`order ${orderId}: recurring order ${created} recorded`);
  }

  /** The recurring order a sale started; 404 until the sale is recorded (or for a one-off sale). */
  async recurringOrderOf(tenantId: number, saleId: number): Promise<RecurringOrderResponse> {
    const recurring = await this.dataSource.getRepository(OrderEntity).findOne({
      where: { tenantId, originalOrderId: saleId },
      order: { id: 'ASC' },
    });
    if (!recurring) throw new NotFoundException(`No recurring order for order ${saleId}`);
    return { data: { orderId: String(recurring.id) } };
  }
}
