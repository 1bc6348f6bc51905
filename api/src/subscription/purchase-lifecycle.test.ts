import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type {
  AdminDashboardResponse,
  AdminOrderSummary,
  OrderData,
  PurchaseData,
  Subscription,
} from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { AdminRefundService } from '../admin/admin-refund.service.js';
import { ClinicianService } from '../integrations/clinician/clinician.service.js';
import { SANDBOX_CLINICIAN } from '../integrations/clinician/sandbox-clinician.provider.js';
import { CrmService } from '../integrations/crm/crm.service.js';
import { PaymentLedger } from '../integrations/payment/payment-ledger.service.js';
import {
  createTenantUsers,
  createUser,
  headers,
  insertOrder,
  PRESCRIPTION,
  type TestUser,
} from '../testing/account-fixtures.js';
import { seededAdminId } from '../testing/admin-fixtures.js';
import { useTestPostgres } from '../testing/test-postgres.js';

/**
 * An action applies to the whole purchase: the sale the customer sees and the recurring order the order system
 * made of it (`<created>.r1`, hidden from the customer, billed on its next bill date). After every action the
 * customer's subscription, the admin's order list and dashboard, and what would be billed agree.
 */

const pg = useTestPostgres();

const NEXT_BILL = '2099-01-10';

interface Billing {
  orderStatus: OrderData['orderStatus'];
  purchaseStatus: PurchaseData['status'];
  nextBillDate: string | null;
}

describe('subscription actions apply to the whole purchase', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let admin: TestUser;
  let purchases = 0;

  const act = (user: TestUser, orderId: number, action: string, payload?: object) =>
    app.inject({
      method: 'POST',
      url: `/api/subscriptions/${orderId}/${action}`,
      headers: headers(user),
      ...(payload === undefined ? {} : { payload }),
    });

  /** A paid, prescribed subscription sale of a new customer; the order system has not recorded it yet. */
  async function sale(orderData: OrderData = { orderStatus: 'COMPLETE', items: [] }) {
    const customer = await createUser(app, 6);
    const id = await insertOrder(app, 6, {
      userId: customer.id,
      prescription: orderData.orderStatus === 'COMPLETE' ? PRESCRIPTION : null,
      orderData,
      purchaseData: {
        status: 'ACTIVE',
        purchaseId: `LIFE-${++purchases}`,
        nextBillDate: NEXT_BILL,
        billingIntervalDays: 30,
      },
    });
    return { customer, id };
  }
  const recordSale = (orderId: number) => app.get(CrmService).recordSale({ tenantId: 6, orderId });

  /**
   * A sale paid as checkout pays (the total authorised, settled with the paid order) whose clinician visit is still
   * pending, recorded in the CRM.
   */
  async function heldForClinician(visitId: string) {
    const held = await sale({ orderStatus: 'PENDING', items: [] });
    const ledger = app.get(PaymentLedger);
    const charge = await ledger.chargeOrder({
      tenantId: 6,
      orderId: held.id,
      amount: 49.99,
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Jordan Rivera' },
      description: 'Regular Strength FungAid',
    });
    if (charge.status !== 'approved') throw new Error('the test card was declined');
    await db.transaction((manager) => ledger.settle(manager, charge.payment));
    await db.query(
      `UPDATE orders SET beluga = jsonb_build_object('visitId', $3::text, 'status', 'PENDING', 'visit', '{"info":null}'::jsonb),
              order_data = $2 WHERE id = $1`,
      [
        held.id,
        {
          orderStatus: 'PENDING',
          items: [{ txnType: 'AUTHORIZE', amount: 49.99, transactionId: charge.result.transactionId }],
        },
        visitId,
      ],
    );
    await recordSale(held.id);
    return held;
  }

  /** What the order system would bill: the sale's recurring orders. */
  async function billing(saleId: number): Promise<Billing[]> {
    const rows = (await db.query(
      `SELECT order_data, purchase_data FROM orders WHERE original_order_id = $1 ORDER BY id`,
      [saleId],
    )) as { order_data: OrderData; purchase_data: PurchaseData }[];
    return rows.map((row) => ({
      orderStatus: row.order_data.orderStatus,
      purchaseStatus: row.purchase_data.status,
      nextBillDate: row.purchase_data.nextBillDate ?? null,
    }));
  }

  /** The customer's subscription of the sale (GET /api/subscriptions). */
  async function customerView(customer: TestUser, saleId: number) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/subscriptions',
      headers: headers(customer),
    });
    expect(response.statusCode).toBe(200);
    const subscriptions = response.json() as Subscription[];
    // The recurring order is never a subscription of its own.
    expect(subscriptions).toHaveLength(1);
    const [subscription] = subscriptions;
    expect(subscription!.orderId).toBe(String(saleId));
    return {
      label: subscription!.displayStatus.label,
      status: subscription!.purchaseData.status,
      nextBillDate: subscription!.purchaseData.nextBillDate ?? null,
    };
  }

  /** The admin's order list rows of the sale and its recurring order (searched by the sale's created value). */
  async function adminLabels(saleId: number): Promise<string[]> {
    const [{ created }] = (await db.query(`SELECT created FROM orders WHERE id = $1`, [saleId])) as [
      { created: string },
    ];
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${encodeURIComponent(created)}`,
      headers: headers(admin),
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as AdminOrderSummary[];
    expect(items).toHaveLength(2);
    return items.map((item) => item.displayStatus.label);
  }

  async function dashboard(): Promise<AdminDashboardResponse['subscriptions']> {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: headers(admin),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as AdminDashboardResponse).subscriptions;
  }

  const revenueToday = async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: headers(admin),
    });
    return (response.json() as AdminDashboardResponse).today.revenue;
  };

  /** Runs `step` and answers how the dashboard's subscription counts moved. */
  async function dashboardMove(step: () => Promise<unknown>) {
    const before = await dashboard();
    await step();
    const after = await dashboard();
    return {
      active: after.active - before.active,
      paused: after.paused - before.paused,
      cancelled: after.cancelled - before.cancelled,
    };
  }

  beforeAll(async () => {
    app = await pg.newApp();
    db = app.get(DataSource);
    ({ admin } = await createTenantUsers(app));
  });

  it('pause, skip, resume, the retention offer and a cancel: customer, admin and billing agree after each', async () => {
    const { customer, id } = await sale();
    const counted = await dashboardMove(() => recordSale(id));
    // The recurring order is the same subscription, not a second one.
    expect(counted).toEqual({ active: 0, paused: 0, cancelled: 0 });
    expect(await billing(id)).toEqual([
      { orderStatus: 'PENDING', purchaseStatus: 'ACTIVE', nextBillDate: NEXT_BILL },
    ]);

    // Pause: nothing is billed while paused.
    expect(
      await dashboardMove(async () => expect((await act(customer, id, 'pause')).statusCode).toBe(200)),
    ).toEqual({ active: -1, paused: 1, cancelled: 0 });
    expect(await customerView(customer, id)).toEqual({
      label: 'Paused Subscription',
      status: 'PAUSED',
      nextBillDate: NEXT_BILL,
    });
    expect(await billing(id)).toEqual([
      { orderStatus: 'PENDING', purchaseStatus: 'PAUSED', nextBillDate: NEXT_BILL },
    ]);
    expect(await adminLabels(id)).toEqual(['Pending with Doctor', 'Paused Subscription']);

    // Resume, then skip: the next bill moves by the interval on both orders.
    expect(
      await dashboardMove(async () => expect((await act(customer, id, 'resume')).statusCode).toBe(200)),
    ).toEqual({ active: 1, paused: -1, cancelled: 0 });
    expect((await act(customer, id, 'skip')).statusCode).toBe(200);
    expect(await customerView(customer, id)).toEqual({
      label: 'Active Subscription',
      status: 'ACTIVE',
      nextBillDate: '2099-02-09',
    });
    expect(await billing(id)).toEqual([
      { orderStatus: 'PENDING', purchaseStatus: 'ACTIVE', nextBillDate: '2099-02-09' },
    ]);

    // Pause, then the retention offer: accepting it resumes both, and the next shipment costs 20% less.
    expect((await act(customer, id, 'pause')).statusCode).toBe(200);
    const offer = await act(customer, id, 'retention-offer', { offerId: 'next-shipment-20-off' });
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toMatchObject({ retentionOffer: { appliesTo: '2099-02-09' } });
    const [next] = (await db.query(`SELECT price::float AS price FROM orders WHERE original_order_id = $1`, [
      id,
    ])) as { price: number }[];
    expect(next!.price).toBe(39.99);
    const [saleRow] = (await db.query(`SELECT price::float AS price FROM orders WHERE id = $1`, [id])) as {
      price: number;
    }[];
    expect(saleRow!.price).toBe(49.99);
    expect(await billing(id)).toEqual([
      { orderStatus: 'PENDING', purchaseStatus: 'ACTIVE', nextBillDate: '2099-02-09' },
    ]);

    // Cancel: the recurring order is cancelled and has no next bill date; the dashboard counts it cancelled.
    expect(
      await dashboardMove(async () =>
        expect((await act(customer, id, 'cancel', { reason: 'too_expensive' })).statusCode).toBe(200),
      ),
    ).toEqual({ active: -1, paused: 0, cancelled: 1 });
    expect(await customerView(customer, id)).toEqual({
      label: 'Cancelled Subscription',
      status: 'CANCELLED',
      nextBillDate: null,
    });
    expect(await billing(id)).toEqual([
      { orderStatus: 'CANCELLED', purchaseStatus: 'CANCELLED', nextBillDate: null },
    ]);
    expect(await adminLabels(id)).toEqual(['Cancelled Subscription', 'Cancelled Subscription']);

    // The event log names the orders the action changed besides the sale.
    const [cancelEvent] = (await db.query(
      `SELECT details FROM subscription_events WHERE order_id = $1 AND action = 'cancel'`,
      [id],
    )) as { details: { alsoChanged: string[] } }[];
    const [recurring] = (await db.query(`SELECT id FROM orders WHERE original_order_id = $1`, [id])) as {
      id: number;
    }[];
    expect(cancelEvent!.details.alsoChanged).toEqual([String(recurring!.id)]);
  });

  it('a purchase renewed by a second sale: the action reaches the older sale and its recurring order too', async () => {
    const customer = await createUser(app, 6);
    const purchase = {
      status: 'ACTIVE',
      purchaseId: `LIFE-${++purchases}`,
      nextBillDate: NEXT_BILL,
      billingIntervalDays: 30,
    } as const;
    const first = await insertOrder(app, 6, {
      userId: customer.id,
      prescription: PRESCRIPTION,
      purchaseData: purchase,
      createdAt: '2026-09-01T00:00:00Z',
    });
    await recordSale(first);
    const renewed = await insertOrder(app, 6, {
      userId: customer.id,
      prescription: PRESCRIPTION,
      purchaseData: purchase,
    });
    await recordSale(renewed);
    expect((await act(customer, renewed, 'pause')).statusCode).toBe(200);
    const rows = (await db.query(
      `SELECT id, original_order_id, purchase_data FROM orders WHERE id = ANY($1) OR original_order_id = ANY($1)
        ORDER BY id`,
      [[first, renewed]],
    )) as { id: number; original_order_id: number | null; purchase_data: PurchaseData }[];
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row.purchase_data.status)).toEqual(['PAUSED', 'PAUSED', 'PAUSED', 'PAUSED']);
    // One subscription for the customer, the newest sale.
    expect(await customerView(customer, renewed)).toMatchObject({ label: 'Paused Subscription' });
  });

  it("a clinician's decline cancels the recurring order too: nothing is billed and the dashboard agrees", async () => {
    const { customer, id } = await sale({ orderStatus: 'PENDING', items: [] });
    await db.query(
      `UPDATE orders SET beluga = '{"visitId":"visit_life","status":"PENDING","visit":{"info":null}}' WHERE id = $1`,
      [id],
    );
    await recordSale(id);
    expect(await billing(id)).toEqual([
      { orderStatus: 'PENDING', purchaseStatus: 'ACTIVE', nextBillDate: NEXT_BILL },
    ]);

    const moved = await dashboardMove(() =>
      app
        .get(ClinicianService)
        .applyDecision(
          { tenantId: 6, orderId: id },
          { decision: 'declined', clinician: SANDBOX_CLINICIAN, reason: 'Needs an in-person visit.' },
        ),
    );
    expect(moved).toEqual({ active: -1, paused: 0, cancelled: 1 });
    expect(await billing(id)).toEqual([
      { orderStatus: 'CANCELLED', purchaseStatus: 'CANCELLED', nextBillDate: null },
    ]);
    expect(await customerView(customer, id)).toEqual({
      label: 'Not prescribed — not charged',
      status: 'CANCELLED',
      nextBillDate: null,
    });
    // Nothing more can be done to a declined subscription.
    const refused = await act(customer, id, 'pause');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SUBSCRIPTION_ACTION_REFUSED');
  });

  it("an admin's refund while the clinician reviews voids the hold; the later approval takes nothing", async () => {
    const { id } = await heldForClinician('visit_life4');
    const refunded = await app.get(AdminRefundService).refund(6, await seededAdminId(app, 6), id);
    expect(refunded).toMatchObject({ kind: 'void', orderData: { orderStatus: 'CANCELLED' } });

    // The approval finds the hold released: no capture is attempted (nothing to retry), nothing recorded twice.
    await app
      .get(ClinicianService)
      .applyDecision(
        { tenantId: 6, orderId: id },
        { decision: 'approved', clinician: SANDBOX_CLINICIAN, notes: 'No contraindications.' },
      );
    const [row] = (await db.query(`SELECT order_data, beluga FROM orders WHERE id = $1`, [id])) as {
      order_data: OrderData;
      beluga: { status: string };
    }[];
    expect(row!.beluga.status).toBe('APPROVED');
    expect(row!.order_data.orderStatus).toBe('CANCELLED');
    expect(row!.order_data.items.map((item) => item.txnType)).toEqual(['AUTHORIZE', 'VOID']);
    const kinds = (await db.query(`SELECT kind FROM payments WHERE order_id = $1 ORDER BY id`, [id])) as {
      kind: string;
    }[];
    expect(kinds.map((k) => k.kind)).toEqual(['charge', 'void']);
    // The cancelled first order ends its subscription: no refill is billed for it.
    expect(await billing(id)).toEqual([
      { orderStatus: 'CANCELLED', purchaseStatus: 'CANCELLED', nextBillDate: null },
    ]);
  });

  it('a cancel while the clinician reviews releases the hold at once; the later approval takes nothing', async () => {
    const { customer, id } = await heldForClinician('visit_life3');
    const revenueBefore = await revenueToday();
    const cancelled = await act(customer, id, 'cancel', { reason: 'reached_my_goal' });
    // The admin's revenue no longer counts money that was never taken.
    expect(Math.round((revenueBefore - (await revenueToday())) * 100)).toBe(4999);
    expect(cancelled.statusCode).toBe(200);
    // Released at once, not when the clinician gets to it: the answer already says so.
    expect(cancelled.json()).toMatchObject({
      orderData: { orderStatus: 'CANCELLED', items: [{ txnType: 'AUTHORIZE' }, { txnType: 'VOID' }] },
      displayStatus: { label: 'Cancelled Subscription' },
    });
    const ledgerNow = (await db.query(`SELECT kind FROM payments WHERE order_id = $1 ORDER BY id`, [id])) as {
      kind: string;
    }[];
    expect(ledgerNow.map((row) => row.kind)).toEqual(['charge', 'void']);

    // The clinician's approval that comes later takes nothing and records nothing twice.
    await app
      .get(ClinicianService)
      .applyDecision(
        { tenantId: 6, orderId: id },
        { decision: 'approved', clinician: SANDBOX_CLINICIAN, notes: 'No contraindications.' },
      );
    const [row] = (await db.query(`SELECT order_data FROM orders WHERE id = $1`, [id])) as {
      order_data: OrderData;
    }[];
    expect(row!.order_data.orderStatus).toBe('CANCELLED');
    expect(row!.order_data.items.map((item) => item.txnType)).toEqual(['AUTHORIZE', 'VOID']);
    const ledgerRows = (await db.query(`SELECT kind, status FROM payments WHERE order_id = $1 ORDER BY id`, [
      id,
    ])) as { kind: string; status: string }[];
    expect(ledgerRows).toEqual([
      { kind: 'charge', status: 'voided' },
      { kind: 'void', status: 'approved' },
    ]);
    expect(await customerView(customer, id)).toEqual({
      label: 'Cancelled Subscription',
      status: 'CANCELLED',
      nextBillDate: null,
    });
    expect(await billing(id)).toEqual([
      { orderStatus: 'CANCELLED', purchaseStatus: 'CANCELLED', nextBillDate: null },
    ]);
  });

  it('the order system recording a sale declined before it got to it makes a recurring order that bills nothing', async () => {
    const { id } = await sale({ orderStatus: 'PENDING', items: [] });
    await db.query(
      `UPDATE orders SET beluga = '{"visitId":"visit_life2","status":"PENDING","visit":{"info":null}}' WHERE id = $1`,
      [id],
    );
    await app
      .get(ClinicianService)
      .applyDecision(
        { tenantId: 6, orderId: id },
        { decision: 'declined', clinician: SANDBOX_CLINICIAN, reason: 'Needs an in-person visit.' },
      );
    await recordSale(id);
    expect(await billing(id)).toEqual([
      { orderStatus: 'CANCELLED', purchaseStatus: 'CANCELLED', nextBillDate: null },
    ]);
  });

  it('a retention offer accepted before the order system records the sale discounts the recurring order it makes', async () => {
    const { customer, id } = await sale();
    const accepted = await act(customer, id, 'retention-offer', { offerId: 'next-shipment-20-off' });
    expect(accepted.statusCode).toBe(200);
    await recordSale(id);
    const [next] = (await db.query(`SELECT price::float AS price FROM orders WHERE original_order_id = $1`, [
      id,
    ])) as { price: number }[];
    expect(next!.price).toBe(39.99);
  });

  /** Waits until `count` sessions of this database wait for a lock. */
  async function waitForLockWaiters(count: number) {
    for (let waited = 0; ; waited += 20) {
      const [row] = (await db.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE wait_event_type = 'Lock' AND datname = current_database()`,
      )) as { n: number }[];
      if (row!.n >= count) return;
      if (waited > 5000) throw new Error(`only ${row!.n} of ${count} requests reached the lock`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  for (const first of ['the order system', 'the cancel'] as const) {
    it(`the order system records the sale while the customer cancels (${first} first): nothing will be billed`, async () => {
      const { customer, id } = await sale();
      // Another transaction holds the sale's row, so both wait in line in the order started.
      const blocker = db.createQueryRunner();
      await blocker.connect();
      await blocker.startTransaction();
      await blocker.query(`SELECT id FROM orders WHERE id = $1 FOR UPDATE`, [id]);
      const crm = first === 'the order system' ? recordSale(id) : null;
      if (crm) await waitForLockWaiters(1);
      const cancel = act(customer, id, 'cancel', { reason: 'switching_provider' });
      await waitForLockWaiters(crm ? 2 : 1);
      const lateCrm = crm ?? recordSale(id);
      if (!crm) await waitForLockWaiters(2);
      await blocker.commitTransaction();
      await blocker.release();

      const [cancelled] = await Promise.all([cancel, lateCrm]);
      expect(cancelled.statusCode).toBe(200);
      expect(await customerView(customer, id)).toEqual({
        label: 'Cancelled Subscription',
        status: 'CANCELLED',
        nextBillDate: null,
      });
      expect(await billing(id)).toEqual([
        { orderStatus: 'CANCELLED', purchaseStatus: 'CANCELLED', nextBillDate: null },
      ]);
      expect(await adminLabels(id)).toEqual(['Cancelled Subscription', 'Cancelled Subscription']);
    });
  }

  it('two actions at once: one wins on both orders, the other gets 409 SUBSCRIPTION_CHANGED and changes nothing', async () => {
    for (let round = 0; round < 3; round++) {
      const { customer, id } = await sale();
      await recordSale(id);
      // Both requests read the sale before either writes: another transaction holds its row until both wait at
      // their UPDATE, so the second cannot simply come after the first (which a busy machine would otherwise allow).
      const blocker = db.createQueryRunner();
      await blocker.connect();
      await blocker.startTransaction();
      await blocker.query(`SELECT id FROM orders WHERE id = $1 FOR UPDATE`, [id]);
      const acting = Promise.all([
        act(customer, id, 'pause'),
        act(customer, id, 'cancel', { reason: 'too_expensive' }),
      ]);
      await waitForLockWaiters(2);
      await blocker.commitTransaction();
      await blocker.release();
      const [pause, cancel] = await acting;
      expect([pause.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
      const loser = pause.statusCode === 409 ? pause : cancel;
      expect(loser.json()).toMatchObject({ statusCode: 409, code: 'SUBSCRIPTION_CHANGED' });
      const status = pause.statusCode === 200 ? 'PAUSED' : 'CANCELLED';
      expect((await customerView(customer, id)).status).toBe(status);
      expect((await billing(id)).map((bill) => bill.purchaseStatus)).toEqual([status]);
      const events = (await db.query(`SELECT action FROM subscription_events WHERE order_id = $1`, [id])) as {
        action: string;
      }[];
      expect(events).toHaveLength(1);
    }
  });
});
