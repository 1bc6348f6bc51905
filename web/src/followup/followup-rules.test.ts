import { describe, expect, it } from 'vitest';

import { ApiError } from '../api/client';
import {
  FOLLOWUP_COMPLETED_MESSAGE,
  followupOrderId,
  followupSubmitOutcome,
  isFollowupCompleted,
} from './followup-rules';

describe('followupOrderId', () => {
  it('takes the path id first, then p_followup, then the followup cookie', () => {
    expect(followupOrderId({ pathId: '100003', query: { p_followup: '100002' }, cookie: '100001' })).toBe(
      '100003',
    );
    expect(followupOrderId({ pathId: undefined, query: { p_followup: '100002' }, cookie: '100001' })).toBe(
      '100002',
    );
    expect(followupOrderId({ pathId: undefined, query: {}, cookie: '100001' })).toBe('100001');
  });

  it('skips values that are not order ids', () => {
    expect(
      followupOrderId({ pathId: undefined, query: { p_followup: '../admin' }, cookie: ' 100001 ' }),
    ).toBe('100001');
    expect(
      followupOrderId({ pathId: undefined, query: { p_followup: '' }, cookie: undefined }),
    ).toBeUndefined();
  });
});

describe('isFollowupCompleted', () => {
  const visit = (info: Record<string, unknown> | null) => ({
    beluga: { visitId: 'v1', status: 'PENDING', visit: { info } } as never,
  });

  it('is completed once the visit has info', () => {
    expect(isFollowupCompleted(visit({ type: 'followup' }))).toBe(true);
    expect(isFollowupCompleted(visit(null))).toBe(false);
    expect(isFollowupCompleted({ beluga: null })).toBe(false);
  });
});

describe('followupSubmitOutcome', () => {
  const conflict = (code: string, message: string) =>
    new ApiError(
      { status: 409, statusText: 'Conflict', url: '/api/followup/1', error: 'Conflict' },
      JSON.stringify({ statusCode: 409, error: 'Conflict', code, message }),
    );

  it('recognises a visit completed meanwhile by its code', () => {
    expect(followupSubmitOutcome(conflict('FOLLOWUP_COMPLETED', 'done'))).toBe('completed');
  });

  it('recognises a follow-up held for a clinician after an earlier hard stop', () => {
    expect(followupSubmitOutcome(conflict('FOLLOWUP_UNDER_REVIEW', 'held'))).toBe('under-review');
  });

  it('treats anything else as the processing error, whatever its message says', () => {
    expect(followupSubmitOutcome(conflict('CONFLICT', FOLLOWUP_COMPLETED_MESSAGE))).toBe('error');
    expect(followupSubmitOutcome(conflict('CONFLICT', 'Order 1 is not paid'))).toBe('error');
    expect(followupSubmitOutcome(new ApiError({ status: 422, statusText: '', url: '', error: 'x' }))).toBe(
      'error',
    );
    expect(followupSubmitOutcome(new TypeError('Failed to fetch'))).toBe('error');
  });
});
