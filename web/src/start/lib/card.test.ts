import { validate } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import {
  cardBrand,
  describePayment,
  formatCardNumber,
  formatExpiryInput,
  isExpired,
  luhnValid,
  maskedPayment,
  parseExpiry,
  toPaymentCard,
  validateCard,
} from './card';

const NOW = new Date(2026, 10, 23); // 23 Nov 2026

describe('formatCardNumber', () => {
  it('groups digits by four and drops other characters', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('')).toBe('');
  });
  it('groups American Express 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
  });
  it('stops a Visa at 16 digits', () => {
    expect(formatCardNumber('42424242424242429')).toBe('4242 4242 4242 4242');
  });
});

describe('luhnValid', () => {
  it.each([
    '4242424242424242',
    '5555555555554444',
    '378282246310005',
    '4000000000000002',
    '4242 4242 4242 4242',
  ])('accepts %s', (number) => expect(luhnValid(number)).toBe(true));
  it.each(['4242424242424241', '1234567812345678', '4242', '0000000000000000000000'])(
    'refuses %s',
    (number) => expect(luhnValid(number)).toBe(false),
  );
});

describe('cardBrand', () => {
  it('tells the networks apart', () => {
    expect(cardBrand('4242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2221000000000009')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('9999')).toBe('Card');
  });
});

describe('parseExpiry', () => {
  it('reads MM/YY, MMYY, M/YY and MM/YYYY', () => {
    expect(parseExpiry('12/28')).toEqual({ month: 12, year: 2028, text: '12/28' });
    expect(parseExpiry('1228')).toEqual({ month: 12, year: 2028, text: '12/28' });
    expect(parseExpiry('3/29')).toEqual({ month: 3, year: 2029, text: '03/29' });
    expect(parseExpiry('04 / 2030')).toEqual({ month: 4, year: 2030, text: '04/30' });
  });
  it('refuses months outside 1-12 and malformed text', () => {
    expect(parseExpiry('13/28')).toBeNull();
    expect(parseExpiry('00/28')).toBeNull();
    expect(parseExpiry('1/2')).toBeNull();
    expect(parseExpiry('ab/cd')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });
  it('formats what is typed with a slash after the month', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('122')).toBe('12/2');
    expect(formatExpiryInput('12/289')).toBe('12/28');
  });
  it('keeps a card valid through its expiry month', () => {
    expect(isExpired({ month: 11, year: 2026, text: '11/26' }, NOW)).toBe(false);
    expect(isExpired({ month: 10, year: 2026, text: '10/26' }, NOW)).toBe(true);
    expect(isExpired({ month: 1, year: 2025, text: '01/25' }, NOW)).toBe(true);
  });
});

describe('validateCard', () => {
  const good = { name: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' };
  it('accepts a complete card', () => {
    expect(validateCard(good, NOW)).toEqual({});
    expect(toPaymentCard(good, NOW)).toEqual({
      name: 'Ada Lovelace',
      number: '4242424242424242',
      expiry: '12/28',
      cvc: '123',
    });
  });
  it('names every wrong field', () => {
    const errors = validateCard(
      { name: ' ', number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' },
      NOW,
    );
    expect(errors).toEqual({
      name: 'Enter the name as it appears on the card.',
      number: 'Enter a valid card number.',
      expiry: 'This card has expired.',
      cvc: 'The security code has 3 digits.',
    });
    expect(toPaymentCard({ ...good, cvc: '12' }, NOW)).toBeNull();
  });
  it('wants four CVC digits for American Express', () => {
    expect(validateCard({ ...good, number: '378282246310005', cvc: '123' }, NOW).cvc).toBe(
      'The security code has 4 digits.',
    );
    expect(validateCard({ ...good, number: '378282246310005', cvc: '1234' }, NOW)).toEqual({});
  });
  it('explains an empty form', () => {
    expect(Object.keys(validateCard({ name: '', number: '', expiry: '', cvc: '' }, NOW)).sort()).toEqual([
      'cvc',
      'expiry',
      'name',
      'number',
    ]);
  });
});

describe('maskedPayment (the dPayment cookie)', () => {
  it('keeps brand, last four and expiry only, and is a valid DPaymentCookie', () => {
    const masked = maskedPayment({ number: '4242 4242 4242 4242', expiry: '1228' });
    expect(masked).toEqual({ paySource: 'CREDITCARD', brand: 'Visa', last4: '4242', expiry: '12/28' });
    expect(validate('DPaymentCookie', masked).ok).toBe(true);
    const text = JSON.stringify(maskedPayment({ number: '4000000000000002', expiry: '12/28' }));
    expect(text).not.toContain('4000000000000002');
    expect(text).not.toContain('000000000');
    expect(describePayment(masked)).toBe('Visa ending in 4242');
  });
});
