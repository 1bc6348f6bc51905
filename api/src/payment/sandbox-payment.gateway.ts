import { createHash } from 'node:crypto';

import type { ChargeRequest, ChargeResult, DeclineCode, PaymentGateway } from './payment-gateway.js';

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

/**
 * A payment processor's test mode, in process: the documented test cards approve or decline with the
 * processor's messages, a card past its expiry is declined, amounts above SANDBOX_CHARGE_LIMIT are declined, and
 * a repeated idempotency key answers the first result. Transaction ids are derived from the idempotency key.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly name = 'sandbox';
  private readonly results = new Map<string, ChargeResult>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const earlier = this.results.get(request.idempotencyKey);
    if (earlier) return earlier;
    const result = this.decide(request);
    this.results.set(request.idempotencyKey, result);
    return Promise.resolve(result);
  }

  async refund(transactionId: string, amount: number): Promise<{ refundId: string }> {
    return Promise.resolve({ refundId: `re_${hash(`${transactionId}:${amount}`)}` });
  }

  private decide({ amount, card, idempotencyKey }: ChargeRequest): ChargeResult {
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
      transactionId: `ch_${hash(idempotencyKey)}`,
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
