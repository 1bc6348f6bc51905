import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { setJsonCookie } from '../../cookies/cookies';
import { useCheckoutSession } from '../checkout-session';
import {
  cardBrand,
  formatCardNumber,
  formatExpiryInput,
  maskedPayment,
  validateCard,
  type CardErrors,
  type CardInput,
} from '../lib/card';
import { START_PATHS } from '../lib/steps';
import { TextField } from '../../ui/text-field';
import { checkoutStepPage, PageHeading } from '../start-ui';

/**
 * /start/payment: the card. It stays in memory only (it survives going back and forth between the start pages,
 * never a reload); dPayment gets the masked summary (brand, last four digits, expiry), never the number or CVC.
 */
export const PaymentPage = checkoutStepPage('payment', PaymentForm);

function PaymentForm() {
  const { card, setCard, setCardEntered } = useCheckoutSession();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<CardErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change =
    (field: keyof CardInput, format: (value: string) => string = (value) => value) =>
    (event: { target: { value: string } }) => {
      const next = { ...card, [field]: format(event.target.value) };
      setCard(next);
      setCardEntered(false);
      if (submitted) setErrors(validateCard(next, new Date()));
    };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateCard(card, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`card-${first}`)?.focus();
      return;
    }
    setJsonCookie('payment', maskedPayment(card));
    setCardEntered(true);
    void navigate(START_PATHS.summary);
  }

  const brand = cardBrand(card.number);
  const count = Object.keys(errors).length;
  return (
    <section className="start">
      <PageHeading>Payment</PageHeading>
      <p className="start__lead">You are charged only when you place the order on the next page.</p>
      <form onSubmit={submit} noValidate className="start-form">
        {count > 0 ? (
          <p className="start__alert" role="alert">
            Please correct {count === 1 ? 'the field' : `the ${count} fields`} marked below.
          </p>
        ) : null}
        <TextField
          id="card-name"
          label="Name on card"
          autoComplete="cc-name"
          value={card.name}
          onChange={change('name')}
          error={errors.name}
        />
        <TextField
          id="card-number"
          label="Card number"
          hint={brand !== 'Card' ? brand : undefined}
          autoComplete="cc-number"
          inputMode="numeric"
          value={card.number}
          onChange={change('number', formatCardNumber)}
          error={errors.number}
        />
        <TextField
          id="card-expiry"
          label="Expiry date (MM/YY)"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          value={card.expiry}
          onChange={change('expiry', formatExpiryInput)}
          error={errors.expiry}
        />
        <TextField
          id="card-cvc"
          label="Security code (CVC)"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          value={card.cvc}
          onChange={change('cvc', (value) => value.replace(/\D/g, '').slice(0, 4))}
          error={errors.cvc}
        />
        <button type="submit" className="button button--primary button--large">
          Review order
        </button>
      </form>
    </section>
  );
}
