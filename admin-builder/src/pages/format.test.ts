import { describe, expect, it } from 'vitest';

import { billingText, formatAnswer, pageCount, roleName } from './format';

describe('formatAnswer', () => {
  it('shows every answer shape on one line', () => {
    expect(formatAnswer('Yes, daily')).toBe('Yes, daily');
    expect(formatAnswer(['Itching', 'Redness'])).toBe('Itching, Redness');
    expect(formatAnswer(42)).toBe('42');
    expect(formatAnswer(true)).toBe('Yes');
    expect(formatAnswer({ feet: 5, inches: 7, pounds: 150, bmi: 23.49 })).toBe(
      '5 ft 7 in, 150 lb (BMI 23.5)',
    );
    expect(formatAnswer([{ fileId: 'f1', name: 'toe.jpg', contentType: 'image/jpeg', size: 1200 }])).toBe(
      'toe.jpg',
    );
  });

  it('dashes an empty answer', () => {
    expect(formatAnswer(undefined)).toBe('—');
    expect(formatAnswer('')).toBe('—');
    expect(formatAnswer([])).toBe('—');
  });
});

describe('roleName and pageCount', () => {
  it('names the roles', () => {
    expect([0, 1, 2, 7].map(roleName)).toEqual(['Admin', 'Customer', 'Agent', 'Role 7']);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('billingText', () => {
  it('says what the order system will bill', () => {
    expect(billingText(null)).toBe('One-off order: nothing recurring');
    expect(billingText({ status: 'ACTIVE', nextBillDate: '2099-01-10' })).toBe(
      'Active: next bill 01/10/2099',
    );
    expect(billingText({ status: 'PAUSED', nextBillDate: '2099-01-10' })).toBe(
      'Paused: nothing is billed while paused (was due 01/10/2099)',
    );
    expect(billingText({ status: 'CANCELLED' })).toBe('Cancelled: nothing more is billed');
  });
});
