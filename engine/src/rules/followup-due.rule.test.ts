import { describe, expect, it } from 'vitest';

import {
  FOLLOWUP_OPENS_DAYS_BEFORE_BILL,
  followupCycle,
  followupDue,
  isFollowupOpen,
  type FollowupSubject,
} from './followup-due.rule.js';

const prescribed: FollowupSubject = {
  purchaseData: { status: 'ACTIVE', nextBillDate: '2026-12-20' },
  orderData: { orderStatus: 'COMPLETE' },
  prescription: { prescribedAt: '2026-11-20T10:00:00.000Z' },
};
const withPurchase = (purchaseData: FollowupSubject['purchaseData']): FollowupSubject => ({
  ...prescribed,
  purchaseData,
});

describe('followupCycle', () => {
  it('is the next bill date, opening a set number of days before it', () => {
    expect(FOLLOWUP_OPENS_DAYS_BEFORE_BILL).toBe(7);
    expect(followupCycle(prescribed)).toEqual({
      ok: true,
      cycle: { billDate: '2026-12-20', opensOn: '2026-12-13' },
    });
    // Across a month and a year.
    expect(followupCycle(withPurchase({ status: 'ACTIVE', nextBillDate: '2027-01-03' }))).toMatchObject({
      cycle: { opensOn: '2026-12-27' },
    });
    // A reactivated order is prescribed and active too.
    expect(followupCycle({ ...prescribed, orderData: { orderStatus: 'REACTIVATED' } }).ok).toBe(true);
  });

  it.each([
    ['a one-off order', withPurchase(null), 'not_subscription'],
    ['a cancelled subscription', withPurchase({ status: 'CANCELLED' }), 'cancelled'],
    ['a declined visit', { ...prescribed, orderData: { orderStatus: 'DECLINED' } }, 'cancelled'],
    ['a cancelled order', { ...prescribed, orderData: { orderStatus: 'CANCELLED' } }, 'cancelled'],
    [
      'an order waiting for the clinician',
      { ...prescribed, orderData: { orderStatus: 'PENDING' } },
      'not_prescribed',
    ],
    ['an order without a prescription', { ...prescribed, prescription: null }, 'not_prescribed'],
    ['a paused subscription', withPurchase({ status: 'PAUSED', nextBillDate: '2026-12-20' }), 'paused'],
    ['an order the order system paused', { ...prescribed, orderData: { orderStatus: 'PAUSED' } }, 'paused'],
    ['no next bill date', withPurchase({ status: 'ACTIVE' }), 'no_refill'],
    ['a malformed bill date', withPurchase({ status: 'ACTIVE', nextBillDate: '20/12/2026' }), 'no_refill'],
  ] as const)('has none for %s', (_what, order, reason) => {
    expect(followupCycle(order)).toEqual({ ok: false, reason });
    expect(followupDue(order, '2026-12-19')).toEqual({ phase: 'none', reason, cycle: null });
  });
});

describe('followupDue', () => {
  const cycle = { billDate: '2026-12-20', opensOn: '2026-12-13' };

  it('is upcoming before the follow-up opens, due from then, overdue from the bill date', () => {
    expect(followupDue(prescribed, '2026-12-12')).toEqual({ phase: 'upcoming', reason: null, cycle });
    expect(followupDue(prescribed, '2026-12-13').phase).toBe('due');
    expect(followupDue(prescribed, '2026-12-19').phase).toBe('due');
    expect(followupDue(prescribed, '2026-12-20').phase).toBe('overdue');
    expect(followupDue(prescribed, '2027-02-01').phase).toBe('overdue');
  });

  it("is completed once this cycle's follow-up is done, even before it opened or after the bill date", () => {
    const done = { completedAt: '2026-12-15T09:00:00.000Z', underReview: false };
    expect(followupDue(prescribed, '2026-12-15', done).phase).toBe('completed');
    expect(followupDue(prescribed, '2026-12-25', done).phase).toBe('completed');
  });

  it('is under review while a clinician must look at an answer that stopped at a safety question', () => {
    const held = { completedAt: null, underReview: true };
    expect(followupDue(prescribed, '2026-12-14', held).phase).toBe('under_review');
    // Not open yet: nothing to hold.
    expect(followupDue(prescribed, '2026-12-01', held).phase).toBe('upcoming');
  });

  it('a skipped shipment moves the bill date and so the cycle: the next one opens later', () => {
    const skipped = withPurchase({ status: 'ACTIVE', nextBillDate: '2027-01-19' });
    expect(followupDue(skipped, '2026-12-14')).toMatchObject({
      phase: 'upcoming',
      cycle: { billDate: '2027-01-19', opensOn: '2027-01-12' },
    });
  });

  it('is open to answer only when due or overdue', () => {
    expect(
      (['none', 'upcoming', 'due', 'overdue', 'under_review', 'completed'] as const).filter((phase) =>
        isFollowupOpen({ phase }),
      ),
    ).toEqual(['due', 'overdue']);
  });
});
