import { loadCatalog } from '@telehealth/flows';
import type { FlowVersion, StartData } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { calculationsOf } from './calculations.js';
import {
  allowedCarts,
  cartViolation,
  doseForCycle,
  doseSchedule,
  doseText,
  offerFor,
} from './eligibility.js';
import { indexFlow } from './flow-index.js';

const catalog = loadCatalog();
const evenwell = catalog.tenants.find((t) => t.tenant.id === 7)!;
const intake = evenwell.flows.find((f) => f.key === 'intake' && f.status === 'published') as FlowVersion;
const products = evenwell.products;
const AS_OF = '2026-01-01';
const oralSemaglutide = products.find((p) => p.med === 701)!;

describe('titration schedules', () => {
  it('reads the dose of each step as the patient reads it', () => {
    expect(doseText(oralSemaglutide.titration!, 1)).toBe('3 mg once daily');
    expect(doseText(products.find((p) => p.med === 702)!.titration!, 1)).toBe('0.25 mg once weekly');
  });

  it('gives the dose of each refill cycle, keeping the last step', () => {
    const titration = oralSemaglutide.titration!;
    expect(doseSchedule(titration, 1)).toEqual([
      { step: 1, dose: '3 mg once daily', fromCycle: 1, toCycle: 1 },
      { step: 2, dose: '7 mg once daily', fromCycle: 2, toCycle: 2 },
      { step: 3, dose: '14 mg once daily', fromCycle: 3 },
    ]);
    expect([1, 2, 3, 4, 12].map((cycle) => doseForCycle(titration, 1, cycle))).toEqual([
      '3 mg once daily',
      '7 mg once daily',
      '14 mg once daily',
      '14 mg once daily',
      '14 mg once daily',
    ]);
    expect(doseForCycle(titration, 2, 1)).toBe('7 mg once daily');
    const slow = { ...titration, steps: [{ dose: 3, cycles: 2 }, { dose: 7 }] } as typeof titration;
    expect([1, 2, 3].map((cycle) => doseForCycle(slow, 1, cycle))).toEqual([
      '3 mg once daily',
      '3 mg once daily',
      '7 mg once daily',
    ]);
  });
});

describe("Evenwell's eligibility", () => {
  const index = indexFlow(intake);
  const answers: StartData = {};
  const offer = offerFor(index, answers, AS_OF, products);

  it('offers every product, each GLP-1 at the first step of its schedule', () => {
    expect(offer.products.map((p) => [p.product.med, p.excludedBy?.name, p.startStep])).toEqual([
      [701, undefined, 1],
      [702, undefined, 1],
      [703, undefined, 1],
      [704, undefined, 1],
    ]);
  });

  it('refuses two GLP-1 medications in one order, naming the rule', () => {
    expect(cartViolation(offer, [{ med: 702 }, { med: 704 }])).toEqual({
      rule: 'one_glp1',
      title: 'One GLP-1 medication per order',
      message:
        'One GLP-1 medication per order: choose one of Semaglutide Weekly Injection and Tirzepatide Weekly Injection.',
    });
    expect(cartViolation(offer, [{ med: 702 }])).toBeUndefined();
  });

  it('refuses a starting dose above the first step, naming the rule', () => {
    expect(cartViolation(offer, [{ med: 701, dosage: '14 mg once daily' }])).toMatchObject({
      rule: 'starting_dose',
      message:
        'Oral Semaglutide starts at 3 mg once daily; your clinician raises the dose as your schedule says.',
    });
    expect(cartViolation(offer, [{ med: 701, dosage: '3 mg once daily' }])).toBeUndefined();
    // The strength alone names the same dose (older pages sent it so); another strength does not.
    expect(cartViolation(offer, [{ med: 701, dosage: ' 3  MG ' }])).toBeUndefined();
    expect(cartViolation(offer, [{ med: 701, dosage: '7 mg' }])?.rule).toBe('starting_dose');
  });

  it('allows every single GLP-1 cart and no cart of two', () => {
    expect(allowedCarts(offer).map((cart) => cart.map((line) => line.product.med))).toEqual([
      [701],
      [702],
      [703],
      [704],
    ]);
  });

  it('excludes what an exclusion rule names when its condition holds', () => {
    const flow: FlowVersion = {
      ...intake,
      eligibility: [
        {
          name: 'no_oral_with_gastroparesis',
          title: 'No tablets with a severe stomach condition',
          if: { question: 9, any_of: ['Gastroparesis or another severe stomach or bowel condition'] },
          exclude: { forms: ['oral'] },
        },
      ],
    };
    const gi = offerFor(
      indexFlow(flow),
      { '9': { value: ['Gastroparesis or another severe stomach or bowel condition'], question: 'q' } },
      AS_OF,
      products,
    );
    expect(gi.products.filter((p) => p.excludedBy).map((p) => p.product.med)).toEqual([701, 703]);
    expect(cartViolation(gi, [{ med: 703 }])?.rule).toBe('no_oral_with_gastroparesis');
    const none = offerFor(indexFlow(flow), {}, AS_OF, products);
    expect(none.products.filter((p) => p.excludedBy)).toEqual([]);
  });
});

describe("Evenwell's calculations", () => {
  it('gives the pounds to lose from the current and goal weights, rounded as the flow says', () => {
    const index = indexFlow(intake);
    const answers: StartData = {
      '4': { value: { feet: 5, inches: 6, pounds: 200.25 }, question: 'q' },
      '5': { value: 170, question: 'q' },
    };
    expect(calculationsOf(index, answers, AS_OF)).toEqual([
      {
        name: 'pounds_to_lose',
        title: 'Pounds to lose to reach the goal weight',
        unit: 'lb',
        value: 30.25,
        text: '30.3 lb',
      },
    ]);
    expect(calculationsOf(index, {}, AS_OF)[0]).toMatchObject({ value: undefined, text: undefined });
  });
});
