import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { asOfDay } from '@telehealth/engine';
import type { ClinicianVisit, PurchaseData } from '@telehealth/schemas';
import { DataSource } from 'typeorm';

import { insertOrder, PRESCRIPTION, type TestOrder, type TestUser } from './account-fixtures.js';

/** The day `days` from today (UTC, YYYY-MM-DD): bill dates relative to now, so a test does not age. */
export const dayFromToday = (days: number): string => asOfDay(Date.now() + days * 86_400_000);

/** The clinician's approval, as ClinicianService records it (its visit has info: the decision). */
export const APPROVED_VISIT: ClinicianVisit = {
  visitId: 'visit-approved',
  status: 'APPROVED',
  visit: {
    info: {
      decision: 'approved',
      clinician: PRESCRIPTION.prescriber,
      decidedAt: PRESCRIPTION.prescribedAt,
    },
  },
};

export interface TestSubscription {
  /** The sale: the order the customer sees. */
  saleId: number;
  /** The recurring order the order system made of it (hidden from the customer). */
  recurringId: number;
}

/**
 * A prescribed subscription of `user` as checkout, the clinician's approval and the order system leave it: the
 * sale (COMPLETE, prescription, approved visit, purchase ACTIVE with `nextBillDate`) and its recurring order (not
 * billed, PENDING, same purchase). `extra` changes the sale (e.g. purchase data, a pending order).
 */
export async function insertSubscription(
  app: NestFastifyApplication,
  user: TestUser,
  nextBillDate: string | undefined,
  extra: Partial<TestOrder> & { purchaseStatus?: PurchaseData['status'] } = {},
): Promise<TestSubscription> {
  const { purchaseStatus = 'ACTIVE', ...sale } = extra;
  const purchaseData: PurchaseData = {
    status: purchaseStatus,
    purchaseId: `pur_test_${Math.random().toString(36).slice(2)}`,
    billingIntervalDays: 30,
    ...(nextBillDate ? { nextBillDate } : {}),
  };
  const saleId = await insertOrder(app, user.tenantId, {
    userId: user.id,
    prescription: PRESCRIPTION,
    beluga: APPROVED_VISIT,
    orderData: { orderStatus: 'COMPLETE', items: [{ txnType: 'CAPTURE', amount: 49.99 }] },
    purchaseData,
    ...sale,
  });
  const recurringId = await insertOrder(app, user.tenantId, {
    userId: user.id,
    originalOrderId: saleId,
    paid: false,
    orderData: { orderStatus: 'PENDING', items: [] },
    purchaseData: sale.purchaseData ?? purchaseData,
  });
  return { saleId, recurringId };
}

/** Moves a purchase's next bill date, on its sale and its recurring order, as time passing would bring it near. */
export async function setNextBillDate(
  app: NestFastifyApplication,
  saleId: number,
  nextBillDate: string,
): Promise<void> {
  await app.get(DataSource).query(
    `UPDATE orders SET purchase_data = jsonb_set(purchase_data, '{nextBillDate}', to_jsonb($1::text))
      WHERE id = $2 OR original_order_id = $2`,
    [nextBillDate, saleId],
  );
}
