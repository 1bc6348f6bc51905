import type { PaymentCard } from '@telehealth/schemas';

/** Provider token of the configured PaymentGateway. */
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

export interface ChargeRequest {
  /** US dollars, at most two decimals. */
  amount: number;
  card: PaymentCard;
  /** What the patient's statement shows. */
  description: string;
  /** The same key never charges twice (the gateway answers the first result again). */
  idempotencyKey: string;
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

/** A card processor: the sandbox by default, a real processor's adapter in production (PAYMENT_GATEWAY). */
export interface PaymentGateway {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Returns money of an approved charge (a clinician's decline refunds the order). */
  refund(transactionId: string, amount: number): Promise<{ refundId: string }>;
}
