import type { Product } from '@telehealth/schemas';

/** A valid product for tests: a monthly topical at $59 unless the overrides say otherwise. */
export function product(overrides: Partial<Product> & Pick<Product, 'med' | 'name'>): Product {
  return {
    price: 59,
    model: true,
    ID: overrides.med,
    clientProductId: overrides.med,
    form: 'topical',
    imageSet: 'basic',
    campaignProducts: [],
    ...overrides,
  };
}
