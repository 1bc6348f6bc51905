import { CHARGE_PROMISE } from '@telehealth/engine';
import { useNavigate } from 'react-router-dom';

import { setJsonCookie } from '../../cookies/cookies';
import { useCheckoutSession } from '../checkout-session';
import { cardBrand, formatCardNumber, formatExpiryInput, maskedPayment, validateCard } from '../lib/card';
import { START_PATHS } from '../lib/steps';
import { TextField } from '../../ui/text-field';
import { useFieldForm } from '../../ui/use-field-form';
import { checkoutStepPage, FieldErrorCount, PageHeading } from '../start-ui';

/**
 * /start/payment: the card. It stays in memory only (it survives going back and forth between the start pages,
 * never a reload); dPayment gets the masked summary (brand, last four digits, expiry), never the number or CVC.
 */
export const PaymentPage = checkoutStepPage('payment', PaymentForm);

function PaymentForm() {
  const { card, setCard, setCardEntered } = useCheckoutSession();
  const navigate = useNavigate();
  const { field, onSubmit, errorCount } = useFieldForm({
    values: card,
    onChange: (next) => {
      setCard(next);
      setCardEntered(false);
    },
    validate: (values) => validateCard(values, new Date()),
    idPrefix: 'card',
  });

  function save() {
    setJsonCookie('payment', maskedPayment(card));
    setCardEntered(true);
    void navigate(START_PATHS.summary);
  }

  const brand = cardBrand(card.number);
  return (
    <section className="start">
      <PageHeading>Payment</PageHeading>
      <p className="start__lead">
        Nothing is taken now. When you place the order on the next page, the total is held on your card;{' '}
        {CHARGE_PROMISE.toLowerCase()}.
      </p>
      <form onSubmit={onSubmit(save)} noValidate className="start-form">
        <FieldErrorCount count={errorCount} />
        <TextField {...field('name')} label="Name on card" autoComplete="cc-name" />
        <TextField
          {...field('number', formatCardNumber)}
          label="Card number"
          hint={brand !== 'Card' ? brand : undefined}
          autoComplete="cc-number"
          inputMode="numeric"
        />
        <TextField
          {...field('expiry', formatExpiryInput)}
          label="Expiry date (MM/YY)"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
        />
        <TextField
          {...field('cvc', (value) => value.replace(/\D/g, '').slice(0, 4))}
          label="Security code (CVC)"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
        />
        <button type="submit" className="button button--primary button--large">
          Review order
        </button>
      </form>
    </section>
  );
}
