import { describe, expect, it } from 'vitest';

import { emptyCheckout, parseStoredCheckout, seededCheckout } from './session-store';

describe('parseStoredCheckout', () => {
  it("reads this intake's stored checkout", () => {
    const stored = { ...emptyCheckout('c-1'), stateCode: 'TX', meds: [601], shippingDone: true };
    expect(parseStoredCheckout(JSON.stringify(stored), 'c-1')).toEqual(stored);
  });
  it('starts fresh for another intake, nothing stored or unreadable data', () => {
    const other = JSON.stringify({ ...emptyCheckout('c-1'), meds: [601] });
    expect(parseStoredCheckout(other, 'c-2')).toEqual(emptyCheckout('c-2'));
    expect(parseStoredCheckout(null, 'c-2')).toEqual(emptyCheckout('c-2'));
    expect(parseStoredCheckout('{nope', 'c-2')).toEqual(emptyCheckout('c-2'));
  });
  it('drops malformed parts', () => {
    const raw = JSON.stringify({ created: 'c-1', meds: [601, 'x'], stateCode: 5, shippingDone: 'yes' });
    const parsed = parseStoredCheckout(raw, 'c-1');
    expect(parsed.meds).toEqual([601]);
    expect(parsed.stateCode).toBeNull();
    expect(parsed.shippingDone).toBe(false);
  });
});

describe('seededCheckout', () => {
  it("starts from the landing page's meds, lead-qualify's state and the lead's details", () => {
    const seeded = seededCheckout('c-3', {
      meds: [702, 702],
      stateCode: 'TX',
      user: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '5125550100' },
    });
    expect(seeded.meds).toEqual([702]);
    expect(seeded.stateCode).toBe('TX');
    expect(seeded.shipping).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
      state: 'TX',
      line1: '',
    });
    expect(parseStoredCheckout(null, 'c-3', seeded)).toBe(seeded);
  });
  it('ignores a malformed state', () => {
    expect(seededCheckout('c-3', { meds: [], stateCode: 'Texas' }).stateCode).toBeNull();
  });
});
