import { describe, expect, it } from 'vitest';

import { asOfDay, asOfForCreated } from './as-of.rule.js';

describe('asOfDay', () => {
  it('is the UTC calendar day of a moment, as YYYY-MM-DD', () => {
    expect(asOfDay(Date.UTC(2024, 1, 29, 23, 30))).toBe('2024-02-29');
    expect(asOfDay(new Date('2026-11-23T00:00:00.000Z'))).toBe('2026-11-23');
    expect(asOfDay(new Date('2026-11-22T23:59:59.999-05:00'))).toBe('2026-11-23');
  });
});

describe('asOfForCreated', () => {
  const now = Date.UTC(2026, 10, 23, 12);

  it('is the UTC day of the created timestamp', () => {
    expect(asOfForCreated(`${Date.UTC(2026, 0, 31, 23, 59)}-abcdefghij`, now)).toBe('2026-01-31');
  });

  it('falls back to the day of now for a value without a timestamp or one in the future', () => {
    expect(asOfForCreated('imported-order-7', now)).toBe('2026-11-23');
    expect(asOfForCreated(`${now + 86_400_000 * 3}-abcdefghij`, now)).toBe('2026-11-23');
  });
});
