import { validate } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { cartCookieFor, checkoutProducts, medsFromQuery, productsOf } from './cart';

describe('cartCookieFor (the d_cart cookie)', () => {
  it('prices one product as amount − 4.99', () => {
    const cart = cartCookieFor([{ name: 'Regular Strength FungAid', price: 59 }]);
    expect(cart).toEqual({
      amount: 59,
      productName: 'Regular Strength FungAid',
      productPrice: 54.01,
      productShipping: 4.99,
    });
    expect(validate('DCartCookie', cart).ok).toBe(true);
  });
  it('sums several products in cents and names them all', () => {
    const cart = cartCookieFor([
      { name: 'A', price: 59 },
      { name: 'B', price: 24.99 },
    ]);
    expect(cart).toEqual({ amount: 83.99, productName: 'A + B', productPrice: 79, productShipping: 4.99 });
  });
  it("uses the tenant's shipping price", () => {
    expect(cartCookieFor([{ name: 'A', price: 20 }], { shippingPrice: 0 })?.productPrice).toBe(20);
  });
  it('is null for an empty cart', () => {
    expect(cartCookieFor([])).toBeNull();
  });
});

describe('medsFromQuery', () => {
  it('reads one or many ids, repeated or comma-separated, ignoring junk and repeats', () => {
    expect(medsFromQuery(['601'])).toEqual([601]);
    expect(medsFromQuery(['601', '602'])).toEqual([601, 602]);
    expect(medsFromQuery(['601,602', '601', 'x', '-3', '0', ' 603 '])).toEqual([601, 602, 603]);
    expect(medsFromQuery([])).toEqual([]);
  });
});

describe('productsOf', () => {
  it('keeps the catalogue order and drops unknown ids', () => {
    const catalogue = [{ med: 1 }, { med: 2 }, { med: 3 }];
    expect(productsOf(catalogue, [3, 1, 9])).toEqual([{ med: 1 }, { med: 3 }]);
  });
});

describe('checkoutProducts (what POST /api/order/checkout is sent)', () => {
  const oral = { med: 701, strength: '3 mg, 7 mg or 14 mg once daily (titrated)' };
  const weekly = { med: 702, strength: '0.25 mg to 2.4 mg once weekly (titrated)' };
  const topical = { med: 601, strength: 'Terbinafine 5% topical solution, 10 mL' };

  it('sends the chosen dosage with a product that offers several strengths', () => {
    expect(checkoutProducts([oral], { '701': '7 mg' })).toEqual([{ med: 701, dosage: '7 mg' }]);
  });
  it('sends products without a choice by med only', () => {
    expect(checkoutProducts([topical, weekly], {})).toEqual([{ med: 601 }, { med: 702 }]);
    expect(checkoutProducts([oral], {})).toEqual([{ med: 701 }]);
  });
  it('leaves out a stored choice the product does not offer', () => {
    expect(checkoutProducts([oral, weekly], { '701': '5 mg', '702': '1 mg' })).toEqual([
      { med: 701 },
      { med: 702 },
    ]);
  });
  it('makes a request the checkout schema accepts', () => {
    const request = {
      created: '1763870000000-0123456789',
      products: checkoutProducts([oral, topical], { '701': '14 mg' }),
      shipping: {
        firstName: 'Jordan',
        lastName: 'Rivera',
        email: 'jordan@example.com',
        phone: '5035550143',
        address: { line1: '12 Harbor Street', city: 'Portland', state: 'OR', postalCode: '97205' },
      },
      payment: {
        paySource: 'CREDITCARD',
        card: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Jordan Rivera' },
      },
    };
    expect(request.products).toEqual([{ med: 701, dosage: '14 mg' }, { med: 601 }]);
    expect(validate('CheckoutRequest', request)).toEqual({ ok: true, value: request });
  });
});
