import { describe, expect, it } from 'vitest';

import { phoneDigits } from './phone-input';

describe('phoneDigits', () => {
  it('keeps the digits of a typed or pasted number, at most ten', () => {
    expect(phoneDigits('(555) 123-4567')).toBe('5551234567');
    expect(phoneDigits('555.123.45678')).toBe('5551234567');
    expect(phoneDigits('call me')).toBe('');
  });
});
