import { randomUUID } from 'node:crypto';

import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PaymentCard } from '@telehealth/schemas';
import { DataSource, type EntityManager } from 'typeorm';

import { PAYMENT_GATEWAY, type ChargeResult, type PaymentGateway } from './payment-gateway.js';
import { PaymentEntity, type PaymentKind } from './payment.entity.js';
import { PaymentException } from './payment.exception.js';

/** Postgres' unique_violation. */
const UNIQUE_VIOLATION = '23505';

export type ApprovedCharge = Extract<ChargeResult, { status: 'approved' }>;
export type DeclinedCharge = Extract<ChargeResult, { status: 'declined' }>;

export interface OrderChargeRequest {
  tenantId: number;
  orderId: number;
  /** US dollars. */
  amount: number;
  card: PaymentCard;
  description: string;
}

export type OrderChargeOutcome =
  | { status: 'approved'; payment: PaymentEntity; result: ApprovedCharge }
  | { status: 'declined'; payment: PaymentEntity; result: DeclinedCharge };

export interface RefundRequest {
  tenantId: number;
  orderId: number;
  /** The approved charge's gateway transaction id. */
  transactionId: string;
  amount: number;
  /** The same key for every attempt at this refund (a retried job refunds once). */
  idempotencyKey: string;
  /** The staff member who asked for it, if one did. */
  requestedBy?: number;
}

/**
 * The payments ledger: the only way to the payment gateway. Every call is a `payments` row written and committed
 * as `pending` before the call and given the gateway's answer after it, so a call whose process died is still on
 * record. A charge is an authorisation: checkout holds the order's total on the card, the clinician's approval
 * captures it (`captureOrder`), a decline releases it (`releaseOrder`). The money rules:
 *
 * - Nothing is captured unless the order is recorded as paid: only a settled charge is captured.
 * - An order has at most one charge that is in flight or approved without a paid order (a unique index): a retried
 *   or concurrent checkout finds that charge and reuses it (asking the gateway again with its idempotency key),
 *   so it never captures twice.
 * - A charge counts only when `settle` marks it in the very transaction that records its order as paid. If that
 *   transaction fails, `voidCharge` reverses the charge (the compensation); `PaymentReconciler` does the same, after
 *   a while, for a charge whose process died between the charge and the paid write.
 * - Deciding a void and settling exclude each other: a charge whose void was decided can no longer be settled, and
 *   a settled charge is never voided as a compensation (only `releaseOrder`, the clinician's decline, releases it).
 */
@Injectable()
export class PaymentLedger {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  /**
   * Charges an order, at most once: an open charge of the order (left by a retried, concurrent or crashed
   * checkout) is reused — asked again with its own idempotency key when its answer is unknown — if it is for the
   * same amount, and voided first if not. A decline is recorded and answered; the caller then changes nothing.
   */
  async chargeOrder(request: OrderChargeRequest): Promise<OrderChargeOutcome> {
    const open = await this.openCharge(request.tenantId, request.orderId);
    if (open) {
      const outcome =
        open.status === 'approved' ? approvedOutcome(open) : await this.sendCharge(open, request);
      if (outcome.status === 'declined') return outcome;
      if (outcome.payment.amount === request.amount && outcome.payment.voidRequestedAt === null)
        return outcome;
      await this.voidCharge(outcome.payment, 'the order total changed before the order was recorded as paid');
    }
    const payment = await this.begin({
      tenantId: request.tenantId,
      orderId: request.orderId,
      kind: 'charge',
      amount: request.amount,
      idempotencyKey: `order-${request.orderId}-charge-${randomUUID()}`,
      reversesPaymentId: null,
    }).catch((error: unknown) => {
      // Another checkout of this order started its charge meanwhile (the one-open-charge index).
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new PaymentException('PAYMENT_IN_PROGRESS');
      }
      throw error;
    });
    return this.sendCharge(payment, request);
  }

  /**
   * Checks a card with the gateway as checkout does, without taking money: a zero authorisation of the order (a
   * refill, for the card on file), recorded here like every call and voided at once when approved. The
   * one-open-charge index lets one check (or charge) of an order run at a time: a second one at the same moment
   * is PAYMENT_IN_PROGRESS. A void the gateway does not answer now is retried by the reconciliation job.
   */
  async verifyCard(request: {
    tenantId: number;
    orderId: number;
    card: PaymentCard;
  }): Promise<OrderChargeOutcome> {
    const payment = await this.begin({
      tenantId: request.tenantId,
      orderId: request.orderId,
      kind: 'charge',
      amount: 0,
      idempotencyKey: `order-${request.orderId}-card-check-${randomUUID()}`,
      reversesPaymentId: null,
    }).catch((error: unknown) => {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new PaymentException('PAYMENT_IN_PROGRESS');
      }
      throw error;
    });
    const outcome = await this.sendCharge(payment, { ...request, amount: 0, description: 'Card check' });
    if (outcome.status === 'approved') {
      await this.voidCharge(outcome.payment, 'a card check holds nothing').catch((error: unknown) => {
        this.logger.error(
          `payment ${payment.id}: void of a card check failed, left to the reconciliation: ${String(error)}`,
        );
      });
    }
    return outcome;
  }

  /**
   * Marks the charge as the order's payment, inside the transaction that records the order as paid (`manager`),
   * so both commit or neither does. Refused (409) when a void of the charge was decided meanwhile.
   */
  async settle(manager: EntityManager, payment: PaymentEntity): Promise<void> {
    const [rows] = (await manager.query(
      `UPDATE payments SET settled_at = now(), updated_at = now()
        WHERE tenant_id = $2 AND id = $1 AND status = 'approved' AND settled_at IS NULL AND void_requested_at IS NULL
        RETURNING id`,
      [payment.id, payment.tenantId],
    )) as [unknown[], number];
    if (rows.length === 0) {
      throw new PaymentException('PAYMENT_CANCELLED');
    }
  }

  /**
   * The compensation: voids an approved charge that no paid order records. Does nothing (false) when the charge
   * was settled after all (its order is paid) or is voided already. Deciding the void comes first and is final:
   * from then on the charge cannot be settled, even if the gateway is unreachable now — the void is then retried
   * by the reconciliation job with the same idempotency key.
   */
  async voidCharge(charge: PaymentEntity, reason: string): Promise<boolean> {
    const [rows] = (await this.dataSource.query(
      `UPDATE payments SET void_requested_at = coalesce(void_requested_at, now()), error = $2, updated_at = now()
        WHERE tenant_id = $3 AND id = $1 AND kind = 'charge' AND status = 'approved' AND settled_at IS NULL
        RETURNING id`,
      [charge.id, `voided: ${reason}`.slice(0, 1000), charge.tenantId],
    )) as [unknown[], number];
    if (rows.length === 0) return false;
    this.logger.warn(`order ${charge.orderId}: voiding charge ${charge.gatewayTransactionId}: ${reason}`);
    const voidRow = await this.begin({
      tenantId: charge.tenantId,
      orderId: charge.orderId,
      kind: 'void',
      amount: charge.amount,
      idempotencyKey: `${charge.idempotencyKey}-void`,
      reversesPaymentId: charge.id,
    });
    await this.sendReversal(voidRow, charge);
    return true;
  }

  /**
   * Takes the order's authorised amount (the clinician prescribed): the capture of its settled charge, once (the
   * same idempotency key for every attempt, so a retried decision captures once). Answers the capture's gateway id
   * and amount; throws when the order has no settled charge, or its charge was voided.
   */
  async captureOrder(tenantId: number, orderId: number): Promise<{ captureId: string; amount: number }> {
    const charge = await this.settledCharge(tenantId, orderId);
    if (!charge || charge.status !== 'approved') {
      throw new Error(`order ${orderId}: no settled, unreleased charge to capture in the payments ledger`);
    }
    const row = await this.begin({
      tenantId,
      orderId,
      kind: 'capture',
      amount: charge.amount,
      idempotencyKey: `${charge.idempotencyKey}-capture`,
      reversesPaymentId: charge.id,
    });
    return { captureId: await this.sendReversal(row, charge), amount: row.amount };
  }

  /**
   * Gives the order's money back when the clinician declines: its settled charge is voided (released: nothing was
   * taken) unless it was captured, in which case what was captured is refunded. Idempotent. Answers what was done,
   * with the gateway id, or null when the order has no settled charge.
   */
  async releaseOrder(
    tenantId: number,
    orderId: number,
    reason: string,
    requestedBy?: number,
  ): Promise<{ kind: 'void' | 'refund'; transactionId: string; amount: number } | null> {
    const charge = await this.settledCharge(tenantId, orderId);
    if (!charge) return null;
    const capture = await this.dataSource
      .getRepository(PaymentEntity)
      .findOneBy({ tenantId, reversesPaymentId: charge.id, kind: 'capture', status: 'approved' });
    if (capture) {
      const { refundId } = await this.refund({
        tenantId,
        orderId,
        transactionId: charge.gatewayTransactionId!,
        amount: capture.amount,
        idempotencyKey: `${charge.idempotencyKey}-refund`,
        ...(requestedBy === undefined ? {} : { requestedBy }),
      });
      return { kind: 'refund', transactionId: refundId, amount: capture.amount };
    }
    await this.dataSource.query(
      `UPDATE payments SET void_requested_at = coalesce(void_requested_at, now()), error = $2, updated_at = now()
        WHERE tenant_id = $3 AND id = $1`,
      [charge.id, `voided: ${reason}`.slice(0, 1000), charge.tenantId],
    );
    const voidRow = await this.begin({
      tenantId,
      orderId,
      kind: 'void',
      amount: charge.amount,
      idempotencyKey: `${charge.idempotencyKey}-void`,
      reversesPaymentId: charge.id,
      requestedBy: requestedBy ?? null,
    });
    return { kind: 'void', transactionId: await this.sendReversal(voidRow, charge), amount: charge.amount };
  }

  /** Refunds (part of) what a settled charge's capture took; answers the gateway's refund id. */
  async refund(request: RefundRequest): Promise<{ refundId: string }> {
    const charge = await this.dataSource.getRepository(PaymentEntity).findOneBy({
      tenantId: request.tenantId,
      orderId: request.orderId,
      kind: 'charge',
      gatewayTransactionId: request.transactionId,
    });
    if (!charge) {
      throw new Error(`order ${request.orderId}: no charge ${request.transactionId} in the payments ledger`);
    }
    const row = await this.begin({
      tenantId: request.tenantId,
      orderId: request.orderId,
      kind: 'refund',
      amount: request.amount,
      idempotencyKey: request.idempotencyKey,
      reversesPaymentId: charge.id,
      requestedBy: request.requestedBy ?? null,
    });
    const refunded = await this.sendReversal(row, charge);
    return { refundId: refunded };
  }

  /**
   * Settles the ledger's unfinished business older than `olderThanSeconds` (a process died mid-way): a charge whose
   * answer was lost is looked up at the gateway (not received: `failed`); an approved charge that no paid order
   * records is voided; a capture, void or refund whose answer was lost is sent again with its key (an answered one
   * is done and left alone). Answers what it did.
   */
  async reconcile(
    olderThanSeconds: number,
    limit = 100,
  ): Promise<{ voided: number; failed: number; retried: number }> {
    const stale = await this.dataSource
      .getRepository(PaymentEntity)
      .createQueryBuilder('p')
      // A charge in flight or approved without a paid order; a capture, void or refund whose answer was lost.
      .where(
        `((p.kind = 'charge' AND p.status IN ('pending', 'approved') AND p.settled_at IS NULL)
          OR (p.kind <> 'charge' AND p.status = 'pending'))`,
      )
      .andWhere(`p.created_at < now() - make_interval(secs => :seconds)`, { seconds: olderThanSeconds })
      .orderBy('p.id')
      .limit(limit)
      .getMany();
    const done = { voided: 0, failed: 0, retried: 0 };
    for (const row of stale) {
      try {
        if (row.kind !== 'charge') {
          const charge = await this.dataSource
            .getRepository(PaymentEntity)
            .findOneByOrFail({ tenantId: row.tenantId, id: row.reversesPaymentId! });
          await this.sendReversal(row, charge);
          done.retried += 1;
          continue;
        }
        let charge = row;
        if (row.status === 'pending') {
          const found = await this.gateway.findCharge({
            tenantId: row.tenantId,
            idempotencyKey: row.idempotencyKey,
          });
          if (!found) {
            await this.finish(row, { status: 'failed', error: 'the gateway never received this charge' });
            done.failed += 1;
            continue;
          }
          charge = await this.finishCharge(row, found);
          if (found.status === 'declined') continue;
        }
        // Also a charge whose void was decided before but whose gateway call failed: it is sent again.
        const reason = `its order was not recorded as paid within ${olderThanSeconds} s`;
        if (await this.voidCharge(charge, reason)) done.voided += 1;
      } catch (error) {
        this.logger.error(
          `payment ${row.id} (order ${row.orderId}) could not be reconciled: ${String(error)}`,
        );
      }
    }
    return done;
  }

  /** The order's charge that is in flight or approved without a paid order, if any (at most one). */
  private openCharge(tenantId: number, orderId: number): Promise<PaymentEntity | null> {
    return this.dataSource
      .getRepository(PaymentEntity)
      .createQueryBuilder('p')
      .where(`p.tenant_id = :tenantId AND p.order_id = :orderId AND p.kind = 'charge'`, { tenantId, orderId })
      .andWhere(`p.status IN ('pending', 'approved') AND p.settled_at IS NULL`)
      .getOne();
  }

  /** The order's charge recorded with its paid order (at most one), whether still held or voided since. */
  private settledCharge(tenantId: number, orderId: number): Promise<PaymentEntity | null> {
    return this.dataSource
      .getRepository(PaymentEntity)
      .createQueryBuilder('p')
      .where(`p.tenant_id = :tenantId AND p.order_id = :orderId AND p.kind = 'charge'`, { tenantId, orderId })
      .andWhere(`p.settled_at IS NOT NULL`)
      .getOne();
  }

  /** Writes and commits the `pending` row of a gateway call, before the call; a retry reuses the row of its key. */
  private async begin(row: {
    tenantId: number;
    orderId: number;
    kind: PaymentKind;
    amount: number;
    idempotencyKey: string;
    reversesPaymentId: string | null;
    requestedBy?: number | null;
  }): Promise<PaymentEntity> {
    // Only the idempotency key's conflict is a retry; the one-open-charge index's is an error for the caller.
    await this.dataSource.query(
      `INSERT INTO payments (tenant_id, order_id, kind, status, amount, idempotency_key, gateway, reverses_payment_id,
                             requested_by_user_id)
       VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8)
       ON CONFLICT ON CONSTRAINT payments_tenant_id_idempotency_key_key DO NOTHING`,
      [
        row.tenantId,
        row.orderId,
        row.kind,
        row.amount,
        row.idempotencyKey,
        this.gateway.name,
        row.reversesPaymentId,
        row.requestedBy ?? null,
      ],
    );
    return this.dataSource
      .getRepository(PaymentEntity)
      .findOneByOrFail({ tenantId: row.tenantId, idempotencyKey: row.idempotencyKey });
  }

  /** Calls the gateway for a charge row and records its answer. */
  private async sendCharge(payment: PaymentEntity, request: OrderChargeRequest): Promise<OrderChargeOutcome> {
    let result: ChargeResult;
    try {
      result = await this.gateway.charge({
        tenantId: payment.tenantId,
        idempotencyKey: payment.idempotencyKey,
        amount: payment.amount,
        card: request.card,
        description: request.description,
      });
    } catch (error) {
      // The outcome is unknown: the row stays pending, and a retry (or the reconciliation) asks again with its key.
      await this.note(payment, error);
      throw new PaymentException('PAYMENT_GATEWAY_UNAVAILABLE');
    }
    const recorded = await this.finishCharge(payment, result);
    return result.status === 'approved'
      ? { status: 'approved', payment: recorded, result }
      : { status: 'declined', payment: recorded, result };
  }

  /** Calls the gateway for a capture, void or refund row and records its answer; answers the gateway's id. */
  private async sendReversal(row: PaymentEntity, charge: PaymentEntity): Promise<string> {
    const call = {
      tenantId: row.tenantId,
      idempotencyKey: row.idempotencyKey,
      transactionId: charge.gatewayTransactionId!,
      amount: row.amount,
    };
    let id: string;
    try {
      id =
        row.kind === 'capture'
          ? (await this.gateway.capture(call)).captureId
          : row.kind === 'void'
            ? (await this.gateway.void(call)).voidId
            : (await this.gateway.refund(call)).refundId;
    } catch (error) {
      await this.note(row, error);
      throw error;
    }
    await this.dataSource.transaction(async (manager) => {
      await this.finish(row, { status: 'approved', gatewayTransactionId: id }, manager);
      if (row.kind === 'void') {
        await manager.query(
          `UPDATE payments SET status = 'voided', updated_at = now()
            WHERE tenant_id = $2 AND id = $1 AND status = 'approved'`,
          [charge.id, charge.tenantId],
        );
      }
    });
    return id;
  }

  private async finishCharge(payment: PaymentEntity, result: ChargeResult): Promise<PaymentEntity> {
    return result.status === 'approved'
      ? this.finish(payment, {
          status: 'approved',
          gatewayTransactionId: result.transactionId,
          card: { brand: result.brand, last4: result.last4, expiry: result.expiry },
          error: null,
        })
      : this.finish(payment, { status: 'declined', error: result.message });
  }

  /** Records a gateway answer on a pending row (a row already answered keeps its answer). */
  private async finish(
    payment: PaymentEntity,
    change: Partial<Pick<PaymentEntity, 'status' | 'gatewayTransactionId' | 'card' | 'error'>>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PaymentEntity> {
    await manager
      .createQueryBuilder()
      .update(PaymentEntity)
      .set({ ...change })
      .where(`tenant_id = :tenantId AND id = :id AND status = 'pending'`, {
        tenantId: payment.tenantId,
        id: payment.id,
      })
      .execute();
    return manager.findOneByOrFail(PaymentEntity, { tenantId: payment.tenantId, id: payment.id });
  }

  /** Keeps the error of a call whose outcome is unknown on its (still pending) row. */
  private async note(payment: PaymentEntity, error: unknown): Promise<void> {
    this.logger.error(
      `payment ${payment.id} (order ${payment.orderId}): gateway call failed: ${String(error)}`,
    );
    await this.dataSource
      .createQueryBuilder()
      .update(PaymentEntity)
      .set({ error: String(error).slice(0, 1000) })
      .where(`tenant_id = :tenantId AND id = :id AND status = 'pending'`, {
        tenantId: payment.tenantId,
        id: payment.id,
      })
      .execute();
  }
}

function approvedOutcome(payment: PaymentEntity): OrderChargeOutcome {
  const card = payment.card!;
  return {
    status: 'approved',
    payment,
    result: { status: 'approved', transactionId: payment.gatewayTransactionId!, ...card },
  };
}
