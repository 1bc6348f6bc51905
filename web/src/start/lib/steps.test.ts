import { describe, expect, it } from 'vitest';

import { blockingStep, CHECKOUT_STEPS, nextStep, type CheckoutProgress } from './steps';

const none: CheckoutProgress = {
  stateCode: null,
  meds: [],
  dosageChosen: true,
  shippingDone: false,
  identitySubmitted: false,
  cardEntered: false,
};

describe('checkout steps', () => {
  it('are in the documented order', () => {
    expect(CHECKOUT_STEPS.map((s) => s.path)).toEqual([
      '/start/state',
      '/start/products',
      '/start/dosage',
      '/start/shipping',
      '/start/verification',
      '/start/payment',
      '/start/summary',
    ]);
  });
  it('continue with the first step not done', () => {
    expect(nextStep(none).step).toBe('state');
    expect(nextStep({ ...none, stateCode: 'TX' }).step).toBe('products');
    expect(nextStep({ ...none, stateCode: 'TX', meds: [701], dosageChosen: false }).step).toBe('dosage');
    expect(nextStep({ ...none, stateCode: 'TX', meds: [601] }).step).toBe('shipping');
    expect(nextStep({ ...none, stateCode: 'TX', meds: [601], shippingDone: true }).step).toBe('identity');
    const identified = { ...none, stateCode: 'TX', meds: [601], shippingDone: true, identitySubmitted: true };
    expect(nextStep(identified).step).toBe('payment');
    expect(nextStep({ ...identified, cardEntered: true }).step).toBe('summary');
  });
  it('send a patient back to the first unfinished earlier step', () => {
    expect(blockingStep('state', none)).toBeNull();
    expect(blockingStep('summary', { ...none, stateCode: 'TX', meds: [601] })?.step).toBe('shipping');
    // The identity check comes before the card: the API starts one only for an unpaid intake.
    const shipped = { ...none, stateCode: 'TX', meds: [601], shippingDone: true };
    expect(blockingStep('payment', shipped)?.step).toBe('identity');
    expect(blockingStep('identity', shipped)).toBeNull();
    expect(blockingStep('payment', { ...shipped, identitySubmitted: true })).toBeNull();
  });
});
