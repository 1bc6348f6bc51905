import { describe, expect, it } from 'vitest';

import { DATE_NOT_AVAILABLE, formatDate } from './format-date';

describe('formatDate', () => {
  it('formats en-US with 2-digit month and day', () => {
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
    expect(formatDate('2026-11-23T01:30:00Z', 'UTC')).toBe('11/23/2026');
    expect(formatDate('2026-11-23T01:30:00Z', 'America/Denver')).toBe('11/22/2026');
    expect(formatDate(Date.UTC(2025, 0, 5, 12), 'UTC')).toBe('01/05/2025');
    expect(formatDate(new Date(Date.UTC(2024, 1, 29, 12)), 'UTC')).toBe('02/29/2024');
  });

  it('keeps a date-only value on its calendar day in any time zone', () => {
    expect(formatDate('2026-01-01', 'Pacific/Honolulu')).toBe('01/01/2026');
  });

  it("says 'Date not available' for missing or invalid dates", () => {
    expect(DATE_NOT_AVAILABLE).toBe('Date not available');
    for (const value of [null, undefined, '', 'not a date', Number.NaN, new Date('x')])
      expect(formatDate(value)).toBe('Date not available');
  });
});
