import { CHARGE_PROMISE } from '@telehealth/engine';
import { useNavigate } from 'react-router-dom';

import { setJsonCookie } from '../../cookies/cookies';
import { useCheckoutSession } from '../checkout-session';
import { CardFields } from '../card-fields';
import { maskedPayment, validateCard } from '../lib/card';
import { START_PATHS } from '../lib/steps';
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

  return (
    <section className="start">
      <PageHeading>Payment</PageHeading>
      <p className="start__lead">
        Nothing is taken now. When you place the order on the next page, the total is held on your card;{' '}
        {CHARGE_PROMISE.toLowerCase()}.
      </p>
      <form onSubmit={onSubmit(save)} noValidate className="start-form">
        <FieldErrorCount count={errorCount} />
        <CardFields field={field} number={card.number} />
        <button type="submit" className="button button--primary button--large">
          Review order
        </button>
      </form>
    </section>
  );
}
