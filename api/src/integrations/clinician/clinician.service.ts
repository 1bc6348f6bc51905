import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { ClinicianVisit, OrderItem, Prescription, Product } from '@telehealth/schemas';
import { DataSource } from 'typeorm';

import { ClinicalReviewService } from '../../clinical-review/clinical-review.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AccountEmails } from '../../email/account-emails.service.js';
import { CLINICIAN_VISIT_JOB } from '../../jobs/job-names.js';
import { FlowVersionsService } from '../../flow/flow-versions.service.js';
import { JobQueue } from '../../jobs/job-queue.service.js';
import { OrderEntity } from '../../order/order.entity.js';
import { orderCalculatedValues } from '../../order/utils/calculated-values.util.js';
import { applyPurchaseChange, endedPurchase } from '../../order/utils/purchase-orders.util.js';
import { toOrder } from '../../order/utils/to-order.util.js';
import { ProductEntity } from '../../product/product.entity.js';
import { PaymentLedger } from '../payment/payment-ledger.service.js';
import { CLINICIAN_PROVIDER, type ClinicianProvider, type VisitDecision } from './clinician-provider.js';
import { SandboxClinicianProvider } from './sandbox-clinician.provider.js';

export interface OrderJob {
  tenantId: number;
  orderId: number;
}

/** The sandbox clinician's decision, some time after the visit was created. */
const SANDBOX_DECISION_JOB = 'clinician.sandbox-decision';

/** Directions for use by product form, as the sandbox clinician writes them. */
const SIG: Record<Product['form'], string> = {
  topical: 'Apply a thin layer to the affected nails once daily.',
  oral: 'Take one tablet by mouth once daily on an empty stomach.',
  injectable: 'Inject the prescribed dose under the skin once weekly, on the same day each week.',
  supplement: 'Take as directed on the label.',
};

/**
 * The clinician visit of a paid order. `clinician.create-visit` (queued by checkout) creates the visit (sending the
 * order with its clinician flags and the values its answers give, such as the BMI) and records it on the order
 * (`beluga`, status PENDING); the decision — from the sandbox after its delay, or a real service's webhook — goes
 * through `applyDecision`: an approval writes the prescription, `beluga.visit.info` and order status COMPLETE, and
 * captures the amount checkout authorised; a decline releases it (a void: nothing was taken), cancels the
 * subscription (and the recurring order the order system made of it) and sets status DECLINED.
 * Every step is idempotent, so a retried job changes nothing twice.
 */
@Injectable()
export class ClinicianService implements OnModuleInit {
  private readonly logger = new Logger('Clinician');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    @Inject(CLINICIAN_PROVIDER) private readonly provider: ClinicianProvider,
    private readonly payments: PaymentLedger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reviews: ClinicalReviewService,
    private readonly accountEmails: AccountEmails,
    private readonly flows: FlowVersionsService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.work<OrderJob>(CLINICIAN_VISIT_JOB, ({ data }) => this.createVisit(data), {
      retryLimit: 5,
      retryDelaySeconds: 10,
    });
    await this.jobs.work<OrderJob>(SANDBOX_DECISION_JOB, async ({ data }) => {
      if (!(this.provider instanceof SandboxClinicianProvider)) return;
      const order = await this.order(data);
      if (order?.beluga) await this.applyDecision(data, this.provider.decide(toOrder(order)));
    });
  }

  async createVisit(job: OrderJob): Promise<void> {
    const visitId = await this.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(OrderEntity, {
        where: { id: job.orderId, tenantId: job.tenantId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!order?.paidAt || order.beluga) return null;
      // Held while a clinician reviews the order; resolving its flag queues this job again.
      if (await this.reviews.holdsOrder(order.tenantId, order.id, manager)) return null;
      const { index } = await this.flows.compiled(order.flowVersionId);
      const created = await this.provider.createVisit({
        order: toOrder(order),
        clinicianFlags: order.clinicianFlags,
        calculatedValues: orderCalculatedValues(index, order.startData, order.createdAt),
      });
      order.beluga = {
        visitId: created.visitId,
        status: 'PENDING',
        visit: { info: null },
      } satisfies ClinicianVisit;
      order.revision += 1;
      await manager.save(order);
      return created.visitId;
    });
    if (visitId === null) return;
    this.logger.log(`order ${job.orderId}: visit ${visitId} created`);
    if (this.provider instanceof SandboxClinicianProvider) {
      await this.jobs.send(SANDBOX_DECISION_JOB, job, {
        startAfterSeconds: this.config.integrations.sandboxDecisionDelaySeconds,
      });
    }
  }

  /** Records the clinician's decision on the order's visit; a visit already decided is left as it is. */
  async applyDecision(job: OrderJob, decision: VisitDecision): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // FOR NO KEY UPDATE: the capture's or void's ledger rows (which reference the order) can be written meanwhile.
      const order = await manager.findOne(OrderEntity, {
        where: { id: job.orderId, tenantId: job.tenantId },
        lock: { mode: 'for_no_key_update' },
      });
      if (!order?.beluga || order.beluga.status !== 'PENDING') return;
      const decidedAt = new Date().toISOString();
      const info = { ...decision, decidedAt };

      if (decision.decision === 'approved') {
        order.prescription = await this.prescription(manager, order, decision, decidedAt);
        order.beluga = { ...order.beluga, status: 'APPROVED', visit: { info } };
        // Cancelled, or its money given back (an admin's refund), while it waited for the clinician: nothing ships,
        // so nothing is taken (the hold is released, once).
        order.orderData =
          order.purchaseData?.status === 'CANCELLED' || moneyReleased(order)
            ? {
                orderStatus: 'CANCELLED',
                items: [...order.orderData.items, ...(await this.release(order, decidedAt))],
              }
            : {
                orderStatus: 'COMPLETE',
                items: [...order.orderData.items, ...(await this.capture(order, decidedAt))],
              };
      } else {
        order.beluga = { ...order.beluga, status: 'DECLINED', visit: { info } };
        order.orderData = {
          orderStatus: 'DECLINED',
          items: [...order.orderData.items, ...(await this.release(order, decidedAt))],
        };
        if (order.purchaseData) order.purchaseData = endedPurchase(order.purchaseData);
      }
      order.revision += 1;
      await manager.save(order);
      if (decision.decision === 'declined' && order.purchaseData) {
        // Nothing of the purchase is billed: the recurring order the order system made is cancelled with it.
        await applyPurchaseChange(manager, {
          tenantId: order.tenantId,
          changedOrderId: order.id,
          originalOrderIds: [order.id],
          purchaseData: order.purchaseData,
          ended: true,
        });
      }
      await this.accountEmails.clinicianDecision(manager, order.tenantId, order, {
        decision: decision.decision,
      });
      this.logger.log(`order ${order.id}: visit ${order.beluga.visitId} ${decision.decision}`);
    });
  }

  /**
   * The approval takes the authorised amount: the capture of the order's settled charge (once, whatever the
   * retries), one CAPTURE item per AUTHORIZE item. An order paid before checkout authorised (SALE items) was
   * charged already.
   */
  private async capture(order: OrderEntity, at: string): Promise<OrderItem[]> {
    const authorised = order.orderData.items.filter((item) => item.txnType === 'AUTHORIZE');
    if (authorised.length === 0) return [];
    const { captureId } = await this.payments.captureOrder(order.tenantId, order.id);
    return authorised.map((item) => ({ ...item, txnType: 'CAPTURE', transactionId: captureId, txnDate: at }));
  }

  /**
   * A decline (or an approval of an order cancelled meanwhile) gives the money back: the authorisation is voided (nothing was taken: VOID items), or what was
   * taken is refunded (REFUND items, also for an order paid before checkout authorised, whose items are SALEs).
   */
  private async release(order: OrderEntity, at: string): Promise<OrderItem[]> {
    const paid = order.orderData.items.filter(
      (item) => item.txnType === 'AUTHORIZE' || item.txnType === 'SALE',
    );
    // Released already (a cancel before the prescription, an admin's refund): recorded once.
    if (paid.length === 0 || moneyReleased(order)) return [];
    const released = await this.payments.releaseOrder(
      order.tenantId,
      order.id,
      order.beluga?.status === 'DECLINED'
        ? 'the clinician declined the visit'
        : 'the order was cancelled before it was prescribed',
    );
    if (!released) return [];
    return paid.map((item) => ({
      ...item,
      txnType: released.kind === 'refund' || item.txnType === 'SALE' ? 'REFUND' : 'VOID',
      transactionId: released.transactionId,
      txnDate: at,
    }));
  }

  private async prescription(
    manager: DataSource['manager'],
    order: OrderEntity,
    decision: Extract<VisitDecision, { decision: 'approved' }>,
    prescribedAt: string,
  ): Promise<Prescription> {
    const [first] = order.selectedProduct;
    const product = first
      ? await manager.findOneBy(ProductEntity, { tenantId: order.tenantId, med: first.med })
      : null;
    const form = product?.document.form ?? 'oral';
    return {
      medication: first?.name ?? 'Prescribed treatment',
      ...(first ? { med: first.med } : {}),
      // The starting dose the order records (a titrated product's first step), else the product's strength.
      dosage: first?.dosage ?? first?.strength ?? product?.document.strength ?? 'As prescribed',
      sig: SIG[form],
      quantity: '30-day supply',
      refills: first?.model ? 11 : 0,
      prescribedAt,
      prescriber: decision.clinician,
    };
  }

  private order({ tenantId, orderId }: OrderJob): Promise<OrderEntity | null> {
    return this.dataSource.getRepository(OrderEntity).findOneBy({ id: orderId, tenantId });
  }
}

/** Whether the order's money was given back already (VOID or REFUND items): nothing may be captured. */
function moneyReleased(order: OrderEntity): boolean {
  return order.orderData.items.some((item) => item.txnType === 'VOID' || item.txnType === 'REFUND');
}
