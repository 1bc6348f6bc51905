import { INTAKE_ABANDONED_AFTER_DAYS } from '@telehealth/engine';

/**
 * The SQL of the engine's `intakeState` rule, for lists, filters and counts that PostgreSQL must do itself. The
 * clauses are the rule's, in its order; `intake-state.sql.test.ts` checks both agree on every state. The
 * fragments expect the orders table as `o`.
 */

/** A hard-stop state of the intake machine (the engine's isHardStopState). */
const HARD_STOP_STATE_PATTERN = '^stop[0-9]+$';

/** `last`: the order's latest intake event (state, occurred_at), if any. */
export const LAST_INTAKE_EVENT_JOIN = `
  LEFT JOIN LATERAL (
    SELECT e.state, e.occurred_at FROM intake_events e
     WHERE e.order_id = o.id AND e.tenant_id = o.tenant_id
     ORDER BY e.id DESC LIMIT 1
  ) last ON true`;

/** `intake.state`: the order's AdminIntakeState; needs LAST_INTAKE_EVENT_JOIN before it. */
export const INTAKE_STATE_JOIN = `
  CROSS JOIN LATERAL (
    SELECT CASE
      WHEN o.paid_at IS NULL AND o.original_order_id IS NOT NULL THEN 'refill_scheduled'
      WHEN o.paid_at IS NULL AND last.state ~ '${HARD_STOP_STATE_PATTERN}' THEN 'hard_stop'
      WHEN o.paid_at IS NULL
       AND coalesce(last.occurred_at, o.created_at) <= now() - make_interval(days => ${INTAKE_ABANDONED_AFTER_DAYS})
        THEN 'abandoned'
      WHEN o.paid_at IS NULL THEN 'in_progress'
      WHEN o.beluga->>'status' = 'DECLINED' OR o.order_data->>'orderStatus' = 'DECLINED' THEN 'declined'
      WHEN EXISTS (
        SELECT 1 FROM jsonb_array_elements(
          CASE jsonb_typeof(o.order_data->'items') WHEN 'array' THEN o.order_data->'items' ELSE '[]'::jsonb END
        ) i WHERE i->>'txnType' IN ('REFUND', 'CHARGEBACK')
      ) THEN 'refunded'
      WHEN o.order_data->>'orderStatus' = 'CANCELLED' OR o.purchase_data->>'status' = 'CANCELLED' THEN 'cancelled'
      WHEN o.order_data->>'orderStatus' = 'PENDING' THEN 'pending_clinician'
      ELSE 'approved'
    END AS state
  ) intake`;
