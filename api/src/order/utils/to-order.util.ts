import type { Order } from '@telehealth/schemas';

import type { OrderEntity } from '../order.entity.js';

/** An order row in the API's Order shape (@telehealth/schemas `Order`): every field, nulls kept. */
export function toOrder(row: OrderEntity): Order {
  return {
    orderId: String(row.id),
    createdAt: row.createdAt.toISOString(),
    originalOrderId: row.originalOrderId === null ? null : String(row.originalOrderId),
    prescription: row.prescription,
    orderData: row.orderData,
    purchaseData: row.purchaseData,
    status: row.status,
    created: row.created,
    tenant_id: row.tenantId,
    advData: row.advData,
    startData: row.startData,
    quizData: row.quizData,
    selectedProduct: row.selectedProduct,
    payment: row.payment,
    shipping: row.shipping,
    userId: row.userId,
    beluga: row.beluga,
    price: row.price,
    flowVersion: row.flowVersion,
    agentId: row.agentId,
    agentCompletionDate: row.agentCompletionDate?.toISOString() ?? null,
  };
}

/** The order id of a path or query parameter, or null when it cannot be one of ours (ids are integers). */
export function parseOrderId(orderId: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(orderId) && Number(orderId) <= 2_147_483_647 ? Number(orderId) : null;
}
