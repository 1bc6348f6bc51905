import { Injectable, NotFoundException } from '@nestjs/common';
import type { AdminOrderRefundResponse, OrderItem } from '@telehealth/schemas';
import { DataSource } from 'typeorm';

import { PaymentLedger } from '../integrations/payment/payment-ledger.service.js';
import { OrderEntity } from '../order/order.entity.js';
import { applyPurchaseChange, endedPurchase } from '../order/utils/purchase-orders.util.js';
import { AdminOrderException } from './admin-orders.exception.js';

/**
 * An admin gives an order's money back: the payments ledger voids the authorisation (nothing was taken) or refunds
 * the capture, and the order records it (VOID or REFUND items, as the clinician's decline does). Once only: the
 * order row is locked for the whole refund, so a second request waits and then finds it refunded (409), and the
 * ledger's fixed idempotency keys make any repeat a no-op at the gateway. Money is moved only for an order
 * recorded as paid.
 */
@Injectable()
export class AdminRefundService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: PaymentLedger,
  ) {}

  async refund(tenantId: number, adminUserId: number, orderId: number): Promise<AdminOrderRefundResponse> {
    return this.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(OrderEntity, {
        where: { tenantId, id: orderId },
        // Not FOR UPDATE: the ledger's rows reference the order (a key-share lock) from their own connection.
        lock: { mode: 'for_no_key_update' },
      });
      if (!order) throw new NotFoundException(`Unknown order: ${orderId}`);
      if (!order.paidAt) throw new AdminOrderException('ORDER_NOTHING_TO_REFUND', orderId, 'it is not paid');
      const items = order.orderData.items;
      const paid = items.filter((item) => item.txnType === 'AUTHORIZE' || item.txnType === 'SALE');
      if (items.some((item) => item.txnType === 'VOID' || item.txnType === 'REFUND')) {
        throw new AdminOrderException(
          'ORDER_NOTHING_TO_REFUND',
          orderId,
          'it was refunded or released already',
        );
      }
      if (paid.length === 0) {
        throw new AdminOrderException('ORDER_NOTHING_TO_REFUND', orderId, 'it records no payment');
      }
      const released = await this.ledger.releaseOrder(
        tenantId,
        orderId,
        `refunded by admin ${adminUserId}`,
        adminUserId,
      );
      if (!released) {
        throw new AdminOrderException(
          'ORDER_NOTHING_TO_REFUND',
          orderId,
          'the payments ledger holds no charge',
        );
      }
      const at = new Date().toISOString();
      const reversed: OrderItem[] = paid.map((item) => ({
        ...item,
        txnType: released.kind === 'refund' || item.txnType === 'SALE' ? 'REFUND' : 'VOID',
        transactionId: released.transactionId,
        txnDate: at,
      }));
      // A hold released before the clinician decided: the order can no longer be captured, so it is cancelled.
      const orderStatus =
        released.kind === 'void' && order.orderData.orderStatus === 'PENDING'
          ? 'CANCELLED'
          : order.orderData.orderStatus;
      order.orderData = { orderStatus, items: [...items, ...reversed] };
      // A cancelled first order ends its subscription (as a decline does): no refill is billed for it.
      const ended =
        orderStatus === 'CANCELLED' && order.purchaseData ? endedPurchase(order.purchaseData) : null;
      if (ended) order.purchaseData = ended;
      order.revision += 1;
      await manager.save(order);
      if (ended) {
        await applyPurchaseChange(manager, {
          tenantId,
          changedOrderId: order.id,
          originalOrderIds: [order.id],
          purchaseData: ended,
          ended: true,
        });
      }
      return {
        orderId: String(orderId),
        kind: released.kind,
        amount: released.amount,
        transactionId: released.transactionId,
        orderData: order.orderData,
      };
    });
  }
}
