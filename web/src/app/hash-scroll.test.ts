import { describe, expect, it } from 'vitest';

import { hashTargetId } from './hash-scroll';

describe('hashTargetId', () => {
  it('names the element of a location hash', () => {
    expect(hashTargetId('#your-choices')).toBe('your-choices');
    expect(hashTargetId('#caf%C3%A9')).toBe('café');
    expect(hashTargetId('#100%')).toBe('100%');
  });

  it('has no target for an empty hash', () => {
    expect(hashTargetId('')).toBeNull();
    expect(hashTargetId('#')).toBeNull();
  });
});
