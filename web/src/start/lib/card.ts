import type { DPaymentCookie, PaymentCard } from '@telehealth/schemas';

/** The card as the patient types it into the payment form (kept in memory only, never stored). */
export interface CardInput {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'Card';

export type CardField = keyof CardInput;
export type CardErrors = Partial<Record<CardField, string>>;

/** Only the digits of a typed value ("4242 4242-4242" → "42424242"). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The card network from the number's first digits; 'Card' when unknown. */
export function cardBrand(number: string): CardBrand {
  const digits = digitsOnly(number);
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

/** How many digits a number of this brand has at most (American Express 15, others 16; unknown 19). */
export function maxCardDigits(number: string): number {
  const brand = cardBrand(number);
  if (brand === 'American Express') return 15;
  if (brand === 'Card') return 19;
  return 16;
}

/**
 * The number as shown while typing: groups of four ("4242 4242 4242 4242"), American Express 4-6-5
 * ("3782 822463 10005"). Extra digits beyond the brand's length are dropped.
 */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, maxCardDigits(value));
  if (cardBrand(digits) === 'American Express') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn checksum every card number carries (ISO/IEC 7812). */
export function luhnValid(number: string): boolean {
  const digits = digitsOnly(number);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface Expiry {
  month: number;
  /** Four digits. */
  year: number;
  /** MM/YY, as the API takes it. */
  text: string;
}

/**
 * An expiry date typed as MM/YY, MMYY, MM/YYYY or M/YY (spaces ignored); null when it is not a real month.
 */
export function parseExpiry(value: string): Expiry | null {
  const compact = value.replace(/\s/g, '');
  const match = /^(\d{1,2})\/?(\d{2}|\d{4})$/.exec(compact);
  if (!match) return null;
  const [, rawMonth = '', rawYear = ''] = match;
  // "1225" is December 2025: a 4-digit run without a slash is MMYY.
  if (!compact.includes('/') && rawMonth.length === 1) return null;
  const month = Number(rawMonth);
  if (month < 1 || month > 12) return null;
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  return { month, year, text: `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}` };
}

/** The expiry as typed: digits only, a slash after the month ("122" → "12/2"). */
export function formatExpiryInput(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: Expiry, now: Date): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** What is wrong with each field of the card form, in words a patient can act on; {} when nothing. */
export function validateCard(card: CardInput, now: Date): CardErrors {
  const errors: CardErrors = {};
  if (card.name.trim() === '') errors.name = 'Enter the name as it appears on the card.';
  const digits = digitsOnly(card.number);
  if (digits === '') errors.number = 'Enter your card number.';
  else if (digits.length < 12 || digits.length > 19 || !luhnValid(digits))
    errors.number = 'Enter a valid card number.';
  const expiry = parseExpiry(card.expiry);
  if (card.expiry.trim() === '') errors.expiry = 'Enter the expiry date (MM/YY).';
  else if (!expiry) errors.expiry = 'Enter the expiry date as MM/YY.';
  else if (isExpired(expiry, now)) errors.expiry = 'This card has expired.';
  const cvcLength = cardBrand(digits) === 'American Express' ? 4 : 3;
  const cvc = digitsOnly(card.cvc);
  if (cvc === '') errors.cvc = 'Enter the security code.';
  else if (cvc.length !== cvcLength || cvc !== card.cvc.trim())
    errors.cvc = `The security code has ${cvcLength} digits.`;
  return errors;
}

/** The card as the checkout call sends it (digits only, expiry MM/YY); null while the form is invalid. */
export function toPaymentCard(card: CardInput, now: Date): PaymentCard | null {
  if (Object.keys(validateCard(card, now)).length > 0) return null;
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return null;
  return {
    name: card.name.trim(),
    number: digitsOnly(card.number),
    expiry: expiry.text,
    cvc: digitsOnly(card.cvc),
  };
}

/**
 * The dPayment cookie: the masked summary of the card (brand, last four digits, expiry). It never holds the card
 * number or the security code.
 */
export function maskedPayment(card: Pick<CardInput, 'number' | 'expiry'>): DPaymentCookie {
  const digits = digitsOnly(card.number);
  const summary: DPaymentCookie = {
    paySource: 'CREDITCARD',
    brand: cardBrand(digits),
    last4: digits.slice(-4),
  };
  const expiry = parseExpiry(card.expiry);
  if (expiry) summary.expiry = expiry.text;
  return summary;
}

/** "Visa ending in 4242". */
export function describePayment(payment: Pick<DPaymentCookie, 'brand' | 'last4'>): string {
  return `${payment.brand ?? 'Card'} ending in ${payment.last4 ?? '????'}`;
}
