import { readFileSync } from 'node:fs';

import { cartViolation, indexFlow, offerFor, type Offer } from '@telehealth/engine';
import type { FlowVersion, Product } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { allowedChoice, chooseProduct, listedProducts } from './offer';

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../../../../flows/data/tenants/${path}`, import.meta.url), 'utf8')) as T;

/** Evenwell's published intake (one GLP-1 per order, every GLP-1 from the first step) and its products. */
const evenwell = offerFor(
  indexFlow(read<FlowVersion>('7/flows/intake.v2.json')),
  {},
  '2026-12-01',
  read<Product[]>('7/products.json'),
);
const ORAL_SEMA = 701;
const SEMA_INJECTION = 702;
const TIRZ_INJECTION = 704;

/** A small offer of FungAid's products with one excluded by a rule, as a flow's `exclude` rule makes it. */
const fungaidProducts = read<Product[]>('6/products.json');
const withExclusion: Offer = {
  products: fungaidProducts.map((product) =>
    product.med === 602
      ? {
          product,
          startStep: 1,
          excludedBy: { name: 'no_extra', title: 'Extra strength is not for a first order', exclude: {} },
        }
      : { product, startStep: 1 },
  ),
  limits: [],
};

const cartOf = (meds: number[]) => meds.map((med) => ({ med }));

describe('chooseProduct (ticking a product on /start/products)', () => {
  it('replaces the GLP-1 chosen first with the one just chosen, and names the rule', () => {
    const first = chooseProduct(evenwell, [], SEMA_INJECTION);
    expect(first).toEqual({ meds: [SEMA_INJECTION], notice: null });
    const second = chooseProduct(evenwell, first.meds, TIRZ_INJECTION);
    expect(second).toEqual({
      meds: [TIRZ_INJECTION],
      notice:
        'One GLP-1 medication per order: Tirzepatide Weekly Injection replaces Semaglutide Weekly Injection.',
    });
    expect(cartViolation(evenwell, cartOf(second.meds))).toBeUndefined();
  });

  it('never makes a cart the rules refuse, whatever is ticked in whatever order', () => {
    const meds = evenwell.products.map((offered) => offered.product.med);
    let chosen: number[] = [];
    for (const med of [...meds, ...meds.reverse(), ORAL_SEMA]) {
      chosen = chooseProduct(evenwell, chosen, med).meds;
      expect(chosen).toEqual([med]);
      expect(cartViolation(evenwell, cartOf(chosen))).toBeUndefined();
    }
  });

  it('keeps products no limit covers, and does not choose an excluded product', () => {
    const { meds } = chooseProduct(withExclusion, [601], 603);
    expect(meds).toEqual([601, 603]);
    expect(chooseProduct(withExclusion, meds, 602)).toEqual({ meds: [601, 603], notice: null });
  });

  it('takes a product out when a limit allows none of its kind', () => {
    const none: Offer = {
      ...evenwell,
      limits: [
        {
          ...evenwell.limits[0]!,
          max: 0,
          rule: { ...evenwell.limits[0]!.rule, at_most: 0 } as Offer['limits'][number]['rule'],
        },
      ],
    };
    expect(chooseProduct(none, [], ORAL_SEMA)).toEqual({
      meds: [],
      notice: 'One GLP-1 medication per order: Oral Semaglutide cannot be chosen.',
    });
  });
});

describe('allowedChoice (a stored or preselected choice checked against the rules)', () => {
  it('keeps the GLP-1 chosen first and says which one was taken out', () => {
    expect(allowedChoice(evenwell, [SEMA_INJECTION, TIRZ_INJECTION])).toEqual({
      meds: [SEMA_INJECTION],
      notice:
        'One GLP-1 medication per order: Semaglutide Weekly Injection kept, Tirzepatide Weekly Injection taken out.',
    });
    expect(allowedChoice(evenwell, [ORAL_SEMA])).toEqual({ meds: [ORAL_SEMA], notice: null });
  });

  it('takes out excluded and unknown products, naming the rule', () => {
    expect(allowedChoice(withExclusion, [602, 601, 999])).toEqual({
      meds: [601],
      notice:
        'Extra Strength FungAid + Free Supplement is not available with your answers (Extra strength is not for a first order).',
    });
  });
});

describe('listedProducts', () => {
  it('lists the offered products first, then the excluded ones', () => {
    expect(listedProducts(withExclusion).map((offered) => offered.product.med)).toEqual([601, 603, 602]);
    expect(listedProducts(evenwell).map((offered) => offered.product.med)).toEqual([701, 702, 703, 704]);
  });
});

describe("Evenwell's offer as the pages show it", () => {
  it('starts every GLP-1 at the first step of its schedule', () => {
    expect(evenwell.products.map((offered) => offered.startStep)).toEqual([1, 1, 1, 1]);
  });
});
