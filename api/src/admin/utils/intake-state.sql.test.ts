import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { INTAKE_ABANDONED_AFTER_DAYS, INTAKE_STATES, intakeState } from '@telehealth/engine';
import type { AdminDashboardResponse, AdminOrderSummary } from '@telehealth/schemas';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  db,
  insertEvents,
  insertOrder,
  seededAdminId,
  tokenFor,
} from '../../testing/admin-fixtures.js';
import { useTestPostgres } from '../../testing/test-postgres.js';

const pg = useTestPostgres();
const DAY = 24 * 3600 * 1000;

/**
 * The engine's intakeState rule and its SQL (intake-state.sql.ts) agree on orders in every state, on the real
 * database; and the dashboard's figures are the totals of the order list filtered by each state.
 */
describe('intake states: the rule, the list, its filter and the dashboard', () => {
  let app: NestFastifyApplication;
  let token: string;
  const expected: Record<string, string> = {};

  beforeAll(async () => {
    app = await pg.newApp();
    token = await tokenFor(app, 7, await seededAdminId(app, 7), 0);
    const now = Date.now();
    const order = async (
      created: string,
      state: string,
      fixture: Omit<Parameters<typeof insertOrder>[2], 'created'>,
    ) => {
      expected[created] = state;
      return insertOrder(app, 7, { created, ...fixture });
    };
    const midway = await order('st-midway', 'in_progress', {});
    await insertEvents(app, 7, midway, [{ kind: 'create', state: 'q1' }]);
    // Started long ago but answered just now: activity, not age, decides.
    const lateAnswer = await order('st-late-answer', 'in_progress', { createdAt: new Date(now - 30 * DAY) });
    await insertEvents(app, 7, lateAnswer, [{ kind: 'answer', state: 'q2' }]);
    const stopped = await order('st-stopped', 'hard_stop', { createdAt: new Date(now - 40 * DAY) });
    await insertEvents(app, 7, stopped, [{ kind: 'hard_stop', state: 'stop1', questionId: 1 }]);
    await order('st-idle', 'abandoned', {
      createdAt: new Date(now - (INTAKE_ABANDONED_AFTER_DAYS * DAY + 60_000)),
    });
    const idleEvents = await order('st-idle-events', 'abandoned', { createdAt: new Date(now - 20 * DAY) });
    await db(app).query(
      `INSERT INTO intake_events (tenant_id, order_id, kind, state, answers, flow_version, occurred_at)
       VALUES (7, $1, 'answer', 'q3', '{}', 1, now() - make_interval(days => $2))`,
      [idleEvents, INTAKE_ABANDONED_AFTER_DAYS + 1],
    );
    await order('st-young', 'in_progress', {
      createdAt: new Date(now - (INTAKE_ABANDONED_AFTER_DAYS * DAY - 3_600_000)),
    });
    const paid = { paidAt: new Date(now - DAY), price: 90, purchaseStatus: 'ACTIVE' as const };
    await order('st-pending', 'pending_clinician', paid);
    await order('st-approved', 'approved', { ...paid, orderStatus: 'COMPLETE' });
    await order('st-paused', 'approved', { ...paid, orderStatus: 'COMPLETE', purchaseStatus: 'PAUSED' });
    const declined = await order('st-declined', 'declined', paid);
    await db(app).query(`UPDATE orders SET beluga = '{"status":"DECLINED"}' WHERE id = $1`, [declined]);
    const refunded = await order('st-refunded', 'refunded', { ...paid, orderStatus: 'COMPLETE' });
    await db(app).query(
      `UPDATE orders SET order_data = '{"orderStatus":"COMPLETE","items":[{"txnType":"SALE","amount":90},{"txnType":"REFUND","amount":90}]}'
        WHERE id = $1`,
      [refunded],
    );
    const original = await order('st-cancelled', 'cancelled', {
      ...paid,
      orderStatus: 'COMPLETE',
      purchaseStatus: 'CANCELLED',
    });
    await order('st-refill', 'refill_scheduled', {
      originalOrderId: original,
      createdAt: new Date(now - 60 * DAY),
    });
    // Another tenant's orders count for nothing here.
    await insertOrder(app, 6, { created: 'st-other-tenant', createdAt: new Date(now - 60 * DAY) });
  }, 120_000);

  it('labels every order by the rule, and the engine agrees with the SQL row by row', async () => {
    const list = await call(app, 'GET', '/api/admin/orders?q=st-&pageSize=100', { tenant: 7, token });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as AdminOrderSummary[];
    expect(Object.fromEntries(items.map((item) => [item.created, item.intakeState]))).toEqual(expected);
    expect(new Set(Object.values(expected))).toEqual(new Set(INTAKE_STATES));

    const rows = (await db(app).query(
      `SELECT o.created, o.paid_at IS NOT NULL AS paid, o.original_order_id IS NOT NULL AS refill,
              last.state, coalesce(last.occurred_at, o.created_at) AS activity,
              o.order_data->>'orderStatus' AS order_status, o.purchase_data->>'status' AS purchase_status,
              o.beluga->>'status' AS clinician_status,
              coalesce((SELECT array_agg(i->>'txnType') FROM jsonb_array_elements(o.order_data->'items') i), '{}') AS txn,
              now() AS now
         FROM orders o
         LEFT JOIN LATERAL (SELECT e.state, e.occurred_at FROM intake_events e
                             WHERE e.order_id = o.id ORDER BY e.id DESC LIMIT 1) last ON true
        WHERE o.tenant_id = 7 AND o.created LIKE 'st-%'`,
    )) as {
      created: string;
      paid: boolean;
      refill: boolean;
      state: string | null;
      activity: Date;
      order_status: string | null;
      purchase_status: string | null;
      clinician_status: string | null;
      txn: string[];
      now: Date;
    }[];
    for (const row of rows) {
      const state = intakeState(
        {
          paid: row.paid,
          refill: row.refill,
          lastState: row.state,
          lastActivityMs: row.activity.getTime(),
          orderStatus: row.order_status,
          purchaseStatus: row.purchase_status,
          clinicianStatus: row.clinician_status,
          txnTypes: row.txn,
        },
        row.now.getTime(),
      );
      expect(state, row.created).toBe(expected[row.created]);
    }
  });

  it('counts each state on the dashboard as the list filtered by it totals', async () => {
    const dashboard = (
      await call(app, 'GET', '/api/admin/dashboard', { tenant: 7, token })
    ).json() as AdminDashboardResponse;
    for (const state of INTAKE_STATES) {
      const filtered = await call(app, 'GET', `/api/admin/orders?status=${state}&pageSize=100`, {
        tenant: 7,
        token,
      });
      expect(filtered.statusCode, state).toBe(200);
      const body = filtered.json() as { total: number; items: AdminOrderSummary[] };
      expect(body.total, state).toBe(dashboard.intakeStates[state]);
      expect(
        body.items.every((item) => item.intakeState === state),
        state,
      ).toBe(true);
    }
    expect(dashboard.intakeStates).toMatchObject({ in_progress: 3, hard_stop: 1, abandoned: 2, approved: 2 });
    expect(dashboard.intakesInFlight).toBe(dashboard.intakeStates.in_progress);
    expect(dashboard.intakesAtHardStop).toBe(dashboard.intakeStates.hard_stop);
    expect(dashboard.pendingWithDoctor).toBe(dashboard.intakeStates.pending_clinician);
  });
});
