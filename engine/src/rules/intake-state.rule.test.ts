import { describe, expect, it } from 'vitest';

import {
  INTAKE_ABANDONED_AFTER_DAYS,
  INTAKE_STATE_LABELS,
  INTAKE_STATES,
  intakeState,
  type IntakeStateSource,
} from './intake-state.rule.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 24, 12);

const unpaid: IntakeStateSource = {
  paid: false,
  refill: false,
  lastState: 'q3',
  lastActivityMs: NOW - DAY,
  orderStatus: 'PENDING',
  purchaseStatus: null,
  clinicianStatus: null,
  txnTypes: [],
};
const paid: IntakeStateSource = {
  ...unpaid,
  paid: true,
  lastState: 'checkout',
  purchaseStatus: 'ACTIVE',
  txnTypes: ['AUTHORIZE'],
};

describe('intakeState', () => {
  it.each<[string, IntakeStateSource, string]>([
    ['an unpaid intake answered yesterday', unpaid, 'in_progress'],
    ['an unpaid intake with no event yet', { ...unpaid, lastState: null }, 'in_progress'],
    ['an unpaid intake at a hard stop', { ...unpaid, lastState: 'stop7' }, 'hard_stop'],
    [
      'a hard stop long ago (a stop is an end, not an abandonment)',
      { ...unpaid, lastState: 'stop7', lastActivityMs: NOW - 90 * DAY },
      'hard_stop',
    ],
    [
      'an unpaid intake idle exactly N days',
      { ...unpaid, lastActivityMs: NOW - INTAKE_ABANDONED_AFTER_DAYS * DAY },
      'abandoned',
    ],
    [
      'an unpaid intake idle a minute less than N days',
      { ...unpaid, lastActivityMs: NOW - INTAKE_ABANDONED_AFTER_DAYS * DAY + 60_000 },
      'in_progress',
    ],
    ['an unbilled refill, however old', { ...unpaid, refill: true, lastActivityMs: 0 }, 'refill_scheduled'],
    ['a paid order waiting for the clinician', paid, 'pending_clinician'],
    ['an approved order', { ...paid, orderStatus: 'COMPLETE' }, 'approved'],
    ['a paused subscription', { ...paid, orderStatus: 'COMPLETE', purchaseStatus: 'PAUSED' }, 'approved'],
    [
      'a declined visit',
      { ...paid, clinicianStatus: 'DECLINED', txnTypes: ['AUTHORIZE', 'VOID'] },
      'declined',
    ],
    ['order status DECLINED', { ...paid, orderStatus: 'DECLINED' }, 'declined'],
    ['a refund', { ...paid, orderStatus: 'COMPLETE', txnTypes: ['SALE', 'REFUND'] }, 'refunded'],
    ['a cancelled purchase', { ...paid, orderStatus: 'COMPLETE', purchaseStatus: 'CANCELLED' }, 'cancelled'],
    ['a cancelled order', { ...paid, orderStatus: 'CANCELLED' }, 'cancelled'],
    ['a billed refill', { ...paid, refill: true, orderStatus: 'COMPLETE' }, 'approved'],
  ])('%s', (_, source, state) => {
    expect(intakeState(source, NOW)).toBe(state);
  });

  it('labels every state', () => {
    for (const state of INTAKE_STATES) expect(INTAKE_STATE_LABELS[state].label).not.toBe('');
  });
});
