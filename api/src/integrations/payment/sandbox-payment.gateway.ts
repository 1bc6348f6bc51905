import { createHash } from 'node:crypto';

import type { DataSource, EntityManager } from 'typeorm';

import type {
  ChargeRequest,
  ChargeResult,
  DeclineCode,
  GatewayCall,
  PaymentGateway,
  ReversalRequest,
} from './payment-gateway.js';
import { SandboxGatewayOperationEntity } from './sandbox-gateway-operation.entity.js';

/** The sandbox's test cards and what each does; any other number is declined, as in a processor's test mode. */
export const SANDBOX_TEST_CARDS: Readonly<
  Record<string, { brand: string; outcome: 'approve' | DeclineCode }>
> = {
  '4242424242424242': { brand: 'Visa', outcome: 'approve' },
  '5555555555554444': { brand: 'Mastercard', outcome: 'approve' },
  '378282246310005': { brand: 'American Express', outcome: 'approve' },
  '4000000000000002': { brand: 'Visa', outcome: 'card_declined' },
  '4000000000009995': { brand: 'Visa', outcome: 'insufficient_funds' },
  '4000000000000069': { brand: 'Visa', outcome: 'expired_card' },
  '4000000000000127': { brand: 'Visa', outcome: 'incorrect_cvc' },
  '4000000000000119': { brand: 'Visa', outcome: 'processing_error' },
};

/** The most one charge may be in the sandbox, like a test card's limit. */
export const SANDBOX_CHARGE_LIMIT = 5000;

const MESSAGES: Record<DeclineCode, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  amount_too_large: 'The amount is more than this card allows.',
};

type Kind = SandboxGatewayOperationEntity['kind'];

/**
 * A payment processor's test mode. The documented test cards approve or decline with the processor's messages, a
 * card past its expiry is declined, amounts above SANDBOX_CHARGE_LIMIT are declined. Like a real processor it
 * remembers every call per merchant account (tenant) and idempotency key — in PostgreSQL
 * (`sandbox_gateway_operations`), so two API processes share it — and answers a repeated key with the first
 * result. An approved charge is an authorisation (a hold): it can be voided as a whole, or captured once (up to its
 * amount) and then refunded up to what was captured, never both.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly name = 'sandbox';

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  charge(request: ChargeRequest): Promise<ChargeResult> {
    return this.dataSource.transaction(async (manager) => {
      const earlier = await this.earlier(manager, request, 'charge');
      if (earlier) return earlier.result as ChargeResult;
      const result = this.decide(request);
      return this.record(manager, request, 'charge', result, {
        transactionId: result.status === 'approved' ? result.transactionId : null,
        chargeTransactionId: null,
        amount: request.amount,
      });
    });
  }

  async findCharge(call: GatewayCall): Promise<ChargeResult | null> {
    const row = await this.dataSource
      .getRepository(SandboxGatewayOperationEntity)
      .findOneBy({ tenantId: call.tenantId, idempotencyKey: call.idempotencyKey, kind: 'charge' });
    return row ? (row.result as ChargeResult) : null;
  }

  capture(request: ReversalRequest): Promise<{ captureId: string }> {
    return this.reverse(request, 'capture', (charge, reversals) => {
      if (reversals.some((r) => r.kind === 'void')) {
        throw new Error(`Charge ${charge.transactionId} was voided and cannot be captured`);
      }
      if (reversals.some((r) => r.kind === 'capture')) {
        throw new Error(`Charge ${charge.transactionId} was captured already`);
      }
      if (Math.round(request.amount * 100) > Math.round(Number(charge.amount) * 100)) {
        throw new Error(`A capture takes at most the amount held (${charge.amount}), not ${request.amount}`);
      }
      return { captureId: `cp_${hash(`${request.tenantId}:${request.idempotencyKey}`)}` };
    });
  }

  void(request: ReversalRequest): Promise<{ voidId: string }> {
    return this.reverse(request, 'void', (charge, reversals) => {
      const voided = reversals.find((r) => r.kind === 'void');
      // Voiding a voided charge changes nothing: the processor answers the void that was made.
      if (voided) return voided.result as { voidId: string };
      if (reversals.length > 0)
        throw new Error(`Charge ${charge.transactionId} was captured and cannot be voided; refund it`);
      if (Math.abs(Number(charge.amount) - request.amount) > 0.001) {
        throw new Error(`A void reverses the whole charge (${charge.amount}), not ${request.amount}`);
      }
      return { voidId: `vo_${hash(`${request.tenantId}:${request.idempotencyKey}`)}` };
    });
  }

  refund(request: ReversalRequest): Promise<{ refundId: string }> {
    return this.reverse(request, 'refund', (charge, reversals) => {
      if (reversals.some((r) => r.kind === 'void')) {
        throw new Error(`Charge ${charge.transactionId} was voided and cannot be refunded`);
      }
      const centsOf = (kind: Kind) =>
        reversals
          .filter((r) => r.kind === kind)
          .reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
      const captured = centsOf('capture');
      if (captured === 0) {
        throw new Error(`Charge ${charge.transactionId} was not captured; void it instead`);
      }
      if (centsOf('refund') + Math.round(request.amount * 100) > captured) {
        throw new Error(
          `Refunds of charge ${charge.transactionId} would exceed what was captured (${captured / 100})`,
        );
      }
      return { refundId: `re_${hash(`${request.tenantId}:${request.idempotencyKey}`)}` };
    });
  }

  /**
   * A capture, void or refund: once per key; the charge row is locked so two operations on one charge apply in
   * turn.
   */
  private reverse<T extends { captureId: string } | { voidId: string } | { refundId: string }>(
    request: ReversalRequest,
    kind: 'capture' | 'void' | 'refund',
    decide: (charge: SandboxGatewayOperationEntity, reversals: SandboxGatewayOperationEntity[]) => T,
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const charge = await manager.findOne(SandboxGatewayOperationEntity, {
        where: { tenantId: request.tenantId, kind: 'charge', transactionId: request.transactionId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!charge) throw new Error(`No approved charge ${request.transactionId}`);
      const earlier = await this.earlier(manager, request, kind);
      if (earlier) return earlier.result as T;
      const reversals = await manager.findBy(SandboxGatewayOperationEntity, {
        tenantId: request.tenantId,
        chargeTransactionId: request.transactionId,
      });
      const result = decide(charge, reversals);
      return this.record(manager, request, kind, result, {
        transactionId:
          'captureId' in result ? result.captureId : 'voidId' in result ? result.voidId : result.refundId,
        chargeTransactionId: request.transactionId,
        amount: request.amount,
      });
    });
  }

  /** The operation already made with this key; a key used for another kind of call is an error. */
  private async earlier(
    manager: EntityManager,
    call: GatewayCall,
    kind: Kind,
  ): Promise<SandboxGatewayOperationEntity | null> {
    const row = await manager.findOneBy(SandboxGatewayOperationEntity, {
      tenantId: call.tenantId,
      idempotencyKey: call.idempotencyKey,
    });
    if (row && row.kind !== kind) {
      throw new Error(`Idempotency key ${call.idempotencyKey} was used for a ${row.kind}, not a ${kind}`);
    }
    return row;
  }

  /**
   * Stores the operation; when another process stored one with the same key meanwhile, that one is the answer
   * (the primary key makes the second insert wait for the first, then do nothing).
   */
  private async record<T extends SandboxGatewayOperationEntity['result']>(
    manager: EntityManager,
    call: GatewayCall,
    kind: Kind,
    result: T,
    fields: { transactionId: string | null; chargeTransactionId: string | null; amount: number },
  ): Promise<T> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(SandboxGatewayOperationEntity)
      .values({
        tenantId: call.tenantId,
        idempotencyKey: call.idempotencyKey,
        kind,
        transactionId: fields.transactionId,
        chargeTransactionId: fields.chargeTransactionId,
        amount: fields.amount.toFixed(2),
        result,
      })
      .orIgnore()
      .returning(['idempotencyKey'])
      .execute();
    if (inserted.raw.length > 0) return result;
    const first = await this.earlier(manager, call, kind);
    return first!.result as T;
  }

  private decide({ amount, card, tenantId, idempotencyKey }: ChargeRequest): ChargeResult {
    const test = SANDBOX_TEST_CARDS[card.number];
    const decline = (code: DeclineCode): ChargeResult => ({
      status: 'declined',
      code,
      message: MESSAGES[code],
    });
    if (!test) return decline('card_declined');
    if (test.outcome !== 'approve') return decline(test.outcome);
    if (isExpired(card.expiry, this.now())) return decline('expired_card');
    if (amount > SANDBOX_CHARGE_LIMIT) return decline('amount_too_large');
    return {
      status: 'approved',
      transactionId: `ch_${hash(`${tenantId}:${idempotencyKey}`)}`,
      brand: test.brand,
      last4: card.number.slice(-4),
      expiry: card.expiry,
    };
  }
}

/** A card is valid through the last day of its expiry month (MM/YY). */
function isExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const endOfMonth = Date.UTC(2000 + year, month, 1);
  return now.getTime() >= endOfMonth;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);
