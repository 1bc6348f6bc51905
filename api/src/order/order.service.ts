import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type {
  ClinicianFlag,
  CreateOrderRequest,
  CreateOrderResponse,
  Order,
  OrderByCreatedResponse,
  OrderResume,
  StartData,
  UpdateOrderRequest,
  UpdateOrderResponse,
} from '@telehealth/schemas';
import { asOfDay, logAnswerSave, logNewIntake, walkAnswers, type IntakeLogEntry } from '@telehealth/engine';
import { DataSource, type EntityManager } from 'typeorm';

import { preparedQuery } from '../database/prepared-query.js';
import { FlowVersionsService } from '../flow/flow-versions.service.js';
import { Metrics } from '../metrics/metrics.service.js';
import { IntakeEventEntity } from './intake-event.entity.js';
import { OrderEntity } from './order.entity.js';
import { OrderException } from './order.exception.js';
import { clinicianFlagsOf } from './utils/clinician-flags.util.js';
import { assertMayActOnOrder, mayReadOrder, type OrderCaller } from './utils/order-access.util.js';
import { toOrder } from './utils/to-order.util.js';

/**
 * Who sent a request: the user it acts as and, when masquerading, the agent (both recorded in the event log),
 * and the role the order access rule (`order-access.util.ts`) needs.
 */
export type Actor = OrderCaller;

/** Postgres' unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The intake's life on the server: an order is created (pinned to the tenant's published intake version), its
 * answers are saved step by step (each step appended to the intake event log), and the flow machine decides
 * where the answers lead — the browser's word is never taken for it.
 */
@Injectable()
export class OrderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly flows: FlowVersionsService,
    private readonly metrics: Metrics,
  ) {}

  async create(tenantId: number, body: CreateOrderRequest, actor: Actor): Promise<CreateOrderResponse> {
    const version = await this.flows.publishedRow(tenantId, 'intake');
    if (!version) throw new NotFoundException(`No published intake flow for tenant ${tenantId}`);
    const compiled = await this.flows.compiled(version.id);
    const createdAt = new Date();
    const steps: IntakeStep[] = logNewIntake(compiled, asOfDay(createdAt));

    try {
      const created = await this.dataSource.transaction(async (manager) => {
        const order = await manager.save(
          manager.create(OrderEntity, {
            tenantId,
            created: body.created,
            flowVersionId: version.id,
            flowVersion: version.version,
            advData: body.advData,
            userId: actor.userId,
            createdAt,
          }),
        );
        await this.append(manager, order, steps, actor);
        return {
          orderId: String(order.id),
          created: order.created,
          flowVersion: order.flowVersion,
          revision: order.revision,
          state: steps.at(-1)?.state ?? 'checkout',
        };
      });
      this.metrics.intakesStarted.inc({ tenant: String(tenantId) });
      this.countHardStops(tenantId, steps);
      return created;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new OrderException('ORDER_EXISTS', body.created);
      }
      throw error;
    }
  }

  /**
   * Saves the columns of an update so that concurrent updates of one order apply one after the other and none is
   * lost: columns an update does not send are left as they are; with `revision`, an update based on an older
   * revision is refused with 409 instead of overwriting what it did not see.
   *
   * Two round trips in the usual case: the order is read without a lock, the answers are checked by the engine, and
   * one statement writes the sent columns and appends the intake events, only if nothing this decision depends on
   * changed meanwhile (the revision, which every save bumps; payment, owner, flow version, which other writers
   * change). When something did, the update is made again from the order as it is now, under its row lock.
   */
  async update(tenantId: number, body: UpdateOrderRequest, actor: Actor): Promise<UpdateOrderResponse> {
    assertMayRecordAgent(body.columns.agentId, actor);
    const read = await preparedQuery<OrderSaveRow>(
      this.dataSource.manager,
      'order-for-save',
      SELECT_FOR_SAVE,
      [tenantId, body.created],
    );
    const saved =
      (await this.save(this.dataSource.manager, read[0], body, actor)) ??
      (await this.dataSource.transaction(async (manager) => {
        const locked = await manager.query<OrderSaveRow[]>(`${SELECT_FOR_SAVE} FOR UPDATE`, [
          tenantId,
          body.created,
        ]);
        const again = await this.save(manager, locked[0], body, actor);
        if (!again) throw new Error(`order ${body.created} changed while locked`);
        return again;
      }));
    this.countHardStops(tenantId, saved.steps);
    return saved.response;
  }

  /**
   * Checks the update against `order` as read, computes what it changes and writes it in one statement guarded by
   * what was read; undefined when the order changed since it was read (nothing is written then). Answers the
   * response and the intake steps written.
   */
  private async save(
    manager: EntityManager,
    order: OrderSaveRow | undefined,
    body: UpdateOrderRequest,
    actor: Actor,
  ): Promise<{ response: UpdateOrderResponse; steps: IntakeStep[] } | undefined> {
    if (!order) throw new NotFoundException(`No order for created ${body.created}`);
    assertMayActOnOrder(
      { paidAt: order.paid_at, originalOrderId: order.original_order_id, userId: order.user_id },
      actor,
    );
    if (body.revision !== undefined && body.revision !== order.revision) {
      throw new OrderException('ORDER_REVISION_CONFLICT', body.revision, order.revision);
    }
    if (order.paid_at) {
      throw new OrderException('ORDER_PAID', order.id, 'its intake can no longer be changed');
    }

    const compiled = await this.flows.compiled(order.flow_version_id);
    const asOf = asOfDay(order.created_at);
    const { columns } = body;
    const steps: IntakeStep[] = [];
    let answers = order.start_data;
    let flags = order.clinician_flags;
    let state: string;

    if (columns.startData !== undefined) {
      const change = logAnswerSave(compiled, order.start_data, columns.startData, asOf);
      if (!change.ok) {
        throw new OrderException(change.refusal.code, change.refusal.message);
      }
      steps.push(...change.entries);
      answers = change.answers;
      state = change.state;
      // Written with the answers they come from: a save that takes the answer back takes the flag away.
      flags = clinicianFlagsOf(compiled.index, answers, asOf, order.clinician_flags, new Date());
    } else {
      state = walkAnswers(compiled.index, order.start_data, asOf).state;
    }
    if (columns.quizData !== undefined) steps.push(marker('quiz', state, answers));
    const agent = columns.agentId !== undefined && columns.agentCompletionDate !== undefined;
    if (agent) steps.push(marker('agent', state, answers));

    const rows = await preparedQuery<{ revision: number; updated_at: Date }>(
      manager,
      'order-guarded-save',
      GUARDED_SAVE,
      [
        order.id,
        order.revision,
        order.flow_version_id,
        order.user_id,
        order.original_order_id,
        columns.startData !== undefined,
        JSON.stringify(answers),
        columns.quizData !== undefined,
        JSON.stringify(columns.quizData ?? null),
        agent,
        agent ? columns.agentId : null,
        agent ? new Date(columns.agentCompletionDate!) : null,
        JSON.stringify(steps),
        actor.userId,
        actor.agentId,
        order.tenant_id,
        JSON.stringify(flags),
      ],
    );
    const written = rows[0];
    if (!written) return undefined;
    return {
      response: {
        orderId: String(order.id),
        created: order.created,
        updatedAt: written.updated_at.toISOString(),
        revision: written.revision,
        state,
      },
      steps,
    };
  }

  /**
   * The intake of a created value, to resume it (GET /api/order/created?created=). Knowing the created value is
   * enough while the intake is anonymous; once the order belongs to a customer (paid, a rebill, or started by a
   * logged-in user), only that customer and staff get it (`mayReadOrder`), anyone else only
   * `{created, loginRequired: true}`, which sends the storefront to /login. 404 for an unknown created value.
   */
  async byCreated(tenantId: number, created: string, caller: Actor): Promise<OrderByCreatedResponse> {
    const row = await this.dataSource.getRepository(OrderEntity).findOneBy({ tenantId, created });
    if (!row) throw new NotFoundException(`No order for created ${created}`);
    if (!mayReadOrder(row, caller)) return { created: row.created, loginRequired: true };
    const compiled = await this.flows.compiled(row.flowVersionId);
    return toResume(row, walkAnswers(compiled.index, row.startData, asOfDay(row.createdAt)).state);
  }

  /** A user's orders, newest first. */
  async forUser(tenantId: number, userId: number): Promise<Order[]> {
    const rows = await this.dataSource.getRepository(OrderEntity).find({
      where: { tenantId, userId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map(toOrder);
  }

  /** The intake funnel's hard stops: the steps of a save that landed on one. */
  private countHardStops(tenantId: number, steps: readonly IntakeStep[]): void {
    const hardStops = steps.filter((step) => step.kind === 'hard_stop').length;
    if (hardStops > 0) this.metrics.intakeHardStops.inc({ tenant: String(tenantId) }, hardStops);
  }

  private async append(manager: EntityManager, order: OrderEntity, steps: IntakeStep[], actor: Actor) {
    if (steps.length === 0) return;
    await manager.insert(
      IntakeEventEntity,
      steps.map((step) => ({
        tenantId: order.tenantId,
        orderId: order.id,
        kind: step.kind,
        questionId: step.questionId,
        machineEvent: step.machineEvent,
        state: step.state,
        answers: step.answers,
        flowVersion: order.flowVersion,
        actorUserId: actor.userId,
        agentId: actor.agentId,
      })),
    );
  }
}

/**
 * An agent's completion (`columns.agentId`) is recorded only with that agent's own mask token: 403 for anyone
 * else, so a patient cannot attribute their intake to an agent.
 */
function assertMayRecordAgent(agentId: number | undefined, actor: Actor): void {
  if (agentId === undefined || agentId === actor.agentId) return;
  throw new ForbiddenException(
    actor.agentId === null
      ? 'agentId may only be recorded with the mask token of that agent'
      : `agentId ${agentId} is not the agent of the mask token (${actor.agentId})`,
  );
}

/** The resume shape of GET /api/order/created?created= (for a caller who may read the order). */
function toResume(row: OrderEntity, state: string): OrderResume {
  return {
    orderId: String(row.id),
    created: row.created,
    flowVersion: row.flowVersion,
    revision: row.revision,
    state,
    startData: row.startData,
    advData: row.advData,
    quizData: row.quizData,
    selectedProduct: row.selectedProduct,
    payment: row.payment,
    shipping: row.shipping,
    userId: row.userId,
    beluga: row.beluga,
  };
}

/** What an update reads of its order (by tenant and created value). */
interface OrderSaveRow {
  id: number;
  tenant_id: number;
  created: string;
  flow_version_id: string;
  start_data: StartData;
  clinician_flags: ClinicianFlag[];
  paid_at: Date | null;
  original_order_id: number | null;
  user_id: number | null;
  created_at: Date;
  revision: number;
}

const SELECT_FOR_SAVE = `SELECT id, tenant_id, created, flow_version_id, start_data, clinician_flags, paid_at, original_order_id,
       user_id, created_at, revision
  FROM orders WHERE tenant_id = $1 AND created = $2`;

/**
 * Writes the sent columns (a flag per column: one not sent keeps what another writer put there; the clinician flags,
 * $17, with the answers) with a new revision
 * and appends the intake events ($13, a JSON array of IntakeSteps, in order), only while the order is as it was
 * read: same revision (every save bumps it), still unpaid, same owner and flow version (what checkout, a claim or an
 * admin may change without a save). No row answered means the order changed: nothing was written.
 */
const GUARDED_SAVE = `WITH written AS (
  UPDATE orders
     SET start_data = CASE WHEN $6::boolean THEN $7::jsonb ELSE start_data END,
         clinician_flags = CASE WHEN $6::boolean THEN $17::jsonb ELSE clinician_flags END,
         quiz_data = CASE WHEN $8::boolean THEN $9::jsonb ELSE quiz_data END,
         agent_id = CASE WHEN $10::boolean THEN $11::integer ELSE agent_id END,
         agent_completion_date = CASE WHEN $10::boolean THEN $12::timestamptz ELSE agent_completion_date END,
         revision = revision + 1, updated_at = now()
   WHERE tenant_id = $16 AND id = $1 AND revision = $2 AND paid_at IS NULL AND flow_version_id = $3::uuid
     AND user_id IS NOT DISTINCT FROM $4::integer AND original_order_id IS NOT DISTINCT FROM $5::integer
  RETURNING id, tenant_id, flow_version, revision, updated_at
), logged AS (
  INSERT INTO intake_events (tenant_id, order_id, kind, question_id, machine_event, state, answers, flow_version,
                             actor_user_id, agent_id)
  SELECT w.tenant_id, w.id, s.step->>'kind', (s.step->>'questionId')::integer,
         NULLIF(s.step->'machineEvent', 'null'::jsonb), s.step->>'state', s.step->'answers', w.flow_version,
         $14::integer, $15::integer
    FROM written w, jsonb_array_elements($13::jsonb) WITH ORDINALITY AS s(step, n)
   ORDER BY s.n
)
SELECT revision, updated_at FROM written`;

/**
 * One row of the intake event log: a machine event as the engine logs it (`logNewIntake`, `logAnswerSave`), or a
 * change the flow machine does not see (quiz data, an agent's completion), which keeps the state and answers.
 */
type IntakeStep =
  | IntakeLogEntry
  | { kind: 'quiz' | 'agent'; questionId: null; machineEvent: null; state: string; answers: StartData };

function marker(kind: 'quiz' | 'agent', state: string, answers: StartData): IntakeStep {
  return { kind, questionId: null, machineEvent: null, state, answers };
}
