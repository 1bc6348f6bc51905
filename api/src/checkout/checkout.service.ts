import { createHash, randomBytes, randomUUID } from 'node:crypto';

import {
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type {
  CheckoutRequest,
  PasswordRecoverJobData,
  CheckoutResponse,
  OrderItem,
  PurchaseData,
  SelectedProduct,
} from '@telehealth/schemas';
import bcrypt from 'bcryptjs';
import { DataSource, In, type EntityManager } from 'typeorm';

import { PASSWORD_RECOVER_JOB } from '../auth/password-reset.service.js';
import { ClinicalReviewService } from '../clinical-review/clinical-review.service.js';
import { StorefrontLinks, storefrontBaseUrl } from '../integrations/email/storefront-links.js';
import { JobQueue } from '../jobs/job-queue.service.js';
import { CompiledFlows } from '../order/compiled-flows.service.js';
import { IntakeEventEntity } from '../order/intake-event.entity.js';
import { OrderEntity } from '../order/order.entity.js';
import { asOfDate, type Actor } from '../order/order.service.js';
import { intakeState } from '../order/utils/intake-steps.util.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payment/payment-gateway.js';
import { ProductEntity } from '../product/product.entity.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { UserEntity, UserRole } from '../user/user.entity.js';

/** Jobs started by a paid order. */
export const CHECKOUT_JOBS = {
  /** Send the intake to the clinician service (a visit). */
  clinicianVisit: 'clinician.create-visit',
  /** Record the sale in the order management system, which makes the recurring order of a subscription. */
  crmSale: 'crm.record-sale',
} as const;

/** Days between shipments of a subscription. */
export const BILLING_INTERVAL_DAYS = 30;

/**
 * Paying for an intake. The server decides everything that matters: the flow machine re-runs the stored answers
 * on the order's pinned flow version, and only an intake that reaches checkout may be paid (a hard stop or an
 * unfinished questionnaire is refused, whatever the browser says); prices come from the tenant's products.
 * The order row stays locked while the gateway is asked, so one order is never charged twice; a decline changes
 * nothing and answers the gateway's message.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly flows: CompiledFlows,
    private readonly jobs: JobQueue,
    private readonly storefronts: StorefrontLinks,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly clinicalReview: ClinicalReviewService,
  ) {}

  /**
   * `origin`: the storefront the patient pays on (the request's Origin), for the link of a new account's
   * set-your-password email.
   */
  async checkout(
    tenant: TenantEntity,
    body: CheckoutRequest,
    actor: Actor,
    origin?: string,
  ): Promise<CheckoutResponse> {
    const baseUrl = storefrontBaseUrl(origin, await this.storefronts.storefront(tenant));
    const paid = await this.pay(tenant.id, body, actor, baseUrl);
    // The jobs became visible when the transaction committed: start them now rather than at the next poll.
    for (const name of [...Object.values(CHECKOUT_JOBS), PASSWORD_RECOVER_JOB]) this.jobs.wake(name);
    return paid;
  }

  private pay(
    tenantId: number,
    body: CheckoutRequest,
    actor: Actor,
    baseUrl: string,
  ): Promise<CheckoutResponse> {
    return this.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(OrderEntity, {
        where: { tenantId, created: body.created },
        lock: { mode: 'pessimistic_write' },
      });
      if (!order) throw new NotFoundException(`No order for created ${body.created}`);
      if (order.paidAt) {
        throw new ConflictException({ message: `Order ${order.id} is already paid`, code: 'ORDER_PAID' });
      }
      if (body.revision !== undefined && body.revision !== order.revision) {
        throw new ConflictException({
          message: `The order changed since revision ${body.revision} (it is at revision ${order.revision}); reload it and try again`,
          code: 'ORDER_REVISION_CONFLICT',
        });
      }
      await this.assertReachedCheckout(order);
      const selected = await this.selectedProducts(manager, tenantId, body.products);
      const price = selected.reduce((sum, p) => sum + Math.round(p.price * 100) * (p.quantity ?? 1), 0) / 100;

      const result = await this.gateway.charge({
        amount: price,
        card: body.payment.card,
        description: selected.map((p) => p.name).join(', '),
        // A retry of the same attempt (same order revision, card and amount) is never charged twice.
        idempotencyKey: `order-${order.id}-rev-${order.revision}-${fingerprint(body.payment.card.number, price)}`,
      });
      if (result.status === 'declined') {
        throw new HttpException(
          { message: result.message, code: result.code.toUpperCase() },
          HttpStatus.PAYMENT_REQUIRED,
        );
      }

      const paidAt = new Date();
      const { user, isNew } = await this.customerFor(manager, tenantId, body.shipping.email, actor);
      const items: OrderItem[] = selected.map((p) => ({
        txnType: 'SALE',
        amount: Math.round(p.price * 100 * (p.quantity ?? 1)) / 100,
        med: p.med,
        productName: p.name,
        transactionId: result.transactionId,
        txnDate: paidAt.toISOString(),
      }));
      const subscription = selected.some((p) => p.model);
      const purchaseData: PurchaseData | null = subscription
        ? {
            status: 'ACTIVE',
            purchaseId: `pur_${order.id}`,
            nextBillDate: addDays(paidAt, BILLING_INTERVAL_DAYS),
            billingIntervalDays: BILLING_INTERVAL_DAYS,
          }
        : null;

      Object.assign(order, {
        selectedProduct: selected,
        shipping: body.shipping,
        payment: { paySource: 'CREDITCARD', last4: result.last4, brand: result.brand, expiry: result.expiry },
        price,
        orderData: { orderStatus: 'PENDING', items },
        purchaseData,
        userId: user.id,
        paidAt,
        revision: order.revision + 1,
      } satisfies Partial<OrderEntity>);
      const saved = await manager.save(order);
      // The same person stopped at a hard stop before: a clinician looks first (the visit below is held).
      await this.clinicalReview.flagRepeatAfterHardStop(manager, saved);
      await manager.insert(IntakeEventEntity, {
        tenantId,
        orderId: order.id,
        kind: 'payment',
        questionId: null,
        machineEvent: null,
        state: 'checkout',
        answers: order.startData,
        flowVersion: order.flowVersion,
        actorUserId: actor.userId,
        agentId: actor.agentId,
      });
      // Created in this transaction: the jobs exist exactly when the payment is recorded.
      const job = { tenantId, orderId: order.id };
      await this.jobs.send(CHECKOUT_JOBS.clinicianVisit, job, { transaction: manager });
      await this.jobs.send(CHECKOUT_JOBS.crmSale, job, { transaction: manager });
      if (isNew) {
        // The new account has no password yet: email the patient a link to set one (the reset link).
        const recover: PasswordRecoverJobData = { tenantId, email: user.email, baseUrl };
        await this.jobs.send(PASSWORD_RECOVER_JOB, recover, { transaction: manager });
      }

      return {
        orderId: String(saved.id),
        created: saved.created,
        price,
        payment: saved.payment!,
        selectedProduct: selected,
        userId: user.id,
        transactionId: result.transactionId,
        revision: saved.revision,
      };
    });
  }

  private async assertReachedCheckout(order: OrderEntity): Promise<void> {
    const compiled = await this.flows.byId(order.flowVersionId);
    const walk = intakeState(compiled, order.startData, asOfDate(order.createdAt));
    if (walk.hardStop) {
      throw new UnprocessableEntityException({
        message: `This intake cannot be paid: it ended at a hard stop (question ${walk.hardStop.questionId})`,
        code: 'INTAKE_HARD_STOPPED',
      });
    }
    if (walk.state !== 'checkout') {
      throw new UnprocessableEntityException({
        message: `This intake cannot be paid yet: question ${walk.state.slice(1)} is not answered`,
        code: 'INTAKE_INCOMPLETE',
      });
    }
  }

  private async selectedProducts(
    manager: EntityManager,
    tenantId: number,
    wanted: CheckoutRequest['products'],
  ): Promise<SelectedProduct[]> {
    const meds = wanted.map((p) => p.med);
    const duplicate = meds.find((med, i) => meds.indexOf(med) !== i);
    if (duplicate !== undefined) {
      throw new UnprocessableEntityException(
        `Product ${duplicate} is listed twice; set its quantity instead`,
      );
    }
    const rows = await manager.findBy(ProductEntity, { tenantId, med: In(meds) });
    const byMed = new Map(rows.map((row) => [row.med, row.document]));
    const unknown = meds.filter((med) => !byMed.has(med));
    if (unknown.length > 0) throw new UnprocessableEntityException(`Unknown product: ${unknown.join(', ')}`);
    return wanted.map(({ med, quantity, dosage }) => {
      const product = byMed.get(med)!;
      if (dosage !== undefined && !offersDosage(product.strength, dosage)) {
        throw new UnprocessableEntityException(
          product.strength === undefined
            ? `Product ${med} (${product.name}) has no strengths to choose from; leave out its dosage`
            : `Dosage '${dosage}' is not one of the strengths of product ${med} (${product.name}): ${product.strength}`,
        );
      }
      return {
        med,
        name: product.name,
        price: product.price,
        quantity: quantity ?? 1,
        model: product.model,
        clientProductId: product.clientProductId,
        ...(product.strength === undefined ? {} : { strength: product.strength }),
        ...(dosage === undefined ? {} : { dosage: dosage.trim() }),
      };
    });
  }

  /**
   * The customer account the order belongs to: the logged-in (or masqueraded) customer, else the customer with
   * the shipping email, else a new customer account with that email (the patient sets a password through the
   * reset link). A staff member's own login never becomes the order's customer.
   */
  private async customerFor(
    manager: EntityManager,
    tenantId: number,
    email: string,
    actor: Actor,
  ): Promise<{ user: UserEntity; isNew: boolean }> {
    if (actor.userId !== null) {
      const user = await manager.findOneBy(UserEntity, { tenantId, id: actor.userId });
      if (user?.role === UserRole.Customer) return { user, isNew: false };
    }
    const existing = (await manager
      .createQueryBuilder(UserEntity, 'u')
      .where('u.tenant_id = :tenantId AND lower(u.email) = lower(:email)', { tenantId, email })
      .getOne()) as UserEntity | null;
    if (existing) {
      if (existing.role !== UserRole.Customer) {
        throw new ConflictException(`${email} belongs to a staff account; use another email for the order`);
      }
      return { user: existing, isNew: false };
    }
    // No password yet: an unguessable one is hashed, and the patient chooses theirs through the reset link.
    const unusable = await bcrypt.hash(randomBytes(32).toString('base64url') + randomUUID(), 10);
    const user = await manager.save(
      manager.create(UserEntity, { tenantId, email, passwordHash: unusable, role: UserRole.Customer }),
    );
    return { user, isNew: true };
  }
}

/**
 * Whether a product's strength text lists this dosage as one of its strengths: "7 mg" is offered by
 * "3 mg, 7 mg or 14 mg once daily"; "4 mg", "7" and "3 mg or 7 mg" are not (nor is "7 mg" by "17 mg"). Case
 * and spacing are ignored.
 */
export function offersDosage(strength: string | undefined, dosage: string): boolean {
  if (strength === undefined) return false;
  const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  const wanted = normalise(dosage);
  // One amount and its unit ("7 mg", "0.25 mg", "2%"), not a list or a bare number.
  if (!/^\d+(\.\d+)? ?[a-zµ%][a-zµ%/.\d]*$/.test(wanted)) return false;
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\w.])${escaped}(?![\\w.])`).test(normalise(strength));
}

/** The date `days` after `from`, as YYYY-MM-DD (UTC). */
function addDays(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A one-way fingerprint of a card and amount, for the idempotency key (the card number is never kept). */
function fingerprint(cardNumber: string, amount: number): string {
  return createHash('sha256')
    .update(`${cardNumber}:${amount.toFixed(2)}`)
    .digest('hex')
    .slice(0, 16);
}
