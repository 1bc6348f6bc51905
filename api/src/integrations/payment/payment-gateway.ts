import type { PaymentCard } from '@telehealth/schemas';

/** Provider token of the configured PaymentGateway. */
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

/**
 * What every gateway call carries: the tenant (each tenant is its own merchant account at the processor) and an
 * idempotency key. The same key never does the work twice: the gateway answers the first result again.
 */
export interface GatewayCall {
  tenantId: number;
  idempotencyKey: string;
}

export interface ChargeRequest extends GatewayCall {
  /** US dollars, at most two decimals. */
  amount: number;
  card: PaymentCard;
  /** What the patient's statement shows. */
  description: string;
}

export type DeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'amount_too_large';

export type ChargeResult =
  | { status: 'approved'; transactionId: string; brand: string; last4: string; expiry: string }
  | { status: 'declined'; code: DeclineCode; message: string };

/** A void (the charge is cancelled before it settles) or refund of an approved charge. */
export interface ReversalRequest extends GatewayCall {
  /** The approved charge's transaction id. */
  transactionId: string;
  /** US dollars: a void reverses the whole charge; a refund this much of it. */
  amount: number;
}

/**
 * A card processor: the sandbox by default, a real processor's adapter in production (PAYMENT_GATEWAY). Calls
 * throw when the processor cannot be reached or refuses the request itself (not a card decline); the outcome of
 * such a call is unknown, so the caller asks again with the same idempotency key, or looks the charge up.
 * Nothing calls it directly but the payment ledger (`PaymentLedger`), which records every call.
 */
export interface PaymentGateway {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The result of the charge made with this idempotency key, or null when the processor never received it. */
  findCharge(call: GatewayCall): Promise<ChargeResult | null>;
  /** Cancels an approved charge as a whole (the compensation when its order could not be recorded as paid). */
  void(request: ReversalRequest): Promise<{ voidId: string }>;
  /** Returns money of an approved charge (a clinician's decline refunds the order). */
  refund(request: ReversalRequest): Promise<{ refundId: string }>;
}
