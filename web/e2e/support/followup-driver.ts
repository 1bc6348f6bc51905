import type { FollowupOrderResponse } from '@telehealth/schemas';
import { expect, type APIRequestContext } from '@playwright/test';
import pg from 'pg';

import { E2E_PG_PORT } from '../e2e-env';
import { call, paidCustomerOrder } from './api-driver';

/** The day `days` from today (UTC, YYYY-MM-DD), the day follow-up windows are counted in. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The follow-up of an order as its customer reads it (GET /api/order/orderId/{id}). */
export const followupOf = async (
  request: APIRequestContext,
  tenantId: number,
  orderId: string,
  token: string,
) =>
  (await call<FollowupOrderResponse>(request, tenantId, 'GET', `/api/order/orderId/${orderId}`, { token }))
    .followup;

/**
 * A new customer whose subscription the sandbox clinician prescribed (after its decision delay, 60 s) and whose
 * refill is billed in `billInDays` days: the calendar moved on, as in a month's time, by moving the purchase's next
 * bill date (on the sale and its recurring order) in the run's PostgreSQL. With the default 3 days, its follow-up
 * is due.
 */
export async function customerWithRefillNear(
  request: APIRequestContext,
  tenantId: number,
  label: string,
  billInDays = 3,
) {
  const paid = await paidCustomerOrder(request, tenantId, label);
  await expect
    .poll(async () => (await followupOf(request, tenantId, paid.orderId, paid.customer.token)).reason, {
      timeout: 150_000,
      intervals: [2_000],
    })
    .not.toBe('not_prescribed');
  const client = new pg.Client({
    connectionString: `postgres://postgres:dev-postgres-password@127.0.0.1:${E2E_PG_PORT}/telehealth`,
  });
  await client.connect();
  try {
    await client.query(
      `UPDATE orders SET purchase_data = jsonb_set(purchase_data, '{nextBillDate}', to_jsonb($1::text))
        WHERE id = $2 OR original_order_id = $2`,
      [dayFromToday(billInDays), Number(paid.orderId)],
    );
  } finally {
    await client.end();
  }
  return paid;
}

/**
 * The clinician flags on the refill of a sale (the recurring order the order system made of it, which the completed
 * follow-up's clinician visit is on), read from the run's PostgreSQL: what the admin's flag marker and filter see.
 */
export async function refillFlagsOf(orderId: string): Promise<{ alert: string; text: string }[]> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:dev-postgres-password@127.0.0.1:${E2E_PG_PORT}/telehealth`,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ clinician_flags: { alert: string; text: string }[] }>(
      `SELECT clinician_flags FROM orders WHERE original_order_id = $1 ORDER BY id LIMIT 1`,
      [Number(orderId)],
    );
    return rows[0]?.clinician_flags ?? [];
  } finally {
    await client.end();
  }
}
