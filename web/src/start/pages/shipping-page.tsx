import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { setJsonCookie } from '../../cookies/cookies';
import { useCheckoutSession } from '../checkout-session';
import {
  EMPTY_SHIPPING,
  toShipping,
  validateShipping,
  type ShippingErrors,
  type ShippingInput,
} from '../lib/shipping';
import { START_PATHS } from '../lib/steps';
import { SelectField, TextField } from '../../ui/text-field';
import { checkoutStepPage, ErrorAlert, Loading, PageHeading } from '../start-ui';
import { useStates } from '../use-start-data';

/** /start/shipping: who receives the treatment and where. Writes dShipping {email} and dUser. */
export const ShippingPage = checkoutStepPage('shipping', ShippingForm);

function ShippingForm() {
  const { stored, update } = useCheckoutSession();
  const states = useStates();
  const navigate = useNavigate();
  const [form, setForm] = useState<ShippingInput>(() => {
    const saved = stored?.shipping ?? EMPTY_SHIPPING;
    return { ...saved, state: saved.state || stored?.stateCode || '' };
  });
  const [errors, setErrors] = useState<ShippingErrors>({});
  const [submitted, setSubmitted] = useState(false);

  if (states.isPending) return <Loading what="states" />;
  if (states.isError) return <ErrorAlert error={states.error} />;
  const known = new Set(states.data.map((state) => state.stateCode));

  const set = (field: keyof ShippingInput) => (event: { target: { value: string } }) => {
    const next = { ...form, [field]: event.target.value };
    setForm(next);
    if (submitted) setErrors(validateShipping(next, known));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateShipping(form, known);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`ship-${first}`)?.focus();
      return;
    }
    const shipping = toShipping(form);
    update({ shipping: form, shippingDone: true });
    setJsonCookie('shipping', { email: shipping.email });
    setJsonCookie('user', {
      firstName: shipping.firstName,
      lastName: shipping.lastName,
      phone: shipping.phone,
      email: shipping.email,
    });
    void navigate(START_PATHS.verification);
  }

  const count = Object.keys(errors).length;
  return (
    <section className="start">
      <PageHeading>Shipping details</PageHeading>
      <form onSubmit={submit} noValidate className="start-form">
        {count > 0 ? (
          <p className="start__alert" role="alert">
            Please correct {count === 1 ? 'the field' : `the ${count} fields`} marked below.
          </p>
        ) : null}
        <TextField
          id="ship-firstName"
          label="First name"
          autoComplete="given-name"
          value={form.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          id="ship-lastName"
          label="Last name"
          autoComplete="family-name"
          value={form.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
        <TextField
          id="ship-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          id="ship-phone"
          label="Mobile phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          value={form.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
        <TextField
          id="ship-line1"
          label="Street address"
          autoComplete="address-line1"
          value={form.line1}
          onChange={set('line1')}
          error={errors.line1}
        />
        <TextField
          id="ship-line2"
          label="Apartment, suite (optional)"
          autoComplete="address-line2"
          value={form.line2}
          onChange={set('line2')}
        />
        <TextField
          id="ship-city"
          label="City"
          autoComplete="address-level2"
          value={form.city}
          onChange={set('city')}
          error={errors.city}
        />
        <SelectField
          id="ship-state"
          label="State"
          autoComplete="address-level1"
          value={form.state}
          onChange={set('state')}
          error={errors.state}
        >
          <option value="">Choose the state</option>
          {states.data.map((state) => (
            <option key={state.stateCode} value={state.stateCode}>
              {state.name}
            </option>
          ))}
        </SelectField>
        <TextField
          id="ship-postalCode"
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          value={form.postalCode}
          onChange={set('postalCode')}
          error={errors.postalCode}
        />
        <button type="submit" className="button button--primary button--large">
          Continue to identity check
        </button>
      </form>
    </section>
  );
}
