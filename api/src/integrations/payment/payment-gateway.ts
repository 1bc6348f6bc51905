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

/**
 * A capture, void or refund of an approved charge. A charge is an authorisation: the amount is held on the card
 * and nothing is taken until it is captured. A void releases the whole hold (nothing taken); a refund gives back
 * (part of) what was captured.
 */
export interface ReversalRequest extends GatewayCall {
  /** The approved charge's (authorisation's) transaction id. */
  transactionId: string;
  /** US dollars: a void releases the whole charge; a capture takes at most the amount held; a refund this much. */
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
  /** Authorises the amount on the card (a hold): nothing is taken until `capture`. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The result of the charge made with this idempotency key, or null when the processor never received it. */
  findCharge(call: GatewayCall): Promise<ChargeResult | null>;
  /** Takes the held amount (the clinician prescribed); once per charge. */
  capture(request: ReversalRequest): Promise<{ captureId: string }>;
  /**
   * Releases an approved charge that was not captured, as a whole: the compensation when its order could not be
   * recorded as paid, and a clinician's decline.
   */
  void(request: ReversalRequest): Promise<{ voidId: string }>;
  /** Gives back money of a captured charge. */
  refund(request: ReversalRequest): Promise<{ refundId: string }>;
}
