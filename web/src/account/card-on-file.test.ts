import { describe, expect, it } from 'vitest';

import { cardErrorField, cardOnFileText } from './card-on-file';

describe('the card on file', () => {
  it('names brand, last four and expiry, or says there is none', () => {
    expect(cardOnFileText({ paySource: 'CREDITCARD', brand: 'Visa', last4: '4242', expiry: '12/34' })).toBe(
      'Visa ending in 4242 (expires 12/34)',
    );
    expect(cardOnFileText({ paySource: 'CREDITCARD', last4: '4444' })).toBe('Card ending in 4444');
    expect(cardOnFileText({ paySource: 'CHECK' })).toBe('No card on file');
    expect(cardOnFileText(null)).toBe('No card on file');
  });

  it('shows a decline at the field it is about', () => {
    expect(cardErrorField('INCORRECT_CVC')).toBe('cvc');
    expect(cardErrorField('EXPIRED_CARD')).toBe('expiry');
    expect(cardErrorField('CARD_DECLINED')).toBe('number');
    expect(cardErrorField('INSUFFICIENT_FUNDS')).toBe('number');
    expect(cardErrorField('ACCOUNT_NO_SUBSCRIPTION')).toBeNull();
    expect(cardErrorField(null)).toBeNull();
  });
});
