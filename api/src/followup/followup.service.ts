import { randomUUID } from 'node:crypto';

import {
  ConflictException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import {
  asOfDay,
  CHECKOUT,
  checkAnswer,
  questionIdOf,
  routeAnswer,
  walkAnswers,
  type FlowIndex,
} from '@telehealth/engine';
import {
  type ClinicianVisit,
  type FollowupOrderResponse,
  type FollowupSubmitResponse,
  isStaffRole,
  type LoginTokenPayload,
  type StartData,
} from '@telehealth/schemas';
import { DataSource, QueryFailedError } from 'typeorm';

import { FlowVersionsService } from '../flow/flow-versions.service.js';
import { OrderEntity } from '../order/order.entity.js';
import { ClinicalReviewService } from '../clinical-review/clinical-review.service.js';
import { parseOrderId, toOrder } from '../order/utils/to-order.util.js';
import { FollowupVisitEntity } from './followup-visit.entity.js';
import { FollowupException } from './followup.exception.js';

/** The 422 message of a follow-up whose answers stop at a hard stop (the storefront shows its own copy). */
function hardStopMessage(questionId: number, message: string): string {
  return `Follow-up answers stop at question ${questionId}: ${message || 'this answer ends the follow-up'}`;
}

/** Why the answers stop at `state` (a question state) instead of reaching the end of the follow-up. */
function stopReason(index: FlowIndex, state: string, startData: StartData, asOf: string): string {
  const id = questionIdOf(state);
  const question = id === undefined ? undefined : index.questions.get(id);
  if (id === undefined || !question) return `the answers stop at ${state}, before the end of the follow-up`;
  const where = `question ${id} ('${question.title}')`;
  const recorded = startData[String(id)];
  if (!recorded) return `Follow-up answers stop at ${where}: it is not answered`;
  const checked = checkAnswer(question, recorded.value, asOf);
  if (!checked.ok) return `Follow-up answers stop at ${where}: ${checked.reason}`;
  const route = routeAnswer(index, question, checked.value, asOf);
  if (!route.ok) return `Follow-up answers stop at ${where}: ${route.reason}`;
  return `Follow-up answers stop at ${where}: the flow returns to a question already answered`;
}

@Injectable()
export class FollowupService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reviews: ClinicalReviewService,
    private readonly flows: FlowVersionsService,
  ) {}

  /**
   * GET /api/order/orderId/:id: the order a follow-up is for. A customer sees their own orders only (404 for any
   * other), staff any order of the tenant.
   */
  async order(
    tenantId: number,
    caller: LoginTokenPayload,
    orderIdParam: string,
  ): Promise<FollowupOrderResponse> {
    const id = parseOrderId(orderIdParam);
    const row =
      id === null
        ? null
        : await this.dataSource
            .getRepository(OrderEntity)
            .findOneBy(isStaffRole(caller.role) ? { tenantId, id } : { tenantId, id, userId: caller.userId });
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
    };
  }

  /**
   * POST /api/followup/:orderId: checks the answers against the tenant's published follow-up flow, with the order
   * locked:
   * - answers that hit a hard stop are kept (a `hard_stopped` visit with the answers up to it, the question and
   *   its message), the order is flagged for clinician review and the care team alerted (one job), all committed;
   *   then 422 with the hard stop's message, as before;
   * - while such a flag is open, any other submission is a 409 (FOLLOWUP_UNDER_REVIEW_MESSAGE): the patient cannot
   *   take the answer back and complete the visit before a clinician has looked;
   * - answers that stop before the end: 422 naming where; a second completed submission: 409;
   * - otherwise the visit is stored and the order's `beluga.visit.info` set, in the same transaction.
   */
  async submit(
    tenantId: number,
    caller: LoginTokenPayload,
    orderIdParam: string,
    startData: StartData,
  ): Promise<FollowupSubmitResponse> {
    const id = parseOrderId(orderIdParam);
    if (id === null) throw new NotFoundException(`Unknown order: ${orderIdParam}`);

    let outcome: FollowupSubmitResponse | { hardStop: { questionId: number; message: string } };
    try {
      outcome = await this.dataSource.transaction(async (manager) => {
        const row = await manager
          .getRepository(OrderEntity)
          .createQueryBuilder('o')
          .where('o.tenant_id = :tenantId AND o.id = :id AND o.user_id = :userId', {
            tenantId,
            id,
            userId: caller.userId,
          })
          .setLock('pessimistic_write')
          .getOne();
        if (!row) throw new NotFoundException(`Unknown order: ${orderIdParam}`);
        if (row.beluga?.visit.info) throw new FollowupException('FOLLOWUP_COMPLETED');
        // A placed order: a paid sale, or the recurring order (next shipment) the order system made of one — the
        // usual case, since a refill is preceded by a follow-up visit.
        if (row.paidAt === null && row.originalOrderId === null) {
          throw new ConflictException(
            `Order ${orderIdParam} has not been checked out yet; a follow-up visit is for a placed order`,
          );
        }

        const flowRow = await this.flows.publishedRow(tenantId, 'followup');
        if (!flowRow) throw new NotFoundException(`No published followup flow for tenant ${tenantId}`);
        const { index } = await this.flows.compiled(flowRow.id);

        const submittedAt = new Date();
        const asOf = asOfDay(submittedAt);
        const walk = walkAnswers(index, startData, asOf);
        if (walk.hardStop) {
          const { questionId, message } = walk.hardStop;
          const stopped = await manager.getRepository(FollowupVisitEntity).save(
            manager.getRepository(FollowupVisitEntity).create({
              tenantId,
              orderId: row.id,
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
        if (await this.reviews.holdsOrder(tenantId, row.id, manager)) {
          throw new FollowupException('FOLLOWUP_UNDER_REVIEW');
        }
        if (walk.state !== CHECKOUT) {
          throw new UnprocessableEntityException(stopReason(index, walk.state, startData, asOf));
        }

        const visit = await manager.getRepository(FollowupVisitEntity).save(
          manager.getRepository(FollowupVisitEntity).create({
            tenantId,
            orderId: row.id,
            flowVersionId: flowRow.id,
            answers: walk.answers,
            submittedAt,
            userId: caller.userId,
          }),
        );
        const info = {
          type: 'followup',
          followupVisitId: visit.id,
          flowVersion: flowRow.version,
          submittedAt: submittedAt.toISOString(),
        };
        // An order without a clinician visit gets one, waiting for a clinician; an existing visit keeps its id
        // and status and gains the follow-up's info.
        const beluga: ClinicianVisit = row.beluga
          ? { ...row.beluga, visit: { ...row.beluga.visit, info } }
          : { visitId: randomUUID(), status: 'PENDING', visit: { info } };
        await manager.query(
          `UPDATE orders SET beluga = $1, revision = revision + 1, updated_at = now() WHERE id = $2 AND tenant_id = $3`,
          [beluga, row.id, tenantId],
        );
        return {
          followupVisitId: visit.id,
          orderId: String(row.id),
          flowVersion: flowRow.version,
          submittedAt: submittedAt.toISOString(),
          answers: walk.answers,
          beluga,
        };
      });
    } catch (error) {
      // The unique key is the last line of defence against a second completed visit for the order.
      if (error instanceof QueryFailedError && /followup_visits_completed_order_id_key/.test(error.message)) {
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
}
