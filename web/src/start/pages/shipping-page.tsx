import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { setJsonCookie } from '../../cookies/cookies';
import { useCheckoutSession } from '../checkout-session';
import {
  EMPTY_SHIPPING,
  SHIPPING_LABELS,
  toShipping,
  validateShipping,
  type ShippingInput,
} from '../../ui/shipping';
import { START_PATHS } from '../lib/steps';
import { SelectField, TextField } from '../../ui/text-field';
import { useFieldForm } from '../../ui/use-field-form';
import { checkoutStepPage, ErrorAlert, FieldErrorCount, Loading, PageHeading } from '../start-ui';
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
  const known = new Set((states.data ?? []).map((state) => state.stateCode));
  const { field, onSubmit, errorCount } = useFieldForm({
    values: form,
    onChange: setForm,
    validate: (values) => validateShipping(values, known),
    idPrefix: 'ship',
  });

  if (states.isPending) return <Loading what="states" />;
  if (states.isError) return <ErrorAlert error={states.error} />;

  function save() {
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

  return (
    <section className="start">
      <PageHeading>Shipping details</PageHeading>
      <form onSubmit={onSubmit(save)} noValidate className="start-form">
        <FieldErrorCount count={errorCount} />
        <TextField {...field('firstName')} label={SHIPPING_LABELS.firstName} autoComplete="given-name" />
        <TextField {...field('lastName')} label={SHIPPING_LABELS.lastName} autoComplete="family-name" />
        <TextField {...field('email')} label={SHIPPING_LABELS.email} type="email" autoComplete="email" />
        <TextField
          {...field('phone')}
          label={SHIPPING_LABELS.phone}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
        />
        <TextField {...field('line1')} label={SHIPPING_LABELS.line1} autoComplete="address-line1" />
        <TextField {...field('line2')} label={SHIPPING_LABELS.line2} autoComplete="address-line2" />
        <TextField {...field('city')} label={SHIPPING_LABELS.city} autoComplete="address-level2" />
        <SelectField {...field('state')} label={SHIPPING_LABELS.state} autoComplete="address-level1">
          <option value="">Choose the state</option>
          {states.data.map((state) => (
            <option key={state.stateCode} value={state.stateCode}>
              {state.name}
            </option>
          ))}
        </SelectField>
        <TextField
          {...field('postalCode')}
          label={SHIPPING_LABELS.postalCode}
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <button type="submit" className="button button--primary button--large">
          Continue to identity check
        </button>
      </form>
    </section>
  );
}
