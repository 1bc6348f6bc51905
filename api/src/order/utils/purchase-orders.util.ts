import { discountedPrice } from '@telehealth/engine';
import type { OrderData, PurchaseData } from '@telehealth/schemas';
import type { EntityManager } from 'typeorm';

/** How a purchase changed, as its other orders must follow. */
export interface PurchaseChange {
  tenantId: number;
  /** The order the change was made on (already written and locked by the caller); it is left alone here. */
  changedOrderId: number;
  /** The purchase's original orders (its sales), the changed one included. */
  originalOrderIds: readonly number[];
  /** The purchase's data after the change. */
  purchaseData: PurchaseData;
  /**
   * The purchase ended (a cancellation or a clinician's decline): a recurring order not billed yet (PENDING) will
   * never be, so it becomes CANCELLED.
   */
  ended: boolean;
  /** A retention offer accepted: the next shipment (a recurring order not billed yet) costs this much less. */
  discountPercent?: number;
}

interface PurchaseOrderRow {
  id: number;
  order_data: OrderData;
  original_order_id: number | null;
  price: string | null;
}

/**
 * Writes a purchase's change to all its other orders: its other sales and every recurring order the order system
 * made of them (`originalOrderId`), so that the customer's subscription, the admin's counts and what the order
 * system will bill (the recurring order's status and next bill date) say the same.
 *
 * Lock order, the same everywhere an order of a purchase is changed: the sale first (the caller holds it), then the
 * purchase's other orders by id. The order system's job that makes the recurring order holds the sale FOR SHARE
 * while it inserts it, so either it went first and its recurring order is locked and changed here, or it waits for
 * this transaction and copies the sale's changed purchase. Answers the ids of the orders changed.
 */
export async function applyPurchaseChange(manager: EntityManager, change: PurchaseChange): Promise<number[]> {
  if (change.originalOrderIds.length === 0) return [];
  const rows = (await manager.query(
    `SELECT id, order_data, original_order_id, price FROM orders
      WHERE tenant_id = $1 AND id <> $2 AND (id = ANY($3::int[]) OR original_order_id = ANY($3::int[]))
      ORDER BY id
        FOR NO KEY UPDATE`,
    [change.tenantId, change.changedOrderId, change.originalOrderIds],
  )) as PurchaseOrderRow[];
  for (const row of rows) {
    const orderData: OrderData =
      change.ended && row.original_order_id !== null && row.order_data.orderStatus === 'PENDING'
        ? { ...row.order_data, orderStatus: 'CANCELLED' }
        : row.order_data;
    const nextShipment = row.original_order_id !== null && row.order_data.orderStatus === 'PENDING';
    const price =
      nextShipment && change.discountPercent !== undefined && row.price !== null
        ? discounted(Number(row.price), change.discountPercent)
        : row.price;
    await manager.query(
      `UPDATE orders SET purchase_data = $1, order_data = $2, price = $3, revision = revision + 1, updated_at = now()
        WHERE tenant_id = $4 AND id = $5`,
      [change.purchaseData, orderData, price, change.tenantId, row.id],
    );
  }
  return rows.map((row) => row.id);
}

/** A purchase that ended: cancelled, with nothing more to bill. */
export function endedPurchase(purchaseData: PurchaseData): PurchaseData {
  const after: PurchaseData = { ...purchaseData, status: 'CANCELLED' };
  delete after.nextBillDate;
  return after;
}

/** A price less a percentage, in whole cents (rounded to the nearest cent): the engine's rule. */
export const discounted = discountedPrice;
