import { describe, expect, it } from 'vitest';

import { ApiError } from '../api/client';
import type { FollowupState } from '@telehealth/schemas';

import {
  dueFollowup,
  FOLLOWUP_COMPLETED_MESSAGE,
  followupOrderId,
  followupSubmitOutcome,
  followupSummary,
  isFollowupCompleted,
  noFollowupReason,
} from './followup-rules';

describe('followupOrderId', () => {
  it('takes the path id first, then p_followup', () => {
    expect(followupOrderId({ pathId: '100003', query: { p_followup: '100002' } })).toBe('100003');
    expect(followupOrderId({ pathId: undefined, query: { p_followup: '100002' } })).toBe('100002');
    // Nothing named: plain /followup opens the customer's due follow-up.
    expect(followupOrderId({ pathId: undefined, query: {} })).toBeUndefined();
  });

  it('skips values that are not order ids', () => {
    expect(followupOrderId({ pathId: undefined, query: { p_followup: '../admin' } })).toBeUndefined();
    expect(followupOrderId({ pathId: ' 100001 ', query: { p_followup: '' } })).toBe('100001');
  });
});

const state = (phase: FollowupState['phase'], orderId = '100001'): FollowupState => ({
  orderId,
  phase,
  reason: phase === 'none' ? 'paused' : null,
  billDate: phase === 'none' ? null : '2026-12-20',
  opensOn: phase === 'none' ? null : '2026-12-13',
  completedAt: phase === 'completed' ? '2026-12-14T10:00:00.000Z' : null,
});

describe('isFollowupCompleted and dueFollowup', () => {
  it("is completed only when this refill's follow-up is done", () => {
    expect(isFollowupCompleted({ followup: state('completed') })).toBe(true);
    for (const phase of ['none', 'upcoming', 'due', 'overdue', 'under_review'] as const) {
      expect(isFollowupCompleted({ followup: state(phase) })).toBe(false);
    }
  });

  it('plain /followup opens the first follow-up that can be answered or waits for a clinician', () => {
    expect(dueFollowup([state('completed', '3'), state('overdue', '2'), state('due', '1')])?.orderId).toBe(
      '2',
    );
    expect(dueFollowup([state('under_review', '4')])?.orderId).toBe('4');
    expect(dueFollowup([state('upcoming'), state('none'), state('completed')])).toBeUndefined();
  });
});

describe('followupSummary', () => {
  const day = (value: string) => `day ${value}`;

  it('says what is due, with the dates, and whether it can be started', () => {
    expect(followupSummary(state('due'), day)).toMatchObject({
      heading: 'Follow-up visit due',
      canStart: true,
    });
    expect(followupSummary(state('overdue'), day)?.text).toContain('It waits for this follow-up');
    expect(followupSummary(state('completed'), day)).toMatchObject({
      heading: 'Follow-up visit completed',
      canStart: false,
    });
    expect(followupSummary(state('upcoming'), day)?.text).toBe(
      'Your next follow-up visit opens on day 2026-12-13, before your refill on day 2026-12-20. We will email you.',
    );
    expect(followupSummary(state('none'), day)).toBeNull();
    expect(noFollowupReason(state('none'))).toMatch(/paused/);
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

  it('recognises a follow-up that is not open (yet) by its codes', () => {
    expect(followupSubmitOutcome(conflict('FOLLOWUP_NOT_DUE', 'later'))).toBe('not-open');
    expect(followupSubmitOutcome(conflict('FOLLOWUP_NOT_ELIGIBLE', 'paused'))).toBe('not-open');
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
