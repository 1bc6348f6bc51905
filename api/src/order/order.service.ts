import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type {
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

import { FlowVersionsService } from '../flow/flow-versions.service.js';
import { IntakeEventEntity } from './intake-event.entity.js';
import { OrderEntity } from './order.entity.js';
import { OrderException } from './order.exception.js';
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
  ) {}

  async create(tenantId: number, body: CreateOrderRequest, actor: Actor): Promise<CreateOrderResponse> {
    const version = await this.flows.publishedRow(tenantId, 'intake');
    if (!version) throw new NotFoundException(`No published intake flow for tenant ${tenantId}`);
    const compiled = await this.flows.compiled(version.id);
    const createdAt = new Date();
    const steps: IntakeStep[] = logNewIntake(compiled, asOfDay(createdAt));

    try {
      return await this.dataSource.transaction(async (manager) => {
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
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new OrderException('ORDER_EXISTS', body.created);
      }
      throw error;
    }
  }

  /**
   * Saves the columns of an update under a row lock, so concurrent updates of one order apply one after the
   * other and none is lost: columns an update does not send are left as they are; with `revision`, an update
   * based on an older revision is refused with 409 instead of overwriting what it did not see.
   */
  async update(tenantId: number, body: UpdateOrderRequest, actor: Actor): Promise<UpdateOrderResponse> {
    assertMayRecordAgent(body.columns.agentId, actor);
    return this.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(OrderEntity, {
        where: { tenantId, created: body.created },
        lock: { mode: 'pessimistic_write' },
      });
      if (!order) throw new NotFoundException(`No order for created ${body.created}`);
      assertMayActOnOrder(order, actor);
      if (body.revision !== undefined && body.revision !== order.revision) {
        throw new OrderException('ORDER_REVISION_CONFLICT', body.revision, order.revision);
      }
      if (order.paidAt) {
        throw new OrderException('ORDER_PAID', order.id, 'its intake can no longer be changed');
      }

      const compiled = await this.flows.compiled(order.flowVersionId);
      const asOf = asOfDay(order.createdAt);
      const { columns } = body;
      const steps: IntakeStep[] = [];
      let state = walkAnswers(compiled.index, order.startData, asOf).state;

      if (columns.startData !== undefined) {
        const change = logAnswerSave(compiled, order.startData, columns.startData, asOf);
        if (!change.ok) {
          throw new OrderException(change.refusal.code, change.refusal.message);
        }
        steps.push(...change.entries);
        order.startData = change.answers;
        state = change.state;
      }
      if (columns.quizData !== undefined) {
        order.quizData = columns.quizData;
        steps.push(marker('quiz', state, order.startData));
      }
      if (columns.agentId !== undefined && columns.agentCompletionDate !== undefined) {
        order.agentId = columns.agentId;
        order.agentCompletionDate = new Date(columns.agentCompletionDate);
        steps.push(marker('agent', state, order.startData));
      }

      // One UPDATE (no re-read of the row, which is locked): the columns an update may change, a new revision.
      const [[written]]: [{ revision: number; updated_at: Date }[], number] = await manager.query(
        `UPDATE orders SET start_data = $2, quiz_data = $3, agent_id = $4, agent_completion_date = $5,
                revision = revision + 1, updated_at = now()
          WHERE id = $1 RETURNING revision, updated_at`,
        [
          order.id,
          JSON.stringify(order.startData),
          JSON.stringify(order.quizData),
          order.agentId,
          order.agentCompletionDate,
        ],
      );
      if (!written) throw new Error(`order ${order.id} vanished while locked`);
      await this.append(manager, order, steps, actor);
      return {
        orderId: String(order.id),
        created: order.created,
        updatedAt: written.updated_at.toISOString(),
        revision: written.revision,
        state,
      };
    });
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
