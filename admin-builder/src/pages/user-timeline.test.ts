import type { AdminTimelineEntry } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { timelineText } from './user-timeline';

const entry = (patch: Partial<AdminTimelineEntry>): AdminTimelineEntry => ({
  kind: 'subscription',
  action: 'pause',
  orderId: '12',
  occurredAt: '2026-11-20T10:00:00.000Z',
  actor: null,
  reason: null,
  ...patch,
});

describe('timelineText', () => {
  it('names a staff actor with their email and role', () => {
    const actor = { userId: 3, email: 'agent@example.com', role: 2 as const, isCustomer: false };
    expect(timelineText(entry({ actor }))).toBe('Order 12: Paused by agent@example.com (agent)');
    expect(timelineText(entry({ action: 'skip', actor: { ...actor, role: 0 } }))).toBe(
      'Order 12: Next shipment skipped by agent@example.com (admin)',
    );
  });

  it('says the customer did it, with the reason of a cancellation', () => {
    const actor = { userId: 9, email: 'c@example.com', role: 1 as const, isCustomer: true };
    expect(timelineText(entry({ action: 'cancel', actor, reason: 'side_effects' }))).toBe(
      'Order 12: Cancelled by the customer (reason: side effects)',
    );
  });

  it('names the admin who refunded an order', () => {
    const actor = { userId: 1, email: 'admin@example.com', role: 0 as const, isCustomer: false };
    expect(timelineText(entry({ kind: 'order', action: 'refund', actor }))).toBe(
      'Order 12: Refunded by admin@example.com (admin)',
    );
  });

  it('names no one when nobody is recorded (a paid order)', () => {
    expect(timelineText(entry({ kind: 'order', action: 'paid' }))).toBe('Order 12: Paid');
  });
});
