import type { RetentionOfferId } from '@telehealth/schemas';

/** The retention offers, by id: what the customer is told and the discount on the next shipment. */
export const RETENTION_OFFERS: Record<RetentionOfferId, { description: string; discountPercent: number }> = {
  'next-shipment-20-off': { description: '20% off your next shipment', discountPercent: 20 },
};

/** The offer the cancellation flow's accept_offer outcome accepts (the one offer there is). */
export const RETENTION_OFFER_ID: RetentionOfferId = 'next-shipment-20-off';

/** A price (dollars) less a percentage, in whole cents: what the next shipment is billed after an offer. */
export function discountedPrice(price: number, percent: number): number {
  return Math.round((Math.round(price * 100) * (100 - percent)) / 100) / 100;
}
