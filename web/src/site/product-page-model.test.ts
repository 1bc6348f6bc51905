import { describe, expect, it } from 'vitest';

import { product } from './__fixtures__/products';
import { buyLink, findIncludedProducts, productForPage } from './product-page-model';

const nail = product({
  med: 901,
  name: 'Nailwise Solution',
  productPage: '/products/basic-01',
  includes: ['Nailwise Biotin Supplement, 30 capsules (free)'],
});
const biotin = product({ med: 903, name: 'Nailwise Biotin Supplement', form: 'supplement', price: 24.99 });
const glp1 = product({ med: 701, name: 'Semaglutide Weekly Injection', form: 'injectable', price: 249 });

describe('product page model', () => {
  it('finds the product of a page path and refuses unknown paths', () => {
    expect(productForPage([nail, biotin], '/products/basic-01')).toBe(nail);
    expect(productForPage([nail, biotin], '/products/basic-01/')).toBe(nail);
    expect(productForPage([nail, biotin], '/products/other-01')).toBeUndefined();
  });

  it('links into the intake with med and finds the included supplement', () => {
    expect(buyLink(nail)).toBe('/start/lead-qualify?med=901');
    expect(
      findIncludedProducts(nail, [nail, biotin]).get('Nailwise Biotin Supplement, 30 capsules (free)'),
    ).toBe(biotin);
    expect(findIncludedProducts(glp1, [nail, biotin]).size).toBe(0);
  });
});
