import { validate } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { asOfForCreated, newCreatedValue, utcDate } from './created';

describe('newCreatedValue', () => {
  it('is the time, a dash and 10 base36 characters', () => {
    const values = [0, 0.5, 0.999999, 0.1, 0.2, 0.3, 0.4, 0.6, 0.7, 0.8];
    let i = 0;
    const created = newCreatedValue(1_763_800_000_123, () => values[i++ % values.length]!);
    expect(created).toBe('1763800000123-0iz37aelps');
  });

  it('always matches the CreatedValue schema', () => {
    for (let n = 0; n < 200; n += 1) {
      const created = newCreatedValue(Date.now());
      expect(created).toMatch(/^\d{13}-[0-9a-z]{10}$/);
      expect(validate('CreatedValue', created).ok).toBe(true);
    }
  });

  it('never indexes past z, even for a random() of almost 1', () => {
    expect(newCreatedValue(1, () => 0.9999999999)).toBe('1-zzzzzzzzzz');
  });
});

describe('asOfForCreated', () => {
  const now = Date.UTC(2026, 10, 23, 12);

  it('is the UTC day of the created timestamp', () => {
    expect(asOfForCreated(`${Date.UTC(2026, 0, 31, 23, 59)}-abcdefghij`, now)).toBe('2026-01-31');
  });

  it('falls back to today for a value without a timestamp or one in the future', () => {
    expect(asOfForCreated('imported-order-7', now)).toBe('2026-11-23');
    expect(asOfForCreated(`${now + 86_400_000 * 3}-abcdefghij`, now)).toBe('2026-11-23');
  });

  it('formats dates as YYYY-MM-DD in UTC', () => {
    expect(utcDate(Date.UTC(2024, 1, 29, 23, 30))).toBe('2024-02-29');
  });
});
