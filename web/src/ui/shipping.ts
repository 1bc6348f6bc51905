import { fieldMessage, type FieldProblem } from '@telehealth/engine';
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

/** The shipping form's labels: the form shows them and its messages name the fields by them. */
export const SHIPPING_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Mobile phone',
  line1: 'Street address',
  line2: 'Apartment, suite (optional)',
  city: 'City',
  state: 'State',
  postalCode: 'ZIP code',
} as const satisfies Record<keyof ShippingInput, string>;

/** What is wrong with each field, in words a patient can act on (the engine's fieldMessage); {} when nothing. */
export function validateShipping(input: ShippingInput, knownStates: ReadonlySet<string>): ShippingErrors {
  const errors: ShippingErrors = {};
  const say = (name: keyof ShippingInput, problem: FieldProblem) =>
    (errors[name] = fieldMessage(SHIPPING_LABELS[name], problem));
  const required = (name: keyof ShippingInput) =>
    input[name].trim() === '' && say(name, { kind: 'required' });
  required('firstName');
  required('lastName');
  if (!required('email') && !EMAIL.test(input.email.trim())) say('email', { kind: 'email' });
  if (!required('phone') && !/^[2-9]\d{9}$/.test(phoneDigits(input.phone))) say('phone', { kind: 'phone' });
  required('line1');
  required('city');
  if (!required('state') && !knownStates.has(input.state)) say('state', { kind: 'enum' });
  if (!required('postalCode') && !/^\d{5}(-\d{4})?$/.test(input.postalCode.trim()))
    say('postalCode', { kind: 'zip' });
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
