import { describe, expect, it } from 'vitest';

import {
  DATE_NOT_AVAILABLE,
  formatDate,
  formatDateTime,
  formatMoney,
  formatUsPhone,
} from './display-format.rule.js';

describe('formatDate', () => {
  it('writes en-US dates with 2-digit month and day and the whole year', () => {
    expect(formatDate('2026-11-23T01:30:00Z', 'UTC')).toBe('11/23/2026');
    expect(formatDate(Date.UTC(2025, 0, 5, 12), 'UTC')).toBe('01/05/2025');
    expect(formatDate(new Date(Date.UTC(2024, 1, 29, 12)), 'UTC')).toBe('02/29/2024');
  });

  it('shows a timestamp on its day in the given time zone', () => {
    expect(formatDate('2026-11-23T01:30:00Z', 'America/Denver')).toBe('11/22/2026');
  });

  it('keeps a date-only value on its calendar day in any time zone', () => {
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
    expect(formatDate('2026-01-01', 'Pacific/Honolulu')).toBe('01/01/2026');
  });

  it("says 'Date not available' for missing or unreadable dates", () => {
    expect(DATE_NOT_AVAILABLE).toBe('Date not available');
    for (const value of [null, undefined, '', 'not a date', Number.NaN, new Date('x')])
      expect(formatDate(value, 'UTC')).toBe('Date not available');
  });
});

describe('formatDateTime', () => {
  it('shows the date as formatDate does, with the 24-hour UTC time', () => {
    expect(formatDateTime('2026-03-07T14:05:09.000Z')).toBe('03/07/2026, 14:05 UTC');
    expect(formatDateTime('2026-03-07T00:05:00.000Z')).toBe('03/07/2026, 00:05 UTC');
    expect(formatDateTime('2026-03-07T14:05:09.000Z').split(',')[0]).toBe(
      formatDate('2026-03-07T14:05:09.000Z', 'UTC'),
    );
  });

  it("says 'Date not available' for missing or unreadable dates", () => {
    for (const value of [null, undefined, '', 'yesterday'])
      expect(formatDateTime(value)).toBe(DATE_NOT_AVAILABLE);
  });
});

describe('formatMoney', () => {
  it('writes US dollars with cents and grouping', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(59)).toBe('$59.00');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('dashes an amount that is not known', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
  });
});

describe('formatUsPhone', () => {
  it('groups ten stored digits as a US number', () => {
    expect(formatUsPhone('5125550100')).toBe('(512) 555-0100');
  });

  it('shows anything else as stored', () => {
    expect(formatUsPhone('555-0100')).toBe('555-0100');
    expect(formatUsPhone('15125550100')).toBe('15125550100');
  });
});
