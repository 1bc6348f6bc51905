import { Injectable, NotFoundException } from '@nestjs/common';
import {
  asOfDay,
  indexFlow,
  orderDisplayStatus,
  RETENTION_OFFER_ID,
  runCancellation,
  subscriptionPhase,
  type CancellationRun,
} from '@telehealth/engine';
import type {
  CancellationFlowRequest,
  CancellationFlowResponse,
  LoginTokenPayload,
  Subscription,
} from '@telehealth/schemas';
import { DataSource, IsNull, Not, type EntityManager } from 'typeorm';

import { ChatService } from '../chat/chat.service.js';
import { FlowVersionsService } from '../flow/flow-versions.service.js';
import { OrderEntity } from '../order/order.entity.js';
import { parseOrderId } from '../order/utils/to-order.util.js';
import { SubscriptionEventEntity } from './subscription-event.entity.js';
import { SubscriptionException } from './subscription.exception.js';
import { SubscriptionService } from './subscription.service.js';

/** A second submit of the same answers within this long replays the first one's result instead of acting again. */
const REPLAY_WINDOW = '2 minutes';

/**
 * POST /api/subscriptions/{orderId}/cancellation: the cancellation flow's end. The answers are re-run over the flow
 * version the customer saw (runCancellation, as checkout re-walks the intake), then the outcome is applied through
 * SubscriptionService in one transaction with its `cancellation_flow` event, so what the log says happened did.
 */
@Injectable()
export class CancellationFlowService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly flows: FlowVersionsService,
    private readonly subscriptions: SubscriptionService,
    private readonly chat: ChatService,
  ) {}

  async complete(
    tenantId: number,
    caller: LoginTokenPayload,
    actorUserId: number,
    orderIdParam: string,
    body: CancellationFlowRequest,
  ): Promise<CancellationFlowResponse> {
    // Another customer's order is a 404 whatever the answers say.
    const id = parseOrderId(orderIdParam);
    const own =
      id !== null &&
      (await this.dataSource.getRepository(OrderEntity).existsBy({
        tenantId,
        id,
        userId: caller.userId,
        originalOrderId: IsNull(),
        purchaseData: Not(IsNull()),
      }));
    if (!own || id === null) throw new NotFoundException(`Unknown subscription: ${orderIdParam}`);

    const document = await this.flows.publishedVersion(tenantId, 'cancellation', body.version);
    if (!document) throw new SubscriptionException('CANCELLATION_FLOW_UNKNOWN', body.version);
    const run = runCancellation(indexFlow(document), body.answers, asOfDay(Date.now()));
    if (!run.ok) throw new SubscriptionException('CANCELLATION_ANSWERS_REFUSED', run.message);

    const record = (
      manager: EntityManager,
      order: { id: number; userId: number },
      chatThreadId: number | null,
    ) =>
      manager.getRepository(SubscriptionEventEntity).save(
        manager.getRepository(SubscriptionEventEntity).create({
          tenantId,
          orderId: order.id,
          userId: order.userId,
          actorUserId,
          action: 'cancellation_flow',
          reason: run.reason,
          details: {
            key: document.key,
            version: document.version,
            path: run.path,
            answers: run.answers,
            outcome: run.outcome,
            details: run.details,
            chatThreadId,
          },
        }),
      );
    const act = (command: Parameters<SubscriptionService['act']>[4]) =>
      this.subscriptions.act(tenantId, caller, actorUserId, orderIdParam, command, (manager, order) =>
        record(manager, order, null).then(() => undefined),
      );

    const done = (subscription: Subscription, chatThreadId: number | null = null) => ({
      outcome: run.outcome,
      subscription,
      chatThreadId,
    });
    switch (run.outcome) {
      case 'cancel':
        return done(
          await act({
            action: 'cancel',
            reason: run.reason ?? 'other',
            details: run.details ?? (run.reason === null ? 'No reason given in the cancellation flow' : null),
          }),
        );
      case 'pause':
      case 'skip':
        return done(await act({ action: run.outcome }));
      case 'accept_offer':
        return done(await act({ action: 'retention_offer', offerId: RETENTION_OFFER_ID }));
      case 'keep':
      case 'contact_support': {
        const chatThreadId = await this.withoutAction(tenantId, caller, id, run, document.questions, record);
        return done(await this.subscription(tenantId, caller.userId, id), chatThreadId);
      }
    }
  }

  /**
   * Keep and contact support change no order: under a lock of the order row, a repeat of the same answers within
   * REPLAY_WINDOW answers as the first did (no second message); otherwise the care team gets the reason (contact
   * support) and the flow is recorded. A cancelled subscription has nothing to keep (409).
   */
  private async withoutAction(
    tenantId: number,
    caller: LoginTokenPayload,
    id: number,
    run: CancellationRun,
    questions: { id: number; title: string }[],
    record: (
      manager: EntityManager,
      order: { id: number; userId: number },
      chatThreadId: number | null,
    ) => Promise<unknown>,
  ): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.getRepository(OrderEntity).findOne({
        where: { tenantId, id, userId: caller.userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row || row.purchaseData === null || row.userId === null) {
        throw new NotFoundException(`Unknown subscription: ${id}`);
      }
      const state = { purchaseData: row.purchaseData, orderData: row.orderData };
      if (subscriptionPhase(state) === 'cancelled') {
        const participle = run.outcome === 'keep' ? 'kept' : 'discussed with the care team';
        throw new SubscriptionException(
          'SUBSCRIPTION_ACTION_REFUSED',
          String(id),
          participle,
          orderDisplayStatus({ ...state, status: row.status }).label,
        );
      }
      const [previous] = (await manager.query(
        `SELECT details FROM subscription_events
          WHERE tenant_id = $1 AND order_id = $2 AND action = 'cancellation_flow'
            AND occurred_at > clock_timestamp() - interval '${REPLAY_WINDOW}'
            AND details->>'outcome' = $3 AND details->'answers' = $4::jsonb
          ORDER BY id DESC LIMIT 1`,
        [tenantId, id, run.outcome, JSON.stringify(run.answers)],
      )) as { details: { chatThreadId: number | null } }[];
      if (previous) return previous.details.chatThreadId;

      let chatThreadId: number | null = null;
      if (run.outcome === 'contact_support') {
        const reason = run.path
          .map((questionId) => run.answers[String(questionId)]?.value)
          .find((value) => typeof value === 'string');
        const words = run.details ? `\n\n${run.details}` : '';
        const asked = questions.find((q) => q.id === run.path[0])?.title ?? 'Reason';
        chatThreadId = await this.chat.postToSubjectThread(
          manager,
          tenantId,
          caller,
          `My subscription (order ${id})`,
          `I was about to cancel my subscription and would like to talk to the care team first.\n\n${asked} ${String(reason ?? '')}${words}`,
        );
      }
      await record(manager, { id: row.id, userId: row.userId }, chatThreadId);
      return chatThreadId;
    });
  }

  private async subscription(tenantId: number, customerId: number, id: number): Promise<Subscription> {
    const found = (await this.subscriptions.list(tenantId, customerId)).find((s) => s.orderId === String(id));
    if (!found) throw new NotFoundException(`Unknown subscription: ${id}`);
    return found;
  }
}
