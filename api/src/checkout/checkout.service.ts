import {
  ConflictException,
  HttpException,
  Injectable,
  Logger,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import {
  asOfDay,
  cartViolation,
  doseSchedule,
  doseText,
  dosageChoices,
  offerFor,
  offeredDosage,
  walkAnswers,
} from '@telehealth/engine';
import {
  type CheckoutRequest,
  type CheckoutResponse,
  type OrderItem,
  type Product,
  type PurchaseData,
  type SelectedProduct,
  type Shipping,
  type StartData,
  UserRole,
} from '@telehealth/schemas';
import { DataSource, In, QueryFailedError, type EntityManager } from 'typeorm';

import { MasqueradeException } from '../auth/masquerade.exception.js';
import { PasswordResetService } from '../auth/password-reset.service.js';
import { NO_PASSWORD } from '../auth/utils/password-hash.js';
import { ClinicalReviewService } from '../clinical-review/clinical-review.service.js';
import { AccountEmails } from '../email/account-emails.service.js';
import { EMAIL_SEND_JOB } from '../email/email.service.js';
import { StorefrontLinks, storefrontBaseUrl } from '../email/storefront-links.js';
import { FlowVersionsService } from '../flow/flow-versions.service.js';
import { PaymentLedger, type OrderChargeOutcome } from '../integrations/payment/payment-ledger.service.js';
import { CLINICIAN_VISIT_JOB, CRM_SALE_JOB } from '../jobs/job-names.js';
import { JobQueue } from '../jobs/job-queue.service.js';
import { IntakeEventEntity } from '../order/intake-event.entity.js';
import { OrderEntity } from '../order/order.entity.js';
import { PaymentException } from '../integrations/payment/payment.exception.js';
import { OrderException } from '../order/order.exception.js';
import type { Actor } from '../order/order.service.js';
import { clinicianFlagsOf } from '../order/utils/clinician-flags.util.js';
import { assertMayActOnOrder } from '../order/utils/order-access.util.js';
import { Metrics } from '../metrics/metrics.service.js';
import { ProductEntity } from '../product/product.entity.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { UserEntity } from '../user/user.entity.js';
import {
  changedDetails,
  detailsOfShipping,
  detailsOnFile,
  listedWords,
} from '../user/utils/profile-details.util.js';
import { CheckoutException } from './checkout.exception.js';
import { OrderClaimService } from './order-claim.service.js';

/** Days between shipments of a subscription. */
export const BILLING_INTERVAL_DAYS = 30;

/**
 * Whose account a paid order joins. `caller`: the logged-in (or masqueraded) customer. `new`: a customer account
 * made for the shipping email, which had none (the patient sets a password through an emailed link). `held`: the
 * shipping email is an existing customer's, and the checkout is anonymous: the order is held (no user) until that
 * customer confirms it is theirs (OrderClaimService).
 */
type Customer =
  | { kind: 'caller'; user: UserEntity }
  | { kind: 'new'; user: UserEntity }
  | { kind: 'held'; user: UserEntity };

/** What the checkout decided before charging: the order, its revision then, the products and the price. */
interface CheckoutPlan {
  orderId: number;
  revision: number;
  selected: SelectedProduct[];
  price: number;
}

/**
 * Paying for an intake, in three steps, so that a card is never charged for an order that is not recorded as paid:
 *
 * 1. `prepare`: everything that can refuse the checkout, before any gateway call — the order access rule, the flow
 *    machine re-run on the stored answers (only an intake that reaches checkout on its pinned version may be paid),
 *    prices from the tenant's products, the customer account rules (a staff email is refused) and what the
 *    database itself would refuse (the patient's data is written as the paid write will write it, in a
 *    transaction that is rolled back).
 * 2. The charge, through the payments ledger (`PaymentLedger`): an authorisation (the total held on the card,
 *    captured only when the clinician prescribes), recorded before and after the gateway call, at most one open
 *    charge per order, so a retried checkout reuses a charge instead of holding twice. A decline changes nothing
 *    and answers the gateway's message.
 * 3. `recordPaid`: the paid order, its event, jobs and emails, and the ledger's `settle` of the charge, in one
 *    transaction. If it fails, the charge is voided (the compensation) and the patient is told nothing was taken.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Checkout');

  constructor(
    private readonly dataSource: DataSource,
    private readonly flows: FlowVersionsService,
    private readonly jobs: JobQueue,
    private readonly storefronts: StorefrontLinks,
    private readonly ledger: PaymentLedger,
    private readonly claims: OrderClaimService,
    private readonly clinicalReview: ClinicalReviewService,
    private readonly passwordResets: PasswordResetService,
    private readonly accountEmails: AccountEmails,
    private readonly metrics: Metrics,
  ) {}

  /**
   * `origin`: the storefront the patient pays on (the request's Origin), for the links of the emails a paid order
   * may send (a new account's set-your-password link, an account owner's claim link).
   */
  async checkout(
    tenant: TenantEntity,
    body: CheckoutRequest,
    actor: Actor,
    origin?: string,
  ): Promise<CheckoutResponse> {
    const baseUrl = storefrontBaseUrl(origin, await this.storefronts.storefront(tenant));
    const plan = await this.prepare(tenant.id, body, actor);
    const charge = await this.ledger.chargeOrder({
      tenantId: tenant.id,
      orderId: plan.orderId,
      amount: plan.price,
      card: body.payment.card,
      description: plan.selected.map((p) => p.name).join(', '),
    });
    if (charge.status === 'declined') {
      throw PaymentException.declined(charge.result.code, charge.result.message);
    }
    let paid: CheckoutResponse;
    try {
      paid = await this.recordPaid(tenant, plan, body, charge, actor, baseUrl);
    } catch (error) {
      throw await this.compensate(charge, error);
    }
    this.metrics.ordersPaid.inc({ tenant: String(tenant.id) });
    // The jobs became visible when the transaction committed: start them now rather than at the next poll.
    for (const name of [CLINICIAN_VISIT_JOB, CRM_SALE_JOB, EMAIL_SEND_JOB]) this.jobs.wake(name);
    return paid;
  }

  /** Step 1: the checks, and the patient's data tried against the database, then rolled back. */
  private async prepare(tenantId: number, body: CheckoutRequest, actor: Actor): Promise<CheckoutPlan> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      const { manager } = runner;
      const order = await this.payableOrder(manager, tenantId, body, actor);
      if (actor.agentId !== null && actor.userId !== null) {
        await this.assertShipsToProfile(manager, tenantId, actor.userId, body.shipping);
      }
      const answers = await this.assertReachedCheckout(order);
      const selected = await this.selectedProducts(manager, tenantId, body.products, order, answers);
      const price = selected.reduce((sum, p) => sum + Math.round(p.price * 100) * (p.quantity ?? 1), 0) / 100;
      const customer = await this.customerFor(manager, tenantId, body.shipping.email, actor);
      await manager.update(
        OrderEntity,
        { tenantId: order.tenantId, id: order.id },
        patientColumns(selected, body, price, customer),
      );
      return { orderId: order.id, revision: order.revision, selected, price };
    } catch (error) {
      // Text PostgreSQL cannot store (a NUL character) or a value out of range: the patient's data, not a fault.
      if (error instanceof QueryFailedError && /^22/.test(String((error as { code?: unknown }).code))) {
        throw new CheckoutException('CHECKOUT_DATA_REFUSED');
      }
      throw error;
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  /** Step 3: the paid order and the charge's settlement, one transaction. */
  private recordPaid(
    tenant: TenantEntity,
    plan: CheckoutPlan,
    body: CheckoutRequest,
    charge: Extract<OrderChargeOutcome, { status: 'approved' }>,
    actor: Actor,
    baseUrl: string,
  ): Promise<CheckoutResponse> {
    const tenantId = tenant.id;
    return this.dataSource.transaction(async (manager) => {
      const order = await this.payableOrder(manager, tenantId, { ...body, revision: plan.revision }, actor);
      await this.ledger.settle(manager, charge.payment);
      const customer = await this.customerFor(manager, tenantId, body.shipping.email, actor);
      const { result } = charge;
      const paidAt = new Date();
      // Authorised, not taken: the clinician's approval captures it, a decline releases it (ClinicianService).
      const items: OrderItem[] = plan.selected.map((p) => ({
        txnType: 'AUTHORIZE',
        amount: Math.round(p.price * 100 * (p.quantity ?? 1)) / 100,
        med: p.med,
        productName: p.name,
        transactionId: result.transactionId,
        txnDate: paidAt.toISOString(),
      }));
      const subscription = plan.selected.some((p) => p.model);
      const purchaseData: PurchaseData | null = subscription
        ? {
            status: 'ACTIVE',
            purchaseId: `pur_${order.id}`,
            nextBillDate: addDays(paidAt, BILLING_INTERVAL_DAYS),
            billingIntervalDays: BILLING_INTERVAL_DAYS,
          }
        : null;
      // The answers' clinician flags as of the payment (the saves wrote them; this write keeps them so).
      const { index } = await this.flows.compiled(order.flowVersionId);
      const asOf = asOfDay(order.createdAt);
      Object.assign(order, {
        ...patientColumns(plan.selected, body, plan.price, customer),
        clinicianFlags: clinicianFlagsOf(index, order.startData, asOf, order.clinicianFlags, paidAt),
        payment: { paySource: 'CREDITCARD', last4: result.last4, brand: result.brand, expiry: result.expiry },
        orderData: { orderStatus: 'PENDING', items },
        purchaseData,
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
      // Created in this transaction: the jobs and emails exist exactly when the payment is recorded.
      const job = { tenantId, orderId: order.id };
      await this.jobs.send(CLINICIAN_VISIT_JOB, job, { transaction: manager });
      await this.jobs.send(CRM_SALE_JOB, job, { transaction: manager });
      // The new account has no password yet: email the patient a single-use link to set one.
      if (customer.kind === 'new')
        await this.passwordResets.queueAccountSetup(manager, tenant, customer.user, baseUrl);
      // The order confirmation goes to the account the order joins (a held order's owner gets the claim email).
      if (customer.kind !== 'held') {
        // Each item with its starting dose and, for a titrated product, its schedule (the items follow plan.selected).
        const lines = items.map((item, at) => {
          const sold = plan.selected[at];
          return {
            name: item.productName ?? 'Treatment',
            amount: item.amount,
            ...(sold?.dosage ? { dosage: sold.dosage } : {}),
            ...(sold?.schedule ? { schedule: sold.schedule } : {}),
          };
        });
        await this.accountEmails.orderConfirmation(
          manager,
          tenant,
          customer.user.email,
          { id: order.id, paidAt, items: lines, total: plan.price, payment: saved.payment },
          baseUrl,
        );
      }
      if (customer.kind === 'held')
        await this.claims.offer(manager, tenant, order.id, customer.user, baseUrl);
      return {
        orderId: String(saved.id),
        created: saved.created,
        price: plan.price,
        payment: saved.payment!,
        selectedProduct: plan.selected,
        // Only the caller's own account is named: an anonymous answer is the same whoever the email belongs to.
        ...(customer.kind === 'caller' ? { userId: customer.user.id } : {}),
        transactionId: result.transactionId,
        revision: saved.revision,
      };
    });
  }

  /**
   * The paid write failed after an approved charge: void the charge, unless it was settled after all (a concurrent
   * retry recorded the order as paid with it). Answers the error for the patient.
   */
  private async compensate(
    charge: Extract<OrderChargeOutcome, { status: 'approved' }>,
    error: unknown,
  ): Promise<unknown> {
    const reason = `the paid order could not be recorded (${error instanceof Error ? error.message : String(error)})`;
    let voided: boolean | 'later';
    try {
      voided = await this.ledger.voidCharge(charge.payment, reason);
    } catch (voidError) {
      // The void stays decided: the reconciliation job sends it again.
      this.logger.error(
        `order ${charge.payment.orderId}: the void failed and will be retried: ${String(voidError)}`,
      );
      voided = 'later';
    }
    if (error instanceof HttpException && error.getStatus() < 500) return error;
    if (!(error instanceof HttpException)) {
      this.logger.error(`order ${charge.payment.orderId}: the paid write failed after the charge: ${reason}`);
    }
    return new CheckoutException('PAYMENT_NOT_COMPLETED', voided);
  }

  /** The order of the checkout, locked, if the caller may pay it now (404, 401/403, 409 paid or changed). */
  private async payableOrder(
    manager: EntityManager,
    tenantId: number,
    body: Pick<CheckoutRequest, 'created' | 'revision'>,
    actor: Actor,
  ): Promise<OrderEntity> {
    const order = await manager.findOne(OrderEntity, {
      where: { tenantId, created: body.created },
      lock: { mode: 'pessimistic_write' },
    });
    if (!order) throw new NotFoundException(`No order for created ${body.created}`);
    assertMayActOnOrder(order, actor);
    if (order.paidAt) {
      throw new OrderException('ORDER_PAID', order.id);
    }
    if (body.revision !== undefined && body.revision !== order.revision) {
      throw new OrderException('ORDER_REVISION_CONFLICT', body.revision, order.revision);
    }
    return order;
  }

  /** The answers on the intake's path, when they reach checkout (else 422: a hard stop, or not finished). */
  private async assertReachedCheckout(order: OrderEntity): Promise<StartData> {
    const compiled = await this.flows.compiled(order.flowVersionId);
    const walk = walkAnswers(compiled.index, order.startData, asOfDay(order.createdAt));
    if (walk.hardStop) {
      throw new CheckoutException('INTAKE_HARD_STOPPED', walk.hardStop.questionId);
    }
    if (walk.state !== 'checkout') {
      throw new CheckoutException('INTAKE_INCOMPLETE', walk.state.slice(1));
    }
    return walk.answers;
  }

  /**
   * The products of the checkout, priced from the catalog: each known, listed once, allowed by the eligibility rules
   * of the flow version the intake is pinned to (for its answers), a titrated product at its starting dose (422
   * naming the rule otherwise, before anything is charged).
   */
  private async selectedProducts(
    manager: EntityManager,
    tenantId: number,
    wanted: CheckoutRequest['products'],
    order: OrderEntity,
    answers: StartData,
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
    const catalog = (await manager.find(ProductEntity, { where: { tenantId }, order: { med: 'ASC' } })).map(
      (row) => row.document,
    );
    const { index } = await this.flows.compiled(order.flowVersionId);
    const offer = offerFor(index, answers, asOfDay(order.createdAt), catalog);
    const violation = cartViolation(offer, wanted);
    if (violation) throw new CheckoutException('ORDER_NOT_ELIGIBLE', violation.rule, violation.message);
    const startOf = new Map(offer.products.map((offered) => [offered.product.med, offered.startStep]));
    return wanted.map(({ med, quantity, dosage }) => {
      const product = byMed.get(med)!;
      if (product.titration) {
        // The schedule decides the dose: the starting step's (the patient chose none, or that one).
        const startStep = startOf.get(med) ?? 1;
        return {
          ...pricedProduct(med, product, quantity),
          dosage: doseText(product.titration, startStep),
          startStep,
          schedule: doseSchedule(product.titration, startStep),
        };
      }
      const chosen = dosage === undefined ? undefined : offeredDosage(product.strength, dosage);
      if (dosage !== undefined && chosen === undefined) {
        const options = dosageChoices(product);
        throw new UnprocessableEntityException(
          options.length === 0
            ? `Product ${med} (${product.name}) has no strengths to choose from; leave out its dosage`
            : `Dosage '${dosage}' is not one of the strengths of product ${med} (${product.name}): ${options.join(', ')}`,
        );
      }
      return {
        ...pricedProduct(med, product, quantity),
        ...(chosen === undefined ? {} : { dosage: chosen }),
      };
    });
  }

  /**
   * Staff acting as the customer (a mask token) pay only for an order that goes where the customer's profile says
   * (issue 31): its shipping must be the name, phone and address on file (`detailsOnFile`, compared as a person
   * reads them) and the account's email. Where medication goes and who receives it are the patient's to change,
   * from their own login; 403 `MASQUERADE_REFUSED` otherwise, before any charge.
   */
  private async assertShipsToProfile(
    manager: EntityManager,
    tenantId: number,
    customerId: number,
    shipping: Shipping,
  ): Promise<void> {
    const onFile = await detailsOnFile(manager, tenantId, customerId);
    if (!onFile) throw new MasqueradeException('MASQUERADE_REFUSED', { kind: 'no-details' });
    const changed = changedDetails(onFile, detailsOfShipping(shipping));
    const [account] = (await manager.query(`SELECT email FROM users WHERE tenant_id = $1 AND id = $2`, [
      tenantId,
      customerId,
    ])) as { email: string }[];
    if (shipping.email.trim().toLowerCase() !== account?.email.trim().toLowerCase()) changed.push('email');
    if (changed.length > 0) {
      throw new MasqueradeException('MASQUERADE_REFUSED', {
        kind: 'shipping',
        changed: listedWords(changed),
      });
    }
  }

  /**
   * Whose account the order joins (`Customer`): the logged-in (or masqueraded) customer; for anyone else the
   * customer of the shipping email — held until they claim it — or else a new customer account with that email
   * and no usable password. A staff member's own login never becomes the order's customer, and a staff email is
   * refused (409) before any charge.
   */
  private async customerFor(
    manager: EntityManager,
    tenantId: number,
    email: string,
    actor: Actor,
  ): Promise<Customer> {
    if (actor.userId !== null) {
      const user = await manager.findOneBy(UserEntity, { tenantId, id: actor.userId });
      if (user?.role === UserRole.Customer) return { kind: 'caller', user };
    }
    const existing = (await manager
      .createQueryBuilder(UserEntity, 'u')
      .where('u.tenant_id = :tenantId AND lower(u.email) = lower(:email)', { tenantId, email })
      .getOne()) as UserEntity | null;
    if (existing) {
      if (existing.role !== UserRole.Customer) {
        throw new ConflictException(`${email} belongs to a staff account; use another email for the order`);
      }
      return { kind: 'held', user: existing };
    }
    // No password yet (and no hashing, which would tell by its time that the email was new): the patient
    // chooses one through the reset link.
    const user = await manager.save(
      manager.create(UserEntity, { tenantId, email, passwordHash: NO_PASSWORD, role: UserRole.Customer }),
    );
    return { kind: 'new', user };
  }
}

/** A product of the catalog as the order records it, priced as sold. */
function pricedProduct(med: number, product: Product, quantity: number | undefined): SelectedProduct {
  return {
    med,
    name: product.name,
    price: product.price,
    quantity: quantity ?? 1,
    model: product.model,
    clientProductId: product.clientProductId,
    ...(product.strength === undefined ? {} : { strength: product.strength }),
  };
}

/** The order's columns that come from the patient's checkout (the same in the rehearsal and the paid write). */
function patientColumns(
  selected: SelectedProduct[],
  body: CheckoutRequest,
  price: number,
  customer: Customer,
): Pick<OrderEntity, 'selectedProduct' | 'shipping' | 'price' | 'userId'> {
  return {
    selectedProduct: selected,
    shipping: body.shipping,
    price,
    userId: customer.kind === 'held' ? null : customer.user.id,
  };
}

/** The date `days` after `from`, as YYYY-MM-DD (UTC). */
function addDays(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
