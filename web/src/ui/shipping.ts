import type { Shipping } from '@telehealth/schemas';

/** The shipping form as typed. */
export interface ShippingInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
}

export type ShippingErrors = Partial<Record<keyof ShippingInput, string>>;

export const EMPTY_SHIPPING: ShippingInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
};

/** A US phone number's ten digits, without a leading country code 1; the input as digits otherwise. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with each field, in words a patient can act on; {} when nothing. */
export function validateShipping(input: ShippingInput, knownStates: ReadonlySet<string>): ShippingErrors {
  const errors: ShippingErrors = {};
  if (input.firstName.trim() === '') errors.firstName = 'Enter your first name.';
  if (input.lastName.trim() === '') errors.lastName = 'Enter your last name.';
  if (!EMAIL.test(input.email.trim())) errors.email = 'Enter an email address like name@example.com.';
  if (!/^[2-9]\d{9}$/.test(phoneDigits(input.phone))) errors.phone = 'Enter a 10-digit US phone number.';
  if (input.line1.trim() === '') errors.line1 = 'Enter the street address.';
  if (input.city.trim() === '') errors.city = 'Enter the city.';
  if (!knownStates.has(input.state)) errors.state = 'Choose the state.';
  if (!/^\d{5}(-\d{4})?$/.test(input.postalCode.trim())) errors.postalCode = 'Enter a 5-digit ZIP code.';
  return errors;
}

/** The Shipping of the checkout call (trimmed, phone as digits, no empty line2). */
export function toShipping(input: ShippingInput): Shipping {
  const line2 = input.line2.trim();
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    phone: phoneDigits(input.phone),
    address: {
      line1: input.line1.trim(),
      ...(line2 ? { line2 } : {}),
      city: input.city.trim(),
      state: input.state,
      postalCode: input.postalCode.trim(),
    },
  };
}
