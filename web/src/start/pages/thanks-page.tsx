import { paymentNotice, paymentStanding } from '@telehealth/engine';
import { Link } from 'react-router-dom';

import { DoseSchedule } from '../../ui/dose-schedule';
import { useCheckoutSession } from '../checkout-session';
import { describePayment } from '../lib/card';
import { START_PATHS } from '../lib/steps';
import { AccountAccessNote, ContactNote, PageHeading } from '../start-ui';
import { AfterPaymentGuard } from './after-payment';

/** /start/thanks: the order is placed (the identity check was started before paying); the clinician reviews it. */
export function ThanksPage() {
  return (
    <AfterPaymentGuard>
      <Thanks />
    </AfterPaymentGuard>
  );
}

function Thanks() {
  const { stored } = useCheckoutSession();
  const receipt = stored?.receipt;
  return (
    <section className="start">
      <PageHeading>Thank you, your order is placed</PageHeading>
      {receipt ? (
        <div className="start-summary__block" data-testid="receipt">
          <p>
            Order <strong>#{receipt.orderId}</strong>:{' '}
            {receipt.selectedProduct.map((product) => product.name).join(', ')}
          </p>
          {/* Each product's starting dose and, for a titrated one, its dose by refill, as the order records them. */}
          {receipt.selectedProduct.map((product) =>
            product.dosage || product.schedule ? (
              <div key={product.med} data-testid="receipt-dose">
                {receipt.selectedProduct.length > 1 ? <p>{product.name}</p> : null}
                <DoseSchedule dosage={product.dosage} schedule={product.schedule} />
              </div>
            ) : null,
          )}
          {receipt.selectedProduct.some((product) => product.schedule) ? (
            <p className="start__note">Your clinician confirms or adjusts each dose.</p>
          ) : null}
          <p data-testid="receipt-payment">
            {/* Checkout authorises the total; the clinician's approval captures it (one money rule). */}
            {paymentNotice(paymentStanding([{ txnType: 'AUTHORIZE', amount: receipt.price }]), receipt.price)}
            . Card: {describePayment(receipt.payment)}.
          </p>
        </div>
      ) : null}
      <h2>What happens next</h2>
      <ol className="start-next-steps">
        <li>
          A licensed clinician reviews your answers and your identity check, usually within one business day.
        </li>
        <li>
          Once prescribed, your card is charged and your treatment ships to you. If the clinician does not
          prescribe, the hold on your card is released and nothing is charged.
        </li>
      </ol>
      <AccountAccessNote email={stored?.shipping?.email} />
      <Link className="button button--primary button--large" to={START_PATHS.compl}>
        Done
      </Link>
      <ContactNote />
    </section>
  );
}
