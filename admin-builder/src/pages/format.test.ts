import { describe, expect, it } from 'vitest';

import { formatAnswer, formatDateTime, formatMoney, pageCount, roleName } from './format';

describe('formatMoney', () => {
  it('formats dollars with cents and grouping', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(null)).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('shows the UTC date and time with 2-digit parts', () => {
    expect(formatDateTime('2026-03-07T14:05:09.000Z')).toBe('03/07/2026, 14:05 UTC');
  });

  it('keeps an unreadable value and dashes a missing one', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
    expect(formatDateTime(null)).toBe('—');
  });
});

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
