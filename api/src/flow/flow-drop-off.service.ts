import { Injectable, NotFoundException } from '@nestjs/common';
import type {
  CancellationOutcome,
  CancellationOutcomeCounts,
  FlowDropOffQuestion,
  FlowDropOffResponse,
  FlowKey,
} from '@telehealth/schemas';
import { DataSource } from 'typeorm';

/**
 * The questions of the version's document ($2, of tenant $1) in document order, a repeated id counted once at its
 * first place: the rows every figure of a version is given for.
 */
const QUESTIONS_CTE = `questions AS (
    SELECT DISTINCT ON (q.id) q.id, q.position
      FROM flow_versions f
      CROSS JOIN LATERAL (
        SELECT (question->>'id')::integer AS id, position
          FROM jsonb_array_elements(f.document->'questions') WITH ORDINALITY AS item(question, position)
      ) q
     WHERE f.id = $2 AND f.tenant_id = $1
     ORDER BY q.id, q.position
  )`;

/**
 * The figures of one version, in one statement. `pinned` are the intakes on the version (orders whose
 * flow_version_id is its row; a subscription's recurring orders are not intakes). `visits` counts, per state, the
 * distinct orders that were ever in it; `latest` counts, per state, the orders whose newest event left them in it
 * (one indexed lookup per order on intake_events (order_id, id)). Each question of the document, in document
 * order (a repeated id counted once, at its first place), gets its q{id} and stop{id} figures. One statement,
 * so every figure comes from the same snapshot.
 */
const DROP_OFF_SQL = `
  WITH pinned AS (
    SELECT o.id FROM orders o
     WHERE o.tenant_id = $1 AND o.flow_version_id = $2 AND o.original_order_id IS NULL
  ),
  visits AS (
    SELECT e.state, count(DISTINCT e.order_id)::integer AS orders
      FROM intake_events e JOIN pinned p ON p.id = e.order_id
     WHERE e.tenant_id = $1
     GROUP BY e.state
  ),
  latest AS (
    SELECT last.state, count(*)::integer AS orders
      FROM pinned p
      CROSS JOIN LATERAL (
        SELECT e.state FROM intake_events e
         WHERE e.order_id = p.id AND e.tenant_id = $1
         ORDER BY e.id DESC LIMIT 1
      ) last
     GROUP BY last.state
  ),
  ${QUESTIONS_CTE}
  SELECT (SELECT count(*)::integer FROM pinned) AS intakes,
         coalesce((
           SELECT json_agg(json_build_object(
                    'questionId', q.id,
                    'reached', coalesce(v.orders, 0),
                    'stopped', coalesce(l.orders, 0),
                    'hardStopped', coalesce(s.orders, 0)
                  ) ORDER BY q.position)
             FROM questions q
             LEFT JOIN visits v ON v.state = 'q' || q.id
             LEFT JOIN latest l ON l.state = 'q' || q.id
             LEFT JOIN latest s ON s.state = 'stop' || q.id
         ), '[]') AS questions`;

/**
 * A cancellation flow version's completions, from the subscription event log (`cancellation_flow` events of the
 * version): per question of the document how many completed flows passed it (`reached`; nobody "stops" in a flow
 * that is only recorded once it ends), the completions, and the count per outcome.
 */
const CANCELLATION_SQL = `
  WITH completed AS (
    SELECT e.details FROM subscription_events e
     WHERE e.tenant_id = $1 AND e.action = 'cancellation_flow'
       AND e.details->>'key' = 'cancellation' AND (e.details->>'version')::integer = $3
  ),
  ${QUESTIONS_CTE}
  SELECT (SELECT count(*)::integer FROM completed) AS completed,
         coalesce((
           SELECT json_object_agg(outcome, n)
             FROM (SELECT details->>'outcome' AS outcome, count(*)::integer AS n FROM completed GROUP BY 1) o
         ), '{}') AS outcomes,
         coalesce((
           SELECT json_agg(json_build_object(
                    'questionId', q.id,
                    'reached', (SELECT count(*)::integer FROM completed c WHERE c.details->'path' @> to_jsonb(q.id)),
                    'stopped', 0,
                    'hardStopped', 0
                  ) ORDER BY q.position)
             FROM questions q
         ), '[]') AS questions`;

const OUTCOMES: readonly CancellationOutcome[] = [
  'cancel',
  'pause',
  'skip',
  'accept_offer',
  'contact_support',
  'keep',
];

/**
 * Where the intakes of a flow version went, from the append-only intake event log: for each question how many
 * orders reached it, how many are still there and how many ended at its hard stop. Computed by PostgreSQL and
 * scoped to the tenant.
 */
@Injectable()
export class FlowDropOffService {
  constructor(private readonly dataSource: DataSource) {}

  /** The version's figures; 404 when the tenant has no such version. */
  async dropOff(tenantId: number, key: FlowKey, version: number): Promise<FlowDropOffResponse> {
    const [flow] = (await this.dataSource.query(
      `SELECT id FROM flow_versions WHERE tenant_id = $1 AND key = $2 AND version = $3`,
      [tenantId, key, version],
    )) as { id: string }[];
    if (!flow) throw new NotFoundException(`Unknown ${key} flow version: ${version}`);
    if (key === 'cancellation') return this.cancellations(tenantId, flow.id, version);

    const [row] = (await this.dataSource.query(DROP_OFF_SQL, [tenantId, flow.id])) as [
      { intakes: number; questions: FlowDropOffQuestion[] },
    ];
    return { key, version, intakes: row.intakes, questions: row.questions };
  }

  /**
   * A cancellation flow's figures: `intakes` counts the completed flows, `outcomes` how they ended and the save
   * rate (saved = any outcome but cancel, over completed).
   */
  private async cancellations(
    tenantId: number,
    flowId: string,
    version: number,
  ): Promise<FlowDropOffResponse> {
    const [row] = (await this.dataSource.query(CANCELLATION_SQL, [tenantId, flowId, version])) as [
      {
        completed: number;
        outcomes: Partial<Record<CancellationOutcome, number>>;
        questions: FlowDropOffQuestion[];
      },
    ];
    const byOutcome = Object.fromEntries(
      OUTCOMES.map((o) => [o, row.outcomes[o] ?? 0]),
    ) as CancellationOutcomeCounts['byOutcome'];
    const saved = row.completed - byOutcome.cancel;
    return {
      key: 'cancellation',
      version,
      intakes: row.completed,
      questions: row.questions,
      outcomes: {
        completed: row.completed,
        saved,
        saveRate: row.completed === 0 ? null : saved / row.completed,
        byOutcome,
      },
    };
  }
}
