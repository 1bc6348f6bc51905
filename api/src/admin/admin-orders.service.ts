import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  asOfDay,
  FlowCompileError,
  INTAKE_STATES,
  orderDisplayStatus,
  recordedEvent,
  replayIntake,
} from '@telehealth/engine';
import type { CompiledFlow, IntakeEvent } from '@telehealth/engine';
import type {
  AdminIntakeState,
  AdminOrderDetailResponse,
  AdminOrderListResponse,
  AdminOrderReplayResponse,
  AdminOrdersQuery,
  AdminOrderSummary,
  CalculatedValue,
  ClinicianVisit,
  IntakeTimelineEntry,
  OrderData,
  PurchaseData,
} from '@telehealth/schemas';
import { DataSource, Repository } from 'typeorm';

import { containsPattern, paging, sameJson, searchId } from '../common/utils/paging.util.js';
import { FlowVersionsService } from '../flow/flow-versions.service.js';
import { IntakeEventEntity } from '../order/intake-event.entity.js';
import { OrderEntity } from '../order/order.entity.js';
import { orderCalculatedValues } from '../order/utils/calculated-values.util.js';
import { toOrder } from '../order/utils/to-order.util.js';
import { INTAKE_STATE_JOIN, LAST_INTAKE_EVENT_JOIN } from './utils/intake-state.sql.js';

interface OrderListRow {
  id: number;
  created: string;
  created_at: Date;
  price: string | null;
  flow_version: number;
  paid: boolean;
  order_data: OrderData;
  purchase_data: PurchaseData | null;
  status: number | null;
  beluga: ClinicianVisit | null;
  customer_email: string | null;
  customer_name: string | null;
  state: string | null;
  intake_state: AdminIntakeState;
  open_review_flags: number;
  clinician_flags: number;
}

/** An answer value that looks like an email address (the email question's answer). */
const EMAIL_ANSWER = `jsonb_typeof(a.value->'value') = 'string' AND a.value->>'value' LIKE '%_@_%'`;

/** The FROM clause of the order list: the order, its account, its first email answer and its latest state. */
const ORDER_LIST_FROM = `
  FROM orders o
  LEFT JOIN users u ON u.id = o.user_id AND u.tenant_id = o.tenant_id
  LEFT JOIN LATERAL (
    SELECT a.value->>'value' AS email FROM jsonb_each(o.start_data) a
     WHERE ${EMAIL_ANSWER} ORDER BY length(a.key), a.key LIMIT 1
  ) answered ON true
  ${LAST_INTAKE_EVENT_JOIN}
  ${INTAKE_STATE_JOIN}
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS open FROM clinical_review_flags f
     WHERE f.tenant_id = o.tenant_id AND f.order_id = o.id AND f.resolved_at IS NULL
  ) flags ON true`;

const STATUS_FILTERS: Record<string, string> = {
  paid: 'o.paid_at IS NOT NULL',
  review: 'flags.open > 0',
  // The partial index orders_tenant_id_flagged_idx has this predicate.
  flagged: `o.clinician_flags <> '[]'::jsonb`,
};
const INTAKE_STATE_FILTERS: ReadonlySet<string> = new Set(INTAKE_STATES);

@Injectable()
export class AdminOrdersService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(IntakeEventEntity) private readonly events: Repository<IntakeEventEntity>,
    private readonly flows: FlowVersionsService,
  ) {}

  /**
   * One page of the tenant's orders, newest first, filtered by status (`flagged`: orders whose answers raise a
   * clinician flag) and search text (and customer).
   */
  async list(tenantId: number, query: AdminOrdersQuery, userId?: number): Promise<AdminOrderListResponse> {
    const { page, pageSize, offset } = paging(query);
    const params: unknown[] = [tenantId];
    const where = ['o.tenant_id = $1'];
    if (userId !== undefined) {
      params.push(userId);
      where.push(`o.user_id = $${params.length}`);
    }
    if (query.status !== undefined) {
      const fixed = STATUS_FILTERS[query.status];
      if (fixed) where.push(fixed);
      else if (INTAKE_STATE_FILTERS.has(query.status)) {
        params.push(query.status);
        where.push(`intake.state = $${params.length}`);
      } else {
        params.push(query.status);
        where.push(`o.order_data->>'orderStatus' = $${params.length}`);
      }
    }
    const q = query.q?.trim();
    if (q) {
      params.push(containsPattern(q));
      const p = `$${params.length}`;
      const matches = [
        `o.created ILIKE ${p}`,
        `u.email ILIKE ${p}`,
        `o.shipping->>'email' ILIKE ${p}`,
        `EXISTS (SELECT 1 FROM jsonb_each(o.start_data) a WHERE ${EMAIL_ANSWER} AND a.value->>'value' ILIKE ${p})`,
      ];
      const id = searchId(q);
      if (id !== null) {
        params.push(id);
        matches.push(`o.id = $${params.length}`);
      }
      where.push(`(${matches.join(' OR ')})`);
    }
    const whereSql = `WHERE ${where.join(' AND ')}`;

    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total ${ORDER_LIST_FROM} ${whereSql}`,
      params,
    )) as [{ total: number }];
    const rows = (await this.dataSource.query(
      `SELECT o.id, o.created, o.created_at, o.price, o.flow_version, o.paid_at IS NOT NULL AS paid,
              o.order_data, o.purchase_data, o.status, o.beluga,
              coalesce(u.email, o.shipping->>'email', answered.email) AS customer_email,
              CASE WHEN o.shipping IS NULL THEN NULL
                   ELSE concat_ws(' ', o.shipping->>'firstName', o.shipping->>'lastName') END AS customer_name,
              last.state, intake.state AS intake_state, flags.open AS open_review_flags,
              jsonb_array_length(o.clinician_flags) AS clinician_flags
       ${ORDER_LIST_FROM} ${whereSql}
       ORDER BY o.created_at DESC, o.id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, offset],
    )) as OrderListRow[];
    return { items: rows.map(toSummary), total, page, pageSize };
  }

  /**
   * The order, its intake timeline (oldest event first), the clinician flags its answers raise and the values they
   * give (BMI, the flow's calculations) on its pinned flow version; 404 for an unknown id or another tenant's order.
   */
  async detail(tenantId: number, orderId: number): Promise<Omit<AdminOrderDetailResponse, 'reviewFlags'>> {
    const order = await this.findOrder(tenantId, orderId);
    const events = await this.events.find({ where: { tenantId, orderId }, order: { id: 'ASC' } });
    return {
      order: toOrder(order),
      timeline: events.map(toTimelineEntry),
      clinicianFlags: order.clinicianFlags,
      calculatedValues: await this.calculatedValues(order),
    };
  }

  /** The values the order's answers give; none when its flow version does not compile (the replay says why). */
  private async calculatedValues(order: OrderEntity): Promise<CalculatedValue[]> {
    try {
      const { index } = await this.flows.compiled(order.flowVersionId);
      return orderCalculatedValues(index, order.startData, order.createdAt);
    } catch (error) {
      if (error instanceof FlowCompileError) return [];
      throw error;
    }
  }

  /**
   * Replays the order's recorded machine events through the flow version it is pinned to, as of the day it was
   * created (UTC), and compares every step with what was recorded.
   */
  async replay(tenantId: number, orderId: number): Promise<AdminOrderReplayResponse> {
    const order = await this.findOrder(tenantId, orderId);
    const flow = await this.flows.row(tenantId, order.flowVersionId);
    if (!flow)
      throw new Error(`Order ${orderId} is pinned to flow version ${order.flowVersionId}, which is missing`);
    let compiled: CompiledFlow;
    try {
      compiled = await this.flows.compiled(flow.id);
    } catch (error) {
      if (error instanceof FlowCompileError) {
        throw new UnprocessableEntityException(
          `Flow ${flow.key} version ${flow.version} of order ${orderId} does not compile: ${error.message}`,
        );
      }
      throw error;
    }

    const rows = await this.events.find({ where: { tenantId, orderId }, order: { id: 'ASC' } });
    const machineRows = rows.filter(
      (row): row is IntakeEventEntity & { machineEvent: IntakeEvent } => row.machineEvent !== null,
    );
    const asOf = asOfDay(order.createdAt);
    const result = replayIntake(compiled, { asOf, events: machineRows.map(recordedEvent) });
    const eventIdAt = (index: number) => (machineRows[index] as IntakeEventEntity).id;
    const storedState = rows.at(-1)?.state ?? null;

    return {
      orderId: String(order.id),
      userId: order.userId,
      flowVersion: flow.version,
      asOf,
      eventsReplayed: machineRows.length,
      eventsWithoutMachineEvent: rows.length - machineRows.length,
      steps: result.steps.map((step) => {
        const row = machineRows[step.index] as IntakeEventEntity;
        return {
          index: step.index,
          eventId: row.id,
          kind: row.kind,
          occurredAt: row.occurredAt.toISOString(),
          event: step.event,
          accepted: step.accepted,
          ...(step.reason === undefined ? {} : { reason: step.reason }),
          state: step.state,
          status: step.status,
          answers: step.context.answers,
          recorded: { state: row.state, answers: row.answers },
        };
      }),
      firstRejected: result.firstRejected
        ? { ...result.firstRejected, eventId: eventIdAt(result.firstRejected.index) }
        : null,
      firstDivergence: result.firstDivergence
        ? {
            index: result.firstDivergence.index,
            eventId: eventIdAt(result.firstDivergence.index),
            field: result.firstDivergence.field,
            expected: result.firstDivergence.expected,
            actual: result.firstDivergence.actual,
          }
        : null,
      finalState: result.final.state,
      finalStatus: result.final.status,
      storedState,
      finalStateMatchesStored: storedState === result.final.state,
      finalAnswersMatchOrder: sameJson(result.final.context.answers, order.startData),
    };
  }

  private async findOrder(tenantId: number, orderId: number): Promise<OrderEntity> {
    const order = await this.orders.findOneBy({ tenantId, id: orderId });
    if (!order) throw new NotFoundException(`Unknown order: ${orderId}`);
    return order;
  }
}

function toSummary(row: OrderListRow): AdminOrderSummary {
  return {
    orderId: String(row.id),
    created: row.created,
    createdAt: row.created_at.toISOString(),
    customerEmail: row.customer_email,
    customerName: row.customer_name?.trim() || null,
    price: row.price === null ? null : Number(row.price),
    displayStatus: orderDisplayStatus({
      orderData: row.order_data,
      purchaseData: row.purchase_data,
      status: row.status,
      beluga: row.beluga,
    }),
    flowVersion: row.flow_version,
    paid: row.paid,
    state: row.state,
    intakeState: row.intake_state,
    openReviewFlags: row.open_review_flags,
    clinicianFlags: row.clinician_flags,
  };
}

function toTimelineEntry(row: IntakeEventEntity): IntakeTimelineEntry {
  return {
    id: row.id,
    kind: row.kind,
    questionId: row.questionId,
    state: row.state,
    occurredAt: row.occurredAt.toISOString(),
    flowVersion: row.flowVersion,
    agentId: row.agentId,
    actorUserId: row.actorUserId,
  };
}
