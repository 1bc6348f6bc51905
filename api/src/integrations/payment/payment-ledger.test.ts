import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { JobQueue } from '../../jobs/job-queue.service.js';
import { waitForJob } from '../../jobs/wait-for-job.js';
import { testAdvData } from '../../testing/intake.js';
import { DEV_TOKEN } from '../../testing/tenant-data.js';
import { useTestPostgres } from '../../testing/test-postgres.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';
import { PaymentLedger } from './payment-ledger.service.js';
import { PAYMENT_JOBS, PaymentReconciler } from './payment-reconciler.service.js';

const pg = useTestPostgres();
const card = { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Jordan Rivera' };

/**
 * A process that dies between the charge and the paid write leaves an approved (or, mid-call, a pending) charge
 * that no paid order records; the reconciliation voids it once it is older than PAYMENT_RECONCILE_AFTER_SECONDS.
 */
describe('payments reconciliation', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let ledger: PaymentLedger;
  let serial = 0;

  beforeAll(async () => {
    app = await pg.newApp({ env: { PAYMENT_RECONCILE_AFTER_SECONDS: '600' } });
    db = app.get(DataSource);
    ledger = app.get(PaymentLedger);
  });

  const newOrder = async (): Promise<number> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { token: DEV_TOKEN, tenant: '6' },
      payload: { created: `ledger-${Date.now()}-${++serial}-0123456789`, advData: testAdvData },
    });
    return Number(response.json().orderId);
  };
  /** What a process that died mid-way left behind, made as old as the reconciliation's threshold and more. */
  const age = (orderId: number, minutes: number) =>
    db.query(`UPDATE payments SET created_at = now() - make_interval(mins => $2) WHERE order_id = $1`, [
      orderId,
      minutes,
    ]);
  const rowsOf = async (orderId: number) =>
    (await db.query(
      `SELECT kind, status, settled_at IS NOT NULL AS settled, gateway_transaction_id FROM payments
        WHERE order_id = $1 ORDER BY id`,
      [orderId],
    )) as { kind: string; status: string; settled: boolean; gateway_transaction_id: string | null }[];
  const voidsAtGateway = async (transactionId: string | null) =>
    (await db.query(
      `SELECT kind FROM sandbox_gateway_operations WHERE tenant_id = 6 AND charge_transaction_id = $1`,
      [transactionId],
    )) as { kind: string }[];

  it('voids an approved charge that no paid order records, once it is old enough (the job)', async () => {
    const orderId = await newOrder();
    const crashed = await ledger.chargeOrder({ tenantId: 6, orderId, amount: 54.99, card, description: 'x' });
    expect(crashed.status).toBe('approved');
    const transactionId = crashed.payment.gatewayTransactionId;

    // Recent: it may still be about to be recorded.
    await app.get(PaymentReconciler).run();
    expect(await rowsOf(orderId)).toEqual([expect.objectContaining({ kind: 'charge', status: 'approved' })]);

    await age(orderId, 11);
    const id = await app.get(JobQueue).send(PAYMENT_JOBS.reconcile, {});
    app.get(JobQueue).wake(PAYMENT_JOBS.reconcile);
    expect((await waitForJob(db, PAYMENT_JOBS.reconcile, { id: id! })).state).toBe('completed');
    expect(await rowsOf(orderId)).toEqual([
      expect.objectContaining({ kind: 'charge', status: 'voided', settled: false }),
      expect.objectContaining({ kind: 'void', status: 'approved' }),
    ]);
    expect(await voidsAtGateway(transactionId)).toEqual([{ kind: 'void' }]);
    // The order is open for a new charge again.
    const next = await ledger.chargeOrder({ tenantId: 6, orderId, amount: 54.99, card, description: 'x' });
    expect(next.payment.gatewayTransactionId).not.toBe(transactionId);
  });

  it('asks the gateway about a charge whose answer was lost: voided if it was charged, failed if never received', async () => {
    const charged = await newOrder();
    const neverSent = await newOrder();
    for (const [orderId, key] of [
      [charged, 'lost-answer'],
      [neverSent, 'never-sent'],
    ] as const) {
      await db.query(
        `INSERT INTO payments (tenant_id, order_id, kind, amount, idempotency_key, gateway)
         VALUES (6, $1, 'charge', 54.99, $2, 'sandbox')`,
        [orderId, `${key}-${orderId}`],
      );
    }
    const approved = await app.get<PaymentGateway>(PAYMENT_GATEWAY).charge({
      tenantId: 6,
      idempotencyKey: `lost-answer-${charged}`,
      amount: 54.99,
      card,
      description: 'x',
    });
    await age(charged, 11);
    await age(neverSent, 11);

    await app.get(PaymentReconciler).run();
    expect(await rowsOf(charged)).toEqual([
      expect.objectContaining({ status: 'voided' }),
      expect.objectContaining({ kind: 'void', status: 'approved' }),
    ]);
    expect(await voidsAtGateway(approved.status === 'approved' ? approved.transactionId : null)).toEqual([
      { kind: 'void' },
    ]);
    expect(await rowsOf(neverSent)).toEqual([expect.objectContaining({ kind: 'charge', status: 'failed' })]);
  });

  it('leaves a settled charge alone, however old', async () => {
    const orderId = await newOrder();
    const charge = await ledger.chargeOrder({ tenantId: 6, orderId, amount: 54.99, card, description: 'x' });
    await db.transaction((manager) => ledger.settle(manager, charge.payment));
    await age(orderId, 60);
    await app.get(PaymentReconciler).run();
    expect(await rowsOf(orderId)).toEqual([expect.objectContaining({ status: 'approved', settled: true })]);
    expect(await voidsAtGateway(charge.payment.gatewayTransactionId)).toEqual([]);
    // Nor can a settled charge be voided, and a charge whose void was decided can no longer be settled.
    expect(await ledger.voidCharge(charge.payment, 'test')).toBe(false);
    const other = await newOrder();
    const voided = await ledger.chargeOrder({
      tenantId: 6,
      orderId: other,
      amount: 10,
      card,
      description: 'x',
    });
    expect(await ledger.voidCharge(voided.payment, 'test')).toBe(true);
    await expect(db.transaction((manager) => ledger.settle(manager, voided.payment))).rejects.toMatchObject({
      response: { code: 'PAYMENT_CANCELLED' },
    });
  });

  it('refuses a second open charge of one order in the database itself', async () => {
    const orderId = await newOrder();
    await ledger.chargeOrder({ tenantId: 6, orderId, amount: 54.99, card, description: 'x' });
    await expect(
      db.query(
        `INSERT INTO payments (tenant_id, order_id, kind, amount, idempotency_key, gateway)
         VALUES (6, $1, 'charge', 54.99, 'second', 'sandbox')`,
        [orderId],
      ),
    ).rejects.toThrow(/payments_one_open_charge_idx/);
    await expect(db.query(`DELETE FROM payments WHERE order_id = $1`, [orderId])).rejects.toThrow(
      /append-only/,
    );
  });
  /** A paid order: its charge (the authorisation) settled, as checkout leaves it. */
  const paidOrder = async (amount = 59) => {
    const orderId = await newOrder();
    const charge = await ledger.chargeOrder({ tenantId: 6, orderId, amount, card, description: 'x' });
    await db.transaction((manager) => ledger.settle(manager, charge.payment));
    return { orderId, charge };
  };
  const atGateway = async (transactionId: string | null) =>
    ((await voidsAtGateway(transactionId)) as { kind: string }[]).map((row) => row.kind).sort();

  it('captures a settled authorisation once, however often the approval is retried, and refunds it on release', async () => {
    const { orderId, charge } = await paidOrder();
    const first = await ledger.captureOrder(6, orderId);
    expect(await ledger.captureOrder(6, orderId)).toEqual(first);
    expect(first.amount).toBe(59);
    expect(await atGateway(charge.payment.gatewayTransactionId)).toEqual(['capture']);
    // Captured money is given back by a refund, never a void.
    const released = await ledger.releaseOrder(6, orderId, 'test');
    expect(released).toMatchObject({ kind: 'refund', amount: 59 });
    expect(await ledger.releaseOrder(6, orderId, 'test')).toEqual(released);
    expect(await atGateway(charge.payment.gatewayTransactionId)).toEqual(['capture', 'refund']);
  });

  it('releases an uncaptured authorisation with a void, once; a released one is never captured', async () => {
    const { orderId, charge } = await paidOrder();
    const released = await ledger.releaseOrder(6, orderId, 'the clinician declined the visit');
    expect(released).toMatchObject({ kind: 'void', amount: 59 });
    expect(await ledger.releaseOrder(6, orderId, 'again')).toEqual(released);
    expect(await rowsOf(orderId)).toEqual([
      expect.objectContaining({ kind: 'charge', status: 'voided', settled: true }),
      expect.objectContaining({ kind: 'void', status: 'approved' }),
    ]);
    await expect(ledger.captureOrder(6, orderId)).rejects.toThrow(/no settled, unreleased charge/);
    expect(await atGateway(charge.payment.gatewayTransactionId)).toEqual(['void']);
    // Nothing to release for an order that was never paid.
    expect(await ledger.releaseOrder(6, await newOrder(), 'x')).toBeNull();
  });

  it('sends a capture whose answer was lost again with its key, and then leaves answered rows alone', async () => {
    const { orderId, charge } = await paidOrder();
    // The process died after the gateway captured and before the ledger recorded the answer.
    const key = `${charge.payment.idempotencyKey}-capture`;
    await db.query(
      `INSERT INTO payments (tenant_id, order_id, kind, amount, idempotency_key, gateway, reverses_payment_id)
       VALUES (6, $1, 'capture', 59, $2, 'sandbox', $3)`,
      [orderId, key, charge.payment.id],
    );
    const { captureId } = await app.get<PaymentGateway>(PAYMENT_GATEWAY).capture({
      tenantId: 6,
      idempotencyKey: key,
      transactionId: charge.payment.gatewayTransactionId!,
      amount: 59,
    });
    await age(orderId, 60);
    expect(await app.get(PaymentReconciler).run()).toMatchObject({ retried: 1 });
    expect(await rowsOf(orderId)).toEqual([
      expect.objectContaining({ kind: 'charge', status: 'approved', settled: true }),
      expect.objectContaining({ kind: 'capture', status: 'approved', gateway_transaction_id: captureId }),
    ]);
    // The retried approval finds the same capture; and an answered capture is not sent again.
    expect(await ledger.captureOrder(6, orderId)).toEqual({ captureId, amount: 59 });
    expect(await app.get(PaymentReconciler).run()).toMatchObject({ retried: 0 });
    expect(await atGateway(charge.payment.gatewayTransactionId)).toEqual(['capture']);
  });
});
