import { validate } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import {
  buildCartCookie,
  cartProductPrice,
  DEFAULT_SHIPPING_PRICE,
  shippingPriceOf,
} from './cart-price.rule.js';

describe('cartProductPrice', () => {
  it.each<[number, number | undefined, number]>([
    // the spec's rule: amount minus 4.99
    [19.99, undefined, 15],
    [54.99, undefined, 50],
    [4.99, undefined, 0],
    [299, undefined, 294.01],
    [0.3, 0.1, 0.2],
    [10.1, 0.2, 9.9],
    [1.15, 0.05, 1.1],
    // never negative
    [0, undefined, 0],
    [3, undefined, 0],
    // the tenant's own shipping price
    [100, 0, 100],
    [100, 9.95, 90.05],
  ])('%f with shipping %s → %f', (amount, shipping, expected) => {
    expect(cartProductPrice(amount, shipping)).toBe(expected);
  });

  it.each([
    [Number.NaN, 4.99, 'Cart amount must be a non-negative amount in US dollars, got NaN'],
    [-1, 4.99, 'Cart amount must be a non-negative amount in US dollars, got -1'],
    [Number.POSITIVE_INFINITY, 4.99, 'Cart amount must be a non-negative amount in US dollars, got Infinity'],
    [10, -4.99, 'Shipping price must be a non-negative amount in US dollars, got -4.99'],
  ])('refuses amount %s with shipping %s', (amount, shipping, message) => {
    expect(() => cartProductPrice(amount, shipping)).toThrow(new RangeError(message));
  });
});

describe('shippingPriceOf', () => {
  it.each<[Parameters<typeof shippingPriceOf>[0], number]>([
    [undefined, 4.99],
    [null, 4.99],
    [{}, 4.99],
    [{ shippingPrice: 0 }, 0],
    [{ shippingPrice: 7.5 }, 7.5],
  ])('%j → %f', (configurations, expected) => {
    expect(shippingPriceOf(configurations)).toBe(expected);
  });

  it('defaults to the spec’s 4.99', () => {
    expect(DEFAULT_SHIPPING_PRICE).toBe(4.99);
  });
});

describe('buildCartCookie', () => {
  it.each<[string, { name: string; price: number }, { shippingPrice?: number } | undefined, object]>([
    [
      'a product with the default shipping',
      { name: 'Regular Strength FungAid', price: 39.99 },
      undefined,
      { amount: 39.99, productName: 'Regular Strength FungAid', productPrice: 35, productShipping: 4.99 },
    ],
    [
      'a product with the tenant’s shipping',
      { name: 'Semaglutide Injection', price: 299 },
      { shippingPrice: 9.95 },
      { amount: 299, productName: 'Semaglutide Injection', productPrice: 289.05, productShipping: 9.95 },
    ],
    [
      'a free product',
      { name: 'Free Supplement', price: 0 },
      {},
      { amount: 0, productName: 'Free Supplement', productPrice: 0, productShipping: 4.99 },
    ],
  ])('%s', (_case, product, configurations, expected) => {
    const cookie = buildCartCookie(product, configurations);
    expect(cookie).toEqual(expected);
    expect(validate('DCartCookie', cookie)).toEqual({ ok: true, value: cookie });
  });

  it('names the product whose price is unusable', () => {
    expect(() => buildCartCookie({ name: 'Broken', price: Number.NaN })).toThrow(
      'Price of Broken must be a non-negative amount in US dollars, got NaN',
    );
  });
});
