import type { Titration } from '@telehealth/schemas';
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
  const choice = { med: 801, strength: '5 mg, 10 mg or 20 mg once daily' };
  const oral = {
    med: 701,
    strength: '3 mg, 7 mg or 14 mg once daily (titrated)',
    titration: {
      unit: 'mg',
      per: 'day',
      steps: [{ dose: 3 }, { dose: 7 }, { dose: 14 }],
    } satisfies Titration,
  };
  const weekly = {
    med: 702,
    strength: '0.25 mg to 2.4 mg once weekly (titrated)',
    titration: { unit: 'mg', per: 'week', steps: [{ dose: 0.25 }, { dose: 0.5 }] } satisfies Titration,
  };
  const topical = { med: 601, strength: 'Terbinafine 5% topical solution, 10 mL' };

  it('sends the chosen dosage with a product that offers several strengths', () => {
    expect(checkoutProducts([choice], { '801': '10 mg' })).toEqual([{ med: 801, dosage: '10 mg' }]);
  });
  it('sends products without a choice by med only', () => {
    expect(checkoutProducts([topical, weekly], {})).toEqual([{ med: 601 }, { med: 702 }]);
    expect(checkoutProducts([choice], {})).toEqual([{ med: 801 }]);
  });
  it('never sends a dose for a titrated product, whatever its strength text lists or the session holds', () => {
    // The dosage step stores the starting dose it showed; the API sets it from the schedule and the rules.
    expect(checkoutProducts([oral, weekly], { '701': '14 mg', '702': '0.25 mg once weekly' })).toEqual([
      { med: 701 },
      { med: 702 },
    ]);
  });
  it('leaves out a stored choice the product does not offer', () => {
    expect(checkoutProducts([choice, topical], { '801': '15 mg', '601': '5%' })).toEqual([
      { med: 801 },
      { med: 601 },
    ]);
  });
  it('makes a request the checkout schema accepts', () => {
    const request = {
      created: '1763870000000-0123456789',
      products: checkoutProducts([choice, oral, topical], { '801': '20 mg', '701': '3 mg once daily' }),
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
    expect(request.products).toEqual([{ med: 801, dosage: '20 mg' }, { med: 701 }, { med: 601 }]);
    expect(validate('CheckoutRequest', request)).toEqual({ ok: true, value: request });
  });
});
