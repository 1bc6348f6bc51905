import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { arrangeOrders, orderDisplayStatus, RETENTION_OFFERS, subscriptionPhase } from '@telehealth/engine';
import {
  type AcceptedRetentionOffer,
  type CancellationReason,
  isStaffRole,
  type LoginTokenPayload,
  type Order,
  type PurchaseData,
  type Subscription,
  type SubscriptionCancellation,
  UserRole,
} from '@telehealth/schemas';
import { DataSource, In, IsNull, Not, type EntityManager } from 'typeorm';

import { ClinicalReviewService } from '../clinical-review/clinical-review.service.js';
import { AccountEmails } from '../email/account-emails.service.js';
import { PaymentLedger } from '../integrations/payment/payment-ledger.service.js';
import { OrderEntity } from '../order/order.entity.js';
import { applyPurchaseChange } from '../order/utils/purchase-orders.util.js';
import { parseOrderId, toOrder } from '../order/utils/to-order.util.js';
import { UserEntity } from '../user/user.entity.js';
import { SubscriptionEventEntity } from './subscription-event.entity.js';
import { SubscriptionException } from './subscription.exception.js';
import {
  planSubscriptionAction,
  type SubscriptionCommand,
  type SubscriptionHistory,
} from './utils/subscription-rules.util.js';

/** An order that is a subscription: it has purchase data and a customer. */
type SubscriptionOrder = Order & { purchaseData: PurchaseData; userId: number };

/** The key of the purchase an order belongs to: its purchaseId, or the order itself when it has none. */
const purchaseKey = (order: Order): string => order.purchaseData?.purchaseId ?? `order:${order.orderId}`;

/** The retention offer and cancellation recorded for a purchase. */
interface PurchaseHistory extends SubscriptionHistory {
  cancellation: SubscriptionCancellation | null;
}

@Injectable()
export class SubscriptionService {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: PaymentLedger,
    private readonly accountEmails: AccountEmails,
    private readonly reviews: ClinicalReviewService,
  ) {}

  /**
   * The customer whose subscriptions a caller asks for: a customer only themself (403 otherwise); staff must name
   * a customer of the tenant (400 without one, 404 for anyone else).
   */
  async customerFor(
    tenantId: number,
    caller: LoginTokenPayload,
    userId: string | undefined,
  ): Promise<number> {
    if (!isStaffRole(caller.role)) {
      if (userId !== undefined && Number(userId) !== caller.userId) {
        throw new ForbiddenException(
          `A customer can only see their own subscriptions, not those of user ${userId}`,
        );
      }
      return caller.userId;
    }
    if (userId === undefined)
      throw new BadRequestException('Invalid query string: userId is required for staff');
    const customer = await this.dataSource
      .getRepository(UserEntity)
      .findOneBy({ tenantId, id: Number(userId), role: UserRole.Customer });
    if (!customer) throw new NotFoundException(`Unknown customer: ${userId}`);
    return customer.id;
  }

  /**
   * GET /api/subscriptions: the customer's subscriptions, newest first. Rebill orders (with an original order) are
   * hidden, and of the orders of one purchase only the newest is the subscription (spec section 4).
   */
  async list(tenantId: number, customerId: number): Promise<Subscription[]> {
    const rows = await this.dataSource.getRepository(OrderEntity).findBy({
      tenantId,
      userId: customerId,
      purchaseData: Not(IsNull()),
    });
    const { orders } = arrangeOrders(rows.map(toOrder));
    const current = new Map<string, SubscriptionOrder>();
    for (const order of orders) {
      const key = purchaseKey(order);
      if (!current.has(key)) current.set(key, order as SubscriptionOrder);
    }
    // Events of every order of a purchase count for it (an offer accepted on an older order still counts).
    const histories = await this.histories(
      this.dataSource.manager,
      tenantId,
      rows.filter((row) => row.originalOrderId === null).map((row) => toOrder(row)),
    );
    const held = await this.reviews.heldOrders(
      tenantId,
      [...current.values()].map((order) => Number(order.orderId)),
    );
    return [...current.values()].map((order) =>
      toSubscription(
        order,
        histories.get(purchaseKey(order)) ?? emptyHistory(),
        held.has(Number(order.orderId)),
      ),
    );
  }

  /**
   * Applies an action to the subscription of order `orderIdParam`, in one transaction: the order is read, the
   * action checked against its status (409 naming it), purchase and order data written only if the order's
   * revision is still the one read (409 SUBSCRIPTION_CHANGED on a concurrent change), the purchase's other orders
   * (older sales, and every recurring order the order system made) given the same purchase data, and the event
   * appended. So the customer's subscription, the admin's counts and what the order system bills agree.
   */
  async act(
    tenantId: number,
    caller: LoginTokenPayload,
    actorUserId: number,
    orderIdParam: string,
    command: SubscriptionCommand,
    /** Runs in the action's transaction after its event (the cancellation flow records itself there). */
    alsoRecord?: (manager: EntityManager, order: { id: number; userId: number }) => Promise<void>,
  ): Promise<Subscription> {
    const id = parseOrderId(orderIdParam);
    if (id === null) throw new NotFoundException(`Unknown subscription: ${orderIdParam}`);

    const { subscription, releaseHold, history } = await this.dataSource.transaction(async (manager) => {
      const row = await manager.getRepository(OrderEntity).findOneBy({
        tenantId,
        id,
        originalOrderId: IsNull(),
        purchaseData: Not(IsNull()),
        // A customer reaches only their own orders; staff any customer's order of the tenant.
        userId: isStaffRole(caller.role) ? Not(IsNull()) : caller.userId,
      });
      if (!row || row.purchaseData === null || row.userId === null) {
        throw new NotFoundException(`Unknown subscription: ${orderIdParam}`);
      }
      const order = toOrder(row) as SubscriptionOrder;
      const purchaseOrders = await this.purchaseOrders(manager, tenantId, order);
      const newest = arrangeOrders(purchaseOrders).current;
      if (newest && newest.orderId !== order.orderId) {
        throw new SubscriptionException('SUBSCRIPTION_NOT_CURRENT', order.orderId, newest.orderId);
      }
      const history =
        (await this.histories(manager, tenantId, purchaseOrders)).get(purchaseKey(order)) ?? emptyHistory();

      // Cancelled before the clinician prescribed: nothing will ship, so the amount held at checkout is released.
      const releaseHold = command.action === 'cancel' && subscriptionPhase(order) === 'pending';
      const now = new Date();
      const underReview = await this.reviews.holdsOrder(tenantId, id, manager);
      const plan = planSubscriptionAction(
        { ...order, underReview },
        command,
        history,
        now.toISOString().slice(0, 10),
        now.toISOString(),
      );
      if (!plan.ok) throw plan.error;

      // Lock order: this sale first (its write is conditional on the revision read), then the purchase's others.
      const updated = (await manager.query(
        `UPDATE orders SET purchase_data = $1, order_data = $2, revision = revision + 1, updated_at = now()
         WHERE id = $3 AND tenant_id = $4 AND revision = $5
         RETURNING id`,
        [plan.purchaseData, plan.orderData, row.id, tenantId, row.revision],
      )) as [unknown[], number];
      if (updated[1] !== 1) throw new SubscriptionException('SUBSCRIPTION_CHANGED', order.orderId);
      const alsoChanged = await applyPurchaseChange(manager, {
        tenantId,
        changedOrderId: row.id,
        originalOrderIds: purchaseOrders.map((purchaseOrder) => Number(purchaseOrder.orderId)),
        purchaseData: plan.purchaseData,
        ended: plan.purchaseData.status === 'CANCELLED',
        ...(command.action === 'retention_offer'
          ? { discountPercent: RETENTION_OFFERS[command.offerId].discountPercent }
          : {}),
      });
      const events = manager.getRepository(SubscriptionEventEntity);
      await events.save(
        events.create({
          tenantId,
          orderId: row.id,
          userId: row.userId,
          actorUserId,
          action: command.action,
          reason: plan.reason,
          details: { ...plan.details, alsoChanged: alsoChanged.map(String) },
        }),
      );
      await alsoRecord?.(manager, { id: row.id, userId: row.userId });
      await this.accountEmails.subscriptionChanged(
        manager,
        tenantId,
        { id: row.id, userId: row.userId, nextBillDate: plan.purchaseData.nextBillDate },
        command.action,
      );

      const after = await manager.getRepository(OrderEntity).findOneByOrFail({ tenantId, id });
      const afterHistory =
        (await this.histories(manager, tenantId, purchaseOrders)).get(purchaseKey(order)) ?? emptyHistory();
      return {
        subscription: toSubscription(toOrder(after) as SubscriptionOrder, afterHistory, underReview),
        releaseHold,
        history: afterHistory,
      };
    });
    if (!releaseHold) return subscription;
    const released = await this.releaseHold(tenantId, id);
    return released ? toSubscription(toOrder(released) as SubscriptionOrder, history, false) : subscription;
  }

  /**
   * After a cancel of a subscription still waiting for the clinician (committed first): the authorisation of its
   * order is voided at once and recorded (VOID items, order CANCELLED). Should this fail, the clinician's decision
   * releases it when it comes (ClinicianService, idempotent), so the customer's cancel stands either way. Answers
   * the order as recorded, or null when there was nothing to release.
   */
  private async releaseHold(tenantId: number, id: number): Promise<OrderEntity | null> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const row = await manager.findOne(OrderEntity, {
          where: { tenantId, id },
          lock: { mode: 'for_no_key_update' },
        });
        if (!row || row.purchaseData?.status !== 'CANCELLED' || row.orderData.orderStatus !== 'PENDING') {
          return null;
        }
        const held = row.orderData.items.filter((item) => item.txnType === 'AUTHORIZE');
        if (held.length === 0) return null;
        const released = await this.ledger.releaseOrder(
          tenantId,
          id,
          'the subscription was cancelled before it was prescribed',
        );
        if (!released) return null;
        const at = new Date().toISOString();
        row.orderData = {
          orderStatus: 'CANCELLED',
          items: [
            ...row.orderData.items,
            ...held.map((item) => ({
              ...item,
              txnType: released.kind === 'refund' ? ('REFUND' as const) : ('VOID' as const),
              transactionId: released.transactionId,
              txnDate: at,
            })),
          ],
        };
        row.revision += 1;
        return manager.save(row);
      });
    } catch (error) {
      this.logger.error(`order ${id}: the hold of a cancelled order was not released now: ${String(error)}`);
      return null;
    }
  }

  /** The original (non-rebill) orders of the same purchase as `order`, itself included. */
  private async purchaseOrders(
    manager: EntityManager,
    tenantId: number,
    order: SubscriptionOrder,
  ): Promise<Order[]> {
    const purchaseId = order.purchaseData.purchaseId;
    if (purchaseId === undefined) return [order];
    const rows = await manager
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .where('o.tenant_id = :tenantId AND o.user_id = :userId AND o.original_order_id IS NULL', {
        tenantId,
        userId: order.userId,
      })
      .andWhere(`o.purchase_data ->> 'purchaseId' = :purchaseId`, { purchaseId })
      .getMany();
    return rows.map(toOrder);
  }

  /** Per purchase key, the retention offer and the latest cancellation recorded on any of its orders. */
  private async histories(
    manager: EntityManager,
    tenantId: number,
    orders: readonly Order[],
  ): Promise<Map<string, PurchaseHistory>> {
    const keyOf = new Map(orders.map((order) => [Number(order.orderId), purchaseKey(order)]));
    const result = new Map<string, PurchaseHistory>();
    if (keyOf.size === 0) return result;
    const events = await manager.getRepository(SubscriptionEventEntity).find({
      where: { tenantId, orderId: In([...keyOf.keys()]), action: In(['retention_offer', 'cancel']) },
      order: { id: 'ASC' },
    });
    for (const event of events) {
      const key = keyOf.get(event.orderId);
      if (key === undefined) continue;
      const history = result.get(key) ?? emptyHistory();
      if (event.action === 'retention_offer') {
        history.retentionOffer ??= event.details.offer as AcceptedRetentionOffer;
      } else {
        history.cancellation = {
          reason: event.reason as CancellationReason,
          details: (event.details.details as string | null | undefined) ?? null,
          cancelledAt: event.occurredAt.toISOString(),
        };
      }
      result.set(key, history);
    }
    return result;
  }
}

const emptyHistory = (): PurchaseHistory => ({ retentionOffer: null, cancellation: null });

function toSubscription(
  order: SubscriptionOrder,
  history: PurchaseHistory,
  underReview: boolean,
): Subscription {
  const display = orderDisplayStatus(order);
  const cancelled = order.purchaseData.status === 'CANCELLED';
  return {
    orderId: order.orderId,
    userId: order.userId,
    createdAt: order.createdAt,
    purchaseData: order.purchaseData,
    orderData: order.orderData,
    status: order.status,
    prescription: order.prescription,
    selectedProduct: order.selectedProduct,
    price: order.price,
    displayStatus: { label: display.label, color: display.color },
    retentionOffer: history.retentionOffer,
    retentionOfferAvailable: history.retentionOffer === null && !cancelled,
    // A cancellation shows only while the subscription is cancelled.
    cancellation: cancelled ? history.cancellation : null,
    underReview: underReview && !cancelled,
  };
}
