import { randomUUID } from 'node:crypto';

import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import {
  arrangeOrders,
  asOfDay,
  CHECKOUT,
  checkAnswer,
  failedCheck,
  followupCycle,
  followupDue,
  type FollowupCycle,
  questionIdOf,
  routeAnswer,
  walkAnswers,
  type FlowIndex,
} from '@telehealth/engine';
import {
  type ClinicianFlag,
  type ClinicianVisit,
  type FollowupOrderResponse,
  type FollowupState,
  type FollowupSubmitResponse,
  isStaffRole,
  type LoginTokenPayload,
  type StartData,
} from '@telehealth/schemas';
import { DataSource, IsNull, Not, QueryFailedError, type EntityManager } from 'typeorm';

import { FlowVersionsService } from '../flow/flow-versions.service.js';
import { OrderEntity } from '../order/order.entity.js';
import { ClinicalReviewService } from '../clinical-review/clinical-review.service.js';
import { clinicianFlagsOf } from '../order/utils/clinician-flags.util.js';
import { parseOrderId, toOrder } from '../order/utils/to-order.util.js';
import { FollowupVisitEntity } from './followup-visit.entity.js';
import { FollowupException } from './followup.exception.js';

/** The 422 message of a follow-up whose answers stop at a hard stop (the storefront shows its own copy). */
function hardStopMessage(questionId: number, message: string): string {
  return `Follow-up answers stop at question ${questionId}: ${message || 'this answer ends the follow-up'}`;
}

/**
 * Why the answers stop at `state` (a question state) instead of reaching the end of the follow-up; `earlier` are
 * the answers of the walk before it (a check across answers reads them).
 */
function stopReason(
  index: FlowIndex,
  state: string,
  startData: StartData,
  earlier: StartData,
  asOf: string,
): string {
  const id = questionIdOf(state);
  const question = id === undefined ? undefined : index.questions.get(id);
  if (id === undefined || !question) return `the answers stop at ${state}, before the end of the follow-up`;
  const where = `question ${id} ('${question.title}')`;
  const recorded = startData[String(id)];
  if (!recorded) return `Follow-up answers stop at ${where}: it is not answered`;
  const checked = checkAnswer(question, recorded.value, asOf);
  if (!checked.ok) return `Follow-up answers stop at ${where}: ${checked.reason}`;
  const refusal = failedCheck(index, question, checked.value, earlier, asOf);
  if (refusal !== undefined) return `Follow-up answers stop at ${where}: ${refusal}`;
  const route = routeAnswer(index, question, checked.value, asOf, startData);
  if (!route.ok) return `Follow-up answers stop at ${where}: ${route.reason}`;
  return `Follow-up answers stop at ${where}: the flow returns to a question already answered`;
}

/** The part of a visible order (a sale) a follow-up decision reads and writes. */
type SaleRow = Pick<
  OrderEntity,
  'id' | 'tenantId' | 'userId' | 'purchaseData' | 'orderData' | 'prescription' | 'beluga' | 'paidAt'
>;

/** Today, the day follow-up windows are counted in (UTC, as the engine's asOf). */
const today = (now: Date = new Date()) => asOfDay(now);

@Injectable()
export class FollowupService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reviews: ClinicalReviewService,
    private readonly flows: FlowVersionsService,
  ) {}

  /**
   * The order the customer sees for an order id: the order itself, or, for a recurring order the order system
   * made (`originalOrderId`, hidden from the customer's lists), its sale. A customer reaches only their own orders
   * (anything else is null, which callers answer 404), staff any order of the tenant. Locked when `lock` is given.
   */
  private async visibleOrder(
    manager: EntityManager,
    tenantId: number,
    caller: LoginTokenPayload,
    id: number,
    lock?: 'pessimistic_write',
  ): Promise<OrderEntity | null> {
    const owner = isStaffRole(caller.role) ? {} : { userId: caller.userId };
    const repository = manager.getRepository(OrderEntity);
    const row = await repository.findOneBy({ tenantId, id, ...owner });
    const saleId = row?.originalOrderId ?? row?.id;
    if (saleId === undefined) return null;
    return repository.findOne({
      where: { tenantId, id: saleId, originalOrderId: IsNull(), ...owner },
      ...(lock ? { lock: { mode: lock } } : {}),
    });
  }

  /** The follow-up of a visible order on `day`: its refill cycle, and what is recorded for that cycle. */
  async stateOf(manager: EntityManager, sale: SaleRow, day: string = today()): Promise<FollowupState> {
    const found = followupCycle(sale);
    const record = found.ok ? await this.cycleRecord(manager, sale, found.cycle) : undefined;
    const decision = followupDue(sale, day, record);
    return {
      orderId: String(sale.id),
      phase: decision.phase,
      reason: decision.reason,
      billDate: decision.cycle?.billDate ?? null,
      opensOn: decision.cycle?.opensOn ?? null,
      completedAt: record?.completedAt ?? null,
    };
  }

  /** When the cycle's follow-up was completed (null: not yet), and whether a clinician must look first. */
  private async cycleRecord(
    manager: EntityManager,
    sale: SaleRow,
    cycle: FollowupCycle,
  ): Promise<{ completedAt: string | null; underReview: boolean }> {
    const [done] = (await manager.query(
      `SELECT submitted_at FROM followup_visits
        WHERE tenant_id = $1 AND order_id = $2 AND bill_date = $3 AND status = 'completed'`,
      [sale.tenantId, sale.id, cycle.billDate],
    )) as { submitted_at: Date }[];
    return {
      completedAt: done ? done.submitted_at.toISOString() : null,
      underReview: await this.reviews.holdsOrder(sale.tenantId, sale.id, manager),
    };
  }

  /**
   * GET /api/account/followups: the follow-up of each of the customer's subscriptions, newest first: the orders
   * the order list shows (no recurring orders), one per purchase (its newest sale, as the subscriptions list).
   */
  async list(tenantId: number, userId: number): Promise<FollowupState[]> {
    const manager = this.dataSource.manager;
    const rows = await manager.getRepository(OrderEntity).findBy({
      tenantId,
      userId,
      originalOrderId: IsNull(),
      purchaseData: Not(IsNull()),
    });
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    const { orders } = arrangeOrders(rows.map(toOrder));
    const purchases = new Set<string>();
    const result: FollowupState[] = [];
    const day = today();
    for (const order of orders) {
      const purchase = order.purchaseData?.purchaseId ?? `order:${order.orderId}`;
      if (purchases.has(purchase)) continue;
      purchases.add(purchase);
      result.push(await this.stateOf(manager, byId.get(order.orderId)!, day));
    }
    return result;
  }

  /**
   * GET /api/order/orderId/:id: the order a follow-up is for (a recurring order's id answers its sale, the order
   * the customer sees) and the state of its follow-up. A customer sees their own orders only (404 for any other),
   * staff any order of the tenant.
   */
  async order(
    tenantId: number,
    caller: LoginTokenPayload,
    orderIdParam: string,
  ): Promise<FollowupOrderResponse> {
    const id = parseOrderId(orderIdParam);
    const manager = this.dataSource.manager;
    const row = id === null ? null : await this.visibleOrder(manager, tenantId, caller, id);
    if (!row) throw new NotFoundException(`Unknown order: ${orderIdParam}`);
    const order = toOrder(row);
    return {
      orderId: order.orderId,
      created: order.created,
      userId: order.userId,
      selectedProduct: order.selectedProduct,
      shipping: order.shipping,
      prescription: order.prescription,
      orderData: order.orderData,
      purchaseData: order.purchaseData,
      beluga: order.beluga,
      followup: await this.stateOf(manager, row),
    };
  }

  /**
   * POST /api/followup/:orderId: the follow-up of the current refill cycle of the order the customer sees (a
   * recurring order's id names its sale). With the sale locked:
   * - an order that asks for no follow-up (not a prescribed, active subscription with a next bill date): 409
   *   FOLLOWUP_NOT_ELIGIBLE; this cycle's follow-up done: 409 FOLLOWUP_COMPLETED; not open yet: 409
   *   FOLLOWUP_NOT_DUE;
   * - answers that hit a hard stop are kept (a `hard_stopped` visit with the answers up to it, the question and
   *   its message), the order is flagged for clinician review and the care team alerted (one job), all committed;
   *   then 422 with the hard stop's message;
   * - while such a flag is open, any other submission is a 409 (FOLLOWUP_UNDER_REVIEW_MESSAGE): the patient cannot
   *   take the answer back and complete the visit before a clinician has looked;
   * - answers that stop before the end: 422 naming where;
   * - otherwise the visit is stored for the cycle (its bill date), and the refill's clinician visit (on the
   *   recurring order the order system made, not billed yet) carries the follow-up for the clinician, with the
   *   clinician flags its answers raise (the flow's alerts that carry a `flag`), which also become the refill's
   *   `clinician_flags` (the admin's marker and filter); the sale's own clinician visit, with its prescribing
   *   decision, and its flags are left as they are.
   */
  async submit(
    tenantId: number,
    caller: LoginTokenPayload,
    orderIdParam: string,
    startData: StartData,
  ): Promise<FollowupSubmitResponse> {
    const id = parseOrderId(orderIdParam);
    if (id === null) throw new NotFoundException(`Unknown order: ${orderIdParam}`);
    const customer: LoginTokenPayload = { ...caller, role: 1 };

    let outcome: FollowupSubmitResponse | { hardStop: { questionId: number; message: string } };
    try {
      outcome = await this.dataSource.transaction(async (manager) => {
        // Locked: two submissions at once are one after the other, and the second finds the first's visit.
        const row = await this.visibleOrder(manager, tenantId, customer, id, 'pessimistic_write');
        if (!row) throw new NotFoundException(`Unknown order: ${orderIdParam}`);
        const found = followupCycle(row);
        if (!found.ok) throw new FollowupException('FOLLOWUP_NOT_ELIGIBLE', String(row.id), found.reason);
        const { cycle } = found;
        const submittedAt = new Date();
        const asOf = asOfDay(submittedAt);
        const record = await this.cycleRecord(manager, row, cycle);
        if (record.completedAt) throw new FollowupException('FOLLOWUP_COMPLETED');
        if (asOf < cycle.opensOn) {
          throw new FollowupException('FOLLOWUP_NOT_DUE', cycle.opensOn, cycle.billDate);
        }

        const flowRow = await this.flows.publishedRow(tenantId, 'followup');
        if (!flowRow) throw new NotFoundException(`No published followup flow for tenant ${tenantId}`);
        const { index } = await this.flows.compiled(flowRow.id);

        const walk = walkAnswers(index, startData, asOf);
        const visits = manager.getRepository(FollowupVisitEntity);
        if (walk.hardStop) {
          const { questionId, message } = walk.hardStop;
          const stopped = await visits.save(
            visits.create({
              tenantId,
              orderId: row.id,
              billDate: cycle.billDate,
              flowVersionId: flowRow.id,
              answers: walk.answers,
              status: 'hard_stopped',
              hardStopQuestionId: questionId,
              hardStopMessage: message,
              submittedAt,
              userId: caller.userId,
            }),
          );
          await this.reviews.flagFollowupHardStop(manager, row, {
            followupVisitId: stopped.id,
            questionId,
            message,
          });
          return { hardStop: { questionId, message } };
        }
        if (record.underReview) throw new FollowupException('FOLLOWUP_UNDER_REVIEW');
        if (walk.state !== CHECKOUT) {
          throw new UnprocessableEntityException(
            stopReason(index, walk.state, startData, walk.answers, asOf),
          );
        }

        const visit = await visits.save(
          visits.create({
            tenantId,
            orderId: row.id,
            billDate: cycle.billDate,
            flowVersionId: flowRow.id,
            answers: walk.answers,
            submittedAt,
            userId: caller.userId,
          }),
        );
        const clinicianFlags = clinicianFlagsOf(index, walk.answers, asOf, [], submittedAt);
        const info = {
          type: 'followup',
          followupVisitId: visit.id,
          flowVersion: flowRow.version,
          billDate: cycle.billDate,
          submittedAt: submittedAt.toISOString(),
          clinicianFlags,
        };
        const beluga = (await this.recordOnRefill(manager, row, info, clinicianFlags)) ?? row.beluga;
        if (!beluga) throw new Error(`order ${row.id}: a prescribed order without a clinician visit`);
        return {
          followupVisitId: visit.id,
          orderId: String(row.id),
          billDate: cycle.billDate,
          flowVersion: flowRow.version,
          submittedAt: submittedAt.toISOString(),
          answers: walk.answers,
          beluga,
        };
      });
    } catch (error) {
      // The unique key is the last line of defence against a second completed visit for the cycle.
      if (error instanceof QueryFailedError && /followup_visits_completed_cycle_key/.test(error.message)) {
        throw new FollowupException('FOLLOWUP_COMPLETED');
      }
      throw error;
    }
    if ('hardStop' in outcome) {
      // Recorded and committed: the care team's alert can go now. The patient sees the hard stop's message.
      this.reviews.wake();
      throw new UnprocessableEntityException(
        hardStopMessage(outcome.hardStop.questionId, outcome.hardStop.message),
      );
    }
    return outcome;
  }

  /**
   * The refill's clinician visit: the recurring order (next shipment) the order system made of the sale, not
   * billed yet, gets the follow-up as its visit's info (a new visit waiting for a clinician, or its existing one
   * with the newer follow-up), and the follow-up's clinician flags are the refill's (a newer follow-up's replace
   * them). Locked after the sale, as everywhere an order of a purchase changes. Answers the visit, or null when
   * there is no such order yet.
   */
  private async recordOnRefill(
    manager: EntityManager,
    sale: SaleRow,
    info: Record<string, unknown>,
    clinicianFlags: ClinicianFlag[],
  ): Promise<ClinicianVisit | null> {
    const refill = await manager.getRepository(OrderEntity).findOne({
      where: { tenantId: sale.tenantId, originalOrderId: sale.id, paidAt: IsNull() },
      order: { id: 'ASC' },
      lock: { mode: 'for_no_key_update' },
    });
    if (!refill) return null;
    const beluga: ClinicianVisit = refill.beluga
      ? { ...refill.beluga, visit: { ...refill.beluga.visit, info } }
      : { visitId: randomUUID(), status: 'PENDING', visit: { info } };
    await manager.query(
      `UPDATE orders SET beluga = $1, clinician_flags = $4, revision = revision + 1, updated_at = now()
        WHERE id = $2 AND tenant_id = $3`,
      [beluga, refill.id, sale.tenantId, JSON.stringify(clinicianFlags)],
    );
    return beluga;
  }
}
