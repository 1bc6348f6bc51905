import type { ReviewFlag } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { matchedByText, resolutionNote, sortReviewFlags } from './review-flags';

const flag = (id: number, resolved: boolean): ReviewFlag => ({
  id,
  orderId: '100',
  created: '1732331234567-ab12cd34ef',
  userId: 5,
  kind: 'repeat_after_hard_stop',
  reason: 'Paid after a hard stop',
  details: {},
  createdAt: '2026-11-24T10:00:00.000Z',
  resolvedAt: resolved ? '2026-11-24T11:00:00.000Z' : null,
  resolvedByUserId: resolved ? 1 : null,
  resolutionNote: resolved ? 'Reviewed' : null,
});

describe('review flags', () => {
  it('lists open flags first, oldest first, then resolved ones, newest first', () => {
    const sorted = sortReviewFlags([flag(1, true), flag(2, false), flag(3, true), flag(4, false)]);
    expect(sorted.map((f) => f.id)).toEqual([2, 4, 3, 1]);
  });

  it('says how an earlier intake was tied to this one', () => {
    expect(matchedByText(['account', 'email'])).toBe('same account, same email');
    expect(matchedByText(['dob_client'])).toBe('same date of birth, same device address, within a day');
  });

  it('takes a note the API accepts, trimmed', () => {
    expect(resolutionNote('  Called the patient. Dr. Chen ')).toBe('Called the patient. Dr. Chen');
    expect(resolutionNote('   ')).toBeNull();
    expect(resolutionNote('x'.repeat(2001))).toBeNull();
  });
});
