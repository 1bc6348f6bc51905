import type { ErrorCode, PaymentSummary } from '@telehealth/schemas';

import { describePayment, type CardField } from '../start/lib/card';

/** "Visa ending in 4242 (expires 12/34)" for the profile's card on file, or "No card on file". */
export function cardOnFileText(card: PaymentSummary | null): string {
  if (!card?.last4) return 'No card on file';
  const expiry = card.expiry ? ` (expires ${card.expiry})` : '';
  return `${describePayment(card)}${expiry}`;
}

/**
 * The field a refusal of "Replace card" belongs to, so its message is shown there: the security code, the expiry,
 * or the number for any other decline; null for an error that is not about the card (shown under the form).
 */
export function cardErrorField(code: ErrorCode | null): CardField | null {
  switch (code) {
    case 'INCORRECT_CVC':
      return 'cvc';
    case 'EXPIRED_CARD':
      return 'expiry';
    case 'CARD_DECLINED':
    case 'INSUFFICIENT_FUNDS':
    case 'PROCESSING_ERROR':
    case 'AMOUNT_TOO_LARGE':
      return 'number';
    default:
      return null;
  }
}
