import { validate } from '@telehealth/schemas';
import { describe, expect, it, vi } from 'vitest';

import { newCreatedValue } from './created';

describe('newCreatedValue', () => {
  /** A byte source that hands out `bytes` in order, then repeats them. */
  const bytesOf = (bytes: number[]) => {
    let i = 0;
    return (length: number) => Uint8Array.from({ length }, () => bytes[i++ % bytes.length]!);
  };

  it('is the time, a dash and 10 base36 characters, one per random byte', () => {
    const created = newCreatedValue(1_763_800_000_123, bytesOf([0, 1, 35, 36, 71, 10, 100, 200, 251, 9]));
    expect(created).toBe('1763800000123-01z0zaskz9');
  });

  it('draws again for bytes of 252 and up, so that no character is more likely than another', () => {
    expect(newCreatedValue(1, bytesOf([255, 252, 0, 253, 1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBe('1-0123456789');
  });

  it('takes its randomness from crypto.getRandomValues, not Math.random', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const mathRandom = vi.spyOn(Math, 'random');
    try {
      newCreatedValue(Date.now());
      expect(spy).toHaveBeenCalled();
      expect(mathRandom).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
      mathRandom.mockRestore();
    }
  });

  it('always matches the rule the API applies to a new created value', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 200; n += 1) {
      const created = newCreatedValue(Date.now());
      expect(created).toMatch(/^\d{13}-[0-9a-z]{10}$/);
      expect(validate('NewCreatedValue', created).ok).toBe(true);
      seen.add(created.slice(-10));
    }
    expect(seen.size).toBe(200);
  });
});
