import { validate } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { EMPTY_SHIPPING, phoneDigits, toShipping, validateShipping } from './shipping';

const states = new Set(['TX', 'CA']);
const good = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(512) 555-0100',
  line1: '1 Main St',
  line2: '',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
};

describe('shipping form', () => {
  it('accepts a complete address and builds a valid Shipping', () => {
    expect(validateShipping(good, states)).toEqual({});
    const shipping = toShipping(good);
    expect(shipping).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '5125550100',
      address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' },
    });
    expect(validate('Shipping', shipping).ok).toBe(true);
  });
  it('names each missing or malformed field', () => {
    expect(Object.keys(validateShipping(EMPTY_SHIPPING, states)).sort()).toEqual(
      ['city', 'email', 'firstName', 'lastName', 'line1', 'phone', 'postalCode', 'state'].sort(),
    );
    expect(validateShipping({ ...good, state: 'ZZ', postalCode: '1234', phone: '1555' }, states)).toEqual({
      state: 'State: please choose one of the options shown.',
      postalCode: 'ZIP code must be 5 digits, like 78701.',
      phone: 'Mobile phone must be a 10-digit US number, like (512) 555-0100.',
    });
  });
  it('drops a leading country code from the phone', () => {
    expect(phoneDigits('+1 512 555 0100')).toBe('5125550100');
    expect(phoneDigits('512.555.0100')).toBe('5125550100');
  });
});
