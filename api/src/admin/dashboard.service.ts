import { Injectable } from '@nestjs/common';
import { INTAKE_STATES } from '@telehealth/engine';
import type { AdminDashboardResponse, AdminDashboardWindow, AdminIntakeState } from '@telehealth/schemas';
import { DataSource } from 'typeorm';

import { INTAKE_STATE_JOIN, LAST_INTAKE_EVENT_JOIN } from './utils/intake-state.sql.js';

const WINDOWS = ['today', 'd7', 'd30'] as const;

/** numeric and bigint come back from pg as strings. */
const count = (value: unknown): number => Number(value ?? 0);
const money = (value: unknown): number => Math.round(Number(value ?? 0) * 100) / 100;

@Injectable()
export class DashboardService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The tenant's figures, each computed by PostgreSQL. Revenue: the price of the orders paid in the window, less
   * what was given back on them (a voided hold, refunds), so a declined patient's order counts for nothing. Intake
   * states: the engine's intakeState rule, by the same SQL as the order list's filter.
   */
  async figures(tenantId: number): Promise<AdminDashboardResponse> {
    const windowColumns = WINDOWS.map(
      (w) => `
        count(o.id) FILTER (WHERE o.created_at >= b.${w}) AS started_${w},
        count(o.id) FILTER (WHERE o.paid_at >= b.${w}) AS paid_${w},
        coalesce(sum(o.price - r.returned) FILTER (WHERE o.paid_at >= b.${w}), 0) AS revenue_${w}`,
    ).join(',');
    const [orders] = (await this.dataSource.query(
      `WITH b AS (
         SELECT now() AS now,
                date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS today,
                now() - interval '7 days' AS d7,
                now() - interval '30 days' AS d30
       )
       SELECT b.now, b.today, b.d7, b.d30, ${windowColumns},
         (SELECT count(*) FROM users u WHERE u.tenant_id = $1 AND u.role = 1) AS customers
       FROM b LEFT JOIN orders o ON o.tenant_id = $1
       -- Money given back (a declined or cancelled order's released hold, a refund) is no revenue.
       LEFT JOIN LATERAL (
         SELECT coalesce(sum((i->>'amount')::numeric), 0) AS returned
           FROM jsonb_array_elements(coalesce(o.order_data->'items', '[]'::jsonb)) i
          WHERE i->>'txnType' IN ('VOID', 'REFUND', 'CHARGEBACK')
       ) r ON true
       GROUP BY b.now, b.today, b.d7, b.d30`,
      [tenantId],
    )) as Record<string, unknown>[];
    if (!orders) throw new Error('The dashboard query returned no row');

    // The order list's own rule and joins (intake-state.sql.ts), so each figure is the total of its filtered list.
    const stateRows = (await this.dataSource.query(
      `SELECT intake.state, count(*) AS n
         FROM orders o ${LAST_INTAKE_EVENT_JOIN} ${INTAKE_STATE_JOIN}
        WHERE o.tenant_id = $1
        GROUP BY intake.state`,
      [tenantId],
    )) as { state: AdminIntakeState; n: string }[];
    const intakeStates = Object.fromEntries(
      INTAKE_STATES.map((state) => [state, count(stateRows.find((row) => row.state === state)?.n)]),
    ) as AdminDashboardResponse['intakeStates'];

    // A subscription is an original order and its rebills; its status is the newest one's purchase status, which
    // is what the order system bills. Subscription actions and a clinician's decline write the purchase's status to
    // the sale and its recurring orders alike (applyPurchaseChange), so this agrees with the customer's view.
    const subscriptions = (await this.dataSource.query(
      `SELECT s.status, count(*) AS n FROM (
         SELECT DISTINCT ON (coalesce(original_order_id, id)) purchase_data->>'status' AS status
           FROM orders
          WHERE tenant_id = $1 AND purchase_data IS NOT NULL
          ORDER BY coalesce(original_order_id, id), created_at DESC, id DESC
       ) s GROUP BY s.status`,
      [tenantId],
    )) as { status: string; n: string }[];
    const byStatus = (status: string) => count(subscriptions.find((s) => s.status === status)?.n);

    const window = (w: (typeof WINDOWS)[number]): AdminDashboardWindow => ({
      since: (orders[w] as Date).toISOString(),
      ordersStarted: count(orders[`started_${w}`]),
      paidOrders: count(orders[`paid_${w}`]),
      revenue: money(orders[`revenue_${w}`]),
    });
    return {
      generatedAt: (orders['now'] as Date).toISOString(),
      today: window('today'),
      last7Days: window('d7'),
      last30Days: window('d30'),
      intakesInFlight: intakeStates.in_progress,
      intakesAtHardStop: intakeStates.hard_stop,
      pendingWithDoctor: intakeStates.pending_clinician,
      intakeStates,
      subscriptions: {
        active: byStatus('ACTIVE'),
        paused: byStatus('PAUSED'),
        cancelled: byStatus('CANCELLED'),
      },
      customers: count(orders['customers']),
    };
  }
}
