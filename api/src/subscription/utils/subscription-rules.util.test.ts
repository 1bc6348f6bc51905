import type { OrderData, PurchaseData } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import {
  addDays,
  planSubscriptionAction,
  type SubscriptionCommand,
  type SubscriptionState,
} from './subscription-rules.util.js';

const TODAY = '2026-11-23';
const NOW = '2026-11-23T10:00:00.000Z';
const complete: OrderData = { orderStatus: 'COMPLETE', items: [] };
const active: PurchaseData = {
  status: 'ACTIVE',
  purchaseId: 'P1',
  nextBillDate: '2026-12-20',
  billingIntervalDays: 30,
};

const state = (
  purchaseData: Partial<PurchaseData> = {},
  orderData: Partial<OrderData> = {},
): SubscriptionState => ({
  orderId: '100001',
  purchaseData: { ...active, ...purchaseData },
  orderData: { ...complete, ...orderData },
  status: null,
});
const plan = (s: SubscriptionState, command: SubscriptionCommand) =>
  planSubscriptionAction(s, command, { retentionOffer: null }, TODAY, NOW);

describe('subscription rules', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('pauses an active subscription and refuses to pause it twice, naming the status', () => {
    const paused = plan(state(), { action: 'pause' });
    expect(paused).toMatchObject({ ok: true, purchaseData: { ...active, status: 'PAUSED' } });
    expect(plan(state({ status: 'PAUSED' }), { action: 'pause' })).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'SUBSCRIPTION_ACTION_REFUSED',
        message: "Subscription 100001 cannot be paused while its status is 'Paused Subscription'",
      }),
    });
    expect(plan(state({}, { orderStatus: 'PENDING' }), { action: 'pause' })).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining("'Pending with Doctor'") },
    });
  });

  it('resumes: a next bill date that passed moves to today; an order paused by the order system is reactivated', () => {
    expect(plan(state({ status: 'PAUSED', nextBillDate: '2026-11-01' }), { action: 'resume' })).toMatchObject(
      {
        ok: true,
        purchaseData: { status: 'ACTIVE', nextBillDate: TODAY },
      },
    );
    expect(plan(state({ status: 'PAUSED' }), { action: 'resume' })).toMatchObject({
      purchaseData: { nextBillDate: '2026-12-20' },
    });
    expect(plan(state({}, { orderStatus: 'PAUSED' }), { action: 'resume' })).toMatchObject({
      orderData: { orderStatus: 'REACTIVATED' },
    });
    expect(plan(state(), { action: 'resume' })).toMatchObject({ ok: false });
  });

  it('skips the next shipment by the billing interval, and refuses without a schedule', () => {
    expect(plan(state(), { action: 'skip' })).toMatchObject({
      ok: true,
      purchaseData: { nextBillDate: '2027-01-19' },
      details: { skippedBillDate: '2026-12-20' },
    });
    const unscheduled = state();
    delete unscheduled.purchaseData.nextBillDate;
    expect(plan(unscheduled, { action: 'skip' })).toMatchObject({
      ok: false,
      error: {
        code: 'SUBSCRIPTION_NOTHING_TO_SKIP',
        message: expect.stringContaining('no scheduled next shipment'),
      },
    });
  });

  it('accepts the retention offer once; a paused subscription resumes with it', () => {
    const accepted = plan(state({ status: 'PAUSED' }), {
      action: 'retention_offer',
      offerId: 'next-shipment-20-off',
    });
    expect(accepted).toMatchObject({
      ok: true,
      reason: 'next-shipment-20-off',
      purchaseData: { status: 'ACTIVE' },
      details: { offer: { discountPercent: 20, appliesTo: '2026-12-20', acceptedAt: NOW } },
    });
    const offer = accepted.ok ? (accepted.details.offer as never) : null;
    expect(
      planSubscriptionAction(
        state(),
        { action: 'retention_offer', offerId: 'next-shipment-20-off' },
        { retentionOffer: offer },
        TODAY,
        NOW,
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'RETENTION_OFFER_USED', message: expect.stringContaining('once per subscription') },
    });
  });

  it('cancels with the reason, dropping the next bill date; nothing is done to a cancelled subscription', () => {
    const cancelled = plan(state(), { action: 'cancel', reason: 'other', details: 'Moving abroad' });
    expect(cancelled).toMatchObject({ ok: true, reason: 'other', details: { details: 'Moving abroad' } });
    expect(cancelled.ok && cancelled.purchaseData).toEqual({
      status: 'CANCELLED',
      purchaseId: 'P1',
      billingIntervalDays: 30,
    });
    for (const action of ['pause', 'resume', 'skip', 'cancel'] as const) {
      expect(
        plan(state({ status: 'CANCELLED' }), {
          action,
          reason: 'other',
          details: null,
        } as SubscriptionCommand),
      ).toMatchObject({
        ok: false,
        error: { message: expect.stringContaining("'Cancelled Subscription'") },
      });
    }
  });
});
